import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../../../../lib/api-client';
import { renderWithProviders } from '../../../../test/render';
import { CancelOrderDialog } from './cancel-order-dialog';
import { BillingSummaryCard } from './billing-summary-card';
import { makeOrder, makeOrderDetail, stubFetch, type StubAnswer } from './order-fixtures';

const retries = apiConfig.writeRetries;
beforeEach(() => {
  apiConfig.writeRetries = 0;
});
afterEach(() => {
  apiConfig.writeRetries = retries;
  vi.unstubAllGlobals();
});

const order = makeOrder({ order: { paidAmount: 1000 } });
const cancelled = makeOrder({ status: 'Cancelled', order: { paidAmount: 0, remainingAmount: 0 } });

function setup(shown = order) {
  const calls = stubFetch(() => ({ body: cancelled }));
  const onCancelled = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <CancelOrderDialog order={shown} onClose={onClose} onCancelled={onCancelled} />,
  );
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
  return { calls, onCancelled, onClose, submit };
}

describe('CancelOrderDialog', () => {
  it('asks what to do with the money received before it sends anything', async () => {
    const { calls, submit } = setup();
    expect(screen.getByText('₹1,000 was received for this order')).toBeTruthy();
    submit();
    expect(
      await screen.findByText('Choose whether to refund or keep the money received'),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends the reason and the refund choice, then hands back the Cancelled order', async () => {
    const { calls, submit, onCancelled } = setup();
    fireEvent.change(screen.getByLabelText(/Reason/), {
      target: { value: ' Customer changed their mind ' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Refund ₹1,000 to the customer' }));
    submit();
    await waitFor(() => expect(onCancelled).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toMatch(/\/cancel_order$/);
    expect(calls[0]!.body).toEqual({
      order_id: 'order-1',
      reason: 'Customer changed their mind',
      paid_money: 'refund',
    });
    expect(onCancelled.mock.calls[0]![0]).toMatchObject({ status: 'Cancelled' });
  });

  it('needs no choice when nothing was received', async () => {
    const { calls, submit } = setup(makeOrder({ order: { paidAmount: 0, advancePayment: 0 } }));
    expect(screen.queryByRole('radio')).toBeNull();
    submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ order_id: 'order-1', reason: null });
  });

  it("shows the server's refusal", async () => {
    stubFetch(() => ({
      status: 409,
      body: { error: 'A Delivered order cannot be cancelled', code: 'DELIVERED_NOT_CANCELLABLE' },
    }));
    renderWithProviders(
      <CancelOrderDialog
        order={makeOrder({ order: { paidAmount: 0 } })}
        onClose={vi.fn()}
        onCancelled={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('A Delivered order cannot be cancelled')).toBeTruthy();
  });
});

describe('CancelOrderDialog with a refund, once per intent', () => {
  const sentKeys = () =>
    vi
      .mocked(fetch)
      .mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
  const refund = () =>
    fireEvent.click(screen.getByRole('radio', { name: 'Refund ₹1,000 to the customer' }));

  it('sends a double tap on Cancel order once', async () => {
    const { calls, submit, onCancelled } = setup();
    refund();
    submit();
    submit();
    await waitFor(() => expect(onCancelled).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
  });

  it('retries a failed cancellation with the same key', async () => {
    const answers: StubAnswer[] = ['network-error'];
    const calls = stubFetch(() => answers.shift() ?? { body: cancelled });
    const onCancelled = vi.fn();
    renderWithProviders(
      <CancelOrderDialog order={order} onClose={vi.fn()} onCancelled={onCancelled} />,
    );
    refund();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalled());
    expect(calls).toHaveLength(2);
    const [first, retry] = sentKeys();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
  });
});

describe('BillingSummaryCard of a cancelled order', () => {
  it.each([
    [{ reason: null, paid_money: 'refund' as const, amount: 300 }, 'Cancelled · Refunded ₹300'],
    [{ reason: null, paid_money: 'keep' as const, amount: 300 }, 'Cancelled · Kept ₹300'],
  ])('shows what became of the money: %j', (cancellation, text) => {
    renderWithProviders(
      <BillingSummaryCard
        order={makeOrderDetail({ status: 'Cancelled', cancellation })}
        onCollect={vi.fn()}
      />,
    );
    expect(screen.getByTestId('cancelled-money').textContent).toBe(text);
    expect(screen.queryByRole('button', { name: 'Collect Payment' })).toBeNull();
  });
});
