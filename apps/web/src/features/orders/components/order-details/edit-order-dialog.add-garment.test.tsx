import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../../../../lib/api-client';
import { renderWithProviders } from '../../../../test/render';
import { FakeXhr, fileOf, installFakeXhr } from '../../../../test/fake-xhr';
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

const assignees = {
  employees: [
    { _id: 'owner-row', name: 'Asha Patel', position: 'manager', is_me: true, is_owner: true },
    { _id: 'emp-1', name: 'Ravi Kumar', position: 'tailor', is_me: false, is_owner: false },
  ],
};

function setup(
  options: { role?: 'shopkeeper' | 'employee'; status?: 'Assigned' | 'Delivered' } = {},
) {
  const { role = 'shopkeeper', status = 'Assigned' } = options;
  const calls = stubFetch((call: StubCall) => {
    if (call.url === '/api/assignees') return { body: assignees };
    if (call.url === '/api/customers/customer-1/last-measurements')
      return { body: { measurements: { Shirt: { Chest: '40' } } } };
    if (call.url === '/api/update_order') return { body: makeOrder() };
    return 'network-error';
  });
  installFakeXhr();
  const onUpdated = vi.fn();
  renderWithProviders(
    <EditOrderDialog
      order={makeOrderDetail({ status, order: { dueDate: '2099-01-10', status } })}
      role={role}
      onClose={vi.fn()}
      onUpdated={onUpdated}
    />,
  );
  const writes = () => calls.filter((call) => call.method === 'POST');
  const save = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await act(async () => {});
  };
  return { calls, writes, save, onUpdated };
}

const card = (number: number) =>
  screen.getByText(`Product ${number}`, { selector: 'h3' }).closest('section')!;

async function choose(combobox: string, option: string, container: HTMLElement) {
  fireEvent.mouseDown(within(container).getByRole('combobox', { name: combobox }));
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe("EditOrderDialog's Add garment", { timeout: 30_000 }, () => {
  it('adds a garment with the new-order form, checked by its rules, and sends it as addProducts', async () => {
    const { save, writes, onUpdated } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Add garment' }));
    // Numbered on from the order's two lines, with the new-order card's fields.
    const added = card(3);
    expect(within(added).getByRole('combobox', { name: 'Garment' })).toBeTruthy();

    await save();
    for (const text of [
      'Product name is required',
      'Please add at least one image for each product',
      'Please assign an employee to each product',
      'Please correct the errors before proceeding',
    ])
      expect(await screen.findByText(text)).toBeTruthy();
    expect(writes()).toHaveLength(0);

    await choose('Garment', 'Shirt', added);
    // The customer's last Shirt measurements fill in, as on the new-order form.
    await waitFor(() => expect(within(added).getByDisplayValue('40')).toBeTruthy());
    fireEvent.change(within(added).getByLabelText('Price', { selector: 'input' }), {
      target: { value: '350.50' },
    });
    fireEvent.change(screen.getByLabelText('Add images for product 3'), {
      target: { files: [fileOf('front.png')] },
    });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]!.url).toBe('/api/upload_image');
    await FakeXhr.sent[0]!.respond(201, { _id: 'img-9', url: '/api/images/key-9' });
    await choose('Assigned employee', 'Ravi Kumar · Tailor', added);

    await save();
    await waitFor(() => expect(onUpdated).toHaveBeenCalled());
    expect(writes()).toHaveLength(1);
    const body = writes()[0]!.body as { order: { addProducts: unknown[] } };
    expect(body).toEqual({
      order_id: 'order-1',
      order: {
        addProducts: [
          {
            product: { name: 'Shirt' },
            price: 350.5,
            measurements: { Chest: '40' },
            measurement_unit: 'in',
            note: null,
            assigned_to: 'emp-1',
            uploadedImages: ['img-9'],
          },
        ],
      },
    });
  });

  it('drops an added garment that is removed again, and sends nothing for it', async () => {
    const { save, writes } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Add garment' }));
    fireEvent.click(within(card(3)).getByRole('button', { name: 'Remove product 3' }));
    expect(screen.queryByText('Product 3', { selector: 'h3' })).toBeNull();
    await save();
    expect(writes()).toHaveLength(0);
  });

  it('is not offered to an employee', () => {
    setup({ role: 'employee' });
    expect(screen.queryByRole('button', { name: 'Add garment' })).toBeNull();
  });

  it('is not offered once the order is Delivered', () => {
    setup({ status: 'Delivered' });
    expect(screen.queryByRole('button', { name: 'Add garment' })).toBeNull();
  });
});

describe('StatusHistoryCard', () => {
  it("writes an added garment as 'Kurta added (₹300)'", () => {
    renderWithProviders(
      <StatusHistoryCard
        events={[
          {
            from: 'Assigned',
            to: 'Pending',
            note: null,
            by_name: 'Meena Patel',
            at: '2026-11-06T09:30:00.000Z',
            changes: [
              { field: 'added', product: 'Kurta', name: null, from: null, to: '300' },
              { field: 'total', product: null, name: null, from: '500', to: '800' },
            ],
          },
        ]}
      />,
    );
    const lines = within(screen.getByTestId('history-changes'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual(['Kurta added (₹300)', 'Total: ₹500 → ₹800']);
  });
});
