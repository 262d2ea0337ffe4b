import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { todayInShopZone } from '@tailor/shared/dates';
import type { Outstanding, OutstandingOrder } from '@tailor/shared/outstanding';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch, type StubAnswer, type StubCall } from '../../../test/render-page';
import { OutstandingPage } from './outstanding-page';

function order(overrides: Partial<OutstandingOrder>): OutstandingOrder {
  return {
    order_id: 'o1',
    order_number: 'SB-12',
    customer_name: 'Asha Rao',
    mobile_no: '9876543210',
    status: 'Completed',
    amount_due: 1250.5,
    due_date: '2026-02-20',
    ready_day: '2026-02-25',
    since: '2026-02-25',
    age_days: 13,
    bucket: '8-30',
    reminded_today: false,
    whatsapp_link: 'https://wa.me/919876543210?text=Balance%20due',
    ...overrides,
  };
}

function report(overrides: Partial<Outstanding> = {}): Outstanding {
  return {
    today: '2026-03-10',
    time_zone: 'Asia/Kolkata',
    still_out: 5551.65,
    not_yet_due: { count: 1, amount: 200 },
    balances: {
      buckets: [
        { bucket: '0-7', count: 3, amount: 2300 },
        { bucket: '8-30', count: 2, amount: 1200.05 },
        { bucket: '31-90', count: 3, amount: 1751.59 },
        { bucket: '90+', count: 1, amount: 100.01 },
      ],
      total: { count: 9, amount: 5351.65 },
      orders: [
        order({}),
        order({
          order_id: 'o2',
          order_number: 'SB-3',
          customer_name: 'Bina Patel',
          mobile_no: '9812345678',
          status: 'Delivered',
          amount_due: 50.5,
          age_days: 95,
          bucket: '90+',
          ready_day: null,
          since: '2025-12-05',
          due_date: '2025-12-05',
          whatsapp_link: 'https://wa.me/919812345678?text=Bina',
        }),
      ],
      truncated: true,
    },
    waiting: {
      buckets: [
        { bucket: '0-7', count: 0, amount: 0 },
        { bucket: '8-30', count: 1, amount: 1250.5 },
        { bucket: '31-90', count: 0, amount: 0 },
        { bucket: '90+', count: 0, amount: 0 },
      ],
      total: { count: 1, amount: 1250.5 },
      orders: [order({ whatsapp_link: 'https://wa.me/919876543210?text=Not%20collected' })],
      truncated: false,
    },
    gateway: 'whatsapp',
    ...overrides,
  };
}

/** Answers GET /outstanding with `current()`, each reminder with `reminder(call)`. */
function stubReport(options: {
  current?: () => Outstanding;
  reminder?: (call: StubCall) => StubAnswer;
  load?: () => StubAnswer | null;
}) {
  return stubFetch((call) => {
    if (call.url.endsWith('/reminder')) return options.reminder?.(call) ?? { status: 500 };
    if (call.url.includes('/outstanding')) {
      return options.load?.() ?? { body: (options.current ?? report)() };
    }
    return { status: 404, body: { error: 'Not found' } };
  });
}

const reminderCalls = (calls: StubCall[]) =>
  calls.filter((c) => c.method === 'POST').map((c) => ({ url: c.url, body: c.body }));

