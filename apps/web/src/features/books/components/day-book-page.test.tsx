import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DayBook, DayBookDay } from '@tailor/shared/books';
import { addDays, todayInShopZone } from '@tailor/shared/dates';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch, type StubCall } from '../../../test/render-page';
import { DayBookPage } from './day-book-page';

const today = todayInShopZone();
const yesterday = addDays(today, -1);

function day(date: string, overrides: Partial<DayBookDay> = {}): DayBookDay {
  return {
    day: date,
    receipts: { cash: 500, upi: 300.5, card: 200, total: 1000.5 },
    refunds: 100,
    cash_refunds: 100,
    karigar_payouts: 250,
    cash_karigar_payouts: 250,
    opening_cash: 1000,
    closing_cash: 1150,
    counted_cash: null,
    difference: null,
    ...overrides,
  };
}

function book(from: string, to: string, opening: DayBook['opening_cash']): DayBook {
  return {
    from,
    to,
    time_zone: 'Asia/Kolkata',
    opening_cash: opening,
    days: [day(yesterday), day(today, { counted_cash: 1100, difference: -50 })],
    totals: {
      receipts: { cash: 1000, upi: 601, card: 400, total: 2001 },
      refunds: 200,
      karigar_payouts: 500,
    },
  };
}

function setup(opening: DayBook['opening_cash'] = { amount: 1000, date: yesterday }) {
  const calls = stubFetch((call: StubCall) => {
    const url = new URL(call.url, 'http://x');
    if (url.pathname.endsWith('/reports/day-book') && call.method === 'GET')
      return { body: book(url.searchParams.get('from')!, url.searchParams.get('to')!, opening) };
    if (url.pathname.endsWith('/reports/day-book/cash-count'))
      return { body: book(today, today, opening) };
    if (/\/(day-book\.csv|tally\.xml|gstr1)$/.test(url.pathname)) return { body: 'file' };
    if (url.pathname.endsWith('/settings') && call.method === 'PUT')
      return { status: 500, body: null };
    return { status: 404, body: { error: 'Not found', code: 'ROUTE_NOT_FOUND' } };
  });
  renderPage(<DayBookPage />, { path: '/app/day-book' });
  return calls;
}

describe('DayBookPage', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.setItem('authToken', 'token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for the last seven days and shows each day’s cash at its end, the counted cash and the difference', async () => {
    const calls = setup();
    expect(await screen.findByTestId('day-book-totals')).toHaveProperty(
      'textContent',
      'Received: cash ₹1,000, UPI ₹601, card ₹400 · Refunds ₹200 · Karigar payouts ₹500',
    );
    const asked = new URL(calls.find((c) => c.url.includes('/reports/day-book'))!.url, 'http://x');
    expect(asked.searchParams.get('from')).toBe(addDays(today, -6));
    expect(asked.searchParams.get('to')).toBe(today);
    expect(screen.getAllByText('₹1,150').length).toBeGreaterThan(0);
    expect(screen.getByText('-₹50')).toBeTruthy();
    expect(screen.getByText(/^Opening cash ₹1,000 on/)).toBeTruthy();
  });

  it('saves the counted cash of a day', async () => {
    const calls = setup();
    await screen.findByTestId('day-book-totals');
    fireEvent.click(screen.getAllByRole('button', { name: /Enter the cash counted on/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('By the books: ₹1,150')).toBeTruthy();
    const input = within(dialog).getByLabelText('Cash counted (₹)');
    fireEvent.change(input, { target: { value: '-5' } });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: '1175.25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        { day: yesterday, counted: 1175.25 },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for the opening cash until it is entered', async () => {
    const calls = setup(null);
    expect(await screen.findByText(/Enter the cash in your drawer/)).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save opening cash' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Opening cash (₹)'), { target: { value: '2500' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        { opening_cash: { amount: 2500, date: today } },
      ]),
    );
  });

  it('refuses a range that ends before it starts, without asking the server', async () => {
    const calls = setup();
    await screen.findByTestId('day-book-totals');
    const before = calls.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: addDays(today, 3) } });
    expect(await screen.findByText('End date cannot be earlier than start date.')).toBeTruthy();
    expect(calls.length).toBe(before);
  });

  it('downloads the day book as CSV, the days’ Tally vouchers and the month’s GSTR-1', async () => {
    const calls = setup();
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await screen.findByTestId('day-book-totals');
    const from = addDays(today, -6);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tally XML (these days)' }));
    fireEvent.click(screen.getByRole('button', { name: `GSTR-1 JSON (${today.slice(0, 7)})` }));
    await waitFor(() =>
      expect(saved.sort()).toEqual(
        [
          `day-book-${from}-${today}.csv`,
          `gstr1-${today.slice(0, 7)}.json`,
          `tally-${from}-${today}.xml`,
        ].sort(),
      ),
    );
    const urls = calls.map((c) => c.url);
    expect(urls).toContain(`/api/exports/tally.xml?from=${from}&to=${today}`);
    expect(urls).toContain(`/api/reports/gstr1?month=${today.slice(0, 7)}`);
  });
});
