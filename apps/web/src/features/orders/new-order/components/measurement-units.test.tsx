import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MEASUREMENT_TEMPLATES } from '@tailor/shared/measurements';
import type { CreateOrderInput } from '@tailor/shared/orders/create-order-schemas';
import { asha } from '../test/fixtures';
import { renderNewOrder, type Setup } from '../test/render-new-order';

const value = (name: string, container: HTMLElement) =>
  (within(container).getByLabelText(name, { selector: 'input' }) as HTMLInputElement).value;

const helperOf = (name: string, container: HTMLElement) => {
  const input = within(container).getByLabelText(name, { selector: 'input' });
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
};

/** A returning customer's Shirt, measured last time in inches, in a shop that measures in `unit`. */
async function returningShirt(setup: Partial<Setup> = {}) {
  const view = renderNewOrder({
    customer: asha,
    lastMeasurements: { Shirt: { Chest: '38', Neck: '15 1/2', Collar: 'Chinese' } },
    ...setup,
  });
  await view.chooseGender();
  view.type('Customer mobile number', asha.mobile_no);
  await screen.findByText('Returning customer');
  await view.choose('Garment', 'Shirt', view.product(1));
  const card = view.product(1);
  return { ...view, card };
}

describe('new order: measurement units', { timeout: 30_000 }, () => {
  it("converts last time's inches for a shop that now measures in centimetres, and shows both", async () => {
    const { card, type } = await returningShirt({
      templates: { measurement_templates: DEFAULT_MEASUREMENT_TEMPLATES, measurement_unit: 'cm' },
    });
    await waitFor(() => expect(value('Chest', card)).toBe('96.5'));
    expect(value('Neck', card)).toBe('39.5');
    expect(value('Collar', card)).toBe('Chinese');
    expect(helperOf('Chest', card)).toBe('Last time: 38 in (96.5 cm)');
    expect(within(card).getAllByText('cm').length).toBeGreaterThan(0);

    // Compared in centimetres: 2 cm more on a 96.5 chest is within the rule, 10 is not.
    type('Chest', '98.5', card);
    expect(helperOf('Chest', card)).toBe('Last time: 38 in (96.5 cm)+2');
    type('Chest', '106.5', card);
    expect(helperOf('Chest', card)).toContain('+10 since last time: please check');
    // The plausible range is the centimetre one: a chest of 38 cm is a slip.
    type('Chest', '38', card);
    expect(helperOf('Chest', card)).toContain('Usually 45–178 cm: please check');
  });

  it('sends the unit the form showed with each garment, and the confirmation speaks it', async () => {
    const { card, type, next, fillProduct, fillPayment, calls } = await returningShirt({
      templates: { measurement_templates: DEFAULT_MEASUREMENT_TEMPLATES, measurement_unit: 'cm' },
    });
    await waitFor(() => expect(value('Chest', card)).toBe('96.5'));
    await fillProduct(1);
    type('Neck', '200', card);
    await next();
    await screen.findByRole('heading', { name: 'Payment' });
    await fillPayment();
    await next();
    await screen.findByRole('heading', { name: 'Customer' });
    await next();
    const dialog = screen.getByRole('dialog', { name: 'Submit order' });
    const unusual = within(dialog).getByTestId('unusual-measurements');
    expect(within(unusual).getByText('Product 1, Shirt: Neck 200: usually 22–67 cm')).toBeTruthy();
    fireEvent.click(within(unusual).getByRole('checkbox', { name: /I have checked these values/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order details page')).toBeTruthy();
    const sent = calls.find((c) => c.url === '/api/create_order')!.body as CreateOrderInput;
    expect(sent.order.products[0]).toMatchObject({
      measurements: { Chest: '96.5', Neck: '200', Collar: 'Chinese' },
      measurement_unit: 'cm',
    });
  });

  it('keeps inches when last time was inches too, and shows values as written', async () => {
    const { card } = await returningShirt({ lastUnits: { Shirt: 'in' } });
    await waitFor(() => expect(value('Chest', card)).toBe('38'));
    expect(value('Neck', card)).toBe('15 1/2');
    expect(helperOf('Neck', card)).toBe('Last time: 15 1/2');
  });

  it("shows where to measure: the hint and the drawing for a default measurement, the shop's hint for its own", async () => {
    const templates = {
      ...DEFAULT_MEASUREMENT_TEMPLATES,
      male: [
        {
          garment: 'Shirt',
          measurements: ['Chest', 'Collar'],
          hints: { Collar: 'Height of the collar band at the back' },
        },
      ],
    };
    const { card } = await returningShirt({
      templates: { measurement_templates: templates, measurement_unit: 'in' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Where to measure Chest' }));
    const chest = await screen.findByRole('dialog', { name: 'Where to measure: Chest' });
    expect(within(chest).getByRole('img', { name: 'Where the tape goes for Chest' })).toBeTruthy();
    expect(chest.textContent).toContain('Round the fullest part of the chest');
    fireEvent.click(within(chest).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(card).getByRole('button', { name: 'Where to measure Collar' }));
    const collar = await screen.findByRole('dialog', { name: 'Where to measure: Collar' });
    expect(collar.textContent).toContain('Height of the collar band at the back');
    expect(within(collar).queryByRole('img')).toBeNull();
  });

  it('gives length fields a pattern the browser accepts under the v flag: digits, point, slash, space', async () => {
    const { card } = await returningShirt({ lastUnits: { Shirt: 'in' } });
    await waitFor(() => expect(value('Chest', card)).toBe('38'));
    const pattern = within(card)
      .getByLabelText('Chest', { selector: 'input' })
      .getAttribute('pattern')!;
    // The browser compiles a pattern attribute as ^(?:pattern)$ with the v flag.
    const whole = new RegExp(`^(?:${pattern})$`, 'v');
    expect(whole.test('15 1/2')).toBe(true);
    expect(whole.test('38.5')).toBe(true);
    expect(whole.test('38 cm')).toBe(false);
    expect(
      within(card).getByLabelText('Collar', { selector: 'input' }).hasAttribute('pattern'),
    ).toBe(false);
  });
});
