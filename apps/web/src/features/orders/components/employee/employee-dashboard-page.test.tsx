import { act, screen, within } from '@testing-library/react';
import { EMPLOYEE_AREA_MESSAGES, type EmployeeDashboard } from '@tailor/shared/employee-area';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../../lib/session';
import { renderWithProviders } from '../../../../test/render';
import { makeOrder, stubApi, type StubAnswer } from '../../../../test/employee-order-fixtures';
import { EmployeeDashboardPage } from './employee-dashboard-page';

function renderPage(answer: () => StubAnswer) {
  session.set('selectedStoreId', 'store-a');
  session.set('selectedStoreName', 'Patel Stitching Centre');
  const calls = stubApi(answer);
  const router = createMemoryRouter(
    [{ path: '/employee/dashboard', element: <EmployeeDashboardPage /> }],
    {
      initialEntries: ['/employee/dashboard'],
    },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), calls };
}

const dashboard: EmployeeDashboard = {
  assigned: {
    total: 7,
    by_status: {
      Pending: 0,
      Assigned: 3,
      'In Process': 2,
      Delayed: 1,
      Completed: 1,
      Delivered: 0,
      Cancelled: 0,
    },
  },
  due_soon: [makeOrder(4)],
  created_count: 12,
  recent_created: [makeOrder(9, { customer_name: 'Deepa Iyer' })],
};

describe('EmployeeDashboardPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows my work by status, what is due soon and what I created', async () => {
    renderPage(() => ({ body: dashboard }));
    const stats = await screen.findByRole('region', { name: 'My work by status' });
    const tile = (label: string) =>
      within(stats).getByText(label).closest('a')!.querySelector('[data-testid="stat-value"]')!
        .textContent;
    expect(tile('Assigned to me')).toBe('7');
    expect(tile('In Process')).toBe('2');
    expect(tile('Delayed')).toBe('1');
    expect(tile('Delivered')).toBe('0');
    expect(
      within(screen.getByRole('table', { name: 'Due Soon' })).getByText('Customer 4'),
    ).toBeTruthy();
    expect(screen.getByText('12 orders in total')).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Orders I Created' })).getByText('Deepa Iyer'),
    ).toBeTruthy();
  });

  it(`says '${EMPLOYEE_AREA_MESSAGES.dashboardFailed}' after its retries fail`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = renderPage(() => ({ status: 500, body: { error: 'down' } }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(await screen.findByText(EMPLOYEE_AREA_MESSAGES.dashboardFailed)).toBeTruthy();
    // The dashboard is tried twice more, 3 s apart.
    expect(calls).toHaveLength(3);
  });
});
