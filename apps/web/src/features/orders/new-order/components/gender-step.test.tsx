import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asha } from '../test/fixtures';
import { renderNewOrder } from '../test/render-new-order';

afterEach(() => vi.unstubAllGlobals());

describe('new order, step 1: gender', { timeout: 30_000 }, () => {
  it('asks for a gender before going on', async () => {
    const { next } = renderNewOrder();
    await next();
    expect(await screen.findByText('Please select a gender first.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Customer details' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    expect(screen.queryByText('Please select a gender first.')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Female' }).getAttribute('aria-checked')).toBe('true');
  });

  it('cannot go back to the gender once it is chosen', async () => {
    const { chooseGender } = renderNewOrder();
    await chooseGender('Male');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('You cannot go back after selecting gender')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Customer details' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Male' })).toBeNull();

    // The stepper's first step is no way back either.
    fireEvent.click(screen.getByRole('button', { name: 'Select gender' }));
    expect(screen.getByRole('heading', { name: 'Customer details' })).toBeTruthy();
    expect(screen.getByText('You cannot go back after selecting gender')).toBeTruthy();
  });

  it("asks for the number first and takes a returning customer's gender from their record", async () => {
    const female = { ...asha, gender: 'female' as const };
    const { type, next } = renderNewOrder({ customer: female });
    const mobile = screen.getByLabelText('Customer mobile number', { selector: 'input' });
    const firstCard = screen.getByRole('radio', { name: 'Male' });
    expect(
      mobile.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    type('Customer mobile number', female.mobile_no);
    expect(await screen.findByText(/Returning customer: Asha Verma/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Female' }).getAttribute('aria-checked')).toBe(
        'true',
      ),
    );
    // Another number (no customer) gives the choice back; a gender picked by hand stays.
    type('Customer mobile number', '9000000001');
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Female' }).getAttribute('aria-checked')).toBe(
        'false',
      ),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Male' }));
    type('Customer mobile number', female.mobile_no);
    await screen.findByText(/Returning customer: Asha Verma/);
    expect(screen.getByRole('radio', { name: 'Male' }).getAttribute('aria-checked')).toBe('true');
    // The number and the details found come along to the next step.
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    await next();
    await screen.findByRole('heading', { name: 'Customer details' });
    expect(screen.getByLabelText('Customer mobile number', { selector: 'input' })).toHaveProperty(
      'value',
      female.mobile_no,
    );
    expect(screen.getByLabelText('Customer name', { selector: 'input' })).toHaveProperty(
      'value',
      'Asha Verma',
    );
  });

  it('keeps every digit of a number typed while the next step is drawn', async () => {
    // A quick hand taps Next, then the number field the first step still shows while the next
    // step is checked and drawn, and types on: the field it typed in is replaced by the next
    // step's own, under the caret.
    const user = userEvent.setup({ delay: null });
    renderNewOrder();
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    fireEvent.click(screen.getByText('Next').closest('button')!);
    const first = screen.getByLabelText('Customer mobile number', { selector: 'input' });
    first.focus();
    await user.keyboard('98765');
    await screen.findByRole('heading', { name: 'Customer details' });
    expect(first.isConnected).toBe(false);
    await user.keyboard('43210');
    const mobile = screen.getByLabelText('Customer mobile number', { selector: 'input' });
    expect(mobile).toHaveProperty('value', '9876543210');
    expect(document.activeElement).toBe(mobile);
    // Nothing else took the digits typed after the change.
    expect(screen.getByLabelText('Customer name', { selector: 'input' })).toHaveProperty(
      'value',
      '',
    );
  });

  it('offers the garments of the chosen gender', async () => {
    const { chooseGender, product } = renderNewOrder();
    await chooseGender('Female');
    fireEvent.mouseDown(within(product(1)).getByRole('combobox', { name: 'Garment' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toContain('Blouse');
    expect(options).toContain('Lehenga');
    expect(options).toContain('Other');
    expect(options).not.toContain('Sherwani');
  });
});

describe('leaving the new order', { timeout: 30_000 }, () => {
  it('goes at once before anything is entered', async () => {
    const { router } = renderNewOrder();
    await screen.findByRole('radio', { name: 'Male' });
    await act(() => router.navigate('/app/order_list'));
    expect(await screen.findByText('Order list page')).toBeTruthy();
  });

  it('asks once the order is started, and keeps everything on Stay', async () => {
    const { router, chooseGender, fillCustomer } = renderNewOrder();
    await chooseGender('Female');
    fillCustomer();
    await act(() => router.navigate('/app/order_list'));
    const ask = await screen.findByRole('dialog', { name: 'Leave this page?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/app/new-order');
    expect(screen.getByLabelText('Customer name', { selector: 'input' })).toHaveProperty(
      'value',
      'Meera Shah',
    );
    await act(() => router.navigate('/app/order_list'));
    const again = await screen.findByRole('dialog', { name: 'Leave this page?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Order list page')).toBeTruthy();
  });
});
