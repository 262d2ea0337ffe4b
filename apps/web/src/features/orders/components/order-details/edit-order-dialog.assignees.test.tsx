import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../../../../lib/api-client';
import { renderWithProviders } from '../../../../test/render';
import { EditOrderDialog } from './edit-order-dialog';
import { makeOrder, makeOrderDetail, stubFetch, type StubCall } from './order-fixtures';

const retries = apiConfig.writeRetries;
beforeEach(() => {
  apiConfig.writeRetries = 0;
});
afterEach(() => {
  apiConfig.writeRetries = retries;
  vi.unstubAllGlobals();
});

/** GET /assignees as the server answers the shopkeeper: the owner's own row is `is_me`. */
const assignees = {
  employees: [
    { _id: 'owner-row', name: 'Asha Patel', position: 'manager', is_me: true, is_owner: true },
    { _id: 'emp-1', name: 'Ravi Kumar', position: 'tailor', is_me: false, is_owner: false },
    { _id: 'emp-2', name: 'Sunita Devi', position: 'tailor', is_me: false, is_owner: false },
  ],
};

describe("EditOrderDialog's assignee list", { timeout: 15_000 }, () => {
  it("offers the owner as 'Me' from GET /assignees and sends the owner's row", async () => {
    const calls = stubFetch((call: StubCall) =>
      call.url === '/api/assignees' ? { body: assignees } : { body: makeOrder() },
    );
    const onUpdated = vi.fn();
    renderWithProviders(
      <EditOrderDialog
        order={makeOrderDetail({ order: { dueDate: '2099-01-10' } })}
        role="shopkeeper"
        onClose={vi.fn()}
        onUpdated={onUpdated}
      />,
    );
    await waitFor(() => expect(calls.some((c) => c.url === '/api/assignees')).toBe(true));
    const line = within(screen.getByTestId('edit-line-0'));
    fireEvent.mouseDown(line.getByRole('combobox', { name: 'Assigned to' }));
    const listbox = within(await screen.findByRole('listbox'));
    await waitFor(() =>
      expect(listbox.getByRole('option', { name: 'Me (Asha Patel)' })).toBeTruthy(),
    );
    expect(listbox.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Nobody yet',
      'Me (Asha Patel)',
      'Ravi Kumar',
      'Sunita Devi',
    ]);
    fireEvent.click(listbox.getByRole('option', { name: 'Me (Asha Patel)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onUpdated).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      order_id: 'order-1',
      order: { products: [{ _id: 'product-1', assigned_to: 'owner-row' }] },
    });
    expect(calls.some((c) => c.url.includes('/get_employees'))).toBe(false);
  });
});
