import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
});