describe('OutstandingPage', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.setItem('authToken', 'token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the money still out, each list by age and its oldest orders', async () => {
    stubReport({});
    renderPage(<OutstandingPage />, { path: '/app/outstanding' });
    expect(screen.getByRole('heading', { level: 1, name: 'Money still out' })).toBeTruthy();
    expect((await screen.findByTestId('still-out')).textContent).toBe('₹5,551.65');
    const total = screen.getByRole('region', { name: 'Still out' });
    expect(total.textContent).toContain('Balances due: ₹5,351.65 (9 orders)');
    expect(total.textContent).toContain('Not yet due, still in work: ₹200 (1 order)');
    expect(total.textContent).toContain('1 garment order waiting to be collected');

    const balances = screen.getByRole('region', { name: 'Balances due' });
    const buckets = within(balances).getByRole('list', { name: 'Balances due by age' });
    expect(
      within(buckets)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '0–7 days₹2,3003 orders',
      '8–30 days₹1,200.052 orders',
      '31–90 days₹1,751.593 orders',
      'Over 90 days₹100.011 order',
    ]);
    expect(within(balances).getByTestId('balances-total').textContent).toBe(
      'Total: ₹5,351.65 (9 orders)',
    );
    expect(within(balances).getByText('Order #SB-12')).toBeTruthy();
    expect(within(balances).getByText('₹1,250.50')).toBeTruthy();
    expect(within(balances).getByText('13 days')).toBeTruthy();
    expect(within(balances).getByText('Ready 25 Feb 2026')).toBeTruthy();
    // Never recorded ready (imported): aged from the due date, which it says.
    expect(within(balances).getByText('Due 05 Dec 2025')).toBeTruthy();
    expect(within(balances).getByText('95 days')).toBeTruthy();
    expect(within(balances).getByRole('link', { name: '9812345678' }).getAttribute('href')).toBe(
      'tel:+919812345678',
    );
    expect(within(balances).getByText(/Showing the oldest 2\./)).toBeTruthy();
    expect(within(balances).getByRole('link', { name: 'Order #SB-12' }).getAttribute('href')).toBe(
      '/app/order-details/o1',
    );

    const waiting = screen.getByRole('region', { name: 'Garments waiting' });
    expect(within(waiting).getByTestId('waiting-total').textContent).toBe(
      'Total: ₹1,250.50 (1 order)',
    );
    expect(within(waiting).queryByText(/Showing the oldest/)).toBeNull();
    // Each list's own words on WhatsApp.
    expect(
      within(waiting)
        .getByRole('link', { name: 'Send on WhatsApp about order #SB-12, Asha Rao' })
        .getAttribute('href'),
    ).toBe('https://wa.me/919876543210?text=Not%20collected');
    expect(
      within(balances)
        .getByRole('link', { name: 'Send on WhatsApp about order #SB-12, Asha Rao' })
        .getAttribute('href'),
    ).toBe('https://wa.me/919876543210?text=Balance%20due');
  });

  it("sends each list's reminder once, then shows the order reminded today", async () => {
    let reminded = false;
    const calls = stubReport({
      current: () => {
        const base = report();
        return {
          ...base,
          waiting: {
            ...base.waiting,
            orders: base.waiting.orders.map((o) => ({ ...o, reminded_today: reminded })),
          },
        };
      },
      reminder: () => {
        reminded = true;
        return {
          body: {
            queued: true,
            already_today: false,
            turned_off: false,
            gateway: 'whatsapp',
            text: 'Hello',
            whatsapp_link: 'https://wa.me/919876543210?text=Hello',
          },
        };
      },
    });
    renderPage(<OutstandingPage />, { path: '/app/outstanding' });
    const waiting = await screen.findByRole('region', { name: 'Garments waiting' });
    fireEvent.click(
      within(waiting).getByRole('button', { name: 'Remind about order #SB-12, Asha Rao' }),
    );
    expect((await within(waiting).findByRole('status')).textContent).toBe('Reminder on its way.');
    expect(reminderCalls(calls)).toEqual([
      { url: '/api/outstanding/o1/reminder', body: { kind: 'not_collected' } },
    ]);
    const done = await within(waiting).findByRole('button', {
      name: 'Order #SB-12, Asha Rao: reminded today',
    });
    expect(done.textContent).toBe('Reminded today');
    expect(done).toHaveProperty('disabled', true);

    const balances = screen.getByRole('region', { name: 'Balances due' });
    fireEvent.click(
      within(balances).getByRole('button', { name: 'Remind about order #SB-3, Bina Patel' }),
    );
    await waitFor(() => expect(reminderCalls(calls)).toHaveLength(2));
    expect(reminderCalls(calls)[1]).toEqual({
      url: '/api/outstanding/o2/reminder',
      body: { kind: 'balance_due' },
    });
  });

  it('says to send it by hand when there is no gateway or the messages are off', async () => {
    let answer = { queued: true, already_today: false, turned_off: false };
    stubReport({
      current: () => report({ gateway: 'none' }),
      reminder: () => ({
        body: { ...answer, gateway: 'none', text: 'Hello', whatsapp_link: 'https://wa.me/x' },
      }),
    });
    renderPage(<OutstandingPage />, { path: '/app/outstanding' });
    const waiting = await screen.findByRole('region', { name: 'Garments waiting' });
    const button = within(waiting).getByRole('button', {
      name: 'Remind about order #SB-12, Asha Rao',
    });
    fireEvent.click(button);
    expect((await within(waiting).findByRole('status')).textContent).toBe(
      'Reminder noted. No message gateway is set up: send it on WhatsApp.',
    );
    answer = { queued: false, already_today: false, turned_off: true };
    fireEvent.click(button);
    await waitFor(() =>
      expect(within(waiting).getByRole('status').textContent).toBe(
        'These messages are turned off in Settings: send it on WhatsApp.',
      ),
    );
    answer = { queued: false, already_today: true, turned_off: false };
    fireEvent.click(button);
    await waitFor(() =>
      expect(within(waiting).getByRole('status').textContent).toBe('Already reminded today.'),
    );
  });

  it("shows the server's reason when a reminder is refused", async () => {
    stubReport({
      reminder: () => ({
        status: 409,
        body: { error: 'Nothing to remind', code: 'REMINDER_NOT_DUE' },
      }),
    });
    renderPage(<OutstandingPage />, { path: '/app/outstanding' });
    const waiting = await screen.findByRole('region', { name: 'Garments waiting' });
    fireEvent.click(
      within(waiting).getByRole('button', { name: 'Remind about order #SB-12, Asha Rao' }),
    );
    expect((await within(waiting).findByRole('status')).textContent).toBe(
      'There is nothing to remind the customer of: the order is not waiting or owes nothing',
    );
  });

  it('downloads every order as CSV', async () => {
    const calls = stubReport({});
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderPage(<OutstandingPage />, { path: '/app/outstanding' });
    await screen.findByTestId('still-out');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual([`money-still-out-${todayInShopZone()}.csv`]));
    expect(calls.map((c) => c.url)).toContain('/api/outstanding/csv');
  });

  it('says when nothing is out, and offers to try again when loading fails', async () => {
    let fail = true;
    const empty = report();
    const none = { buckets: empty.balances.buckets.map((b) => ({ ...b, count: 0, amount: 0 })) };
    stubReport({
      load: () => (fail ? { status: 500, body: { error: 'Something went wrong' } } : null),
      current: () =>
        report({
          still_out: 0,
          not_yet_due: { count: 0, amount: 0 },
          balances: { ...none, total: { count: 0, amount: 0 }, orders: [], truncated: false },
          waiting: { ...none, total: { count: 0, amount: 0 }, orders: [], truncated: false },
        }),
    });
    renderPage(<OutstandingPage />, { path: '/app/outstanding' });
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 15_000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No balances due.')).toBeTruthy();
    expect(screen.getByText('No garments waiting to be collected.')).toBeTruthy();
    expect(screen.getByTestId('still-out').textContent).toBe('₹0');
  });
});
