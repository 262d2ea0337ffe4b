import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clear, createStore } from 'idb-keyval';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedDataTime } from '../../../../components/cached-data-age';
import { OutboxIndicator } from '../../../../components/outbox-indicator';
import { apiConfig } from '../../../../lib/api-client';
import {
  flushOutbox,
  outboxEntries,
  resetOutboxForTests,
  startOutbox,
} from '../../../../lib/outbox';
import { session } from '../../../../lib/session';
import { createTestQueryClient, renderWithProviders } from '../../../../test/render';
import { makeOrder, makeOrderDetail, stubFetch } from './order-fixtures';
import { orderQueryOptions } from '../../api/get-order';
import { OrderDetailsPage } from './order-details-page';

/**
 * A payment collected with no connection waits in the outbox. The order page lists it among the
 * payments as waiting, and its billing summary counts it as the payments' total does; once sent,
 * the app says so and the server's row takes its place.
 */

const before = makeOrderDetail({
  order: { totalAmount: 2700, advancePayment: 1000, paidAmount: 1000, remainingAmount: 1700 },
});
const after = makeOrderDetail({
  order: { totalAmount: 2700, advancePayment: 1000, paidAmount: 1400, remainingAmount: 1300 },
  payments: [
    ...before.payments,
    {
      _id: 'pay-2',
      amount: 400,
      kind: 'balance',
      method: 'cash',
      at: '2026-11-06T10:00:00.000Z',
      recorded_by_name: 'Meena Patel',
    },
  ],
});

let connected = false;
let recorded = false;
let stopOutbox: () => void = () => undefined;
const writeRetries = apiConfig.writeRetries;

beforeEach(() => {
  apiConfig.writeRetries = 0;
  session.set('authToken', 'token-1');
  session.set('userId', 'u1');
  session.set('selectedStoreId', 's1');
  session.set('role', 'shopkeeper');
  connected = true;
  recorded = false;
  stubFetch((call) => {
    if (!connected) return 'network-error';
    if (call.url === '/api/orders/order-1') return { body: recorded ? after : before };
    if (call.url === '/api/update_remaining_payment/order-1') {
      recorded = true;
      return { body: makeOrder() };
    }
    return { status: 404, body: { error: 'Not found' } };
  });
});

afterEach(async () => {
  stopOutbox();
  apiConfig.writeRetries = writeRetries;
  vi.unstubAllGlobals();
  resetOutboxForTests();
  await clear(createStore('tailor-outbox', 'changes'));
});

async function renderOrderAndCollectOffline() {
  const client = createTestQueryClient();
  stopOutbox = startOutbox(client);
  renderWithProviders(
    <MemoryRouter>
      <OutboxIndicator />
      <OrderDetailsPage orderId="order-1" navigationState={null} ordersPath="/app/order_list" />
    </MemoryRouter>,
    client,
  );
  await screen.findByRole('heading', { level: 1, name: 'Order #42' });
  await screen.findByText('Total received: ₹1,000');

  connected = false;
  fireEvent.click(screen.getByRole('button', { name: 'Collect Payment' }));
  const dialog = await screen.findByTestId('collect-payment-dialog');
  fireEvent.change(within(dialog).getByLabelText(/Amount received/), { target: { value: '400' } });
  fireEvent.click(within(dialog).getByRole('radio', { name: 'Cash' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Collect Payment' }));
  // The dialog says so before it closes by itself.
  expect(await within(dialog).findByText('Payment of ₹400 saved on this phone')).toBeDefined();
  expect(outboxEntries()).toHaveLength(1);
}

/** The dialog closes by itself after its success state; the page behind it is then readable. */
const dialogClosed = () =>
  waitFor(() => expect(screen.queryByTestId('collect-payment-dialog')).toBeNull(), {
    timeout: 5_000,
  });

const payments = () => within(screen.getByRole('region', { name: 'Payments Received' }));

describe('OrderDetailsPage with a payment collected offline', { timeout: 30_000 }, () => {
  it('says the payment was kept, lists it as waiting and counts it in both totals', async () => {
    await renderOrderAndCollectOffline();

    expect(
      await screen.findByText(
        'Payment of ₹400 saved on this phone. It will be sent as soon as the connection returns',
      ),
    ).toBeDefined();
    await dialogClosed();

    expect(payments().getByText('Waiting to send')).toBeDefined();
    expect(payments().getByText('₹400')).toBeDefined();
    expect(payments().getByText('Total received: ₹1,400')).toBeDefined();
    expect(screen.getByTestId('billing-paid').textContent).toBe('₹1,400');
    expect(screen.getByTestId('billing-remaining').textContent).toBe('₹1,300');
  });

  it("says when the payment was sent, and shows the server's row in its place", async () => {
    await renderOrderAndCollectOffline();
    await screen.findByText('Offline: 1 change waiting');
    await dialogClosed();

    connected = true;
    await act(() => flushOutbox());

    expect(await screen.findByText('Payment of ₹400 for order #42 sent')).toBeDefined();
    expect(screen.queryByText('Offline: 1 change waiting')).toBeNull();
    // The refetched order holds the payment as the server's own row, counted once.
    await waitFor(() => expect(payments().queryByTestId('payment-state')).toBeNull());
    expect(payments().getAllByText('Recorded by Meena Patel', { exact: false })).toHaveLength(2);
    expect(payments().getByText('Total received: ₹1,400')).toBeDefined();
    expect(screen.getByTestId('billing-paid').textContent).toBe('₹1,400');
    expect(screen.getByTestId('billing-remaining').textContent).toBe('₹1,300');
  });
});

describe('OrderDetailsPage opened offline', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    onlineManager.setOnline(true);
  });

  it('says when the order it shows from this device was last brought up to date', async () => {
    const client = createTestQueryClient();
    const fetchedAt = new Date();
    fetchedAt.setMinutes(fetchedAt.getMinutes() - 5);
    client.setQueryData(orderQueryOptions('order-1').queryKey, before, {
      updatedAt: fetchedAt.getTime(),
    });
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    onlineManager.setOnline(false);
    renderWithProviders(
      <MemoryRouter>
        <OrderDetailsPage orderId="order-1" navigationState={null} ordersPath="/app/order_list" />
      </MemoryRouter>,
      client,
    );
    await screen.findByRole('heading', { level: 1, name: 'Order #42' });
    expect(screen.getByTestId('cached-data-age').textContent).toBe(
      `Offline: showing data from ${cachedDataTime(fetchedAt.getTime(), 'en')}`,
    );
  });
});
