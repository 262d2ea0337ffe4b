import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Customer } from '@tailor/shared/customers';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { stubApi, type StubCall } from '../test/stub-api';
import { CustomersPage } from './customers-page';

function makeCustomer(n: number, overrides: Partial<Customer> = {}): Customer {
  return {
    _id: `customer-${n}`,
    name: `Customer ${n}`,
    gender: 'male',
    mobile_no: `98765${String(n).padStart(5, '0')}`,
    address: '12 MG Road',
    relation: 'self',
    date_of_birth: null,
    gstin: null,
    people_on_mobile: 1,
    order_count: n,
    last_order_date: '2026-11-05',
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

function pageOf(all: Customer[], call: StubCall) {
  const page = Number(call.query.get('page'));
  const limit = Number(call.query.get('limit'));
  return {
    body: {
      customers: all.slice((page - 1) * limit, page * limit),
      total: all.length,
      page,
      limit,
    },
  };
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/app/customer', element: <CustomersPage /> },
      { path: '/app/customers/:id', element: <p>Customer page</p> },
      { path: '/app/new-order', element: <p>New order page</p> },
    ],
    { initialEntries: ['/app/customer'] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

function dataRows() {
  return waitFor(() => {
    const table = screen.getByRole('table', { name: 'Customers' });
    expect(table.getAttribute('aria-busy')).toBeNull();
    return within(table).getAllByRole('row').slice(1);
  });
}

describe('CustomersPage', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the first 10 customers and shows name, +91 phone, gender, orders and last order', async () => {
    const calls = stubApi((call) =>
      pageOf(
        [
          makeCustomer(1, {
            name: 'Asha Rao',
            gender: 'female',
            mobile_no: '9876543210',
            order_count: 3,
          }),
          makeCustomer(2, { gender: null, last_order_date: null, order_count: 0 }),
        ],
        call,
      ),
    );
    renderPage();
    const [first, second] = await dataRows();
    expect(calls[0]!.path).toBe('/api/get_customers');
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ page: '1', limit: '10' });
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['AAsha Rao', '+91 98765 43210', 'Female', '3', '05 Nov 2026']);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(2),
    ).toEqual(['Not specified', '0', '-']);
  });

  it('loads more customers on demand', async () => {
    const all = Array.from({ length: 13 }, (_, i) => makeCustomer(i + 1));
    const calls = stubApi((call) => pageOf(all, call));
    renderPage();
    expect(await dataRows()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await dataRows()).toHaveLength(13));
    expect(calls.map((c) => c.query.get('page'))).toEqual(['1', '2']);
    expect(screen.getByText("You're all caught up.")).toBeTruthy();
  });

  it('searches by name or phone once the typing pauses', async () => {
    const calls = stubApi((call) =>
      pageOf(
        call.query.get('search')
          ? [makeCustomer(1, { name: 'Asha Rao' })]
          : [makeCustomer(1), makeCustomer(2)],
        call,
      ),
    );
    renderPage();
    expect(await dataRows()).toHaveLength(2);
    const box = screen.getByRole('searchbox', { name: 'Search customers' });
    fireEvent.change(box, { target: { value: '98' } });
    fireEvent.change(box, { target: { value: 'Asha' } });
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.query.get('search')).toBe('Asha');
    await waitFor(async () => expect(await dataRows()).toHaveLength(1));
  });

  it('opens a customer from the list', async () => {
    stubApi((call) => pageOf([makeCustomer(4)], call));
    const { router } = renderPage();
    fireEvent.click((await dataRows())[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/customers/customer-4'));
  });

  it('shows the spec text when the customers cannot be fetched', async () => {
    stubApi(() => ({ status: 500, body: { error: 'Something went wrong' } }));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Unable to fetch customers. Please try again.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('welcomes a shop without customers and offers a new order', async () => {
    stubApi((call) => pageOf([], call));
    renderPage();
    expect(await screen.findByText('No customers yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New Order' }).getAttribute('href')).toBe(
      '/app/new-order',
    );
  });
});
