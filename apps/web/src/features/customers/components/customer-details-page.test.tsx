import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CustomerDetail } from '@tailor/shared/customers';
import type { Order } from '@tailor/shared/orders/responses';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderDetailsPath } from '@tailor/shared/app-paths';
import { apiConfig } from '../../../lib/api-client';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import { stubApi, type StubAnswer, type StubCall } from '../test/stub-api';
import { CustomerDetailsPage, type CustomerOrdersView } from './customer-details-page';

const customer: CustomerDetail = {
  _id: 'c1',
  name: 'Asha Rao',
  gender: null,
  mobile_no: '9876543210',
  address: '12 MG Road, Pune',
  relation: 'self',
  date_of_birth: null,
  gstin: null,
  people_on_mobile: 1,
  order_count: 2,
  last_order_date: '2026-11-05',
  created_at: '2026-11-01T10:00:00.000Z',
  share_link: 'http://localhost/shared_customer_orders/abc',
};

function makeOrder(n: number): Order {
  return {
    _id: `o${n}`,
    order_id: `o${n}`,
    order_number: n,
    customer_name: 'Asha Rao',
    customer_mobile_no: '9876543210',
    customer_id: 'c1',
    status: 'Pending',
    delay_note: null,
    expected_date: null,
    share_token: `t${n}`,
    share_link: `http://localhost/shared_order/t${n}`,
    created_at: '2026-11-05T10:00:00.000Z',
    order: {
      orderType: 'new',
      totalAmount: 1200,
      advancePayment: 200,
      paidAmount: 200,
      remainingAmount: 1000,
      status: 'Pending',
      orderDate: '2026-11-05',
      dueDate: '2026-11-20',
      trialDate: null,
      paymentType: 'upi',
      products: [],
    },
  };
}

const orders = { orders: [makeOrder(2), makeOrder(1)] };

/** Answers the page's four calls; `put` decides the address update. */
function setup(
  options: {
    get?: StubAnswer;
    ordersAnswer?: StubAnswer;
    historyAnswer?: StubAnswer | (() => StubAnswer);
    put?: (call: StubCall) => StubAnswer;
    queryClient?: QueryClient;
  } = {},
) {
  const server = { reachable: true };
  const calls = stubApi((call) => {
    if (!server.reachable) return 'network-error';
    if (call.method === 'PUT')
      return (
        options.put?.(call) ?? {
          body: { ...customer, address: call.body && (call.body as { address: string }).address },
        }
      );
    if (call.path === '/api/customers/c1') return options.get ?? { body: customer };
    if (call.path === '/api/get_customer_orders/c1')
      return options.ordersAnswer ?? { body: orders };
    if (call.path === '/api/customers/c1/measurement-history')
      return typeof options.historyAnswer === 'function'
        ? options.historyAnswer()
        : (options.historyAnswer ?? { body: { garments: [] } });
    return { status: 404, body: { error: 'Not found' } };
  });
  const seen: CustomerOrdersView[] = [];
  const renderOrders = (view: CustomerOrdersView) => {
    seen.push(view);
    return (
      <ul aria-label={view.ariaLabel}>
        {view.orders?.map((order) => (
          <li key={order._id}>Order {order.order_number}</li>
        ))}
      </ul>
    );
  };
  const router = createMemoryRouter(
    [
      {
        path: '/app/customers/:id',
        element: <CustomerDetailsPage customerId="c1" renderOrders={renderOrders} />,
      },
    ],
    { initialEntries: ['/app/customers/c1'] },
  );
  renderWithProviders(<RouterProvider router={router} />, options.queryClient);
  return { calls, seen, server };
}

const card = () => screen.findByRole('region', { name: 'Customer details' });

