import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AssigneeList } from '@tailor/shared/employee-area';
import { createTestQueryClient } from '../../../../test/render';
import { assigneesQueryOptions } from '../api/get-assignees';
import { renderNewOrder } from '../test/render-new-order';

const owner = { _id: 'owner-1', name: 'Sunita', position: 'manager' as const };

async function assigneeShown() {
  const view = renderNewOrder({ owner });
  await view.chooseGender();
  const card = view.product(1);
  const box = within(card).getByRole('combobox', { name: 'Assigned employee' });
  return { ...view, card, box };
}

afterEach(() => localStorage.clear());

describe('new order: the assigned employee', { timeout: 30_000 }, () => {
  it("starts as 'Me' in a shop with employees", async () => {
    const { box } = await assigneeShown();
    await waitFor(() => expect(box.textContent).toBe('Me (Sunita)'));
  });

  it('starts with the employee this device chose last time', async () => {
    const first = await assigneeShown();
    await first.choose('Assigned employee', 'Ravi Kumar · Tailor', first.card);
    first.unmount();

    const { box } = await assigneeShown();
    await waitFor(() => expect(box.textContent).toBe('Ravi Kumar · Tailor'));
    expect(screen.queryByText('Please select an employee')).toBeNull();
  });

  it('keeps offering the staff kept on this phone when the server cannot be reached', async () => {
    // As the app starts with no connection: the staff list kept from the last visit, marked
    // stale, so the page asks the server again, which does not answer.
    const queryClient = createTestQueryClient();
    const kept: AssigneeList = {
      employees: [{ ...owner, is_me: true, is_owner: true }],
    };
    const { queryKey } = assigneesQueryOptions();
    queryClient.setQueryData(queryKey, kept);
    await queryClient.invalidateQueries({ queryKey, refetchType: 'none' });

    const view = renderNewOrder({ owner, queryClient, unreachable: ['/api/assignees'] });
    await view.chooseGender();
    await waitFor(() => expect(queryClient.getQueryState(queryKey)?.status).toBe('error'));

    const box = within(view.product(1)).getByRole('combobox', { name: 'Assigned employee' });
    expect(box.textContent).toBe('Me (Sunita)');
    expect(screen.queryByText('Failed to load employees')).toBeNull();
  });
});
