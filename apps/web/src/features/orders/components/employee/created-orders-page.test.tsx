import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EMPLOYEE_AREA_MESSAGES } from '@tailor/shared/employee-area';
import { PAGE_SIZE_EMPLOYEE_CREATED_ORDERS } from '@tailor/shared/constants';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../../lib/session';
import { renderWithProviders } from '../../../../test/render';
import {
  makeOrder,
  pageOf,
  stubApi,
  type StubCall,
} from '../../../../test/employee-order-fixtures';
import { CreatedOrdersPage } from './created-orders-page';

function renderPage(
  answer: (call: StubCall) => { status?: number; body?: unknown },
  entry = '/employee/created-orders',
) {
  session.set('selectedStoreId', 'store-a');
  const calls = stubApi(answer);
  const router = createMemoryRouter(
    [
      { path: '/employee/created-orders', element: <CreatedOrdersPage /> },
      { path: '/employee-order-details/:id', element: <p>Order page</p> },
    ],
    { initialEntries: [entry] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), router, calls };
}

const all = Array.from({ length: 25 }, (_, i) => makeOrder(25 - i));

async function rows() {
  const table = await screen.findByRole('table', { name: 'Created Orders' });
  await waitFor(() => expect(table.getAttribute('aria-busy')).toBeNull());
  return within(table).getAllByRole('row').slice(1);
}

describe('CreatedOrdersPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for 20 first, then the next page while the server says there are more', async () => {
    const { calls } = renderPage((call) => ({ body: pageOf(all, call.query) }));
    expect(await rows()).toHaveLength(PAGE_SIZE_EMPLOYEE_CREATED_ORDERS);
    expect(calls[0]!.path).toBe('/api/employee/orders/created');
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ page: '1', limit: '20' });
    expect(screen.getByText('Showing 20 of 25')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(25));
    expect(Object.fromEntries(calls[1]!.query)).toEqual({ page: '2', limit: '20' });
    expect(screen.getByText("You're all caught up.")).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('shows number, customer, dates, status and total, and opens the order', async () => {
    const { router } = renderPage((call) => ({ body: pageOf([makeOrder(7)], call.query) }));
    const [row] = await rows();
    const cells = within(row!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['#7', 'Customer 7', '05 Nov 2026', '12 Nov 2099', 'Assigned', '₹2,700']);
    fireEvent.click(row!);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/employee-order-details/order-7'),
    );
  });

  it('sends the status and dates of the URL as filters', async () => {
    const { calls } = renderPage(
      (call) => ({ body: pageOf([], call.query) }),
      '/employee/created-orders?status=Delayed&from=2026-11-01&to=2026-11-30',
    );
    expect(await screen.findByText('No matching orders')).toBeTruthy();
    expect(Object.fromEntries(calls[0]!.query)).toEqual({
      page: '1',
      limit: '20',
      status: 'Delayed',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(calls.at(-1)!.query.get('status')).toBeNull());
  });

  it(`says '${EMPLOYEE_AREA_MESSAGES.createdOrdersFailed}' when the list fails`, async () => {
    renderPage(() => ({ status: 500, body: { error: 'down' } }));
    expect(await screen.findByText(EMPLOYEE_AREA_MESSAGES.createdOrdersFailed)).toBeTruthy();
  });
});
