import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CreateOrderInput } from '@tailor/shared/orders/create-order-schemas';
import { asha } from '../test/fixtures';
import { renderNewOrder } from '../test/render-new-order';

const value = (name: string, container: HTMLElement) =>
  (within(container).getByLabelText(name, { selector: 'input' }) as HTMLInputElement).value;

/** The helper text under a measurement's field. */
const helperOf = (name: string, container: HTMLElement) => {
  const input = within(container).getByLabelText(name, { selector: 'input' });
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
};

const last = { Shirt: { Chest: '38', Length: '29 1/2', 'Collar Style': 'Chinese' } };

/** A returning customer's Shirt, filled in from their last order. */
async function returningShirt() {
  const view = renderNewOrder({ customer: asha, lastMeasurements: last });
  await view.chooseGender();
  view.type('Customer mobile number', asha.mobile_no);
  await screen.findByText('Returning customer');
  await view.choose('Garment', 'Shirt', view.product(1));
  const card = view.product(1);
  await waitFor(() => expect(value('Chest', card)).toBe('38'));
  return { ...view, card };
}

describe('new order: measurements against last time', { timeout: 30_000 }, () => {
  it("shows last time's value beside each field and the difference of a changed one", async () => {
    const { card, type } = await returningShirt();
    expect(helperOf('Chest', card)).toBe('Last time: 38');
    expect(helperOf('Length', card)).toBe('Last time: 29 1/2');
    // Nothing was measured for the waist last time.
    expect(helperOf('Waist', card)).toBe('');

    type('Chest', '39', card);
    expect(helperOf('Chest', card)).toBe('Last time: 38+1');
    expect(within(card).getByText('+1')).toBeTruthy();
    type('Length', '29', card);
    expect(within(card).getByText('\u22120.5')).toBeTruthy();
    // Fractions and decimals are compared as numbers: no change.
    type('Length', '29.5', card);
    expect(helperOf('Length', card)).toBe('Last time: 29 1/2');
    type('Collar Style', 'Round', card);
    expect(within(card).getByText('was Chinese')).toBeTruthy();
  });

  it("offers 'Same as last time' for a garment measured before, and fills it in again", async () => {
    const { card, type, choose } = await returningShirt();
    type('Chest', '45', card);
    type('Length', '', card);
    type('Waist', '32', card);
    fireEvent.click(within(card).getByRole('button', { name: 'Same as last time' }));
    expect(value('Chest', card)).toBe('38');
    expect(value('Length', card)).toBe('29 1/2');
    expect(value('Collar Style', card)).toBe('Chinese');
    // What last time did not measure is left as typed.
    expect(value('Waist', card)).toBe('32');

    await choose('Garment', 'Kurta', card);
    expect(within(card).queryByRole('button', { name: 'Same as last time' })).toBeNull();
    expect(helperOf('Chest', card)).toBe('');
  });

  it('flags a value outside its plausible range or changed a lot since last time', async () => {
    const { card, type } = await returningShirt();
    type('Waist', '7', card);
    expect(helperOf('Waist', card)).toBe('Usually 16–70 in: please check');
    // A Length is checked against the garment's own: a shirt of 45 is a slip, a gown's would not be.
    type('Length', '45', card);
    expect(helperOf('Length', card)).toContain('Usually 14–42 in: please check');
    type('Chest', '42', card);
    expect(helperOf('Chest', card)).toContain('+4 since last time: please check');
    type('Chest', '40', card);
    expect(helperOf('Chest', card)).toBe('Last time: 38+2');
  });

  it('refuses a value that cannot be a measurement, with a clear message', async () => {
    const { card, type, next, fillCustomer } = await returningShirt();
    fillCustomer(asha.mobile_no, asha.name, asha.address!);
    type('Chest', '38..5', card);
    type('Waist', 'thirty', card);
    type('Neck', '1/0', card);
    await next();
    expect(await within(card).findByText('A number has only one decimal point')).toBeTruthy();
    expect(within(card).getByText('Enter a number, like 38, 38.5 or 38 1/2')).toBeTruthy();
    expect(within(card).getByText('A fraction cannot have 0 below the line')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payment' })).toBeNull();
  });

  it('asks to confirm unusual values before the order is sent, and sends them once confirmed', async () => {
    const { card, type, next, fillProduct, fillPayment, calls } = await returningShirt();
    await fillProduct(1);
    type('Chest', '88', card);
    type('Waist', '32', card);
    await next();
    await screen.findByRole('heading', { name: 'Payment' });
    await fillPayment();
    await next();
    await screen.findByRole('heading', { name: 'Customer' });
    await next();

    const dialog = screen.getByRole('dialog', { name: 'Submit order' });
    const unusual = within(dialog).getByTestId('unusual-measurements');
    expect(within(unusual).getByText('These values look unusual')).toBeTruthy();
    expect(within(unusual).getByText('Product 1, Shirt: Chest 88: usually 18–70 in')).toBeTruthy();
    expect(
      within(unusual).getByText('Product 1, Shirt: Chest 88: +50 since last time (was 38)'),
    ).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);

    fireEvent.click(within(unusual).getByRole('checkbox', { name: /I have checked these values/ }));
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(await screen.findByText('Order details page')).toBeTruthy();
    const sent = calls.find((c) => c.url === '/api/create_order')!.body as CreateOrderInput;
    expect(sent.order.products[0]!.measurements).toMatchObject({ Chest: '88', Waist: '32' });
  });

  it('asks nothing more when every value looks usual', async () => {
    const { card, type, next, fillProduct, fillPayment } = await returningShirt();
    await fillProduct(1);
    type('Chest', '39 1/2', card);
    await next();
    await screen.findByRole('heading', { name: 'Payment' });
    await fillPayment();
    await next();
    await screen.findByRole('heading', { name: 'Customer' });
    await next();
    const dialog = screen.getByRole('dialog', { name: 'Submit order' });
    expect(within(dialog).queryByTestId('unusual-measurements')).toBeNull();
    expect(
      (within(dialog).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
