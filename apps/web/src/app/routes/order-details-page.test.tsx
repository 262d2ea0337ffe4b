import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderCustomerMessage } from '@tailor/shared/customer-messages';
import type { OrderDetail } from '@tailor/shared/orders/responses';
import { EmployeeOrderDetailsRoute } from './employee/employee-order-details-route';
import { OrderDetailsRoute } from './shopkeeper/order-details-route';
import { StaffOrderRoute } from './shopkeeper/staff-order-route';
import { apiConfig } from '../../lib/api-client';
import { session } from '../../lib/session';
import { mockIntersection } from '../../test/intersection';
import { hangingFetch } from '../../test/responses';
import { renderWithProviders } from '../../test/render';
import {
  makeOrder,
  makeOrderDetail,
  makeProduct,
  stubFetch,
  type StubAnswer,
} from '../../features/orders/components/order-details/order-fixtures';

type Entry = string | { pathname: string; search?: string; state?: unknown };

function renderAt(entry: Entry) {
  const router = createMemoryRouter(
    [
      { path: '/app/order-details/:id', element: <OrderDetailsRoute /> },
      { path: '/app/orders', element: <StaffOrderRoute /> },
      { path: '/app/orders/:id', element: <StaffOrderRoute /> },
      { path: '/employee-order-details/:id', element: <EmployeeOrderDetailsRoute /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [entry] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

/** Answers GET /orders/order-1 with this order, or with this answer (an error). */
function serve(answer: { detail: OrderDetail } | StubAnswer) {
  return stubFetch((call) => {
    if (call.method === 'GET' && call.url === `/api/orders/order-1`) {
      return typeof answer === 'object' && 'detail' in answer ? { body: answer.detail } : answer;
    }
    return { status: 404, body: { error: 'Not found' } };
  });
}

const region = (name: string) => within(screen.getByRole('region', { name }));

const retries = apiConfig.writeRetries;
beforeEach(() => {
  apiConfig.writeRetries = 0;
  session.set('authToken', 'token-1');
  session.set('role', 'shopkeeper');
  // Every gallery is in view, so its photo slider loads as on a desktop screen.
  mockIntersection({ inView: true });
});
afterEach(() => {
  apiConfig.writeRetries = retries;
  vi.unstubAllGlobals();
});

// The page loads its dialogs when one is first opened; imported here once, as a browser that has
// fetched them keeps them, so a test's wait is for the dialog, not for compiling its modules.
beforeAll(async () => {
  await Promise.all([
    import('../../features/orders/components/status/update-status-dialog'),
    import('../../features/orders/components/order-details/edit-order-dialog'),
    import('../../features/orders/components/order-details/cancel-order-dialog'),
    import('../../features/orders/components/payments/collect-payment-dialog'),
    import('../../features/orders/components/payments/final-payment-dialog'),
    import('../../features/orders/components/order-details/customer-messages-card'),
    import('../../features/orders/components/order-details/product-image-slider'),
  ]);
}, 60_000);

describe('Staff order detail', () => {
  it('shows a loading message, then every card of the fetched order', async () => {
    const calls = serve({ detail: makeOrderDetail() });
    renderAt('/app/order-details/order-1');
    expect(screen.getByText('Loading order details...')).toBeTruthy();

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #42' })).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/orders/order-1')).toHaveLength(1);
    expect(screen.getByTestId('order-status-chip').textContent).toBe('Assigned');
    expect(screen.getByRole('group', { name: 'Order actions' })).toBeTruthy();

    const customer = region('Customer');
    expect(customer.getByText('Anil Sharma')).toBeTruthy();
    expect(customer.getByText('Male')).toBeTruthy();
    const phone = customer.getByRole('link', { name: 'Call +91 98765 43210' });
    expect(phone.getAttribute('href')).toBe('tel:+919876543210');
    expect(phone.textContent).toBe('+91 98765 43210');
    expect(customer.getByText('22 Ashram Road, Ahmedabad')).toBeTruthy();

    const info = region('Order Details');
    const value = (r: typeof info, label: string) =>
      r.getByText(label).nextElementSibling?.textContent;
    expect(value(info, 'Order Date')).toBe('05 Nov 2026');
    expect(value(info, 'Due Date')).toBe('12 Nov 2026');
    expect(value(info, 'Payment Type')).toBe('UPI');
    expect(value(info, 'Assigned To')).toBe('Ravi Kumar, Sunita Devi');

    const billing = region('Billing Summary');
    expect(value(billing, 'Total Amount')).toBe('₹2,700');
    expect(value(billing, 'Advance Payment')).toBe('₹1,000');
    expect(value(billing, 'Paid so far')).toBe('₹1,000');
    expect(value(billing, 'Remaining')).toBe('₹1,700');
    expect(value(billing, 'Payment Type')).toBe('UPI');

    const shirt = within(screen.getByRole('article', { name: 'Shirt' }));
    expect(shirt.getByText('₹1,200')).toBeTruthy();
    expect(shirt.getByText('Chest').nextElementSibling?.textContent).toBe('40 in');
    expect(shirt.getByText('Sleeve').nextElementSibling?.textContent).toBe('24.5 in');
    expect(shirt.getByText('Slim fit')).toBeTruthy();
    expect(shirt.getByText('2 images')).toBeTruthy();
    // The slider, with every image, once it has loaded (the first image shows before).
    const thumbs = await waitFor(() => {
      const images = shirt.getAllByRole('img', { name: /^Shirt, image/ });
      expect(images).toHaveLength(2);
      return images as HTMLImageElement[];
    });
    expect(thumbs.map((img) => img.getAttribute('src'))).toEqual([
      '/api/images/key-a/thumb',
      '/api/images/key-b/thumb',
    ]);
    const trouser = within(screen.getByRole('article', { name: 'Trouser' }));
    expect(trouser.getByText('No images uploaded')).toBeTruthy();

    expect(region('Status History').getByText('Order created as Assigned')).toBeTruthy();
    expect(region('Payments Received').getByText('Total received: ₹1,000')).toBeTruthy();
  });

  it('offers no status change on a cancelled order, which is over', async () => {
    serve({
      detail: makeOrderDetail({
        status: 'Cancelled',
        cancellation: { reason: 'Changed their mind', paid_money: null, amount: 0 },
      }),
    });
    renderAt('/app/order-details/order-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #42' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update Status' })).toBeNull();
  });

  it("says 'Not specified' for a customer without gender and leaves out what is unknown", async () => {
    serve({
      detail: makeOrderDetail({
        customer: {
          _id: 'c',
          name: 'Kavita Joshi',
          gender: null,
          mobile_no: '9812345678',
          address: null,
        },
        order: { products: [makeProduct({ assigned_to: null, uploadedImages: [] })] },
      }),
    });
    renderAt('/app/order-details/order-1');
    const customer = await screen.findByRole('region', { name: 'Customer' });
    expect(within(customer).getByText('Not specified')).toBeTruthy();
    expect(within(customer).queryByText(/Address/)).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Order Details' })).queryByText('Assigned To'),
    ).toBeNull();
  });

  it('opens the full-screen viewer on the clicked image, with the full image', async () => {
    serve({ detail: makeOrderDetail() });
    renderAt('/app/order-details/order-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Open image 2 of 2' }));
    const viewer = await screen.findByRole('dialog', { name: 'Images of Shirt' });
    expect(within(viewer).getByText('Image 2 of 2')).toBeTruthy();
    expect(within(viewer).getByTestId('image-viewer-image').getAttribute('src')).toBe(
      '/api/images/key-b',
    );
  });

  it('shows the order from navigation state at once, while the history is still loading', async () => {
    vi.stubGlobal('fetch', vi.fn(hangingFetch));
    renderAt({
      pathname: '/app/order-details/order-1',
      state: {
        order: makeOrder(),
        customer: { _id: 'customer-1', name: 'Anil Sharma', mobile_no: '9876543210' },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Order #42' })).toBeTruthy();
    expect(screen.queryByText('Loading order details...')).toBeNull();
    expect(region('Customer').getByText('Not specified')).toBeTruthy();
    expect(region('Status History').queryByText(/Order created/)).toBeNull();
  });

  it("shows 'Order not found or data is missing.' with a way back to the orders", async () => {
    serve({ status: 404, body: { error: 'Order not found' } });
    const router = renderAt('/app/order-details/order-1');
    expect(await screen.findByText('Order not found or data is missing.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/order_list'));
  });

  it('offers to try again when the server could not be reached', async () => {
    let fail = true;
    stubFetch(() => (fail ? 'network-error' : { body: makeOrderDetail() }));
    renderAt('/app/order-details/order-1');
    // Reads are retried with back-off before the screen gives up; wait for it.
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 15_000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #42' })).toBeTruthy();
  }, 20_000);

  it("shows 'Data Missing' when the order came without its customer and cannot be fetched", async () => {
    serve({ status: 404, body: { error: 'Order not found' } });
    renderAt({ pathname: '/app/order-details/order-1', state: { order: makeOrder() } });
    expect(
      await screen.findByText(
        'Data Missing: Order or Customer data is missing. Please go back and try again.',
      ),
    ).toBeTruthy();
  });

  it('reads the order id from /app/orders?id= and from /app/orders/{id}', async () => {
    const calls = serve({ detail: makeOrderDetail() });
    renderAt({ pathname: '/app/orders', search: '?id=order-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #42' })).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/orders/order-1');
  });

  it('finds no order at /app/orders without an id', () => {
    const calls = serve({ detail: makeOrderDetail() });
    renderAt('/app/orders');
    expect(screen.getByText('Order not found or data is missing.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('replaces the shown status after an update and refreshes the order', async () => {
    // The server: the order as stored, changed by the status update.
    let stored = makeOrderDetail();
    const calls = stubFetch((call) => {
      if (call.url === '/api/update_order_status') {
        const { status } = call.body as { status: 'Completed' };
        stored = { ...stored, status, order: { ...stored.order, status } };
        const { customer: _c, status_history: _h, payments: _p, ...order } = stored;
        return { body: order };
      }
      return { body: stored };
    });
    renderAt('/app/order-details/order-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Update Status' }));
    const dialog = within(await screen.findByTestId('update-status-dialog'));
    fireEvent.click(dialog.getByRole('radio', { name: /^Completed/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Update Status' }));
    await waitFor(() =>
      expect(screen.getByTestId('order-status-chip').textContent).toBe('Completed'),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/orders/order-1')).toHaveLength(2),
    );
  });

  it("lists the messages to the customer, and the 'ready' one at once after marking the order Completed", async () => {
    let stored = makeOrderDetail();
    const sent: OrderCustomerMessage = {
      _id: 'msg-1',
      kind: 'order_taken',
      state: 'sent',
      text: 'Hello Anil Sharma',
      whatsapp_link: 'https://wa.me/919876543210?text=Hello',
      created_at: '2026-11-05T09:30:00.000Z',
      scheduled_for: null,
      sent_at: '2026-11-05T09:31:00.000Z',
      sent_by: null,
      attempts: 1,
      last_error: null,
    };
    let messages = [sent];
    const calls = stubFetch((call) => {
      if (call.url === '/api/orders/order-1/messages')
        return { body: { gateway: 'none', messages } };
      if (call.url === '/api/update_order_status') {
        const { status } = call.body as { status: 'Completed' };
        stored = { ...stored, status, order: { ...stored.order, status } };
        // The server queues the 'ready' message with the change.
        messages = [
          sent,
          {
            ...sent,
            _id: 'msg-2',
            kind: 'ready',
            state: 'queued',
            sent_at: null,
            scheduled_for: '2026-11-06T02:30:00.000Z',
            attempts: 0,
            whatsapp_link: 'https://wa.me/919876543210?text=Ready',
          },
        ];
        const { customer: _c, status_history: _h, payments: _p, ...order } = stored;
        return { body: order };
      }
      return { body: stored };
    });
    renderAt('/app/order-details/order-1');
    const card = within(await screen.findByRole('region', { name: 'Messages to the customer' }));
    expect(await card.findByRole('listitem', { name: 'Order taken' })).toBeTruthy();
    expect(card.queryByRole('listitem', { name: 'Ready for pickup' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Update Status' }));
    const dialog = within(await screen.findByTestId('update-status-dialog'));
    fireEvent.click(dialog.getByRole('radio', { name: /^Completed/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Update Status' }));
    const ready = within(await card.findByRole('listitem', { name: 'Ready for pickup' }));
    expect(ready.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/919876543210?text=Ready',
    );
    expect(calls.filter((c) => c.url === '/api/orders/order-1/messages')).toHaveLength(2);
  });

  it('gives employees the same screen, with their own way back and no final-amount action', async () => {
    session.set('role', 'employee');
    serve({
      detail: makeOrderDetail({
        order: {
          orderType: 'alteration',
          totalAmount: 0,
          advancePayment: 100,
          paidAmount: 100,
          remainingAmount: 0,
        },
      }),
    });
    renderAt('/employee-order-details/order-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #42' })).toBeTruthy();
    expect(screen.getByText('Final amount not set yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set Final Amount' })).toBeNull();
  });

  it('keeps the advance apart from balance collected later in the billing summary', async () => {
    // ₹300 order, ₹100 advance, ₹200 collected later (issue 11: the advance showed ₹300).
    serve({
      detail: makeOrderDetail({
        order: { totalAmount: 300, advancePayment: 100, paidAmount: 300, remainingAmount: 0 },
      }),
    });
    renderAt('/app/order-details/order-1');
    await screen.findByRole('heading', { level: 1, name: 'Order #42' });
    const billing = within(screen.getByRole('region', { name: 'Billing Summary' }));
    const value = (label: string) => billing.getByText(label).nextElementSibling?.textContent;
    expect(value('Total Amount')).toBe('₹300');
    expect(value('Advance Payment')).toBe('₹100');
    expect(value('Paid so far')).toBe('₹300');
    expect(value('Remaining')).toBe('₹0');
    expect(billing.getByText('Paid in full')).toBeTruthy();
    expect(billing.queryByRole('button', { name: 'Collect Payment' })).toBeNull();
  });

  it('lets a shopkeeper collect part of the balance from the billing card', async () => {
    let stored = makeOrderDetail();
    const calls = stubFetch((call) => {
      if (call.method === 'PUT') {
        const { remainingAmount } = call.body as { remainingAmount: number };
        stored = {
          ...stored,
          order: {
            ...stored.order,
            paidAmount: stored.order.paidAmount + remainingAmount,
            remainingAmount: stored.order.remainingAmount - remainingAmount,
          },
        };
        const { customer: _c, status_history: _h, payments: _p, ...order } = stored;
        return { body: order };
      }
      return { body: stored };
    });
    renderAt('/app/order-details/order-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Collect Payment' }));
    const dialog = within(await screen.findByTestId('collect-payment-dialog'));
    fireEvent.change(dialog.getByLabelText(/Amount received/), { target: { value: '500' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Collect Payment' }));
    expect(await dialog.findByText('Payment of ₹500 received')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('billing-remaining').textContent).toBe('₹1,200'));
    expect(screen.getByTestId('billing-paid').textContent).toBe('₹1,500');
    expect(screen.getByTestId('billing-advance').textContent).toBe('₹1,000');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      remainingAmount: 500,
      paymentType: 'upi',
    });
  });
});
