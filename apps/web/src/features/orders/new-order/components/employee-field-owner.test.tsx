import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { ravi } from '../test/fixtures';
import { renderNewOrder } from '../test/render-new-order';

const owner = { _id: 'owner-row', name: 'Ramesh Owner', position: 'manager' as const };

describe('assigning a garment to the shop owner', { timeout: 30_000 }, () => {
  it("preselects 'Me' for a shop with no staff, so a one-person shop can take an order", async () => {
    const view = renderNewOrder({ employees: [], owner });
    await view.chooseGender();
    const select = await within(view.product(1)).findByRole('combobox', {
      name: 'Assigned employee',
    });
    await waitFor(() => expect(select.textContent).toBe('Me (Ramesh Owner)'));
    expect(screen.queryByText('No employees yet. Add one to assign this product.')).toBeNull();
  });

  it("offers 'Me' first, then the staff, and preselects 'Me' when there is staff", async () => {
    const view = renderNewOrder({ employees: [ravi], owner });
    await view.chooseGender();
    const select = await within(view.product(1)).findByRole('combobox', {
      name: 'Assigned employee',
    });
    await waitFor(() => expect(select.textContent).toBe('Me (Ramesh Owner)'));
    fireEvent.mouseDown(select);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Me (Ramesh Owner)', 'Ravi Kumar · Tailor']);
  });

  it('shows the owner by name, as the owner, to an employee taking an order', async () => {
    const view = renderNewOrder({ area: 'employee', employees: [ravi], owner });
    await view.chooseGender();
    const select = await within(view.product(1)).findByRole('combobox', {
      name: 'Assigned employee',
    });
    fireEvent.mouseDown(select);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Me (Ravi Kumar)', 'Ramesh Owner · Owner']);
  });

  it("names the owner as the owner in the employee's language", async () => {
    const view = renderNewOrder({ area: 'employee', employees: [ravi], owner });
    await view.chooseGender();
    const card = view.product(1);
    await act(() => i18n.changeLanguage('hi'));
    const select = await within(card).findByRole('combobox', {
      name: i18n.t('newOrder:products.assignedTo'),
    });
    fireEvent.mouseDown(select);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toContain('Ramesh Owner · मालिक');
  });
});
