import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { todayInShopZone } from '@tailor/shared/dates';
import type { KarigarLedger, KarigarSummary, LedgerSums } from '@tailor/shared/karigars';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch, type StubAnswer, type StubCall } from '../../../test/render-page';
import { apiConfig } from '../../../lib/api-client';
import { KarigarsPage } from './karigars-page';

const sums = (overrides: Partial<LedgerSums> = {}): LedgerSums => ({
  opening: 0,
  earned: 300,
  paid: 100,
  owed: 200,
  garments: 2,
  ...overrides,
});
const ravi = {
  _id: 'e1',
  name: 'Ravi',
  phone: '9876543210',
  position: 'tailor',
  active: true,
} as const;
const today = todayInShopZone();

function summary(): KarigarSummary {
  return {
    from: '2026-11-23',
    to: '2026-11-29',
    employees: [
      { ...ravi, sums: sums() },
      {
        _id: 'e2',
        name: 'Suresh',
        phone: '9812345678',
        position: 'tailor',
        active: true,
        sums: sums({ earned: 0, paid: 500, owed: -500, garments: 0 }),
      },
    ],
    totals: sums({ earned: 300, paid: 600, owed: -300 }),
  };
}

function ledger(): KarigarLedger {
  return {
    from: today,
    to: today,
    employee: ravi,
    sums: sums(),
    entries: [
      {
        _id: 'l1',
        kind: 'credit',
        date: today,
        amount: 150,
        garment: 'Blouse',
        stage: 'completed',
        order_id: 'o1',
        order_number: 'SB-12',
        method: null,
        note: null,
        reverses_id: null,
        reversed: false,
        created_at: '2026-11-27T05:00:00.000Z',
      },
    ],
  };
}

function stub() {
  return stubFetch((call: StubCall) => {
    if (call.url.includes('/karigar-rates')) return { body: { rates: [] } };
    if (call.url.includes('/payouts'))
      return {
        status: 201,
        body: { ...ledger().entries[0], _id: 'p1', kind: 'payout', amount: 250, method: 'upi' },
      };
    if (call.url.includes('/ledger')) return { body: ledger() };
    if (call.url.includes('/karigars')) return { body: summary() };
    return { status: 404, body: { error: 'Not found' } };
  });
}

