import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@tailor/shared/orders/responses';
import { EmployeeOrderDetailsRoute } from './employee/employee-order-details-route';
import { OrderDetailsRoute } from './shopkeeper/order-details-route';
import { session } from '../../lib/session';
import { renderWithProviders } from '../../test/render';
import {
  makeOrderDetail,
  makeProduct,
  stubFetch,
} from '../../features/orders/components/order-details/order-fixtures';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/app/order-details/:id', element: <OrderDetailsRoute /> },
      { path: '/employee-order-details/:id', element: <EmployeeOrderDetailsRoute /> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

/** GET /orders/order-1 answers `detail`; GET /my_permissions answers `collect`. */
function serve(detail: OrderDetail, collect = true) {
  return stubFetch((call) => {
    if (call.url === '/api/orders/order-1') return { body: detail };
    if (call.url === '/api/my_permissions')
      return { body: { collect_payments: collect, see_prices: true } };
    return { status: 404, body: { error: 'Not found' } };
  });
}

const billing = () => within(screen.getByRole('region', { name: 'Billing Summary' }));

beforeEach(() => {
  session.set('authToken', 'token-1');
  session.set('selectedStoreId', 'store-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('order details and what the shop lets staff do with money', () => {
  it('hides Collect Payment from staff whose position may not collect, and says why', async () => {
    session.set('role', 'employee');
    const calls = serve(makeOrderDetail(), false);
    renderAt('/employee-order-details/order-1');
    expect(
      await screen.findByText(
        'Your shop does not let your position collect payments. The shopkeeper collects the balance.',
      ),
    ).toBeTruthy();
    expect(billing().queryByRole('button', { name: 'Collect Payment' })).toBeNull();
    expect(calls.some((c) => c.url === '/api/my_permissions')).toBe(true);
  });

  it('offers Collect Payment to staff whose position may collect', async () => {
    session.set('role', 'employee');
    serve(makeOrderDetail(), true);
    renderAt('/employee-order-details/order-1');
    await screen.findByRole('heading', { level: 1, name: 'Order #42' });
    expect(await billing().findByRole('button', { name: 'Collect Payment' })).toBeTruthy();
    expect(screen.queryByTestId('collect-not-allowed')).toBeNull();
  });

  it('never asks for the shopkeeper, who always may collect', async () => {
    session.set('role', 'shopkeeper');
    const calls = serve(makeOrderDetail(), false);
    renderAt('/app/order-details/order-1');
    await screen.findByRole('heading', { level: 1, name: 'Order #42' });
    expect(await billing().findByRole('button', { name: 'Collect Payment' })).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/my_permissions')).toBe(false);
  });
});

describe("garments the owner works on ('Me')", () => {
  const ownersOrder = () =>
    makeOrderDetail({
      order: {
        products: [
          makeProduct({ assigned_to: { _id: 'owner-row', name: 'Asha Patel', is_owner: true } }),
          makeProduct({
            _id: 'product-2',
            product: { name: 'Trouser' },
            assigned_to: { _id: 'emp-2', name: 'Sunita Devi' },
          }),
        ],
      },
    });

  it("reads 'Me' to the owner", async () => {
    session.set('role', 'shopkeeper');
    serve(ownersOrder());
    renderAt('/app/order-details/order-1');
    const cards = await screen.findAllByTestId('product-card');
    expect(within(cards[0]!).getByText('Assigned to Me (Asha Patel)')).toBeTruthy();
    expect(within(cards[1]!).getByText('Assigned to Sunita Devi')).toBeTruthy();
    const info = within(screen.getByRole('region', { name: 'Order Details' }));
    expect(info.getByText('Me (Asha Patel), Sunita Devi')).toBeTruthy();
  });

  it("shows staff the owner's name", async () => {
    session.set('role', 'employee');
    serve(ownersOrder());
    renderAt('/employee-order-details/order-1');
    const cards = await screen.findAllByTestId('product-card');
    expect(within(cards[0]!).getByText('Assigned to Asha Patel')).toBeTruthy();
    expect(screen.queryByText(/Me \(/)).toBeNull();
  });
});
