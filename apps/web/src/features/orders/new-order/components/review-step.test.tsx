import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../../../../lib/api-client';
import { createdOrder } from '../test/fixtures';
import { renderNewOrder } from '../test/render-new-order';
import type { ApiCall } from '../test/stub-api';

const writeRetries = apiConfig.writeRetries;
beforeEach(() => {
  apiConfig.writeRetries = 0;
});
afterEach(() => {
  apiConfig.writeRetries = writeRetries;
  vi.unstubAllGlobals();
});

const creates = (calls: ApiCall[]) => calls.filter((c) => c.url === '/api/create_order');
const confirmDialog = () => screen.getByRole('dialog', { name: 'Submit order' });

describe('new order, step 4: review and submit', { timeout: 30_000 }, () => {
  it('sums the order up and asks before submitting', async () => {
    const { toReview, next, calls, dueDate } = renderNewOrder();
    await toReview({ advance: '99.99' });
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(within(customer).getByText('Meera Shah')).toBeTruthy();
    expect(within(customer).getByText('+91 98765 43210')).toBeTruthy();
    expect(within(customer).getByText('5 Ashram Road')).toBeTruthy();
    expect(within(customer).getByText('Male')).toBeTruthy();
    const payment = screen.getByRole('region', { name: 'Payment and delivery' });
    expect(within(payment).getByText('₹499.99')).toBeTruthy();
    expect(within(payment).getByText('₹99.99')).toBeTruthy();
    expect(within(payment).getByText('₹400')).toBeTruthy();
    expect(within(payment).getByText('Cash')).toBeTruthy();
    // Dates in the app's one day-month-year form ('05 Nov 2026'), not 'Nov 5, 2026'.
    const [y, m, d] = dueDate().split('-');
    const month = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')[Number(m) - 1];
    expect(within(payment).getByText(`${d} ${month} ${y}`)).toBeTruthy();
    const products = screen.getByRole('region', { name: 'Products (1)' });
    expect(within(products).getByText('1. Shirt')).toBeTruthy();
    expect(within(products).getByText('Ravi Kumar')).toBeTruthy();
    expect(within(products).getByRole('img', { name: 'Image 1 of Shirt' })).toBeTruthy();

    await next();
    expect(
      within(confirmDialog()).getByText('Are you sure you want to submit this order?'),
    ).toBeTruthy();
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(creates(calls)).toHaveLength(0);
  });

  it('submits the order and opens it', async () => {
    const { toReview, next, calls } = renderNewOrder({
      createAnswers: [{ status: 201, body: createdOrder({ _id: 'order-7', order_number: 7 }) }],
    });
    await toReview({ advance: '100' });
    await next();
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order details page')).toBeTruthy();
    expect(await screen.findByText('Order #7 has been created')).toBeTruthy();

    const [create] = creates(calls);
    const body = create!.body as {
      customer: unknown;
      order: { products: { measurements: object; uploadedImages: string[] }[] };
    };
    expect(body.customer).toEqual({
      name: 'Meera Shah',
      mobile_no: '9876543210',
      address: '5 Ashram Road',
      gender: 'male',
    });
    expect(body.order).toMatchObject({
      orderType: 'new',
      totalAmount: 499.99,
      advancePayment: 100,
      paymentType: 'cash',
    });
    expect(body.order.products).toHaveLength(1);
    expect(body.order.products[0]).toMatchObject({
      product: { name: 'Shirt' },
      price: 499.99,
      note: null,
      assigned_to: 'emp-1',
      measurements: {},
    });
    expect(body.order.products[0]!.uploadedImages).toEqual([expect.stringMatching(/^img-/)]);
    expect(create!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('retries a failed submission with the same Idempotency-Key', async () => {
    const { toReview, next, calls } = renderNewOrder({
      createAnswers: [
        'network-error',
        {
          status: 500,
          body: { error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
        },
      ],
    });
    await toReview();
    await next();
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(confirmDialog()).findByText('Failed to submit the order. Please try again.'),
    ).toBeTruthy();
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(creates(calls)).toHaveLength(2));
    expect(await within(confirmDialog()).findByRole('button', { name: 'Try again' })).toBeTruthy();
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Order details page')).toBeTruthy();

    const keys = creates(calls).map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBeTruthy();
    expect(new Set(keys).size).toBe(1);
    expect(creates(calls)[2]!.body).toEqual(creates(calls)[0]!.body);
  });

  it('takes the page to the review’s top in the commit that draws it, so Submit order stays put', async () => {
    const { chooseGender, fillCustomer, fillProduct, fillPayment, next } = renderNewOrder();
    await chooseGender();
    fillCustomer();
    await fillProduct(1);
    await next();
    await screen.findByRole('heading', { name: 'Payment' });
    await fillPayment();
    // Each scroll, with whether the button under the finger already reads Submit order: a smooth
    // scroll begun while it read Next went on as the review was drawn, and moved the button under
    // a tap on it (pressed on the button, let go beside it: no click).
    const scrolls: { behavior: ScrollBehavior | undefined; submitShown: boolean }[] = [];
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation((options?: unknown) => {
      scrolls.push({
        behavior: (options as ScrollToOptions | undefined)?.behavior,
        submitShown: screen.queryByText('Submit order') !== null,
      });
    });
    try {
      await next();
      await screen.findByRole('heading', { name: 'Customer' });
      expect(scrolls).toEqual([{ behavior: 'instant', submitShown: true }]);
    } finally {
      scrollTo.mockRestore();
    }
  });

  it('submits a double tap on Confirm once', async () => {
    const { toReview, next, calls } = renderNewOrder();
    await toReview();
    await next();
    const confirm = within(confirmDialog()).getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Order details page')).toBeTruthy();
    expect(creates(calls)).toHaveLength(1);
  });

  it('submits the same order with a new key once the confirm dialog is opened again', async () => {
    const { toReview, next, calls } = renderNewOrder({
      createAnswers: [{ status: 500, body: { error: 'Internal error', code: 'INTERNAL' } }],
    });
    await toReview();
    await next();
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(confirmDialog()).findByText('Failed to submit the order. Please try again.'),
    ).toBeTruthy();
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await next();
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order details page')).toBeTruthy();

    const [first, second] = creates(calls);
    expect(second!.body).toEqual(first!.body);
    expect(first!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
  });

  it("shows the server's reason and uses a new key once the order is changed", async () => {
    const { toReview, next, calls, type, product } = renderNewOrder({
      createAnswers: [
        {
          status: 400,
          body: {
            error: 'Please assign an employee to each product',
            code: 'EMPLOYEE_ASSIGNMENT_INVALID',
          },
        },
      ],
    });
    await toReview();
    await next();
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(confirmDialog()).findByText('Please assign an employee to each product'),
    ).toBeTruthy();
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edit products' }));
    await screen.findByRole('heading', { name: 'Customer details' });
    type('Price', '520', product(1));
    await next();
    await screen.findByRole('heading', { name: 'Payment' });
    await next();
    await screen.findByRole('heading', { name: 'Customer' });
    await next();
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order details page')).toBeTruthy();
    const [first, second] = creates(calls);
    expect((second!.body as { order: { totalAmount: number } }).order.totalAmount).toBe(520);
    expect(second!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
  });
});

describe('alteration order', { timeout: 30_000 }, () => {
  it('takes a price of 0 and no images, and submits a total of 0', async () => {
    const page = renderNewOrder({ orderType: 'alteration' });
    await page.chooseGender('Female');
    page.fillCustomer();
    await page.fillProduct(1, { garment: 'Blouse', price: '', images: 0 });
    expect(
      screen.getByText(
        'Optional: up to 4 photos. Big photos are made smaller to fit 2MB before upload.',
      ),
    ).toBeTruthy();
    await page.next();
    await screen.findByRole('heading', { name: 'Payment' });
    expect((screen.getByLabelText('Total price') as HTMLInputElement).value).toBe('₹0');
    expect(
      screen.getByText('The final amount can be set when the order is delivered'),
    ).toBeTruthy();
    await page.fillPayment({ advance: '200', type: 'UPI' });
    await page.next();
    await screen.findByRole('heading', { name: 'Customer' });
    expect(screen.getByText('Alteration')).toBeTruthy();
    await page.next();
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order details page')).toBeTruthy();
    const body = creates(page.calls)[0]!.body as {
      order: Record<string, unknown> & { products: object[] };
    };
    expect(body.order).toMatchObject({
      orderType: 'alteration',
      totalAmount: 0,
      advancePayment: 200,
      paymentType: 'upi',
    });
    expect(body.order.products[0]).toMatchObject({
      product: { name: 'Blouse' },
      price: 0,
      uploadedImages: [],
    });
  });

  it('still asks for images on a new order', async () => {
    const page = renderNewOrder({ orderType: 'new' });
    await page.chooseGender('Female');
    page.fillCustomer();
    await page.fillProduct(1, { garment: 'Blouse', price: '350', images: 0 });
    await page.next();
    expect(await screen.findByText('Please add at least one image for each product')).toBeTruthy();
  });
});