describe('KarigarsPage', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.setItem('authToken', 'token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lists each karigar's earned, paid and owed, an advance as such", async () => {
    stub();
    renderPage(<KarigarsPage />, { path: '/app/karigars' });
    expect(screen.getByRole('heading', { level: 1, name: 'Karigar wages' })).toBeTruthy();
    expect(await screen.findAllByText('Ravi')).toBeTruthy();
    expect(screen.getByText('Advance ₹500')).toBeTruthy();
    const shop = screen.getByTestId('shop-sums');
    expect(within(shop).getByTestId('sum-owed').textContent).toContain('Paid in advance₹300');
  });

  it('pays a karigar what is owed now, marking more as an advance', async () => {
    const calls = stub();
    renderPage(<KarigarsPage />, { path: '/app/karigars' });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Pay Ravi' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Pay Ravi' });
    const amount = await within(dialog).findByRole('textbox', { name: 'Amount' });
    expect((amount as HTMLInputElement).value).toBe('200');
    fireEvent.change(amount, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(within(dialog).getByText('Amount must be greater than zero')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '250' } });
    expect(within(dialog).getByText('More than is owed: the rest is an advance.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'UPI' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({
      url: expect.stringContaining('/api/karigars/e1/payouts'),
      body: { amount: 250, method: 'upi', date: today, note: null },
    });
  });

  describe('a payout, once per intent', () => {
    const payoutKeys = () =>
      vi
        .mocked(fetch)
        .mock.calls.filter(([url]) => String(url).includes('/payouts'))
        .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

    const writeRetries = apiConfig.writeRetries;
    beforeEach(() => {
      apiConfig.writeRetries = 0;
    });
    afterEach(() => {
      apiConfig.writeRetries = writeRetries;
    });

    /** The karigars API, its payouts answered by `failures` in turn, then recorded. */
    function stubPayouts(failures: StubAnswer[]) {
      stubFetch((call: StubCall) => {
        if (call.url.includes('/payouts') && failures.length > 0) return failures.shift()!;
        if (call.url.includes('/karigar-rates')) return { body: { rates: [] } };
        if (call.url.includes('/payouts')) return { status: 201, body: ledger().entries[0] };
        if (call.url.includes('/ledger')) return { body: ledger() };
        return { body: summary() };
      });
    }

    async function openPayout() {
      fireEvent.click((await screen.findAllByRole('button', { name: 'Pay Ravi' }))[0]!);
      const dialog = await screen.findByRole('dialog', { name: 'Pay Ravi' });
      await within(dialog).findByRole('textbox', { name: 'Amount' });
      return dialog;
    }

    it('records a double tap on Record payment once, a retry after a failure too', async () => {
      stubPayouts([{ status: 500 }]);
      renderPage(<KarigarsPage />, { path: '/app/karigars' });
      const dialog = await openPayout();
      const save = () => within(dialog).getByRole('button', { name: 'Record payment' });
      fireEvent.click(save());
      expect(await within(dialog).findByRole('alert')).toBeTruthy();
      await waitFor(() => expect(save()).toHaveProperty('disabled', false));
      fireEvent.click(save());
      fireEvent.click(save());
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(payoutKeys()).toHaveLength(2);
    });

    it('retries a failed payout with the same key, and a new opening with a new one', async () => {
      stubPayouts(['network-error', { status: 500 }]);
      renderPage(<KarigarsPage />, { path: '/app/karigars' });
      let dialog = await openPayout();
      const save = () => within(dialog).getByRole('button', { name: 'Record payment' });
      fireEvent.click(save());
      expect(await within(dialog).findByRole('alert')).toBeTruthy();
      await waitFor(() => expect(save()).toHaveProperty('disabled', false));
      fireEvent.click(save());
      await waitFor(() => expect(payoutKeys()).toHaveLength(2));
      await waitFor(() => expect(save()).toHaveProperty('disabled', false));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      dialog = await openPayout();
      fireEvent.click(save());
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      const [first, retry, reopened] = payoutKeys();
      expect(first).toMatch(/^[0-9a-f-]{36}$/);
      expect(retry).toBe(first);
      expect(reopened).toMatch(/^[0-9a-f-]{36}$/);
      expect(reopened).not.toBe(first);
    });

    it('reverses a payout once for a double tap, and retries it with the same key', async () => {
      const paid = {
        ...ledger().entries[0]!,
        _id: 'p1',
        kind: 'payout' as const,
        amount: 250,
        method: 'cash' as const,
        garment: null,
        stage: null,
        order_id: null,
        order_number: null,
      };
      const failures: StubAnswer[] = [{ status: 500 }];
      stubFetch((call: StubCall) => {
        if (call.url.includes('/reverse'))
          return failures.shift() ?? { status: 201, body: { ...paid, _id: 'r1' } };
        if (call.url.includes('/karigar-rates')) return { body: { rates: [] } };
        if (call.url.includes('/ledger')) return { body: { ...ledger(), entries: [paid] } };
        return { body: summary() };
      });
      const reverseKeys = () =>
        vi
          .mocked(fetch)
          .mock.calls.filter(([url]) => String(url).includes('/reverse'))
          .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
      renderPage(<KarigarsPage />, { path: '/app/karigars' });
      fireEvent.click((await screen.findAllByRole('button', { name: 'Entries of Ravi' }))[0]!);
      fireEvent.click(await screen.findByRole('button', { name: 'Reverse' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reverse this payment?' });
      const reverse = () => within(dialog).getByRole('button', { name: 'Reverse' });
      fireEvent.click(reverse());
      expect(await within(dialog).findByRole('alert')).toBeTruthy();
      await waitFor(() => expect(reverse()).toHaveProperty('disabled', false));
      fireEvent.click(reverse());
      fireEvent.click(reverse());
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Reverse this payment?' })).toBeNull(),
      );
      const keys = reverseKeys();
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
    });
  });
});
