import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, todayInShopZone } from '@tailor/shared/dates';
import type { Order } from '@tailor/shared/orders/responses';
import type { OrderStatus } from '@tailor/shared/orders/constants';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { createTestQueryClient, renderWithProviders } from '../../../../test/render';
import { jsonResponse } from '../../../../test/responses';
import { OrderListPage } from './order-list-page';

type Answer = { status?: number; body?: unknown } | 'network-error';

const STAFF = [
  { id: '0b9a4a52-3c1e-4c55-9d0e-8f4b7c1a2d01', name: 'Ravi Kumar' },
  { id: '0b9a4a52-3c1e-4c55-9d0e-8f4b7c1a2d02', name: 'Sita Devi' },
].map(({ id, name }) => ({
  _id: id,
  name,
  phone: '9876500001',
  email: null,
  position: 'tailor',
  experience: 3,
  specialization: 'all types',
  active: true,
  sign_in: 'can_sign_in',
}));

/** Replaces fetch; every GET /get_orders is recorded with its query. GET /get_employees answers STAFF. */
function stubOrdersApi(answer: (query: URLSearchParams) => Answer) {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/get_employees') return jsonResponse({ employees: STAFF });
      if (url.pathname !== '/api/get_orders') return jsonResponse({ error: 'Not found' }, 404);
      queries.push(url.searchParams);
      const result = answer(url.searchParams);
      if (result === 'network-error') throw new TypeError('Failed to fetch');
      return jsonResponse(result.body ?? null, result.status ?? 200);
    }),
  );
  return queries;
}

const today = todayInShopZone();

function makeOrder(
  n: number,
  overrides: { status?: OrderStatus; dueDate?: string; name?: string; garments?: string[] } = {},
): Order {
  const status = overrides.status ?? 'Pending';
  return {
    _id: `order-${n}`,
    order_id: `order-${n}`,
    order_number: n,
    customer_name: overrides.name ?? `Customer ${n}`,
    customer_mobile_no: '9876500000',
    customer_id: `customer-${n}`,
    status,
    delay_note: null,
    expected_date: null,
    share_token: `token-${n}`,
    share_link: `http://localhost/shared_order/token-${n}`,
    created_at: '2026-11-01T10:00:00.000Z',
    order: {
      orderType: 'new',
      totalAmount: 1500,
      advancePayment: 500,
      paidAmount: 500,
      remainingAmount: 1000,
      status,
      orderDate: '2026-11-01',
      dueDate: overrides.dueDate ?? addDays(today, 5),
      trialDate: null,
      paymentType: 'cash',
      products: (overrides.garments ?? []).map((name, i) => ({
        _id: `line-${n}-${i}`,
        product: { name },
        price: 500,
        measurements: {},
        measurement_unit: 'in',
        note: null,
        uploadedImages: [],
        assigned_to: null,
      })),
    },
  };
}

/** The answer of GET /get_orders for `page` out of `all`. */
function pageOf(all: Order[], query: URLSearchParams) {
  const page = Number(query.get('page'));
  const limit = Number(query.get('limit'));
  return {
    body: { orders: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit },
  };
}

function renderPage(entry = '/app/order_list', client = createTestQueryClient()) {
  const router = createMemoryRouter(
    [
      { path: '/app/order_list', element: <OrderListPage /> },
      { path: '/app/order-details/:id', element: <p>Order details page</p> },
      { path: '/app/new-order', element: <p>New order page</p> },
    ],
    { initialEntries: [entry] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />, client), router };
}

/** The table's data rows, once the first page has replaced the skeleton. */
function dataRows() {
  return waitFor(() => {
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(table.getAttribute('aria-busy')).toBeNull();
    return within(table).getAllByRole('row').slice(1);
  });
}

