import { act, screen, within } from '@testing-library/react';
import { EMPLOYEE_AREA_MESSAGES, type EmployeeProduct } from '@tailor/shared/employee-area';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { session } from '../../../../lib/session';
import { renderWithProviders } from '../../../../test/render';
import { makeProduct, stubApi, type StubAnswer } from '../../../../test/employee-order-fixtures';
import { ProductDetailsPage } from './product-details-page';

const product: EmployeeProduct = {
  ...makeProduct({ note: 'Keep 1 inch margin' }),
  order_id: 'order-3',
  order_number: 3,
  customer_name: 'Anil Sharma',
  status: 'Delayed',
  delay_note: 'Cloth arrives Friday',
  orderType: 'new',
  orderDate: '2026-11-05',
  dueDate: '2099-11-12',
};

function renderPage(answer: () => StubAnswer) {
  session.set('selectedStoreId', 'store-a');
  const calls = stubApi(answer);
  const router = createMemoryRouter(
    [
      {
        path: '/employee/:id/product/:productId',
        element: <ProductDetailsPage productId="product-1" />,
      },
    ],
    { initialEntries: ['/employee/order-3/product/product-1'] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), calls };
}

describe('ProductDetailsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the garment, its measurements in big tiles, note, due date, status and the way to the order', async () => {
    const { calls } = renderPage(() => ({ body: product }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shirt' })).toBeTruthy();
    expect(calls[0]!.path).toBe('/api/employee/products/product-1');
    expect(screen.getByText('Order #3 · Anil Sharma')).toBeTruthy();
    const measurements = screen.getByRole('region', { name: 'Measurements' });
    expect(
      within(measurements)
        .getAllByTestId('measurement')
        .map((tile) => tile.textContent),
    ).toEqual(['Chest40in', 'Sleeve24 1/2in']);
    expect(screen.getByText('Keep 1 inch margin')).toBeTruthy();
    expect(screen.getByTestId('product-due-date').textContent).toBe('12 Nov 2099');
    expect(screen.getByText('Delay reason: Cloth arrives Friday')).toBeTruthy();
    expect(screen.getByText('Delayed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Order' }).getAttribute('href')).toBe(
      '/employee-order-details/order-3',
    );
  });

  it('names a default garment and its default measurements in the language, a typed one as typed', async () => {
    try {
      await act(() => i18n.changeLanguage('ta'));
      renderPage(() => ({ body: product }));
      expect(await screen.findByRole('heading', { level: 1, name: 'சட்டை' })).toBeTruthy();
      const measurements = screen.getByRole('region', { name: 'அளவுகள்' });
      expect(
        within(measurements)
          .getAllByTestId('measurement')
          .map((tile) => tile.textContent),
      ).toEqual(['மார்பு40அங்.', 'Sleeve24 1/2அங்.']);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it(`says '${EMPLOYEE_AREA_MESSAGES.productNotFound}' for a product that is not mine`, async () => {
    renderPage(() => ({ status: 404, body: { error: EMPLOYEE_AREA_MESSAGES.productNotFound } }));
    expect(await screen.findByText('Product not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toBeTruthy();
  });
});
