import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_SUCCESS_CLOSE_MS, STATUS_TOAST_MS, type Role } from '@tailor/shared/constants';
import type { Order } from '@tailor/shared/orders/responses';
import type { RuleCode } from '@tailor/shared/rule-codes';
import { apiConfig } from '../../../../lib/api-client';
import hi from '../../../../locales/hi/orderDetails.json';
import { renderWithProviders } from '../../../../test/render';
import {
  inLanguage,
  makeOrder,
  ruleRefusal,
  stubFetch,
  type StubAnswer,
  type StubCall,
} from '../order-details/order-fixtures';
import { UpdateStatusDialog } from './update-status-dialog';

type Answers = Partial<Record<'status' | 'collect' | 'final', (call: StubCall) => StubAnswer>>;

/** The order the server answers a status change with: the same order in the new status. */
function withStatus(order: Order, status: Order['status']): Order {
  return { ...order, status, order: { ...order.order, status } };
}

function setup(
  order: Order,
  { role = 'shopkeeper', answers = {} }: { role?: Role; answers?: Answers } = {},
) {
  const calls = stubFetch((call) => {
    if (call.url === '/api/update_order_status') {
      return (
        answers.status?.(call) ?? {
          body: withStatus(order, (call.body as { status: Order['status'] }).status),
        }
      );
    }
    if (call.url.startsWith('/api/update_remaining_payment/'))
      return answers.collect?.(call) ?? { status: 500 };
    if (call.url.startsWith('/api/update_alteration_payment/'))
      return answers.final?.(call) ?? { status: 500 };
    const path = call.url.split('?')[0] ?? '';
    return {
      status: 404,
      body: {
        error: `Not found: ${call.method} ${path}`,
        code: 'ROUTE_NOT_FOUND',
        params: { method: call.method, path },
      },
    };
  });
  const onClose = vi.fn();
  const onUpdated = vi.fn();
  renderWithProviders(
    <UpdateStatusDialog order={order} role={role} onClose={onClose} onUpdated={onUpdated} />,
  );
  const statusDialog = () => within(screen.getByTestId('update-status-dialog'));
  const choose = (status: string) =>
    fireEvent.click(statusDialog().getByRole('radio', { name: new RegExp(`^${status}`) }));
  const submit = () =>
    fireEvent.click(
      statusDialog().getByRole('button', { name: /^(Update Status|Continue to Payment)$/ }),
    );
  const statusCalls = () => calls.filter((c) => c.url === '/api/update_order_status');
  return { calls, statusCalls, onClose, onUpdated, statusDialog, choose, submit };
}

/** Lets fetch answers and React updates through while timers are fake, without moving the clock. */
async function flush() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(0);
  });
}

