import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SharedCustomerOrdersRoute } from './shared-customer-orders-route';
import { renderPage, stubFetch } from '../../../test/render-page';
import { hangingFetch } from '../../../test/responses';
import { makeHistory, makeHistoryOrder, useScreen } from '../../../features/sharing/test/fixtures';

const TOKEN = 'cust_1234567890123456';

function open() {
  return renderPage(<SharedCustomerOrdersRoute />, {
    path: '/shared_customer_orders/:token',
    entry: `/shared_customer_orders/${TOKEN}`,
  });
}

function value(card: HTMLElement, label: string): string | null | undefined {
  return within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

beforeEach(() => {
  useScreen('phone');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Public customer order history page (spec §2)', () => {
  it('shows the store, the customer, the count and the orders newest first', async () => {
    const calls = stubFetch(() => ({
      body: makeHistory([
        makeHistoryOrder(1, { orderDate: '2026-01-10', status: 'Delivered', products: ['Kurta'] }),
        makeHistoryOrder(3, {
          orderDate: '2026-03-02',
          dueDate: '2026-03-15',
          status: 'In Process',
          totalAmount: 2500.5,
          products: ['Shirt', 'Trouser'],
        }),
        makeHistoryOrder(2, { orderDate: '2026-02-20', status: 'Completed' }),
      ]),
    }));
    open();
    expect(await screen.findByTestId('shared-history')).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual([`/api/shared_customer_orders/${TOKEN}`]);
    expect(screen.getByTestId('shared-shop-name').textContent).toBe('Sai Tailors');
    expect(screen.getByTestId('shared-customer-name').textContent).toBe('Asha Rao');
    expect(screen.getByRole('heading', { level: 1, name: 'Order History' })).toBeTruthy();
    expect(screen.getByTestId('shared-history-count').textContent).toBe('3 Order(s)');

    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Order #3',
      'Order #2',
      'Order #1',
    ]);

    const newest = cards[0]!;
    // Spec §2: this page writes dates day-month-year with dashes.
    expect(value(newest, 'Order Date')).toBe('02-03-2026');
    expect(value(newest, 'Total')).toBe('₹2,500.50');
    expect(value(newest, 'Due Date')).toBe('15-03-2026');
    expect(within(newest).getByRole('group', { name: 'Status' }).textContent).toBe('In Process');
    expect(
      within(within(newest).getByRole('list', { name: 'Products' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Shirt', 'Trouser']);
    const track = within(newest).getByRole('link', { name: 'Track order #3 (opens in a new tab)' });
    expect(track.textContent).toBe('Track Order');
    expect(track.getAttribute('href')).toBe('http://localhost:3000/shared_order/token-3');
    expect(track.getAttribute('target')).toBe('_blank');
    expect(track.getAttribute('rel')).toContain('noopener');
    expect(within(newest).queryByTestId('shared-history-delivered')).toBeNull();

    const delivered = cards[2]!;
    expect(within(delivered).getByTestId('shared-history-delivered').textContent).toBe('Delivered');
    expect(within(delivered).queryByRole('link')).toBeNull();
  });

  it("writes each order's number as the shop's bill does", async () => {
    stubFetch(() => ({
      body: { ...makeHistory([makeHistoryOrder(7)]), order_number_prefix: 'SGT-' },
    }));
    open();
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading').textContent).toBe('Order #SGT-7');
  });

  it('shows a skeleton while the orders load', () => {
    vi.stubGlobal('fetch', vi.fn(hangingFetch));
    open();
    expect(screen.getByTestId('shared-history-skeleton')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading orders...');
  });

  it("says 'No Orders Found' for a customer without orders", async () => {
    stubFetch(() => ({ body: makeHistory([]) }));
    open();
    expect(await screen.findByRole('heading', { name: 'No Orders Found' })).toBeTruthy();
    expect(screen.getByText("This customer doesn't have any orders yet.")).toBeTruthy();
    expect(screen.getByTestId('shared-history-count').textContent).toBe('0 Order(s)');
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it("shows the server's reason under 'Error Loading Customer Details'", async () => {
    stubFetch(() => ({
      status: 404,
      body: { error: 'Customer not found', code: 'CUSTOMER_NOT_FOUND' },
    }));
    open();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Error Loading Customer Details' }),
    ).toBeTruthy();
    expect(within(alert).getByText('Customer not found')).toBeTruthy();
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('shows any other server reason as the text of its code', async () => {
    stubFetch(() => ({
      status: 429,
      body: {
        error: 'Too many requests. Please wait a moment and try again.',
        code: 'RATE_LIMITED',
      },
    }));
    open();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Too many requests. Please wait a moment and try again.'),
    ).toBeTruthy();
  });

  it("says 'Failed to fetch data' for an answer without a code, never its text", async () => {
    stubFetch(() => ({ status: 400, body: { error: 'share_token is malformed' } }));
    open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch data')).toBeTruthy();
    expect(within(alert).queryByText('share_token is malformed')).toBeNull();
  });

  it("says 'Failed to fetch data' when the server could not be reached", async () => {
    stubFetch(() => 'network-error');
    open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch data')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("speaks the shop's language until the visitor chooses one", async () => {
    stubFetch(() => ({
      body: { ...makeHistory([makeHistoryOrder(5)]), shop_language: 'gu' },
    }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'ઓર્ડર ઇતિહાસ' })).toBeTruthy();
    expect(screen.getByTestId('shared-history-count').textContent).toBe('1 ઓર્ડર');
    expect(screen.getByRole('link', { name: 'ઓર્ડર #5 ટ્રેક કરો (નવા ટેબમાં ખુલશે)' })).toBeTruthy();
  });
});
