import { act, screen, within } from '@testing-library/react';
import type { Assignment } from '@tailor/shared/employees';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { stubApi } from '../test/fixtures';
import { AssignedProductsList } from './assigned-products-list';

function assignment(overrides: Partial<Assignment>): Assignment {
  return {
    _id: 'line-1',
    order_id: 'order-12',
    order_number: 12,
    customer_name: 'Asha Rao',
    product_name: 'Blouse',
    price: 650,
    status: 'In Process',
    due_date: '2026-12-05',
    ...overrides,
  };
}

function renderList(assignments: Assignment[]) {
  stubApi(() => ({
    body: { assignments, total: assignments.length, page: 1, total_pages: 1, error: null },
  }));
  const router = createMemoryRouter(
    [{ path: '/app/employee-details/:id', element: <AssignedProductsList employeeId="emp-1" /> }],
    { initialEntries: ['/app/employee-details/emp-1'] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('AssignedProductsList', () => {
  it('names the default garments in the interface language and a typed one as typed', async () => {
    await act(() => i18n.changeLanguage('ta'));
    renderList([
      assignment({}),
      assignment({
        _id: 'line-2',
        order_id: 'order-11',
        order_number: 11,
        product_name: 'Silk Blouse',
      }),
    ]);
    const table = await screen.findByRole('table', { name: 'ஒதுக்கப்பட்ட பொருட்கள்' });
    expect(await within(table).findByText('ரவிக்கை')).toBeTruthy();
    expect(within(table).getByText('Silk Blouse')).toBeTruthy();
    expect(within(table).queryByText('Blouse')).toBeNull();
  });
});
