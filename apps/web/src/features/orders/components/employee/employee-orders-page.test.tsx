import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { session } from '../../../../lib/session';
import { renderWithProviders } from '../../../../test/render';
import { makeOrder, pageOf, stubApi } from '../../../../test/employee-order-fixtures';
import { EmployeeOrdersPage } from './employee-orders-page';

function renderPage() {
  session.set('selectedStoreId', 'store-a');
  session.set('selectedStoreName', 'Patel Stitching Centre');
  session.set('employeeId', 'me');
  const calls = stubApi((call) => ({ body: pageOf([makeOrder(3), makeOrder(2)], call.query) }));
  const router = createMemoryRouter(
    [
      { path: '/employee/orders', element: <EmployeeOrdersPage /> },
      { path: '/employee-order-details/:id', element: <p>Order page</p> },
      { path: '/employee/:id/product/:productId', element: <p>Product page</p> },
    ],
    { initialEntries: ['/employee/orders'] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), router, calls };
}

describe('EmployeeOrdersPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists my orders with only my product lines, each opening its product page', async () => {
    const { router, calls } = renderPage();
    const table = await screen.findByRole('table', { name: 'My Orders' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(
      screen.getByText('Orders at Patel Stitching Centre with work assigned to you'),
    ).toBeTruthy();
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ page: '1', limit: '10' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Shirt of order #3' })).toBeTruthy();
    expect(within(row).queryByRole('link', { name: /Trouser/ })).toBeNull();
    fireEvent.click(within(row).getByRole('link', { name: 'Shirt of order #3' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/employee/order-3/product/product-3-a'),
    );
  });

  it('names my garments in the interface language', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'My Orders' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    try {
      await act(() => i18n.changeLanguage('ta'));
      const link = await screen.findByRole('link', { name: 'ஆர்டர் #3 இன் சட்டை' });
      expect(link.textContent).toBe('சட்டை');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('filters by status from the chips', async () => {
    const { calls } = renderPage();
    await screen.findByRole('table', { name: 'My Orders' });
    fireEvent.click(screen.getByRole('button', { name: 'In Process' }));
    await waitFor(() => expect(calls.at(-1)!.query.get('status')).toBe('In Process'));
    expect(screen.getByRole('button', { name: 'In Process' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
