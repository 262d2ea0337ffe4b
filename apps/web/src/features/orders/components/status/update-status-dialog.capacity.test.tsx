import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Capacity } from '@tailor/shared/capacity';
import { addDays, daysBetween, todayInShopZone } from '@tailor/shared/dates';
import type { Order } from '@tailor/shared/orders/responses';
import { renderWithProviders } from '../../../../test/render';
import { makeOrder, stubFetch } from '../order-details/order-fixtures';
import { UpdateStatusDialog } from './update-status-dialog';

const today = todayInShopZone();
const full = addDays(today, 3);

/**
 * The dialog for `order`, the shop answering GET /capacity with `loads` against `capacity` a day
 * and a status change with the order as sent.
 */
function setup(order: Order, loads: Record<string, number>, capacity: number | null = 3) {
  const calls = stubFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/capacity') {
      const from = url.searchParams.get('from')!;
      const to = url.searchParams.get('to')!;
      const answer: Capacity = {
        from,
        to,
        daily_capacity: capacity,
        buffer_days: 0,
        days: Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => {
          const date = addDays(from, i);
          return { date, garments: loads[date] ?? 0, capacity, per_employee: [] };
        }),
      };
      return { body: answer };
    }
    if (url.pathname !== '/api/update_order_status') return { status: 404, body: { error: 'No' } };
    const body = call.body as { status: Order['status']; expected_date?: string | null };
    return {
      body: {
        ...order,
        status: body.status,
        expected_date: body.expected_date ?? null,
        order: { ...order.order, status: body.status },
      },
    };
  });
  renderWithProviders(
    <UpdateStatusDialog order={order} role="shopkeeper" onClose={vi.fn()} onUpdated={vi.fn()} />,
  );
  const dialog = within(screen.getByTestId('update-status-dialog'));
  fireEvent.click(dialog.getByRole('radio', { name: /^Delayed/ }));
  fireEvent.change(dialog.getByLabelText(/Delay reason/), { target: { value: 'Silk is late' } });
  return {
    dialog,
    statusCalls: () => calls.filter((c) => c.url === '/api/update_order_status'),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('UpdateStatusDialog: the load of the new expected date', { timeout: 30_000 }, () => {
  it('warns on a full day with the first free day, takes it on a tap and sends it', async () => {
    const order = makeOrder({ status: 'In Process', order: { dueDate: today } });
    const { dialog, statusCalls } = setup(order, { [full]: 3, [addDays(full, 1)]: 4 });
    fireEvent.click(await dialog.findByTestId(`load-${full}`));

    const warning = await dialog.findByTestId('due-date-full');
    expect(warning.textContent).toContain('This day is full (3 of 3 garments).');
    expect(warning.textContent).toContain('You may still keep this date.');
    fireEvent.click(within(warning).getByRole('button', { name: /^Take / }));
    await waitFor(() => expect(dialog.queryByTestId('due-date-full')).toBeNull());
    expect(dialog.getByTestId(`load-${addDays(full, 2)}`).getAttribute('aria-current')).toBe(
      'date',
    );

    fireEvent.click(dialog.getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(statusCalls()).toHaveLength(1));
    expect(statusCalls()[0]!.body).toMatchObject({
      status: 'Delayed',
      expected_date: addDays(full, 2),
    });
  });

  it('may keep a full day: the warning never blocks the delay', async () => {
    const order = makeOrder({ status: 'In Process', order: { dueDate: today } });
    const { dialog, statusCalls } = setup(order, { [full]: 5 });
    fireEvent.click(await dialog.findByTestId(`load-${full}`));
    await dialog.findByTestId('due-date-full');
    fireEvent.click(dialog.getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(statusCalls()).toHaveLength(1));
    expect(statusCalls()[0]!.body).toMatchObject({ expected_date: full });
  });

  it("does not count an already Delayed order's garments against the day it is expected", async () => {
    // One garment, expected on the 'full' day: the 3 there include it.
    const order = makeOrder({ status: 'Delayed', order: { dueDate: today } });
    const delayed = { ...order, expected_date: full };
    const { dialog } = setup(delayed, { [full]: 3 });
    expect((await dialog.findByTestId(`load-${full}`)).textContent).toContain(
      `${3 - order.order.products.length}/3`,
    );
    expect(dialog.queryByTestId('due-date-full')).toBeNull();
  });

  it('shows loads but never warns without a daily capacity', async () => {
    const order = makeOrder({ status: 'In Process', order: { dueDate: today } });
    const { dialog } = setup(order, { [full]: 30 }, null);
    fireEvent.click(await dialog.findByTestId(`load-${full}`));
    expect(dialog.getByTestId(`load-${full}`).textContent).toContain('30');
    expect(dialog.getByTestId(`load-${full}`).getAttribute('aria-current')).toBe('date');
    expect(dialog.queryByTestId('due-date-full')).toBeNull();
  });
});
