import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SharedOrderRoute } from './shared-order-route';
import { i18n, LANGUAGE_STORAGE_KEY } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { renderPage, stubFetch } from '../../../test/render-page';
import { hangingFetch } from '../../../test/responses';
import { makeSharedOrder, useScreen } from '../../../features/sharing/test/fixtures';

const TOKEN = 'tok_123456789012345';

function open() {
  return renderPage(<SharedOrderRoute />, {
    path: '/shared_order/:token',
    entry: `/shared_order/${TOKEN}`,
  });
}

/** The value under a label in the order summary. */
function figure(label: string): string | null | undefined {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

beforeEach(() => {
  useScreen('phone');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Public order tracking page (spec §2)', () => {
  it("writes the order's number as the shop's bill does", async () => {
    stubFetch(() => ({ body: { ...makeSharedOrder(), order_number_prefix: 'SGT-' } }));
    open();
    expect(await screen.findByRole('heading', { name: 'Order #SGT-42' })).toBeTruthy();
  });

  it('asks for the order by its token, without a login, and shows it', async () => {
    const calls = stubFetch(() => ({ body: makeSharedOrder() }));
    open();
    expect(await screen.findByTestId('shared-order')).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual([`/api/shared_order/${TOKEN}`]);

    expect(screen.getByTestId('shared-shop-name').textContent).toBe('Sai Tailors');
    expect(screen.getByRole('heading', { level: 1, name: 'Order Tracking' })).toBeTruthy();
    expect(screen.getByTestId('shared-customer-name').textContent).toBe('Asha Rao');
    expect(screen.getByRole('heading', { name: 'Order #42' })).toBeTruthy();
    expect(figure('Total Amount')).toBe('₹2,700');
    expect(figure('Advance Paid')).toBe('₹1,000');
    expect(figure('Paid so far')).toBe('₹1,000');
    expect(figure('Remaining Amount')).toBe('₹1,700');
    expect(figure('Current Status')).toBe('Assigned');
    expect(figure('Order Date')).toBe('05 Nov 2026');
    expect(figure('Due Date')).toBe('20 Nov 2026');
    expect(document.title).toBe('Order Tracking · Tailor Shop Manager');

    const progress = screen.getByRole('region', { name: 'Order Progress' });
    const current = within(progress)
      .getAllByTestId('tracker-step')
      .filter((step) => step.getAttribute('aria-current') === 'step');
    expect(current.map((step) => step.querySelector('.MuiStepLabel-label')?.textContent)).toEqual([
      'Assigned',
    ]);
    expect(within(progress).getByTestId('order-progress').className).toContain(
      'MuiStepper-vertical',
    );

    const products = within(screen.getByRole('region', { name: 'Ordered Products' }));
    expect(products.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Product #1Shirt',
      'Product #2Trouser',
    ]);

    const bill = screen.getByRole('link', { name: 'Download bill' });
    expect(bill.getAttribute('href')).toBe(
      '/api/generate_customer_billing_pdf/order-1?token=tok_123456789012345',
    );
  });

  it('shows the advance apart from what was paid later', async () => {
    // ₹300 order, ₹100 advance, ₹200 collected later (issue 11: 'Advance Paid ₹300').
    stubFetch(() => ({
      body: makeSharedOrder({
        totalAmount: 300,
        advancePayment: 100,
        paidAmount: 300,
        remainingAmount: 0,
      }),
    }));
    open();
    expect(await screen.findByTestId('shared-order')).toBeTruthy();
    expect(figure('Total Amount')).toBe('₹300');
    expect(figure('Advance Paid')).toBe('₹100');
    expect(figure('Paid so far')).toBe('₹300');
    expect(figure('Remaining Amount')).toBe('₹0');
  });
  it('shows a skeleton and a loading message while the order loads', () => {
    vi.stubGlobal('fetch', vi.fn(hangingFetch));
    open();
    expect(screen.getByTestId('shared-order-skeleton')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading order details...');
    expect(screen.getByRole('heading', { level: 1, name: 'Order Tracking' })).toBeTruthy();
  });

  it("shows 'Error Loading Order' for an unknown link, with nothing to retry", async () => {
    stubFetch(() => ({ status: 404, body: { error: 'Order not found' } }));
    open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Order' })).toBeTruthy();
    expect(within(alert).getByText('Failed to fetch order details.')).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers to try again after a network failure', async () => {
    let fail = true;
    const calls = stubFetch(() => (fail ? 'network-error' : { body: makeSharedOrder() }));
    open();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('Failed to fetch order details.')).toBeTruthy();
    fail = false;
    retry.click();
    expect(await screen.findByTestId('shared-order')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it("speaks the shop's language to a visitor who has not chosen one", async () => {
    stubFetch(() => ({
      body: { ...makeSharedOrder({ status: 'In Process' }), shop_language: 'hi' },
    }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'ऑर्डर ट्रैकिंग' })).toBeTruthy();
    expect(figure('वर्तमान स्थिति')).toBe('काम जारी');
    expect(screen.getByRole('link', { name: 'बिल डाउनलोड करें' })).toBeTruthy();
    // For this visit only: the visitor's own choice is not overwritten.
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it("keeps the visitor's own language choice", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    stubFetch(() => ({ body: { ...makeSharedOrder(), shop_language: 'ta' } }));
    open();
    expect(await screen.findByTestId('shared-order')).toBeTruthy();
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Order Tracking' })).toBeTruthy();
  });

  it('shows the stepper across the page on a wide screen, and works for a signed-in viewer too', async () => {
    useScreen('wide');
    session.set('authToken', 'staff-token');
    stubFetch(() => ({ body: makeSharedOrder({ status: 'Delayed', remainingAmount: 0 }) }));
    open();
    expect(await screen.findByTestId('shared-order')).toBeTruthy();
    expect(screen.getByTestId('order-progress').className).toContain('MuiStepper-horizontal');
    expect(screen.getByTestId('tracker-note').textContent).toContain('Your order is delayed.');
    expect(figure('Remaining Amount')).toBe('₹0');
  });
});