const retries = apiConfig.writeRetries;
beforeEach(() => {
  apiConfig.writeRetries = 0;
});
afterEach(() => {
  apiConfig.writeRetries = retries;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const order = makeOrder({ status: 'Assigned' });

describe('UpdateStatusDialog: choices and rules', () => {
  it('offers In Process, Completed, Delayed and Delivered, none chosen yet', () => {
    const { statusDialog } = setup(order);
    const radios = statusDialog().getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(['In Process', 'Completed', 'Delayed', 'Delivered']);
    expect(radios.some((r) => r.checked)).toBe(false);
  });

  it("says 'Please select a status' when nothing is chosen", () => {
    const { submit, calls } = setup(order);
    submit();
    expect(screen.getByText('Please select a status')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('refuses an order without an id', () => {
    const { choose, submit, calls } = setup(makeOrder({ _id: '' }));
    choose('Completed');
    submit();
    expect(screen.getByText('Invalid order data - Order ID not found')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('asks for a delay reason for Delayed, then sends it', async () => {
    const { choose, submit, statusCalls, onUpdated, onClose } = setup(order);
    choose('Delayed');
    submit();
    expect(screen.getByText('Please enter a delay reason for delayed status')).toBeTruthy();
    expect(statusCalls()).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Delay reason/), {
      target: { value: '  Cloth arrives Friday ' },
    });
    submit();
    await waitFor(() => expect(onUpdated).toHaveBeenCalled());
    expect(statusCalls()[0]?.body).toEqual({
      order_id: 'order-1',
      status: 'Delayed',
      delay_note: 'Cloth arrives Friday',
      expected_date: null,
    });
    expect(onUpdated.mock.calls[0]?.[0]).toMatchObject({ status: 'Delayed' });
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Order status updated to Delayed')).toBeTruthy();
  });

  it('sends no delay note for other statuses', async () => {
    const { choose, submit, statusCalls, onUpdated } = setup(
      makeOrder({ status: 'Delayed', delay_note: 'Late cloth' }),
    );
    choose('In Process');
    submit();
    await waitFor(() => expect(onUpdated).toHaveBeenCalled());
    expect(statusCalls()[0]?.body).toEqual({
      order_id: 'order-1',
      status: 'In Process',
      delay_note: null,
    });
  });

  it("shows Delivered to employees disabled and marked 'Shopkeeper Only'", () => {
    const { statusDialog } = setup(order, { role: 'employee' });
    const delivered = statusDialog().getByRole('radio', { name: /^Delivered/ }) as HTMLInputElement;
    expect(delivered.disabled).toBe(true);
    expect(statusDialog().getByText('Shopkeeper Only')).toBeTruthy();
    const completed = statusDialog().getByRole('radio', { name: /^Completed/ }) as HTMLInputElement;
    expect(completed.disabled).toBe(false);
  });

  it('lets a shopkeeper choose Delivered, with no Shopkeeper Only marker', () => {
    const { statusDialog } = setup(order);
    expect(
      (statusDialog().getByRole('radio', { name: /^Delivered/ }) as HTMLInputElement).disabled,
    ).toBe(false);
    expect(statusDialog().queryByText('Shopkeeper Only')).toBeNull();
  });
});

describe('UpdateStatusDialog: server errors', () => {
  it.each<[string, StubAnswer, string]>([
    [
      'a network failure',
      'network-error',
      'Network error - Please check your connection and try again',
    ],
    ['400 without text', { status: 400 }, 'Invalid request - Please check the data'],
    ['403 without text', { status: 403 }, 'Permission denied - You cannot update this order'],
    [
      '403 with a code',
      {
        status: 403,
        body: {
          error: 'Only the shopkeeper can mark an order as Delivered',
          code: 'DELIVERED_SHOPKEEPER_ONLY',
        },
      },
      'Only the shopkeeper can mark an order as Delivered',
    ],
    [
      '404 with a code',
      { status: 404, body: { error: 'Order not found', code: 'ORDER_NOT_FOUND' } },
      'Order not found',
    ],
    [
      '500',
      {
        status: 500,
        body: { error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
      },
      'Server error - Please try again later',
    ],
    ['418', { status: 418 }, 'Failed to update status'],
  ])('tells the user about %s and keeps the dialog open', async (_case, answer, message) => {
    const { choose, submit, onUpdated, onClose } = setup(order, {
      answers: { status: () => answer },
    });
    choose('Completed');
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onUpdated).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each<[string, RuleCode, string]>([
    ['en', 'ORDER_STATUS_INVALID', 'Invalid status selected'],
    ['hi', 'ORDER_STATUS_INVALID', hi.statusDialog.errors.invalidStatus],
    ['en', 'ORDER_DELAY_REASON_LENGTH', 'Delay reason must be at most 1000 characters'],
    ['hi', 'ORDER_DELAY_REASON_LENGTH', 'देरी का कारण अधिकतम 1000 अक्षरों का हो सकता है'],
    [
      'en',
      'ORDER_EXPECTED_DATE_ONLY_DELAYED',
      'A new expected date can only be given with the Delayed status',
    ],
    ['hi', 'ORDER_EXPECTED_DATE_ONLY_DELAYED', hi.rules.expectedDateOnlyDelayed],
  ])('in %s, words the status rule %s the server refused with', (lng, rule, text) =>
    inLanguage(lng, async () => {
      const { statusDialog } = setup(order, {
        answers: { status: () => ruleRefusal(rule, 'status') },
      });
      const completed = statusDialog()
        .getAllByRole('radio')
        .find((radio) => (radio as HTMLInputElement).value === 'Completed')!;
      fireEvent.click(completed);
      const submit = lng === 'hi' ? hi.statusDialog.submit : 'Update Status';
      fireEvent.click(statusDialog().getByRole('button', { name: submit }));
      expect(await screen.findByText(text)).toBeTruthy();
    }),
  );

  it("keeps 404's own text when the server sends none", async () => {
    const { choose, submit } = setup(order, { answers: { status: () => ({ status: 404 }) } });
    choose('Completed');
    submit();
    const alert = await screen.findByText(/Order not found/);
    // The spec's text, double space included.
    expect(alert.textContent).toBe('Order not found  - Please refresh and try again');
  });

  it('shows the status toast for 4 seconds', async () => {
    vi.useFakeTimers();
    const { choose, submit } = setup(order);
    choose('Completed');
    submit();
    await flush();
    expect(screen.getByText('Order status updated to Completed')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(STATUS_TOAST_MS - 100));
    expect(screen.queryByText('Order status updated to Completed')).not.toBeNull();
    // At 4 s the toast starts to leave; its exit transition then takes a moment.
    await act(() => vi.advanceTimersByTimeAsync(200));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByText('Order status updated to Completed')).toBeNull();
  });
});

describe('UpdateStatusDialog: the Delivered flow, payment first', () => {
  it('collects the balance of a new order first, then marks it Delivered', async () => {
    vi.useFakeTimers();
    const owing = makeOrder({
      order: { totalAmount: 2700, advancePayment: 1000, paidAmount: 1000, remainingAmount: 1700 },
    });
    const paid = makeOrder({
      order: { totalAmount: 2700, advancePayment: 1000, paidAmount: 2700, remainingAmount: 0 },
    });
    const { choose, submit, calls, statusCalls, onUpdated } = setup(owing, {
      answers: { collect: () => ({ body: paid }) },
    });
    choose('Delivered');
    expect(
      screen.getByText(
        'The remaining ₹1,700 is collected first, then the order is marked Delivered.',
      ),
    ).toBeTruthy();
    submit();
    const collect = within(screen.getByTestId('collect-payment-dialog'));
    expect(calls).toHaveLength(0);
    fireEvent.click(collect.getByRole('button', { name: 'Collect Payment' }));
    await flush();
    expect(collect.getByText('Payment of ₹1,700 received')).toBeTruthy();
    expect(statusCalls()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_SUCCESS_CLOSE_MS));
    await flush();
    expect(screen.queryByTestId('collect-payment-dialog')).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /api/update_remaining_payment/order-1',
      'POST /api/update_order_status',
    ]);
    expect(statusCalls()[0]?.body).toMatchObject({ status: 'Delivered' });
    expect(onUpdated.mock.calls[0]?.[0]).toMatchObject({ status: 'Delivered' });
  });

  it('sets the final amount of an alteration order at 0, collects what it leaves, then delivers', async () => {
    vi.useFakeTimers();
    const unpriced = makeOrder({
      order: {
        orderType: 'alteration',
        totalAmount: 0,
        advancePayment: 100,
        paidAmount: 100,
        remainingAmount: 0,
      },
    });
    const priced = makeOrder({
      order: {
        orderType: 'alteration',
        totalAmount: 350,
        advancePayment: 100,
        paidAmount: 100,
        remainingAmount: 250,
      },
    });
    const settled = makeOrder({
      order: {
        orderType: 'alteration',
        totalAmount: 350,
        advancePayment: 100,
        paidAmount: 350,
        remainingAmount: 0,
      },
    });
    const { choose, submit, calls, statusCalls } = setup(unpriced, {
      answers: { final: () => ({ body: priced }), collect: () => ({ body: settled }) },
    });
    choose('Delivered');
    expect(
      screen.getByText(
        'Set the final amount of this alteration order first, then the order is marked Delivered.',
      ),
    ).toBeTruthy();
    submit();
    const final = within(screen.getByTestId('final-payment-dialog'));
    fireEvent.change(final.getByLabelText(/Final total amount/), { target: { value: '350' } });
    fireEvent.click(final.getByRole('button', { name: 'Save Final Amount' }));
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_SUCCESS_CLOSE_MS));
    await flush();
    const collect = within(screen.getByTestId('collect-payment-dialog'));
    expect((collect.getByLabelText(/Amount received/) as HTMLInputElement).value).toBe('250');
    expect(statusCalls()).toHaveLength(0);
    fireEvent.click(collect.getByRole('button', { name: 'Collect Payment' }));
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_SUCCESS_CLOSE_MS));
    await flush();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /api/update_alteration_payment/order-1',
      'PUT /api/update_remaining_payment/order-1',
      'POST /api/update_order_status',
    ]);
    expect(calls[0]?.body).toEqual({ totalAmount: 350 });
    expect(calls[1]?.body).toMatchObject({ remainingAmount: 250 });
  });

  it('delivers right after the final amount when the advance already covers it', async () => {
    vi.useFakeTimers();
    const unpriced = makeOrder({
      order: {
        orderType: 'alteration',
        totalAmount: 0,
        advancePayment: 100,
        paidAmount: 100,
        remainingAmount: 0,
      },
    });
    const covered = makeOrder({
      order: {
        orderType: 'alteration',
        totalAmount: 100,
        advancePayment: 100,
        paidAmount: 100,
        remainingAmount: 0,
      },
    });
    const { choose, submit, calls } = setup(unpriced, {
      answers: { final: () => ({ body: covered }) },
    });
    choose('Delivered');
    submit();
    fireEvent.change(screen.getByLabelText(/Final total amount/), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Final Amount' }));
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_SUCCESS_CLOSE_MS));
    await flush();
    expect(screen.queryByTestId('collect-payment-dialog')).toBeNull();
    expect(calls.map((c) => c.url)).toEqual([
      '/api/update_alteration_payment/order-1',
      '/api/update_order_status',
    ]);
  });

  it('marks a fully paid order Delivered at once', async () => {
    const paid = makeOrder({
      order: { totalAmount: 2700, advancePayment: 1000, paidAmount: 2700, remainingAmount: 0 },
    });
    const { choose, submit, calls, onUpdated } = setup(paid);
    choose('Delivered');
    expect(screen.getByRole('button', { name: 'Update Status' })).toBeTruthy();
    submit();
    await waitFor(() => expect(onUpdated).toHaveBeenCalled());
    expect(calls.map((c) => c.url)).toEqual(['/api/update_order_status']);
  });

  it('does not change the status when the payment is cancelled', async () => {
    const owing = makeOrder();
    const { choose, submit, calls, onUpdated } = setup(owing);
    choose('Delivered');
    submit();
    fireEvent.click(
      within(screen.getByTestId('collect-payment-dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByTestId('collect-payment-dialog')).toBeNull());
    expect(screen.getByTestId('update-status-dialog')).toBeTruthy();
    expect(calls).toHaveLength(0);
    expect(onUpdated).not.toHaveBeenCalled();
  });
});
