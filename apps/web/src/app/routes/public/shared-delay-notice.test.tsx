import { screen, within } from '@testing-library/react';
import { formatDayMonthYear } from '@tailor/shared/dates';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SharedCustomerOrdersRoute } from './shared-customer-orders-route';
import { SharedOrderRoute } from './shared-order-route';
import { renderPage, stubFetch } from '../../../test/render-page';
import {
  makeHistory,
  makeHistoryOrder,
  makeSharedOrder,
  useScreen,
} from '../../../features/sharing/test/fixtures';

const TOKEN = 'tok_123456789012345';
const REASON = 'The embroidery needs two more days';

function openTracking() {
  return renderPage(<SharedOrderRoute />, {
    path: '/shared_order/:token',
    entry: `/shared_order/${TOKEN}`,
  });
}

function openHistory() {
  return renderPage(<SharedCustomerOrdersRoute />, {
    path: '/shared_customer_orders/:token',
    entry: `/shared_customer_orders/${TOKEN}`,
  });
}

beforeEach(() => {
  useScreen('phone');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('The customer sees why the order is late and when to expect it', () => {
  it('tracking page: the shop’s reason and the new expected date', async () => {
    stubFetch(() => ({
      body: makeSharedOrder({
        status: 'Delayed',
        delay_note: REASON,
        expected_date: '2026-11-24',
      }),
    }));
    openTracking();
    const notice = await screen.findByTestId('shared-delay');
    expect(within(notice).getByText('Your order is delayed')).toBeTruthy();
    expect(within(notice).getByTestId('shared-delay-reason').textContent).toBe(
      `Reason from the shop: ${REASON}`,
    );
    expect(within(notice).getByTestId('shared-delay-date').textContent).toBe(
      `New expected date: ${formatDayMonthYear('2026-11-24')}`,
    );
  });

  it('tracking page: the reason alone when the shop gave no date', async () => {
    stubFetch(() => ({ body: makeSharedOrder({ status: 'Delayed', delay_note: REASON }) }));
    openTracking();
    const notice = await screen.findByTestId('shared-delay');
    expect(within(notice).getByTestId('shared-delay-reason').textContent).toContain(REASON);
    expect(within(notice).queryByTestId('shared-delay-date')).toBeNull();
  });

  it('tracking page: nothing about a delay for an order that is not Delayed', async () => {
    stubFetch(() => ({ body: makeSharedOrder({ status: 'In Process' }) }));
    openTracking();
    expect(await screen.findByTestId('shared-order')).toBeTruthy();
    expect(screen.queryByTestId('shared-delay')).toBeNull();
  });

  it('orders page: the reason and the date on the delayed order’s card only', async () => {
    stubFetch(() => ({
      body: makeHistory([
        makeHistoryOrder(2, { status: 'Delayed', delay_note: REASON, expected_date: '2026-11-24' }),
        makeHistoryOrder(1),
      ]),
    }));
    openHistory();
    const cards = await screen.findAllByTestId('shared-history-order');
    expect(cards).toHaveLength(2);
    const notice = within(cards[0]!).getByTestId('shared-delay');
    expect(within(notice).getByTestId('shared-delay-reason').textContent).toBe(REASON);
    expect(within(notice).getByTestId('shared-delay-date').textContent).toBe(
      `New expected date: ${formatDayMonthYear('2026-11-24')}`,
    );
    expect(within(cards[1]!).queryByTestId('shared-delay')).toBeNull();
  });
});
