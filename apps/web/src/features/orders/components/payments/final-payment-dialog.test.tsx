import { act, fireEvent, screen } from '@testing-library/react';
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
import { FinalPaymentDialog } from './final-payment-dialog';

const order = makeOrder({
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

function setup(answer: StubAnswer = { body: priced }) {
  const calls = stubFetch(() => answer);
  const onCompleted = vi.fn();
  renderWithProviders(
    <FinalPaymentDialog order={order} onCancel={vi.fn()} onCompleted={onCompleted} />,
  );
  const type = (value: string) =>
    fireEvent.change(screen.getByLabelText(/Final total amount/), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save Final Amount' }));
  return { calls, onCompleted, type, submit };
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

describe('FinalPaymentDialog', () => {
  it.each([
    ['', 'Please enter a valid total amount'],
    ['0', 'Please enter a valid total amount'],
    ['99.999', 'Please enter a valid total amount'],
    ['99.99', 'Total amount cannot be less than advance payment (₹100)'],
  ])('refuses %j with %j', (value, message) => {
    const { type, submit, calls } = setup();
    type(value);
    submit();
    expect(screen.getByText(message)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sets the total, shows what is left to collect, and completes after 2 s', async () => {
    vi.useFakeTimers();
    const { type, submit, calls, onCompleted } = setup();
    type('350');
    submit();
    await act(async () => {
      for (let i = 0; i < 10 && !screen.queryByText('Final amount set to ₹350'); i++) {
        await vi.advanceTimersByTimeAsync(0);
      }
    });
    expect(screen.getByText('Final amount set to ₹350')).toBeTruthy();
    expect(screen.getByText('Remaining to collect: ₹250')).toBeTruthy();
    expect(calls).toEqual([
      { method: 'PUT', url: '/api/update_alteration_payment/order-1', body: { totalAmount: 350 } },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_SUCCESS_CLOSE_MS - 1));
    expect(onCompleted).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onCompleted).toHaveBeenCalledWith(priced);
  });

  it("shows the server's reason, else 'Failed to update alteration payment'", async () => {
    const first = setup({
      status: 400,
      body: {
        error: 'Only an alteration order has a final payment to set',
        code: 'NOT_ALTERATION_ORDER',
      },
    });
    first.type('200');
    first.submit();
    expect(
      await screen.findByText('Only an alteration order has a final payment to set'),
    ).toBeTruthy();
  });

  it("says 'Failed to update alteration payment' without a server text", async () => {
    const { type, submit } = setup({ status: 500 });
    type('200');
    submit();
    expect(await screen.findByText('Failed to update alteration payment')).toBeTruthy();
  });

  it.each([
    ['en', 'Please enter a valid total amount'],
    ['hi', hi.finalDialog.errors.invalid],
  ])('in %s, words the amount rule the server refused with, not a generic text', (lng, text) =>
    inLanguage(lng, async () => {
      setup(ruleRefusal('ORDER_TOTAL_INVALID', 'totalAmount'));
      const labels =
        lng === 'hi'
          ? hi.finalDialog
          : { total: 'Final total amount', submit: 'Save Final Amount' };
      fireEvent.change(screen.getByLabelText(new RegExp(labels.total)), {
        target: { value: '200' },
      });
      fireEvent.click(screen.getByRole('button', { name: labels.submit }));
      expect(await screen.findByText(text)).toBeTruthy();
    }),
  );
});
