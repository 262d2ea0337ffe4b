import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_SUCCESS_CLOSE_MS } from '@tailor/shared/constants';
import { apiConfig } from '../../../../lib/api-client';
import hi from '../../../../locales/hi/orderDetails.json';
import { renderWithProviders } from '../../../../test/render';
import {
  inLanguage,
  makeOrder,
  ruleRefusal,
  stubFetch,
  type StubAnswer,
} from '../order-details/order-fixtures';
import { CollectPaymentDialog } from './collect-payment-dialog';

const order = makeOrder({
  order: { totalAmount: 2700, advancePayment: 1000, remainingAmount: 1700 },
});
const paid = makeOrder({ order: { totalAmount: 2700, advancePayment: 2700, remainingAmount: 0 } });

const upiPayee = { upi_id: 'kumartailors@okaxis', name: 'Kumar Tailors' };

function setup(
  answer: StubAnswer = { body: paid },
  payee: { upi_id: string; name: string } | null = null,
) {
  const calls = stubFetch(() => answer);
  const onCompleted = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(
    <CollectPaymentDialog
      order={order}
      upiPayee={payee}
      onCancel={onCancel}
      onCompleted={onCompleted}
    />,
  );
  const amount = () => screen.getByLabelText(/Amount received/) as HTMLInputElement;
  const type = (value: string) => fireEvent.change(amount(), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Collect Payment' }));
  return { calls, onCompleted, onCancel, amount, type, submit };
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

describe('CollectPaymentDialog', () => {
  it('starts with the whole remaining amount and the order’s payment type', () => {
    const { amount } = setup();
    expect(screen.getByRole('heading', { name: 'Collect Remaining Payment' })).toBeTruthy();
    expect(amount().value).toBe('1700');
    expect((screen.getByRole('radio', { name: 'UPI' }) as HTMLInputElement).checked).toBe(true);
  });

  it.each([
    ['', 'Please enter a valid amount'],
    ['0', 'Please enter a valid amount'],
    ['12.345', 'Please enter a valid amount'],
    ['1700.01', 'Amount cannot exceed remaining amount (₹1,700)'],
  ])('refuses %j with %j and sends nothing', (value, message) => {
    const { type, submit, calls } = setup();
    type(value);
    submit();
    expect(screen.getByText(message)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('clears the error as soon as the amount is edited', () => {
    const { type, submit } = setup();
    type('0');
    submit();
    type('5');
    expect(screen.queryByText('Please enter a valid amount')).toBeNull();
  });

  it('records the amount and method, shows success, and hands the order back after exactly 2 s', async () => {
    vi.useFakeTimers();
    const { type, submit, calls, onCompleted } = setup();
    type('500.50');
    fireEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    submit();
    await act(async () => {
      for (let i = 0; i < 10 && !screen.queryByText('Payment of ₹500.50 received'); i++) {
        await vi.advanceTimersByTimeAsync(0);
      }
    });
    expect(screen.getByText('Payment of ₹500.50 received')).toBeTruthy();
    expect(screen.getByText('Remaining now: ₹0')).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'PUT',
        url: '/api/update_remaining_payment/order-1',
        body: { remainingAmount: 500.5, paymentType: 'cash' },
      },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_SUCCESS_CLOSE_MS - 1));
    expect(onCompleted).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onCompleted).toHaveBeenCalledTimes(1);
    expect(onCompleted).toHaveBeenCalledWith(paid);
  });

  it('shows the server’s reason, with its amount as money', async () => {
    const { submit, onCompleted } = setup({
      status: 400,
      body: {
        error: 'Amount cannot exceed remaining amount (₹1,200)',
        code: 'PAYMENT_ABOVE_BALANCE',
        params: { remaining: 1200 },
      },
    });
    submit();
    expect(await screen.findByText('Amount cannot exceed remaining amount (₹1,200)')).toBeTruthy();
    expect(onCompleted).not.toHaveBeenCalled();
  });

  it("says 'Failed to update payment' when the server gives no text", async () => {
    const { submit } = setup('network-error');
    submit();
    expect(await screen.findByText('Failed to update payment')).toBeTruthy();
  });

  it('cancels without sending anything', async () => {
    const { onCancel, calls } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(0);
  });

  describe('one payment per intent', () => {
    /** The Idempotency-Key of each request, in the order they were sent. */
    const sentKeys = () =>
      vi
        .mocked(fetch)
        .mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

    /** The dialog as the order page shows it: mounted while open, so Cancel then Collect reopens it. */
    function OrderPage() {
      const [open, setOpen] = useState(true);
      return open ? (
        <CollectPaymentDialog order={order} onCancel={() => setOpen(false)} onCompleted={vi.fn()} />
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          Collect
        </button>
      );
    }

    it('sends a double tap on Collect Payment once', async () => {
      const { calls } = setup();
      const button = screen.getByRole('button', { name: 'Collect Payment' });
      fireEvent.click(button);
      fireEvent.click(button);
      expect(await screen.findByText('Payment of ₹1,700 received')).toBeTruthy();
      expect(calls).toHaveLength(1);
    });

    it('retries with the same key, takes a new one for another amount and for a new opening', async () => {
      const answers: StubAnswer[] = ['network-error', 'network-error', { status: 500 }];
      const calls = stubFetch(() => answers.shift() ?? { body: paid });
      renderWithProviders(<OrderPage />);
      const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Collect Payment' }));
      const failed = async (count: number) => {
        await waitFor(() => expect(calls).toHaveLength(count));
        expect(await screen.findByText('Failed to update payment')).toBeTruthy();
      };

      submit();
      await failed(1);
      submit();
      await failed(2);
      fireEvent.change(screen.getByLabelText(/Amount received/), { target: { value: '500' } });
      submit();
      await failed(3);
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Collect' }));
      submit();
      expect(await screen.findByText('Payment of ₹1,700 received')).toBeTruthy();

      const [first, retry, otherAmount, reopened] = sentKeys();
      expect(first).toMatch(/^[0-9a-f-]{36}$/);
      expect(retry).toBe(first);
      expect(calls[1]!.body).toEqual(calls[0]!.body);
      expect(otherAmount).not.toBe(first);
      expect(reopened).not.toBe(first);
      expect(reopened).not.toBe(otherAmount);
      expect(calls[3]!.body).toEqual(calls[0]!.body);
    });
  });

  describe('paid by UPI to a shop with a UPI ID', () => {
    const qr = () => screen.queryByTestId('collect-upi-qr');

    it('shows the QR code of the amount being collected, following the amount typed', async () => {
      const { type } = setup(undefined, upiPayee);
      expect(await screen.findByAltText('UPI QR code to pay ₹1,700 to Kumar Tailors')).toBeTruthy();
      expect(screen.getByText('Scan with any UPI app to pay ₹1,700')).toBeTruthy();
      expect(screen.getByText('Kumar Tailors · kumartailors@okaxis')).toBeTruthy();
      const first = (screen.getByRole('img') as HTMLImageElement).src;
      expect(first).toMatch(/^data:image\/svg\+xml/);

      type('500.50');
      const part = await screen.findByAltText('UPI QR code to pay ₹500.50 to Kumar Tailors');
      expect((part as HTMLImageElement).src).not.toBe(first);
    });

    it('shows none for an amount that cannot be collected, or another payment method', async () => {
      const { type } = setup(undefined, upiPayee);
      await screen.findByAltText('UPI QR code to pay ₹1,700 to Kumar Tailors');
      type('1700.01');
      expect(qr()).toBeNull();
      type('0');
      expect(qr()).toBeNull();
      type('100');
      expect(qr()).not.toBeNull();
      fireEvent.click(screen.getByRole('radio', { name: 'Cash' }));
      expect(qr()).toBeNull();
    });

    it('shows none while the shop has no UPI ID', async () => {
      setup();
      expect(screen.getByRole('radio', { name: 'UPI' })).toBeTruthy();
      await waitFor(() => expect(screen.getByLabelText(/Amount received/)).toBeTruthy());
      expect(qr()).toBeNull();
    });
  });

  it.each([
    ['en', 'Please enter a valid amount'],
    ['hi', hi.collectDialog.errors.invalid],
  ])('in %s, words the amount rule the server refused with, not a generic text', (lng, text) =>
    inLanguage(lng, async () => {
      setup(ruleRefusal('ORDER_PAYMENT_INVALID', 'remainingAmount'));
      const submit = lng === 'hi' ? hi.collectDialog.submit : 'Collect Payment';
      fireEvent.click(screen.getByRole('button', { name: submit }));
      expect(await screen.findByText(text)).toBeTruthy();
    }),
  );
});
