import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, todayInShopZone } from '@tailor/shared/dates';
import type { TrialList } from '@tailor/shared/trials';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch, type StubCall } from '../../../test/render-page';
import { dayHeading } from '../lib/trial-days';
import { TrialsPage } from './trials-page';

const today = todayInShopZone();
const later = addDays(today, 4);

function trialList(from: string, to: string): TrialList {
  const all: TrialList['trials'] = [
    {
      order_id: 'o1',
      order_number: 11,
      customer_name: 'Asha Rao',
      customer_mobile_no: '+919812345678',
      status: 'In Process',
      trialDate: `${today}T11:00`,
      answer: { response: 'confirmed', note: null, at: '2026-11-26T10:00:00.000Z' },
    },
    {
      order_id: 'o2',
      order_number: 12,
      customer_name: 'Bina Patel',
      customer_mobile_no: '+919898989898',
      status: 'Assigned',
      trialDate: today,
      answer: null,
    },
    {
      order_id: 'o3',
      order_number: 13,
      customer_name: 'Chitra Iyer',
      customer_mobile_no: '+919000000001',
      status: 'Pending',
      trialDate: `${later}T17:30`,
      answer: { response: 'another_day', note: 'Saturday after 5', at: '2026-11-26T11:00:00Z' },
    },
  ];
  return { from, to, trials: all.filter((t) => t.trialDate >= from && t.trialDate <= `${to}T99`) };
}

function stubTrials() {
  return stubFetch((call) => {
    const url = new URL(call.url, 'http://x');
    if (url.pathname.endsWith('/trials'))
      return { body: trialList(url.searchParams.get('from')!, url.searchParams.get('to')!) };
    return { body: null, status: 404 };
  });
}

const askedWeeks = (calls: StubCall[]) =>
  calls
    .filter((c) => c.url.includes('/trials'))
    .map((c) => {
      const url = new URL(c.url, 'http://x');
      return `${url.searchParams.get('from')}..${url.searchParams.get('to')}`;
    });

describe('TrialsPage', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.setItem('authToken', 'token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the week’s trials day by day, timed ones first, with each customer’s answer', async () => {
    const calls = stubTrials();
    renderPage(<TrialsPage area="shopkeeper" />, { path: '/app/trials' });
    expect(screen.getByRole('heading', { level: 1, name: 'Trials' })).toBeTruthy();
    const todays = await screen.findByRole('region', { name: /^Today, / });
    expect(askedWeeks(calls)).toEqual([`${today}..${addDays(today, 6)}`]);

    const rows = within(todays).getAllByTestId('trial-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '11:00Asha RaoOrder #11In ProcessWill come',
      'Any timeBina PatelOrder #12AssignedNo answer yet',
    ]);
    const other = screen.getByRole('region', { name: dayHeading(later, 'en') });
    expect(within(other).getByTestId('trial-row').textContent).toBe(
      '17:30Chitra IyerOrder #13PendingAsked for another day“Saturday after 5”',
    );
    expect(screen.queryByRole('region', { name: /^Tomorrow, / })).toBeNull();
    expect(screen.getByRole('link', { name: 'Call Bina Patel' }).getAttribute('href')).toBe(
      'tel:+919898989898',
    );
  });

  it('opens the order of a trial', async () => {
    stubTrials();
    const { router } = renderPage(<TrialsPage area="employee" />, { path: '/employee/trials' });
    fireEvent.click(await screen.findByRole('button', { name: 'Open order #11, Asha Rao' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee-order-details/o1'));
  });

  it('moves a week at a time, keeps the week in the address, and says when nothing is planned', async () => {
    const calls = stubTrials();
    const { router } = renderPage(<TrialsPage area="shopkeeper" />, { path: '/app/trials' });
    await screen.findByRole('region', { name: /^Today, / });
    expect(screen.getByRole('button', { name: 'This week' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByTestId('trials-empty')).toHaveProperty(
      'textContent',
      'No trials in these days.',
    );
    expect(router.state.location.search).toBe(`?from=${addDays(today, 7)}`);
    expect(askedWeeks(calls)).toContain(`${addDays(today, 7)}..${addDays(today, 13)}`);

    fireEvent.click(screen.getByRole('button', { name: 'This week' }));
    await screen.findByRole('region', { name: /^Today, / });
    expect(router.state.location.search).toBe('');
  });
});
