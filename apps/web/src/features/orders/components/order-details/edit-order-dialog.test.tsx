import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../../../../lib/api-client';
import { renderWithProviders } from '../../../../test/render';
import { EditOrderDialog } from './edit-order-dialog';
import { makeOrder, makeOrderDetail, stubFetch, type StubCall } from './order-fixtures';
import { StatusHistoryCard } from './status-history-card';

const retries = apiConfig.writeRetries;
beforeEach(() => {
  apiConfig.writeRetries = 0;
});
afterEach(() => {
  apiConfig.writeRetries = retries;
  vi.unstubAllGlobals();
});

const detail = makeOrderDetail({ order: { dueDate: '2099-01-10' } });

function setup(role: 'shopkeeper' | 'employee' = 'shopkeeper') {
  const calls = stubFetch((call: StubCall) =>
    call.url.includes('/get_employees')
      ? {
          body: {
            employees: [
              {
                _id: 'emp-1',
                name: 'Ravi Kumar',
                phone: '9000000001',
                email: null,
                position: 'tailor',
                experience: 2,
                specialization: null,
                active: true,
              },
            ],
          },
        }
      : { body: makeOrder() },
  );
  const onUpdated = vi.fn();
  renderWithProviders(
    <EditOrderDialog order={detail} role={role} onClose={vi.fn()} onUpdated={onUpdated} />,
  );
  const line = (index: number) => within(screen.getByTestId(`edit-line-${index}`));
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  const writes = () => calls.filter((call) => call.method === 'POST');
  return { calls, writes, onUpdated, line, save };
}

describe('EditOrderDialog', () => {
  it('opens prefilled with the order as taken', () => {
    const { line } = setup();
    expect((screen.getByLabelText('Customer name') as HTMLInputElement).value).toBe('Anil Sharma');
    // Day first, as the new-order form shows dates.
    const due = screen.getByRole('group', { name: 'Due Date' });
    expect(due.parentElement!.querySelector('input')!.value).toBe('10/01/2099');
    expect((line(0).getByLabelText('Garment') as HTMLInputElement).value).toBe('Shirt');
    expect((line(0).getByLabelText('Price (₹)') as HTMLInputElement).value).toBe('1200');
    expect((line(1).getByLabelText('Price (₹)') as HTMLInputElement).value).toBe('1500');
  });

  it('sends only what changed: a price and a measurement of the first line', async () => {
    const { line, save, writes, onUpdated } = setup();
    fireEvent.change(line(0).getByLabelText('Price (₹)'), { target: { value: '1350.50' } });
    const chest = line(0).getByDisplayValue('40');
    fireEvent.change(chest, { target: { value: '42' } });
    save();
    await waitFor(() => expect(onUpdated).toHaveBeenCalled());
    expect(writes()).toHaveLength(1);
    expect(writes()[0]!.url).toMatch(/\/update_order$/);
    expect(writes()[0]!.body).toEqual({
      order_id: 'order-1',
      order: {
        products: [
          { _id: 'product-1', price: 1350.5, measurements: { Chest: '42', Sleeve: '24.5' } },
        ],
      },
    });
  });

  it('checks fields as the new-order form does and sends nothing while one is wrong', async () => {
    const { line, save, writes } = setup();
    fireEvent.change(line(0).getByLabelText('Garment'), { target: { value: ' ' } });
    fireEvent.change(line(1).getByLabelText('Price (₹)'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Customer name'), { target: { value: 'Al' } });
    save();
    expect(await screen.findByText('Product name is required')).toBeTruthy();
    expect(screen.getByText('Price must be greater than zero')).toBeTruthy();
    expect(writes()).toHaveLength(0);
  });

  it('removes a line but never the last one', async () => {
    const { line, save, writes } = setup();
    fireEvent.click(line(1).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    save();
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toEqual({
      order_id: 'order-1',
      order: { removeProducts: ['product-2'] },
    });
  });

  it('leaves prices, payment type and assignments to the shopkeeper for an employee', () => {
    const { line } = setup('employee');
    expect(line(0).queryByLabelText('Price (₹)')).toBeNull();
    expect(screen.queryByLabelText('Payment Type')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(line(0).getByLabelText('Garment')).toBeTruthy();
  });

  it('shows an employee the customer read-only and sends no change to them with their edit', async () => {
    const { line, save, writes, onUpdated } = setup('employee');
    const name = screen.getByLabelText('Customer name') as HTMLInputElement;
    const gender = screen.getByLabelText('Gender') as HTMLInputElement;
    const address = screen.getByLabelText('Address') as HTMLInputElement;
    expect([name.value, gender.value, address.value]).toEqual([
      'Anil Sharma',
      'Male',
      '22 Ashram Road, Ahmedabad',
    ]);
    for (const field of [name, gender, address]) expect(field.readOnly).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Gender' })).toBeNull();
    expect(
      screen.getByText("Only the shop owner can change the customer's name, gender or address."),
    ).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Anil Kumar Sharma' } });
    fireEvent.change(line(0).getByDisplayValue('40'), { target: { value: '42' } });
    save();
    await waitFor(() => expect(onUpdated).toHaveBeenCalled());
    expect(writes()).toHaveLength(1);
    expect(writes()[0]!.body).not.toHaveProperty('customer');
    expect(writes()[0]!.body).toEqual({
      order_id: 'order-1',
      order: { products: [{ _id: 'product-1', measurements: { Chest: '42', Sleeve: '24.5' } }] },
    });
  });
});

describe('StatusHistoryCard with edits', () => {
  it('lists what an edit and a cancellation changed, old → new', () => {
    renderWithProviders(
      <StatusHistoryCard
        events={[
          {
            from: 'Assigned',
            to: 'Assigned',
            note: null,
            by_name: 'Meena Patel',
            at: '2026-11-06T09:30:00.000Z',
            changes: [
              { field: 'price', product: 'Shirt', name: null, from: '500', to: '650.5' },
              { field: 'measurement', product: 'Shirt', name: 'Chest', from: '38', to: '40' },
              { field: 'dueDate', product: null, name: null, from: '2026-11-12', to: '2026-11-20' },
            ],
          },
          {
            from: 'Assigned',
            to: 'Cancelled',
            note: 'Changed mind',
            by_name: 'Meena Patel',
            at: '2026-11-07T09:30:00.000Z',
            changes: [{ field: 'paidMoney', product: null, name: null, from: '300', to: 'refund' }],
          },
        ]}
      />,
    );
    expect(screen.getByText('Order edited')).toBeTruthy();
    const lines = screen.getAllByTestId('history-changes').flatMap((list) =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    );
    expect(lines).toEqual([
      'Refunded ₹300',
      'Shirt · Price: ₹500 → ₹650.50',
      'Shirt · Chest: 38 → 40',
      'Due date: 12 Nov 2026 → 20 Nov 2026',
    ]);
  });
});
