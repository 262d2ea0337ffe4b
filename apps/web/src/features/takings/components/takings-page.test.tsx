import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, todayInShopZone } from '@tailor/shared/dates';
import type { Takings } from '@tailor/shared/takings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdIdle } from '../../../test/idle';
import { renderPage, stubFetch, type StubCall } from '../../../test/render-page';
import { TakingsPage } from './takings-page';

const today = todayInShopZone();
const yesterday = addDays(today, -1);
const todayDayFirst = today.split('-').reverse().join('/');

function takings(from: string, to: string): Takings {
  return {
    from,
    to,
    time_zone: 'Asia/Kolkata',
    total: { received: 1450.5, refunded: 100, net: 1350.5, count: 4 },
    by_method: [
      { method: 'cash', received: 500, refunded: 100, net: 400, count: 2 },
      { method: 'upi', received: 700, refunded: 0, net: 700, count: 1 },
      { method: 'card', received: 250.5, refunded: 0, net: 250.5, count: 1 },
    ],
    by_person: [
      { user_id: 'u1', name: 'Meena Sharma', received: 1200, refunded: 100, net: 1100, count: 3 },
      { user_id: 'u2', name: 'Ravi Kumar', received: 250.5, refunded: 0, net: 250.5, count: 1 },
    ],
    entries: [
      {
        _id: 'p1',
        at: '2026-03-10T18:29:00.000Z',
        order_id: 'o1',
        order_number: 'SB-1',
        customer_name: 'Asha Rao',
        kind: 'balance',
        method: 'card',
        amount: 250.5,
        recorded_by_name: 'Ravi Kumar',
        upi_reference: null,
      },
      {
        _id: 'p2',
        at: '2026-03-10T10:00:00.000Z',
        order_id: 'o2',
        order_number: 'SB-2',
        customer_name: 'Bina Patel',
        kind: 'refund',
        method: 'cash',
        amount: 100,
        recorded_by_name: 'Meena Sharma',
        upi_reference: null,
      },
    ],
    entries_truncated: false,
  };
}

/** Answers each GET /takings with the days it asked for. */
function stubTakings(answer?: (call: StubCall) => { status?: number; body?: unknown }) {
  return stubFetch((call) => {
    if (answer) return answer(call);
    const url = new URL(call.url, 'http://x');
    if (url.pathname.endsWith('/takings'))
      return { body: takings(url.searchParams.get('from')!, url.searchParams.get('to')!) };
    return { body: null, status: 404 };
  });
}

const takingsCalls = (calls: StubCall[]) =>
  calls
    .filter((c) => c.url.includes('/takings'))
    .map((c) => {
      const url = new URL(c.url, 'http://x');
      return `${url.searchParams.get('from')}..${url.searchParams.get('to')}`;
    });

/** A date picker's input, once the picker has loaded (its sections are a group named by the label). */
const pickerInput = async (label: string) =>
  (await screen.findByRole('group', { name: label })).parentElement!.querySelector('input')!;
/** A date field shown while its picker loads: a read-only text box with the label. */
const placeholder = (label: string) =>
  screen
    .queryAllByRole('textbox', { name: label })
    .find((input): input is HTMLInputElement => input.hasAttribute('readonly'));

/** The page with today's takings shown, while the browser is never idle until the test says so. */
async function openWhileBusy(entry = '/app/takings') {
  const browser = holdIdle();
  stubTakings();
  renderPage(<TakingsPage />, { path: '/app/takings', entry });
  await screen.findByTestId('takings-net');
  return browser;
}

