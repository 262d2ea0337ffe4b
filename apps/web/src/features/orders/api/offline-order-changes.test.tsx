import 'fake-indexeddb/auto';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { clear, createStore } from 'idb-keyval';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../../../lib/api-client';
import { outboxEntries, resetOutboxForTests } from '../../../lib/outbox';
import { session } from '../../../lib/session-store';
import { createTestQueryClient } from '../../../test/render';
import { makeOrderDetail } from '../components/order-details/order-fixtures';
import { waitingOrderChanges, withWaitingPayments } from '../lib/waiting-order-changes';
import { orderQueryOptions } from './get-order';
import { useUpdateAlterationPayment } from './update-alteration-payment';
import { useUpdateOrderStatus } from './update-order-status';
import { useUpdateRemainingPayment } from './update-remaining-payment';

/**
 * A change whose request may have reached the server before the connection dropped is kept with
 * the key that request carried: sent again later, the server sees a repeat, never a second
 * payment or status change.
 */

const shown = makeOrderDetail({ _id: 'order-1' });
let sentKeys: (string | null)[] = [];

beforeEach(() => {
  session.set('authToken', 'token-1');
  session.set('userId', 'u1');
  session.set('selectedStoreId', 's1');
  sentKeys = [];
  apiConfig.writeRetries = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      sentKeys.push(new Headers(init?.headers).get('Idempotency-Key'));
      throw new TypeError('Failed to fetch');
    }),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  resetOutboxForTests();
  await clear(createStore('tailor-outbox', 'changes'));
});

function renderChange<T>(useChange: () => T) {
  const client = createTestQueryClient();
  client.setQueryData(orderQueryOptions(shown._id).queryKey, shown);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(useChange, { wrapper }) };
}

describe('an order change when the connection drops mid-request', () => {
  it('keeps a collected payment with the key its lost request carried, and counts it as waiting over the cached answer', async () => {
    const { result, client } = renderChange(() => useUpdateRemainingPayment());
    await act(() =>
      result.current.mutateAsync({
        orderId: 'order-1',
        remainingAmount: 500,
        paymentType: 'cash',
        idempotencyKey: 'collect-key-1',
      }),
    );
    // The lost request, and any resend the outbox tried since, all carry the kept change's key.
    expect(sentKeys.length).toBeGreaterThan(0);
    expect(new Set(sentKeys)).toEqual(new Set(['collect-key-1']));
    expect(outboxEntries()).toMatchObject([
      { kind: 'payment', idempotencyKey: 'collect-key-1', body: { remainingAmount: 500 } },
    ]);
    expect(outboxEntries()[0]!.body).not.toHaveProperty('idempotencyKey');
    // The cached answer stays the server's; the order page adds what waits, once.
    const cached = client.getQueryData(orderQueryOptions('order-1').queryKey)!;
    expect(cached.order.paidAmount).toBe(shown.order.paidAmount);
    const waiting = waitingOrderChanges({
      orderId: 'order-1',
      outbox: outboxEntries(),
      sent: [],
      dataUpdatedAt: 0,
    });
    expect(waiting.payments).toMatchObject([{ amount: 500, method: 'cash', state: 'waiting' }]);
    const order = withWaitingPayments(cached, waiting.payments).order;
    expect(order.paidAmount).toBe(shown.order.paidAmount! + 500);
    expect(order.remainingAmount).toBe(Math.max(0, shown.order.totalAmount! - order.paidAmount!));
  });

  it("keeps an alteration's final total with the key its lost request carried", async () => {
    const { result, client } = renderChange(() => useUpdateAlterationPayment());
    await act(() =>
      result.current.mutateAsync({
        orderId: 'order-1',
        totalAmount: 3000,
        idempotencyKey: 'final-key-1',
      }),
    );
    expect(sentKeys[0]).toBe('final-key-1');
    expect(outboxEntries()).toMatchObject([
      { kind: 'alterationPayment', idempotencyKey: 'final-key-1', body: { totalAmount: 3000 } },
    ]);
    expect(client.getQueryData(orderQueryOptions('order-1').queryKey)!.order.totalAmount).toBe(
      3000,
    );
  });

  it('keeps a status change with the key its lost request carried', async () => {
    const { result, client } = renderChange(() => useUpdateOrderStatus());
    await act(() =>
      result.current.mutateAsync({ order_id: 'order-1', status: 'In Process', delay_note: null }),
    );
    expect(outboxEntries()).toMatchObject([
      { kind: 'status', idempotencyKey: sentKeys[0], body: { status: 'In Process' } },
    ]);
    expect(client.getQueryData(orderQueryOptions('order-1').queryKey)!.status).toBe('In Process');
  });
});