// The whole page with its drawer renders slowly in happy-dom on a busy machine.
describe('OrderListPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('selectedStoreId', 'store-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the first 10 orders of the selected store and shows them', async () => {
    const all = [makeOrder(2, { name: 'Asha Rao' }), makeOrder(1)];
    const queries = stubOrdersApi((q) => pageOf(all, q));
    renderPage();
    const rows = await dataRows();
    expect(rows).toHaveLength(2);
    expect(Object.fromEntries(queries[0]!)).toEqual({ storeId: 'store-1', page: '1', limit: '10' });
    const cells = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '#2',
      'Asha Rao',
      '+91 98765 00000',
      '-',
      '01 Nov 2026',
      expect.any(String),
      'Pending',
      '₹1,500',
      '₹1,000',
    ]);
    expect(screen.getByText('Showing 2 of 2 orders')).toBeTruthy();
    expect(screen.getByText("You're all caught up.")).toBeTruthy();
  });

  it('shows the alterations customers asked for when an order did not fit above the list, each a link', async () => {
    const fix = {
      ...makeOrder(7, { name: 'Meena Iyer', dueDate: '2026-12-02' }),
      order: { ...makeOrder(7).order, orderType: 'alteration' as const, dueDate: '2026-12-02' },
    };
    stubOrdersApi((q) => ({
      body: { ...pageOf([makeOrder(1)], q).body, fit_fixes: q.get('page') === '1' ? [fix] : [] },
    }));
    const { router } = renderPage();
    const notice = await screen.findByTestId('fit-fixes');
    expect(notice.textContent).toContain(
      '1 order needs a change: the customer said it did not fit',
    );
    const link = within(notice).getByRole('link', {
      name: 'Alteration #7 for Meena Iyer, due 02 Dec 2026',
    });
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/order-details/order-7'));
  });

  it('shows no such notice when no order needs a change', async () => {
    stubOrdersApi((q) => pageOf([makeOrder(1)], q));
    renderPage();
    await dataRows();
    expect(screen.queryByTestId('fit-fixes')).toBeNull();
  });

  it("shows each customer's phone with +91", async () => {
    const order = { ...makeOrder(2), customer_mobile_no: '9876543210' };
    stubOrdersApi((q) => pageOf([order, makeOrder(1)], q));
    renderPage();
    const [first, second] = await dataRows();
    expect(screen.getByRole('columnheader', { name: 'Phone' })).toBeTruthy();
    expect(within(first!).getAllByRole('cell')[2]!.textContent).toBe('+91 98765 43210');
    expect(within(second!).getAllByRole('cell')[2]!.textContent).toBe('+91 98765 00000');
  });

  it('loads the next page on demand', async () => {
    const all = Array.from({ length: 12 }, (_, i) => makeOrder(12 - i));
    const queries = stubOrdersApi((q) => pageOf(all, q));
    renderPage();
    expect(await dataRows()).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 12 orders')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await dataRows()).toHaveLength(12));
    expect(queries.map((q) => q.get('page'))).toEqual(['1', '2']);
    expect(screen.getByText("You're all caught up.")).toBeTruthy();
  });

  it('opens an order from its row', async () => {
    stubOrdersApi((q) => pageOf([makeOrder(7)], q));
    const { router } = renderPage();
    fireEvent.click((await dataRows())[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/order-details/order-7'));
  });

  it('highlights an open order whose due date has passed, but not a delivered one', async () => {
    const past = addDays(today, -2);
    stubOrdersApi((q) =>
      pageOf(
        [makeOrder(2, { dueDate: past }), makeOrder(1, { dueDate: past, status: 'Delivered' })],
        q,
      ),
    );
    renderPage();
    const [late, delivered] = await dataRows();
    expect(within(late!).getByText('Overdue')).toBeTruthy();
    expect(late!.querySelector('[data-overdue="true"]')).toBeTruthy();
    expect(within(delivered!).queryByText('Overdue')).toBeNull();
  });

  it('searches once the typing pauses', async () => {
    const queries = stubOrdersApi((q) =>
      pageOf(
        q.get('search') ? [makeOrder(3, { name: 'Asha Rao' })] : [makeOrder(3), makeOrder(4)],
        q,
      ),
    );
    const { router } = renderPage();
    await dataRows();
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    fireEvent.change(box, { target: { value: 'as' } });
    fireEvent.change(box, { target: { value: 'asha' } });
    expect(queries).toHaveLength(1);
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1]!.get('search')).toBe('asha');
    expect(router.state.location.search).toBe('?q=asha');
    expect(await dataRows()).toHaveLength(1);
    expect(screen.getByText('Search: asha')).toBeTruthy();
  });

  it('filters by a status from the drawer and removes it from its chip', async () => {
    const queries = stubOrdersApi((q) => pageOf([makeOrder(1)], q));
    renderPage();
    await dataRows();
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Filter Orders' })).getByRole('button', {
        name: 'Completed',
      }),
    );
    await waitFor(() => expect(queries.at(-1)!.get('status')).toBe('Completed'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter Orders' })).toBeNull());
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(within(chips).getByText('Status: Completed')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Status: Completed' }));
    await waitFor(() => expect(queries.at(-1)!.has('status')).toBe(false));
    expect(screen.queryByRole('group', { name: 'Active filters' })).toBeNull();
  });

  it('starts from the filters in the address', async () => {
    const queries = stubOrdersApi((q) => pageOf([makeOrder(1)], q));
    renderPage('/app/order_list?status=Due&from=2026-11-01&to=2026-11-30');
    await dataRows();
    expect(queries[0]!.get('status')).toBe('Due');
    expect(queries[0]!.get('startDate')).toBe('2026-11-01');
    expect(queries[0]!.get('endDate')).toBe('2026-11-30');
    expect(screen.getByText('Status: Due')).toBeTruthy();
    expect(screen.getByText('From 01 Nov 2026')).toBeTruthy();
    expect(screen.getByText('To 30 Nov 2026')).toBeTruthy();
  });

  it('names each order’s garments, repeated ones counted, beyond three as +N more', async () => {
    const all = [
      makeOrder(3, { garments: ['Blouse', 'Lehenga', 'Blouse'] }),
      makeOrder(2, { garments: ['Kurta', 'Pyjama', 'Sherwani', 'Safa', 'Dupatta'] }),
    ];
    stubOrdersApi((q) => pageOf(all, q));
    renderPage();
    const rows = await dataRows();
    expect(within(rows[0]!).getByTestId('order-garments').textContent).toBe('Blouse ×2, Lehenga');
    expect(within(rows[1]!).getByTestId('order-garments').textContent).toBe(
      'Kurta, Pyjama, Sherwani +2 more',
    );
    expect(screen.getByRole('columnheader', { name: 'Garments' })).toBeTruthy();
  });

  it('names the built-in garments in the interface language and a typed one as typed', async () => {
    const all = [makeOrder(1, { garments: ['Blouse', 'Silk Blouse', 'Blouse', 'Lehenga'] })];
    stubOrdersApi((q) => pageOf(all, q));
    renderPage();
    await dataRows();
    try {
      await act(() => i18n.changeLanguage('ta'));
      await waitFor(() =>
        expect(screen.getByTestId('order-garments').textContent).toBe(
          'ரவிக்கை ×2, Silk Blouse, லெஹங்கா',
        ),
      );
      await act(() => i18n.changeLanguage('hi'));
      expect(screen.getByTestId('order-garments').textContent).toBe('ब्लाउज़ ×2, Silk Blouse, लहंगा');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('sends a garment typed in the search box to the server', async () => {
    const queries = stubOrdersApi((q) => pageOf([makeOrder(1, { garments: ['Silk Blouse'] })], q));
    renderPage();
    await dataRows();
    expect(
      screen.getByRole('searchbox', { name: 'Search orders' }).getAttribute('placeholder'),
    ).toBe('Name, phone, order, garment');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), {
      target: { value: 'blouse' },
    });
    await waitFor(() => expect(queries.at(-1)!.get('search')).toBe('blouse'));
  });

  it('filters by Delayed, Delivered or Cancelled beside the spec’s four', async () => {
    const queries = stubOrdersApi((q) => pageOf([makeOrder(1)], q));
    renderPage();
    await dataRows();
    for (const status of ['Delayed', 'Delivered', 'Cancelled']) {
      fireEvent.click(screen.getByRole('button', { name: /^Filter/ }));
      const drawer = await screen.findByRole('dialog', { name: 'Filter Orders' });
      fireEvent.click(within(drawer).getByRole('button', { name: status }));
      await waitFor(() => expect(queries.at(-1)!.get('status')).toBe(status));
      expect(screen.getByText(`Status: ${status}`)).toBeTruthy();
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Filter Orders' })).toBeNull(),
      );
    }
  });

  it('filters alteration orders and one employee’s work, together with the status', async () => {
    const queries = stubOrdersApi((q) => pageOf([makeOrder(1)], q));
    const { router } = renderPage('/app/order_list?status=Due');
    await dataRows();

    fireEvent.click(screen.getByRole('button', { name: /^Filter/ }));
    let drawer = await screen.findByRole('dialog', { name: 'Filter Orders' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Alteration orders' }));
    await waitFor(() => expect(queries.at(-1)!.get('orderType')).toBe('alteration'));
    expect(queries.at(-1)!.get('status')).toBe('Due');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter Orders' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: /^Filter/ }));
    drawer = await screen.findByRole('dialog', { name: 'Filter Orders' });
    const employee = await within(drawer).findByRole('combobox', { name: 'Employee' });
    fireEvent.change(employee, { target: { value: STAFF[1]!._id } });
    await waitFor(() => expect(queries.at(-1)!.get('assignedTo')).toBe(STAFF[1]!._id));
    expect(Object.fromEntries(queries.at(-1)!)).toMatchObject({
      status: 'Due',
      orderType: 'alteration',
    });
    expect(router.state.location.search).toContain(`employee=${STAFF[1]!._id}`);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter Orders' })).toBeNull());
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(within(chips).getByText('Employee: Sita Devi')).toBeTruthy();
    expect(within(chips).getByText('Alteration orders')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Employee: Sita Devi' }));
    await waitFor(() => expect(queries.at(-1)!.has('assignedTo')).toBe(false));
    expect(queries.at(-1)!.get('orderType')).toBe('alteration');
  });

  describe('without orders', () => {
    it('welcomes a shop with no orders yet and offers a New Order button', async () => {
      stubOrdersApi((q) => pageOf([], q));
      const { router } = renderPage();
      expect(await screen.findByText('No orders yet')).toBeTruthy();
      fireEvent.click(screen.getByRole('link', { name: 'Create your first order' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/app/new-order'));
    });

    it('says nothing matches when a filter finds nothing, and clears it on request', async () => {
      const queries = stubOrdersApi((q) => pageOf(q.get('status') ? [] : [makeOrder(1)], q));
      renderPage('/app/order_list?status=Completed');
      expect(await screen.findByText('No orders match your search or filters.')).toBeTruthy();
      expect(screen.queryByText('No orders yet')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
      expect(await dataRows()).toHaveLength(1);
      expect(queries.at(-1)!.has('status')).toBe(false);
    });
  });

  describe('errors', () => {
    it.each([
      [500, 'Server error: The backend is experiencing issues. Please contact support.'],
      [403, "Access denied: You don't have permission to view orders."],
      [400, 'Unable to fetch orders. Please try again.'],
    ])('shows the text for %i', async (status, text) => {
      stubOrdersApi(() => ({ status, body: { error: 'nope' } }));
      renderPage();
      expect((await screen.findByRole('alert')).textContent).toContain(text);
      expect(screen.queryByRole('table')).toBeNull();
    });

    it('shows the network text', async () => {
      stubOrdersApi(() => 'network-error');
      renderPage();
      expect((await screen.findByRole('alert')).textContent).toContain(
        'Network error: Please check your internet connection.',
      );
    });

    it('clears the rows already shown when a refresh fails with 500, and retries', async () => {
      let failing = false;
      stubOrdersApi((q) =>
        failing ? { status: 500, body: { error: 'boom' } } : pageOf([makeOrder(1)], q),
      );
      const client = createTestQueryClient();
      renderPage('/app/order_list', client);
      expect(await dataRows()).toHaveLength(1);
      failing = true;
      await act(() => client.refetchQueries());
      expect((await screen.findByRole('alert')).textContent).toContain('Server error');
      expect(screen.queryByRole('table')).toBeNull();
      failing = false;
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await dataRows()).toHaveLength(1);
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('keeps the rows shown when a refresh fails for another reason', async () => {
      let failing = false;
      stubOrdersApi((q) => (failing ? 'network-error' : pageOf([makeOrder(1)], q)));
      const client = createTestQueryClient();
      renderPage('/app/order_list', client);
      expect(await dataRows()).toHaveLength(1);
      failing = true;
      await act(() => client.refetchQueries());
      expect((await screen.findByRole('alert')).textContent).toContain('Network error');
      expect(await dataRows()).toHaveLength(1);
    });

    it('keeps the rows when the next page fails, and tries that page again', async () => {
      const all = Array.from({ length: 12 }, (_, i) => makeOrder(12 - i));
      let failNext = true;
      stubOrdersApi((q) => (q.get('page') === '2' && failNext ? 'network-error' : pageOf(all, q)));
      renderPage();
      expect(await dataRows()).toHaveLength(10);
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
      expect((await screen.findByRole('alert')).textContent).toContain('Network error');
      expect(await dataRows()).toHaveLength(10);
      failNext = false;
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(async () => expect(await dataRows()).toHaveLength(12));
    });

    it('asks to log in when there is no session, without asking the server', async () => {
      localStorage.clear();
      const queries = stubOrdersApi((q) => pageOf([makeOrder(1)], q));
      renderPage();
      expect(screen.getByRole('alert').textContent).toBe(
        'Authentication required. Please login again.',
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(queries).toHaveLength(0);
    });
  });
});