describe('CustomerDetailsPage', { timeout: 20_000 }, () => {
  const writeRetries = apiConfig.writeRetries;
  beforeEach(() => {
    apiConfig.writeRetries = 0;
  });
  afterEach(() => {
    apiConfig.writeRetries = writeRetries;
    vi.unstubAllGlobals();
  });

  it('shows the customer: name, gender or Not specified, +91 number as a tel link, address', async () => {
    setup();
    const details = await card();
    expect(within(details).getByRole('heading', { name: 'Asha Rao' })).toBeTruthy();
    expect(within(details).getByText('Not specified')).toBeTruthy();
    const phone = within(details).getByRole('link', { name: '+91 98765 43210' });
    expect(phone.getAttribute('href')).toBe('tel:+919876543210');
    expect(within(details).getByText('12 MG Road, Pune')).toBeTruthy();
  });

  it('links a new order for this customer with their number', async () => {
    setup();
    const link = await screen.findByRole('link', { name: 'New order for this customer' });
    expect(link.getAttribute('href')).toBe('/app/new-order?mobile=9876543210&customer=c1');
  });

  it("hands the customer's orders, newest first, to the list", async () => {
    const { seen } = setup();
    const list = await screen.findByRole('list', { name: 'Orders' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Order 2', 'Order 1']),
    );
    expect(seen[0]).toMatchObject({
      isLoading: true,
      emptyMessage: 'This customer has no orders yet.',
    });
    expect(seen.at(-1)).toMatchObject({ isLoading: false });
  });

  it("says so when the customer's orders cannot be fetched", async () => {
    setup({ ordersAnswer: { status: 500, body: { error: 'boom' } } });
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Unable to fetch this customer's orders. Please try again.",
    );
  });

  it('keeps the customer, the orders and the measurements it has when asking again fails', async () => {
    const queryClient = createTestQueryClient();
    const { server } = setup({
      queryClient,
      historyAnswer: {
        body: {
          garments: [
            {
              garment: 'Shirt',
              visits: [{ order_id: 'o1', order_number: 1, order_date: '2026-11-05' }],
              measurements: [
                {
                  name: 'Chest',
                  values: [
                    { order_id: 'o1', order_number: 1, order_date: '2026-11-05', value: '38' },
                  ],
                },
              ],
            },
          ],
        },
      },
    });
    await card();
    const list = await screen.findByRole('list', { name: 'Orders' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await screen.findByText('Shirt');

    server.reachable = false;
    await act(() => queryClient.refetchQueries());
    // The queries' observers hear of the failure on a later task: let the page draw it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(
      queryClient
        .getQueryCache()
        .findAll()
        .map((query) => query.state.status),
    ).not.toContain('success');
    expect(within(await card()).getByRole('heading', { name: 'Asha Rao' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByText('Shirt')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the customer was not found on 404', async () => {
    setup({ get: { status: 404, body: { error: 'Customer not found' } } });
    expect((await screen.findByRole('alert')).textContent).toContain('Customer not found.');
  });

  describe('measurements over time', () => {
    const visit = (n: number, date: string) => ({
      order_id: `o${n}`,
      order_number: n,
      order_date: date,
    });
    const history = {
      garments: [
        {
          garment: 'Blouse',
          visits: [visit(3, '2026-11-05'), visit(2, '2026-08-14'), visit(1, '2026-06-01')],
          measurements: [
            {
              name: 'Bust',
              values: [
                { ...visit(3, '2026-11-05'), value: '36' },
                { ...visit(2, '2026-08-14'), value: '34 1/2' },
                { ...visit(1, '2026-06-01'), value: '35' },
              ],
            },
            { name: 'Waist', values: [{ ...visit(1, '2026-06-01'), value: '28' }] },
            { name: 'Tassels', values: [{ ...visit(3, '2026-11-05'), value: 'Gold' }] },
          ],
        },
        {
          garment: 'Lehenga',
          visits: [visit(1, '2026-06-01')],
          measurements: [{ name: 'Flare', values: [{ ...visit(1, '2026-06-01'), value: '120' }] }],
        },
      ],
    };
    const rowsOf = (table: HTMLElement) =>
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

    it('shows per garment each measurement across the visits, newest first, with its change', async () => {
      setup({ historyAnswer: { body: history } });
      const section = await screen.findByRole('region', { name: 'Measurements over time' });
      const blouse = await within(section).findByRole('table', { name: 'Blouse measurements' });
      expect(rowsOf(blouse)).toEqual([
        ['Measurement (in)', '#305 Nov 2026', '#214 Aug 2026', '#101 Jun 2026'],
        ['Bust', '36+1.5', '34 1/2\u22120.5', '35'],
        ['Waist', '–', '–', '28'],
        ['Tassels', 'Gold', '–', '–'],
      ]);
      expect(within(section).getByText('3 orders')).toBeTruthy();
      expect(within(blouse).getByRole('link', { name: '#3' }).getAttribute('href')).toBe(
        orderDetailsPath('shopkeeper', 'o3'),
      );
      const lehenga = within(section).getByRole('table', { name: 'Lehenga measurements' });
      expect(rowsOf(lehenga)).toEqual([
        ['Measurement (in)', '#101 Jun 2026'],
        ['Flare', '120'],
      ]);
      expect(within(section).getByText('1 order')).toBeTruthy();
    });

    it("shows a value taken in another unit than the shop's with its conversion, and counts the change in the shop's unit", async () => {
      const cm = { ...visit(3, '2026-11-05'), measurement_unit: 'cm' as const };
      setup({
        historyAnswer: {
          body: {
            garments: [
              {
                garment: 'Blouse',
                visits: [cm, visit(1, '2026-06-01')],
                measurements: [
                  {
                    name: 'Bust',
                    values: [
                      { ...cm, value: '92' },
                      { ...visit(1, '2026-06-01'), value: '35' },
                    ],
                  },
                ],
              },
            ],
          },
        },
      });
      const section = await screen.findByRole('region', { name: 'Measurements over time' });
      const blouse = await within(section).findByRole('table', { name: 'Blouse measurements' });
      expect(rowsOf(blouse)[1]).toEqual(['Bust', '92 cm (36.25 in)+1.25', '35']);
    });

    it('says when nothing was measured yet', async () => {
      setup();
      expect(await screen.findByText('No measurements taken yet.')).toBeTruthy();
    });

    it('says so when the measurements cannot be fetched, and tries again', async () => {
      let fail = true;
      const { calls } = setup({
        historyAnswer: () => (fail ? { status: 500, body: { error: 'boom' } } : { body: history }),
      });
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(
        "Unable to load this customer's measurements. Please try again.",
      );
      fail = false;
      fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('table', { name: 'Blouse measurements' })).toBeTruthy();
      expect(calls.filter((c) => c.path.endsWith('/measurement-history'))).toHaveLength(2);
    });
  });

  describe('editing the address', () => {
    it('saves a new address and shows it', async () => {
      const { calls } = setup();
      fireEvent.click(within(await card()).getByRole('button', { name: 'Edit address' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
      const field = within(dialog).getByRole('textbox', { name: 'Address' });
      expect((field as HTMLTextAreaElement).value).toBe('12 MG Road, Pune');
      fireEvent.change(field, { target: { value: '7 Laxmi Road, Pune' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const put = calls.find((c) => c.method === 'PUT')!;
      expect(put.path).toBe('/api/customers/c1/address');
      expect(put.body).toEqual({ address: '7 Laxmi Road, Pune' });
      expect(await screen.findByText('7 Laxmi Road, Pune')).toBeTruthy();
      expect(screen.getByText('Address updated.')).toBeTruthy();
    });

    it('refuses a too-short address without asking the server', async () => {
      const { calls } = setup();
      fireEvent.click(within(await card()).getByRole('button', { name: 'Edit address' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Address' }), {
        target: { value: 'abc' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Address must be at least 5 characters')).toBeTruthy();
      expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    });

    it("shows 'Failed to update customer address' when the server refuses", async () => {
      setup({ put: () => ({ status: 500, body: { error: 'Something went wrong' } }) });
      fireEvent.click(within(await card()).getByRole('button', { name: 'Edit address' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Address' }), {
        target: { value: '7 Laxmi Road, Pune' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'Failed to update customer address',
      );
      expect(screen.getByRole('dialog')).toBeTruthy();
    });
  });
});
