import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Capacity, CapacityEmployeeLoad } from '@tailor/shared/capacity';
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

const due = '2099-01-10';
const assignees = {
  employees: [
    { _id: 'emp-1', name: 'Ravi Kumar', position: 'tailor', is_me: false, is_owner: false },
    { _id: 'emp-2', name: 'Sunita Devi', position: 'tailor', is_me: false, is_owner: false },
  ],
};

/** The shop's answers: GET /capacity with `perEmployee` on the due day (one day asked). */
function setup(perEmployee: CapacityEmployeeLoad[]) {
  const calls = stubFetch((call: StubCall) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/assignees') return { body: assignees };
    if (url.pathname === '/api/capacity') {
      const from = url.searchParams.get('from')!;
      const answer: Capacity = {
        from,
        to: from,
        daily_capacity: null,
        buffer_days: 0,
        days: [
          {
            date: from,
            garments: 6,
            capacity: null,
            per_employee: from === due ? perEmployee : [],
          },
        ],
      };
      return { body: { ...answer, to: url.searchParams.get('to')! } };
    }
    return { body: makeOrder() };
  });
  const onUpdated = vi.fn();
  renderWithProviders(
    <EditOrderDialog
      order={makeOrderDetail({ order: { dueDate: due } })}
      role="shopkeeper"
      onClose={vi.fn()}
      onUpdated={onUpdated}
    />,
  );
  return { calls, onUpdated };
}

async function assign(name: string) {
  const line = within(screen.getByTestId('edit-line-0'));
  fireEvent.mouseDown(line.getByRole('combobox', { name: 'Assigned to' }));
  const listbox = within(await screen.findByRole('listbox'));
  fireEvent.click(await listbox.findByRole('option', { name }));
}

// The order's Shirt is Ravi's, its Trouser Sunita's: the shop's load already counts both.
describe("EditOrderDialog: the assignee's own load", { timeout: 15_000 }, () => {
  it('warns when the employee is full on the due day, and still saves the assignment', async () => {
    const { calls, onUpdated } = setup([
      { employee_id: 'emp-1', name: 'Ravi Kumar', garments: 2, capacity: 5 },
      { employee_id: 'emp-2', name: 'Sunita Devi', garments: 5, capacity: 5 },
    ]);
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/capacity?'))).toBe(true));
    // Her Trouser is one of her 5: as saved, the day holds.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('assignee-full')).toBeNull();

    await assign('Sunita Devi');
    const warnings = await screen.findAllByTestId('assignee-full');
    expect(warnings).toHaveLength(2);
    expect(warnings[0]!.textContent).toContain('Sunita Devi already has 4 of 5 garments on');
    expect(warnings[0]!.textContent).toContain('10 Jan 2099');
    expect(warnings[0]!.textContent).toContain('This order gives them 2 more.');

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onUpdated).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      order_id: 'order-1',
      order: { products: [{ _id: 'product-1', assigned_to: 'emp-2' }] },
    });
  });

  it('says nothing for an employee with room, or without a capacity of their own', async () => {
    const { calls } = setup([
      { employee_id: 'emp-1', name: 'Ravi Kumar', garments: 9, capacity: null },
      { employee_id: 'emp-2', name: 'Sunita Devi', garments: 3, capacity: 5 },
    ]);
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/capacity?'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('assignee-full')).toBeNull();
    await assign('Sunita Devi');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('assignee-full')).toBeNull();
  });
});
