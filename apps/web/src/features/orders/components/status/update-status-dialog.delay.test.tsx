import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayInShopZone } from '@tailor/shared/dates';
import type { Order } from '@tailor/shared/orders/responses';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { makeOrder, stubFetch } from '../order-details/order-fixtures';
import { UpdateStatusDialog } from './update-status-dialog';

/** The dialog for `order`; the server answers a status change with the order as sent. */
function setup(order: Order) {
  const calls = stubFetch((call) => {
    if (call.url !== '/api/update_order_status') return { status: 404, body: { error: 'Nope' } };
    const body = call.body as {
      status: Order['status'];
      delay_note?: string;
      expected_date?: string | null;
    };
    return {
      body: {
        ...order,
        status: body.status,
        delay_note: body.delay_note ?? null,
        expected_date: body.expected_date ?? null,
        order: { ...order.order, status: body.status },
      },
    };
  });
  const onUpdated = vi.fn();
  renderWithProviders(
    <UpdateStatusDialog order={order} role="employee" onClose={vi.fn()} onUpdated={onUpdated} />,
  );
  const dialog = within(screen.getByTestId('update-status-dialog'));
  const user = userEvent.setup();
  return {
    dialog,
    user,
    onUpdated,
    statusCalls: () => calls.filter((c) => c.url === '/api/update_order_status'),
    choose: (status: string) =>
      fireEvent.click(dialog.getByRole('radio', { name: new RegExp(`^${status}`) })),
    submit: () => fireEvent.click(dialog.getByRole('button', { name: 'Update Status' })),
    reason: (text: string) =>
      fireEvent.change(dialog.getByLabelText(/Delay reason/), { target: { value: text } }),
  };
}

/** Types a date into the new-date field key by key, day first, as a keyboard user does. */
async function typeExpectedDate(user: ReturnType<typeof userEvent.setup>, iso: string) {
  const field = screen.getByRole('group', { name: 'New expected date (optional)' });
  const [year, month, day] = iso.split('-');
  await user.click(within(field).getByRole('spinbutton', { name: 'Day' }));
  await user.keyboard(`${day}${month}${year}`);
}

const today = todayInShopZone();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UpdateStatusDialog: the delay’s new expected date', { timeout: 30_000 }, () => {
  it('asks for the date only with Delayed, beside the reason meant for the customer', () => {
    const { dialog, choose } = setup(makeOrder({ status: 'In Process' }));
    expect(dialog.queryByRole('group', { name: 'New expected date (optional)' })).toBeNull();
    choose('Delayed');
    expect(dialog.getByRole('group', { name: 'New expected date (optional)' })).toBeTruthy();
    expect(dialog.getByText('Tell the customer why the order is late')).toBeTruthy();
    expect(dialog.getByText('The customer sees this date with the reason')).toBeTruthy();
    choose('Completed');
    expect(dialog.queryByRole('group', { name: 'New expected date (optional)' })).toBeNull();
  });

  it('sends a typed date with the reason', async () => {
    const { choose, submit, reason, user, statusCalls, onUpdated } = setup(
      makeOrder({ status: 'In Process' }),
    );
    choose('Delayed');
    reason('Silk arrives Friday');
    await typeExpectedDate(user, addDays(today, 3));
    submit();
    await waitFor(() => expect(onUpdated).toHaveBeenCalled());
    expect(statusCalls()[0]?.body).toEqual({
      order_id: 'order-1',
      status: 'Delayed',
      delay_note: 'Silk arrives Friday',
      expected_date: addDays(today, 3),
    });
  });

  it('accepts no date at all', async () => {
    const { choose, submit, reason, statusCalls, onUpdated } = setup(makeOrder());
    choose('Delayed');
    reason('Tailor unwell');
    submit();
    await waitFor(() => expect(onUpdated).toHaveBeenCalled());
    expect(statusCalls()[0]?.body).toMatchObject({ status: 'Delayed', expected_date: null });
  });

  it('refuses a date before today and sends nothing', async () => {
    const { dialog, choose, submit, reason, user, statusCalls } = setup(makeOrder());
    choose('Delayed');
    reason('Late fabric');
    await typeExpectedDate(user, addDays(today, -1));
    submit();
    expect(dialog.getByText('The new expected date cannot be in the past')).toBeTruthy();
    expect(statusCalls()).toHaveLength(0);
  });

  it('refuses a date typed in part', async () => {
    const { dialog, choose, submit, reason, user, statusCalls } = setup(makeOrder());
    choose('Delayed');
    reason('Late fabric');
    const field = screen.getByRole('group', { name: 'New expected date (optional)' });
    await user.click(within(field).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('1503');
    submit();
    expect(dialog.getByText('Enter the whole date, or leave it empty')).toBeTruthy();
    expect(statusCalls()).toHaveLength(0);
  });

  it('opens on the date already promised for an order that is Delayed', () => {
    const promised = addDays(today, 5);
    const { dialog, choose } = setup(
      makeOrder({ status: 'Delayed', delay_note: 'Late fabric', expected_date: promised }),
    );
    choose('Delayed');
    const field = dialog.getByRole('group', { name: 'New expected date (optional)' });
    const [year, month, day] = promised.split('-');
    expect(field.parentElement!.querySelector('input')!.value).toBe(`${day}/${month}/${year}`);
  });
});
