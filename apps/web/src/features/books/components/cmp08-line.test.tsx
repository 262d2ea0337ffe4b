import { screen } from '@testing-library/react';
import type { Cmp08 } from '@tailor/shared/books';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render-page';
import { Cmp08Line, quarterOf } from './cmp08-line';

function cmp08(bills: number): Cmp08 {
  return {
    financial_year: 2026,
    quarter: 3,
    from: '2026-10-01',
    to: '2026-12-31',
    rate: 6,
    bills,
    turnover: 3000.5,
    tax: 180.03,
    cgst: 90.01,
    sgst: 90.02,
  };
}

describe('Cmp08Line', () => {
  beforeEach(() => localStorage.setItem('authToken', 'token'));
  afterEach(() => vi.unstubAllGlobals());

  it('knows the quarter of a day: April to June is the first of its financial year', () => {
    expect(quarterOf('2026-04-01')).toEqual({ financialYear: 2026, quarter: 1 });
    expect(quarterOf('2026-09-30')).toEqual({ financialYear: 2026, quarter: 2 });
    expect(quarterOf('2026-12-31')).toEqual({ financialYear: 2026, quarter: 3 });
    expect(quarterOf('2027-03-31')).toEqual({ financialYear: 2026, quarter: 4 });
  });

  it('shows a composition shop’s turnover and tax for the quarter so far', async () => {
    const calls = stubFetch(() => ({ body: cmp08(3) }));
    renderPage(<Cmp08Line />, { path: '/' });
    expect((await screen.findByTestId('cmp08-line')).textContent).toBe(
      'CMP-08, quarter 3 of 2026-27 so far: turnover ₹3,000.50, composition tax at 6% ₹180.03',
    );
    expect(calls[0]!.url).toMatch(/^\/api\/reports\/cmp08\?financial_year=\d{4}&quarter=[1-4]$/);
  });

  it('shows nothing while the quarter has no bills of supply', async () => {
    const calls = stubFetch(() => ({ body: cmp08(0) }));
    renderPage(<Cmp08Line />, { path: '/' });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('cmp08-line')).toBeNull();
  });
});
