import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerDetail } from '@tailor/shared/customers';
import { asha } from '../test/fixtures';
import { renderNewOrder } from '../test/render-new-order';

const self: CustomerDetail = { ...asha, people_on_mobile: 2 };
const meena: CustomerDetail = {
  ...asha,
  _id: 'cust-2',
  name: 'Meena Verma',
  gender: 'female',
  relation: 'wife',
  people_on_mobile: 2,
  last_order_date: null,
  address: '22 MG Road, Navrangpura',
};

describe('New order: people on one mobile number', () => {
  it('offers the people on a returning number and takes the chosen one’s details', async () => {
    const { type, next } = renderNewOrder({ customer: self, family: [self, meena] });
    type('Customer mobile number', self.mobile_no);
    const group = await screen.findByRole('radiogroup', { name: 'Who is this order for?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    // Several people: nobody is chosen for the shop.
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(group.textContent).toContain('Self · Last order 01 Oct 2026');
    expect(group.textContent).toContain('Wife · No orders yet');
    expect(group.textContent).toContain('Someone new on this number');

    fireEvent.click(within(group).getByRole('radio', { name: /Meena Verma/ }));
    expect(await screen.findByText(/Returning customer: Meena Verma/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Female' }).getAttribute('aria-checked')).toBe(
        'true',
      ),
    );
    await next();
    await screen.findByRole('heading', { name: 'Customer details' });
    expect(screen.getByLabelText('Customer name', { selector: 'input' })).toHaveProperty(
      'value',
      'Meena Verma',
    );
    expect(screen.queryByLabelText('Relation')).toBeNull();
  });

  it('asks someone new on the number for their name and relation, keeping the family’s address', async () => {
    const { type, chooseGender } = renderNewOrder({ customer: self, family: [self] });
    type('Customer mobile number', self.mobile_no);
    const group = await screen.findByRole('radiogroup', { name: 'Who is this order for?' });
    // The number's one person is the one chosen, as before families were kept.
    await waitFor(() =>
      expect(
        (within(group).getByRole('radio', { name: /Asha Verma/ }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    fireEvent.click(within(group).getByRole('radio', { name: /Someone new on this number/ }));
    await chooseGender('Male');
    expect(screen.getByLabelText('Customer name', { selector: 'input' })).toHaveProperty(
      'value',
      '',
    );
    expect(screen.getByLabelText('Address', { selector: 'textarea' })).toHaveProperty(
      'value',
      self.address,
    );
    expect(screen.getByRole('combobox', { name: 'Relation' })).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'Date of birth' })).toBeTruthy();
  });
});
