import { act, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@tailor/shared/orders/responses';
import { orderDetailWithoutPrices } from '@tailor/shared/price-visibility';
import { EmployeeOrderDetailsRoute } from './employee-order-details-route';
import { BillingDownloads } from '../../../features/billing/components/billing-downloads';
import { OrderDetailsPage } from '../../../features/orders/components/order-details/order-details-page';
import { OrderShareActions } from '../../../features/sharing/components/order-share-actions';
import { session } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import {
  makeOrderDetail,
  stubFetch,
} from '../../../features/orders/components/order-details/order-fixtures';

/** An order with every kind of money: prices, an advance, a price change in the history. */
function pricedDetail(): OrderDetail {
  return makeOrderDetail({
    status_history: [
      {
        from: null,
        to: 'Assigned',
        note: null,
        by_name: 'Meena Patel',
        at: '2026-11-05T09:30:00.000Z',
        changes: [],
      },
      {
        from: 'Assigned',
        to: 'Assigned',
        note: null,
        by_name: 'Meena Patel',
        at: '2026-11-06T10:00:00.000Z',
        changes: [
          { field: 'price', product: 'Shirt', name: null, from: '1100', to: '1200' },
          { field: 'total', product: null, name: null, from: '2600', to: '2700' },
          { field: 'note', product: 'Shirt', name: null, from: null, to: 'Slim fit' },
        ],
      },
    ],
  });
}

function renderEmployeeOrder(detail: unknown, permissions: object) {
  const calls = stubFetch((call) => {
    if (call.url === '/api/orders/order-1') return { body: detail };
    if (call.url === '/api/my_permissions') return { body: permissions };
    return { status: 404, body: { error: 'Not found' } };
  });
  const router = createMemoryRouter(
    [{ path: '/employee-order-details/:id', element: <EmployeeOrderDetailsRoute /> }],
    { initialEntries: ['/employee-order-details/order-1'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return calls;
}

beforeEach(() => {
  session.set('authToken', 'token-1');
  session.set('selectedStoreId', 'store-1');
  session.set('role', 'employee');
});
afterEach(() => vi.unstubAllGlobals());

describe('the order page of staff whose position may not see prices', { timeout: 30_000 }, () => {
  it('shows no messages to the customer (they name amounts) and never asks for them', async () => {
    const calls = renderEmployeeOrder(orderDetailWithoutPrices(pricedDetail()), {
      collect_payments: false,
      see_prices: false,
    });
    await screen.findByRole('heading', { level: 1, name: 'Order #42' });
    // Time for the card, which loads after the page, to have come if it were to.
    await import('../../../features/orders/components/order-details/customer-messages-card');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('region', { name: 'Messages to the customer' })).toBeNull();
    expect(calls.some((c) => c.url.endsWith('/messages'))).toBe(false);
  });

  it('shows the order without any amount: no billing figures, prices or payments', async () => {
    renderEmployeeOrder(orderDetailWithoutPrices(pricedDetail()), {
      collect_payments: false,
      see_prices: false,
    });
    await screen.findByRole('heading', { level: 1, name: 'Order #42' });
    const billing = within(screen.getByRole('region', { name: 'Billing Summary' }));
    expect(
      billing.getByText(
        'Prices are hidden for your position. The shopkeeper handles the amounts and payments of this order.',
      ),
    ).toBeTruthy();
    expect(billing.getByText('UPI')).toBeTruthy();
    expect(billing.queryByText('Total Amount')).toBeNull();
    expect(billing.queryByRole('button', { name: 'Collect Payment' })).toBeNull();
    // The garments, their measurements and the history stay; no rupee figure anywhere.
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
    expect(screen.queryAllByTestId('product-price')).toHaveLength(0);
    expect(screen.getByText('Shirt · Note: none → Slim fit')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Payments' })).toBeNull();
    expect(screen.getByTestId('order-details').textContent).not.toMatch(/₹|null|NaN/);
  });

  it('offers no link to the customer’s pages: no Copy link, Share or WhatsApp', async () => {
    renderEmployeeOrder(orderDetailWithoutPrices(pricedDetail()), {
      collect_payments: false,
      see_prices: false,
    });
    await screen.findByRole('heading', { level: 1, name: 'Order #42' });
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Send the link on WhatsApp' })).toBeNull();
    expect(screen.getByTestId('order-details').innerHTML).not.toContain('shared_order');
  });

  it('shows none of the route’s sharing and bill actions for an order without prices', async () => {
    stubFetch((call) => {
      if (call.url === '/api/orders/order-1')
        return { body: orderDetailWithoutPrices(pricedDetail()) };
      if (call.url === '/api/my_permissions')
        return { body: { collect_payments: false, see_prices: false } };
      return { status: 404, body: { error: 'Not found' } };
    });
    const router = createMemoryRouter(
      [
        {
          path: '/orders/:id',
          element: (
            <OrderDetailsPage
              orderId="order-1"
              navigationState={null}
              ordersPath="/employee/orders"
              renderActions={(order) => (
                <>
                  <OrderShareActions order={order} />
                  <BillingDownloads order={order} />
                </>
              )}
            />
          ),
        },
      ],
      { initialEntries: ['/orders/order-1'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    await screen.findByRole('heading', { level: 1, name: 'Order #42' });
    expect(screen.queryByRole('button', { name: 'Bills: download bills and receipt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Send the link on WhatsApp' })).toBeNull();
  });

  it('shows every amount to staff whose position may see prices', async () => {
    renderEmployeeOrder(pricedDetail(), { collect_payments: true, see_prices: true });
    await screen.findByRole('heading', { level: 1, name: 'Order #42' });
    const billing = within(screen.getByRole('region', { name: 'Billing Summary' }));
    expect(billing.getByText('Total Amount')).toBeTruthy();
    expect(billing.getByTestId('billing-remaining').textContent).toBe('₹1,700');
    expect(screen.getAllByTestId('product-price').map((p) => p.textContent)).toEqual([
      '₹1,200',
      '₹1,500',
    ]);
    expect(screen.getByText('Shirt · Price: ₹1,100 → ₹1,200')).toBeTruthy();
    expect(screen.queryByTestId('prices-hidden')).toBeNull();
    // And the order's link to share with the customer.
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send the link on WhatsApp' })).toBeTruthy();
  });
});