describe('TakingsPage', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.setItem('authToken', 'token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lists one method's payments when its chip is chosen, UPI ones with their reference", async () => {
    const upiPayment: Takings['entries'][number] = {
      _id: 'p3',
      at: '2026-03-10T09:15:00.000Z',
      order_id: 'o3',
      order_number: 'SB-3',
      customer_name: 'Chitra Iyer',
      kind: 'balance',
      method: 'upi',
      amount: 700,
      recorded_by_name: 'Meena Sharma',
      upi_reference: 'SB3',
    };
    const calls = stubTakings((call) => {
      const url = new URL(call.url, 'http://x');
      const all = takings(url.searchParams.get('from')!, url.searchParams.get('to')!);
      const method = url.searchParams.get('method');
      return { body: method === 'upi' ? { ...all, entries: [upiPayment] } : all };
    });
    const { router } = renderPage(<TakingsPage />, { path: '/app/takings' });
    await screen.findByTestId('takings-net');
    const chips = screen.getByRole('group', { name: 'Show payments by method' });
    expect(within(chips).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(within(chips).getByRole('button', { name: 'UPI' }));
    expect(await screen.findByText('UPI · ref SB3')).toBeTruthy();
    expect(screen.queryByText('Asha Rao')).toBeNull();
    expect(router.state.location.search).toContain('method=upi');
    expect(calls.filter((c) => c.url.includes('method=upi'))).toHaveLength(1);
    // The totals stay the days' whole takings.
    expect(screen.getByTestId('takings-net').textContent).toBe('₹1,350.50');

    fireEvent.click(within(chips).getByRole('button', { name: 'All' }));
    expect(await screen.findByText('Asha Rao')).toBeTruthy();
    expect(router.state.location.search).not.toContain('method');
  });

  it("opens on today's takings: net, by method, by person and every payment", async () => {
    const calls = stubTakings();
    renderPage(<TakingsPage />, { path: '/app/takings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Takings' })).toBeTruthy();
    expect(await screen.findByTestId('takings-net')).toHaveProperty('textContent', '₹1,350.50');
    expect(takingsCalls(calls)).toEqual([`${today}..${today}`]);
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');

    const methods = screen.getByRole('region', { name: 'By payment method' });
    expect(within(methods).getByText('Cash').closest('div')?.textContent).toBe(
      'Cash2 payments · Refunded ₹100₹400',
    );
    expect(within(methods).getByText('₹700')).toBeTruthy();
    expect(within(methods).getByText('₹250.50')).toBeTruthy();
    const people = screen.getByRole('region', { name: 'By who took it' });
    expect(within(people).getByText('Meena Sharma')).toBeTruthy();
    expect(within(people).getByText('₹1,100')).toBeTruthy();

    const total = screen.getByRole('region', { name: 'Net takings' });
    expect(total.textContent).toContain('Received ₹1,450.50 · Refunded ₹100');
    // Times on the shop's clock: 18:29 UTC is 11:59 pm in India.
    expect(screen.getAllByText('11:59 pm').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Bina Patel').length).toBeGreaterThan(0);
    // The order number as the bill writes it, in the app's one form.
    expect(screen.getAllByText('Order #SB-2').length).toBeGreaterThan(0);
    expect(screen.getAllByText('-₹100').length).toBeGreaterThan(0);

    const share = screen.getByRole('link', { name: 'Share on WhatsApp' });
    const text = new URL(share.getAttribute('href')!).searchParams.get('text')!;
    expect(text).toContain('Cash: ₹400\nUPI: ₹700\nCard: ₹250.50\nRefunded: ₹100');
    expect(text).toContain(
      '*Net takings: ₹1,350.50* (4 payments)\nMeena Sharma: ₹1,100\nRavi Kumar: ₹250.50',
    );
  });

  it('shows yesterday, and chosen dates once they make a range the server accepts', async () => {
    const calls = stubTakings();
    renderPage(<TakingsPage />, { path: '/app/takings' });
    await screen.findByTestId('takings-net');

    fireEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(takingsCalls(calls)).toContain(`${yesterday}..${yesterday}`));
    expect(screen.getByRole('button', { name: 'Yesterday' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Choose dates' }));
    // The fields are day first (DD/MM/YYYY), as the app's other date fields.
    const from = await pickerInput('From');
    const to = await pickerInput('To');
    fireEvent.change(from, { target: { value: '05/03/2026' } });
    fireEvent.change(to, { target: { value: '01/03/2026' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'End date cannot be earlier than start date.',
    );
    fireEvent.change(from, { target: { value: '01/01/2024' } });
    fireEvent.change(to, { target: { value: '02/01/2025' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose a range of at most 366 days.',
    );
    // Neither refused range was asked for.
    expect(takingsCalls(calls)).not.toContain('2026-03-05..2026-03-01');
    expect(takingsCalls(calls)).not.toContain('2024-01-01..2025-01-02');

    fireEvent.change(to, { target: { value: '31/01/2024' } });
    await waitFor(() => expect(takingsCalls(calls)).toContain('2024-01-01..2024-01-31'));
    expect(screen.queryByRole('alert')).toBeNull();
    // A range lists each payment with its day.
    expect((await screen.findAllByText(/10 Mar 2026, 11:59 pm/)).length).toBeGreaterThan(0);
  });

  it('shows the chosen days of the address at once, and their pickers once the browser is idle', async () => {
    const browser = await openWhileBusy('/app/takings?from=2026-03-01&to=2026-03-05');
    expect(placeholder('From')!.value).toBe('01/03/2026');
    expect(placeholder('To')!.value).toBe('05/03/2026');
    expect(screen.queryByRole('group', { name: 'From' })).toBeNull();

    browser.idle();
    expect((await pickerInput('From')).value).toBe('01/03/2026');
    expect((await pickerInput('To')).value).toBe('05/03/2026');
    expect(placeholder('From')).toBeUndefined();
  });

  it('loads the date pickers at once when the user chooses dates, not only when idle', async () => {
    await openWhileBusy();
    expect(placeholder('From')).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Choose dates' }));
    expect(placeholder('From')!.value).toBe(todayDayFirst);
    expect((await pickerInput('From')).value).toBe(todayDayFirst);
    expect(placeholder('From')).toBeUndefined();
  });

  it('opens the picker pressed before it had loaded, once: not again when the dates are chosen again', async () => {
    await openWhileBusy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose dates' }));
    const button = placeholder('To')!.parentElement!.querySelector('.MuiInputAdornment-root')!;
    fireEvent.pointerDown(button);
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByRole('grid')).toBeTruthy();
    fireEvent.keyDown(calendar, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose dates' }));
    const to = await screen.findByRole('group', { name: 'To' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(to.contains(document.activeElement)).toBe(false);
  });

  it('says when nothing was taken, and offers to try again when loading fails', async () => {
    let fail = true;
    stubTakings((call) => {
      if (fail) return { status: 500, body: { error: 'Something went wrong' } };
      const url = new URL(call.url, 'http://x');
      const empty = takings(url.searchParams.get('from')!, url.searchParams.get('to')!);
      return {
        body: {
          ...empty,
          total: { received: 0, refunded: 0, net: 0, count: 0 },
          by_method: empty.by_method.map((m) => ({
            ...m,
            received: 0,
            refunded: 0,
            net: 0,
            count: 0,
          })),
          by_person: [],
          entries: [],
        },
      };
    });
    renderPage(<TakingsPage />, { path: '/app/takings' });
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 15_000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No payments on these days.')).toBeTruthy();
    expect(screen.getByTestId('takings-net').textContent).toBe('₹0');
    expect(screen.getByText('No payments were taken.')).toBeTruthy();
  });
});
