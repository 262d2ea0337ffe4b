import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerDetail } from '@tailor/shared/customers';
import type { Employee } from '@tailor/shared/employees';
import { asha, createdOrder, ravi } from '../test/fixtures';
import { renderNewOrder } from '../test/render-new-order';

const sita: Employee = { ...ravi, _id: 'emp-2', name: 'Sita Devi', position: 'assistant' };

describe('an employee takes an order', { timeout: 30_000 }, () => {
  it("assigns from the store's staff, never the shop's employee list, and opens the order in the employee area", async () => {
    const view = renderNewOrder({
      area: 'employee',
      employees: [ravi, sita],
      createAnswers: [{ status: 201, body: createdOrder({ _id: 'order-9', order_number: 9 }) }],
    });
    await view.chooseGender();
    view.fillCustomer();
    const card = view.product(1);
    await waitFor(() =>
      expect(within(card).getByRole('combobox', { name: 'Assigned employee' })).toBeTruthy(),
    );
    expect(within(card).queryByRole('button', { name: 'Add employee' })).toBeNull();
    await view.fillProduct(1, { assignee: 'Sita Devi · Assistant' });
    fireEvent.mouseDown(within(card).getByRole('combobox', { name: 'Assigned employee' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Me (Ravi Kumar)', 'Sita Devi · Assistant']);
    fireEvent.click(options[1]!);

    await view.next();
    await screen.findByRole('heading', { name: 'Payment' });
    await view.fillPayment();
    await view.next();
    const products = await screen.findByRole('region', { name: 'Products (1)' });
    expect(within(products).getByText('Sita Devi')).toBeTruthy();
    await view.next();
    const dialog = screen.getByRole('dialog', { name: 'Submit order' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Employee order details page')).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/employee-order-details/order-9');
    const create = view.calls.find((c) => c.url === '/api/create_order');
    expect(create?.body).toMatchObject({ order: { products: [{ assigned_to: 'emp-2' }] } });
    expect(view.calls.some((c) => c.url === '/api/get_employees')).toBe(false);
  });

  it("keeps a returning person's name, gender and address as the shop has them, with a hint", async () => {
    const self: CustomerDetail = { ...asha, people_on_mobile: 2 };
    const meena: CustomerDetail = {
      ...asha,
      _id: 'cust-2',
      name: 'Meena Verma',
      gender: 'female',
      relation: 'wife',
      address: '4 Lake View, Bopal',
      people_on_mobile: 2,
    };
    const hint =
      "Their name, gender and address are as the shop keeps them: only the shop owner changes them. For someone else, choose 'Someone new on this number'.";
    const view = renderNewOrder({ area: 'employee', customer: self, family: [self, meena] });
    view.type('Customer mobile number', self.mobile_no);
    const group = await screen.findByRole('radiogroup', { name: 'Who is this order for?' });
    fireEvent.click(within(group).getByRole('radio', { name: /Meena Verma/ }));
    expect(
      await screen.findByText(new RegExp(`Returning customer: Meena Verma.*${hint.slice(0, 40)}`)),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Female' }).getAttribute('aria-checked')).toBe(
        'true',
      ),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Male' }));
    expect(screen.getByRole('radio', { name: 'Female' }).getAttribute('aria-checked')).toBe('true');

    await view.next();
    await screen.findByRole('heading', { name: 'Customer details' });
    const name = () => screen.getByLabelText('Customer name', { selector: 'input' });
    const address = () => screen.getByLabelText('Address', { selector: 'textarea' });
    expect(name()).toMatchObject({ value: 'Meena Verma', readOnly: true });
    expect(address()).toMatchObject({ value: '4 Lake View, Bopal', readOnly: true });
    expect(screen.getByText(hint)).toBeTruthy();

    // Someone new is theirs to type; choosing a person again shows that person as kept.
    const people = screen.getByRole('radiogroup', { name: 'Who is this order for?' });
    fireEvent.click(within(people).getByRole('radio', { name: /Someone new on this number/ }));
    await waitFor(() => expect(name()).toMatchObject({ value: '', readOnly: false }));
    view.type('Customer name', 'Meena V');
    fireEvent.click(within(people).getByRole('radio', { name: /Meena Verma/ }));
    await waitFor(() => expect(name()).toMatchObject({ value: 'Meena Verma', readOnly: true }));
  });

  it("starts from a returning person's last measurements as the number's lookup gives them", async () => {
    const view = renderNewOrder({
      area: 'employee',
      customer: asha,
      lastMeasurements: { Shirt: { Chest: '38.5', Length: '29' } },
    });
    view.type('Customer mobile number', asha.mobile_no);
    expect(await screen.findByText(/Returning customer: Asha Verma/)).toBeTruthy();
    await view.next();
    await screen.findByRole('heading', { name: 'Customer details' });
    await view.choose('Garment', 'Shirt', view.product(1));
    const chest = () =>
      within(view.product(1)).getByRole('textbox', { name: 'Chest' }) as HTMLInputElement;
    await waitFor(() => expect(chest().value).toBe('38.5'));
    // The customer's own pages may be outside the employee's work: the lookup is all it asks.
    expect(view.calls.some((c) => c.url.includes('/last-measurements'))).toBe(false);
  });

  it('says whom to ask when the store has no staff to assign', async () => {
    const view = renderNewOrder({ area: 'employee', employees: [] });
    await view.chooseGender();
    expect(
      await screen.findByText('No staff to assign yet. Ask the shopkeeper to add employees.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add employee' })).toBeNull();
  });
});
