import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayInShopZone } from '@tailor/shared/dates';
import { renderNewOrder } from '../test/render-new-order';

afterEach(() => vi.unstubAllGlobals());

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const remaining = () => screen.getByLabelText('Remaining amount').textContent;

describe('new order, step 3: payment and delivery', { timeout: 30_000 }, () => {
  async function toPayment(prices: string[]) {
    const page = renderNewOrder();
    await page.chooseGender();
    page.fillCustomer();
    for (const [index, price] of prices.entries()) {
      if (index > 0) fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
      await page.fillProduct(index + 1, { price, garment: index % 2 ? 'Trouser' : 'Shirt' });
    }
    await page.next();
    await screen.findByRole('heading', { name: 'Payment' });
    return page;
  }

  it('adds up the prices exactly to the paisa and shows what remains', async () => {
    await toPayment(['499.99', '1200.5', '0.01']);
    expect(field('Total price').value).toBe('₹1,700.50');
    expect(field('Total price').readOnly).toBe(true);
    expect(remaining()).toBe('₹1,700.50');
    fireEvent.change(field('Advance payment'), { target: { value: '700.49' } });
    expect(remaining()).toBe('₹1,000.01');
    fireEvent.change(field('Advance payment'), { target: { value: '1700.5' } });
    expect(remaining()).toBe('₹0');
  });

  it('starts with today as the order date, shown day first as DD/MM/YYYY', async () => {
    await toPayment(['100']);
    const group = await screen.findByRole('group', { name: 'Order date' });
    const [year, month, day] = todayInShopZone().split('-');
    expect(group.parentElement!.querySelector('input')!.value).toBe(`${day}/${month}/${year}`);
    expect(group.textContent!.startsWith(`${day}/${month}/${year}`)).toBe(true);
  });

  it('names what is missing', async () => {
    const { next, expectTexts } = await toPayment(['100']);
    fireEvent.change(field('Advance payment'), { target: { value: '50' } });
    await next();
    await expectTexts([
      'Payment type is required',
      'Due date is required',
      'Please correct the errors before proceeding',
    ]);
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeTruthy();
  });

  it('asks for the payment type only when an advance is taken', async () => {
    const { next, fillPayment } = await toPayment(['100']);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Cash' })).toBeNull();
    fireEvent.change(field('Advance payment'), { target: { value: '20' } });
    expect(await screen.findByRole('radio', { name: 'Cash' })).toBeTruthy();
    fireEvent.change(field('Advance payment'), { target: { value: '0' } });
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Cash' })).toBeNull());
    await fillPayment({ advance: '0' });
    await next();
    expect(await screen.findByRole('heading', { name: 'Customer' })).toBeTruthy();
    expect(screen.queryByText('Payment type is required')).toBeNull();
  });

  it('refuses an advance above the total and an amount that is not one', async () => {
    const { next, fillPayment } = await toPayment(['499.99', '1200.5']);
    await fillPayment({ advance: '1700.50' });
    await next();
    expect(await screen.findByText('Advance payment cannot exceed total amount')).toBeTruthy();
    fireEvent.change(field('Advance payment'), { target: { value: '1.234' } });
    expect(await screen.findByText('Enter a valid amount')).toBeTruthy();
    fireEvent.change(field('Advance payment'), { target: { value: '1700.49' } });
    await waitFor(() => expect(screen.queryByText('Enter a valid amount')).toBeNull());
    await next();
    expect(await screen.findByRole('heading', { name: 'Customer' })).toBeTruthy();
  });

  it("keeps the payment type buttons still while the advance's message comes and goes", async () => {
    await toPayment(['100']);
    const advance = field('Advance payment');
    // The advance keeps a line for its message, so leaving it by tapping a payment type below it
    // cannot move the button being tapped, nor the remaining amount.
    const helper = () => document.getElementById(`${advance.id}-helper-text`);
    expect(helper()).not.toBeNull();
    fireEvent.change(advance, { target: { value: '500' } });
    const cash = await screen.findByRole('radio', { name: 'Cash' });
    // The buttons come below the advance as it is typed, so they never push the field being typed.
    expect(advance.compareDocumentPosition(cash) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.blur(advance);
    expect(await screen.findByText('Advance payment cannot exceed total amount')).toBe(helper());
    fireEvent.click(cash);
    expect((cash as HTMLInputElement).checked).toBe(true);
  });

  it('takes the user to the first field to correct', async () => {
    const page = await toPayment(['100']);
    await page.fillPayment({ advance: '1.234' });
    await page.next();
    expect(await screen.findByText('Please correct the errors before proceeding')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Advance payment')));

    fireEvent.change(field('Advance payment'), { target: { value: '40' } });
    await page.next();
    const cash = await screen.findByRole('radio', { name: 'Cash' });
    await waitFor(() => expect(document.activeElement).toBe(cash));
  });

  it('refuses a due date in the past', async () => {
    const { next, fillPayment } = await toPayment(['100']);
    await fillPayment({ due: addDays(todayInShopZone(), -1) });
    await next();
    expect(await screen.findByText('Due date cannot be in the past')).toBeTruthy();
  });

  it('keeps everything when going back from the review', async () => {
    const { next, fillPayment } = await toPayment(['250']);
    await fillPayment({ advance: '100', type: 'UPI' });
    await next();
    await screen.findByRole('heading', { name: 'Customer' });

    fireEvent.click(screen.getByRole('button', { name: 'Edit payment and delivery' }));
    await screen.findByRole('heading', { name: 'Payment' });
    expect(field('Advance payment').value).toBe('100');
    expect((screen.getByRole('radio', { name: 'UPI' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Customer details' });
    expect(field('Customer name').value).toBe('Meera Shah');
    expect(field('Price').value).toBe('250');
    expect(screen.getByRole('img', { name: 'photo-1-1.png' })).toBeTruthy();
  });

  it("warns when an assignee's own day is full on the chosen due date, and still goes on", async () => {
    const page = renderNewOrder({
      employeeLoads: [{ employee_id: 'emp-1', name: 'Ravi Kumar', garments: 4, capacity: 5 }],
    });
    await page.chooseGender();
    page.fillCustomer();
    await page.fillProduct(1, { price: '100', garment: 'Shirt' });
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    await page.fillProduct(2, { price: '100', garment: 'Trouser' });
    await page.next();
    await screen.findByRole('heading', { name: 'Payment' });
    expect(screen.queryByTestId('assignee-full')).toBeNull();
    await page.fillPayment({ due: page.dueDate(6) });
    const warning = await screen.findByTestId('assignee-full');
    expect(warning.textContent).toContain('Ravi Kumar already has 4 of 5 garments on');
    expect(warning.textContent).toContain('This order gives them 2 more.');
    await page.next();
    expect(await screen.findByRole('heading', { name: 'Customer' })).toBeTruthy();
  });

  it('says nothing when the assignee has room that day', async () => {
    const page = renderNewOrder({
      employeeLoads: [{ employee_id: 'emp-1', name: 'Ravi Kumar', garments: 3, capacity: 5 }],
    });
    await page.chooseGender();
    page.fillCustomer();
    await page.fillProduct(1, { price: '100', garment: 'Shirt' });
    await page.next();
    await screen.findByRole('heading', { name: 'Payment' });
    await page.fillPayment({ due: page.dueDate(6) });
    await screen.findByTestId('due-date-load');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('assignee-full')).toBeNull();
  });
});
