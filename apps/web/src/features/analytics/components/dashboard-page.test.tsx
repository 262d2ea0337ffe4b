import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { parseIsoDate, todayInShopZone } from '@tailor/shared/dates';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch, type StubAnswer, type StubCall } from '../../../test/render-page';
import { i18n } from '../../../lib/i18n';
import { jsonResponse } from '../../../test/responses';
import { dashboardQueryOptions } from '../api/get-dashboard-data';
import { mockChartSize } from '../test/chart-size';
import { dashboardData, dueOrder, emptyDashboard } from '../test/fixtures';
import { mockIntersection } from '../../../test/intersection';
import { DashboardPage } from './dashboard-page';

const year = parseIsoDate(todayInShopZone()).year;

function stubAnalytics(
  answers: { dashboard?: StubAnswer; revenue?: (year: string) => StubAnswer } = {},
) {
  return stubFetch((call: StubCall) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/get_dashboard_data') {
      return answers.dashboard ?? { body: dashboardData() };
    }
    if (url.pathname === '/api/get_revenue') {
      return answers.revenue?.(url.searchParams.get('year') ?? '') ?? { body: [] };
    }
    return { status: 404, body: { error: 'Not found' } };
  });
}

function figure(testId: string) {
  return screen.getByTestId(testId).textContent;
}

describe('DashboardPage', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.setItem('authToken', 'token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("shows this month's earnings, then the year and the total from the toggle", async () => {
    stubAnalytics();
    renderPage(<DashboardPage />, { path: '/app/dashboard' });
    const card = await screen.findByRole('region', { name: 'Earnings Overview' });
    expect(
      within(card).getByRole('button', { name: 'This Month' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(figure('earnings-amount')).toBe('₹12,500');
    // Advances only; what was collected later is in 'Payments received'.
    expect(figure('earnings-advance')).toBe('₹5,000');
    expect(figure('earnings-remaining')).toBe('₹4,500');
    expect(figure('earnings-paid')).toBe('₹8,000');
    expect(figure('earnings-growth')).toBe('12.5%');
    expect(screen.getByLabelText('Growth: up 12.5% on last month')).toBeTruthy();
    expect(within(card).getByText('vs last month')).toBeTruthy();
    expect(figure('earnings-collected')).toBe('64% collected');
    expect(
      within(card)
        .getByRole('progressbar', { name: 'Payments received' })
        .getAttribute('aria-valuenow'),
    ).toBe('64');

    fireEvent.click(within(card).getByRole('button', { name: 'This Year' }));
    expect(figure('earnings-amount')).toBe('₹96,000');
    expect(figure('earnings-advance')).toBe('₹50,000');
    expect(figure('earnings-paid')).toBe('₹70,000');
    expect(figure('earnings-remaining')).toBe('₹26,000');
    expect(figure('earnings-growth')).toBe('0%');
    expect(within(card).queryByText('vs last month')).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Total Income' }));
    expect(within(card).getByText('Total income')).toBeTruthy();
    expect(figure('earnings-amount')).toBe('₹1,50,000');
    expect(figure('earnings-advance')).toBe('₹90,000');
    expect(figure('earnings-paid')).toBe('₹1,20,000');
    expect(figure('earnings-remaining')).toBe('₹30,000');
    expect(figure('earnings-growth')).toBe('0%');
  });

  it('shows a fall in revenue with a down arrow', async () => {
    const data = dashboardData();
    data.earnings.growth.monthly = { growth: -40, direction: 'down' };
    stubAnalytics({ dashboard: { body: data } });
    renderPage(<DashboardPage />, { path: '/app/dashboard' });
    expect(await screen.findByLabelText('Growth: down 40% on last month')).toBeTruthy();
    expect(figure('earnings-growth')).toBe('40%');
    expect(screen.getByTestId('ArrowDownwardIcon')).toBeTruthy();
  });

  it('says there is nothing to compare when last month earned nothing, in Hindi and Tamil too', async () => {
    const data = dashboardData();
    data.earnings.growth.monthly = { growth: 100, direction: 'up', last_month_empty: true };
    stubAnalytics({ dashboard: { body: data } });
    renderPage(<DashboardPage />, { path: '/app/dashboard' });
    const card = await screen.findByRole('region', { name: 'Earnings Overview' });
    expect(within(card).getByText('No sales last month to compare')).toBeTruthy();
    expect(within(card).queryByTestId('earnings-growth')).toBeNull();
    expect(within(card).queryByText('vs last month')).toBeNull();
    expect(within(card).queryByText('100%')).toBeNull();
    // The year has no comparison of its own: it keeps its 0%.
    fireEvent.click(within(card).getByRole('button', { name: 'This Year' }));
    expect(figure('earnings-growth')).toBe('0%');
    fireEvent.click(within(card).getByRole('button', { name: 'This Month' }));

    try {
      await act(() => i18n.changeLanguage('hi'));
      expect(within(card).getByText('तुलना के लिए पिछले महीने कोई बिक्री नहीं')).toBeTruthy();
      await act(() => i18n.changeLanguage('ta'));
      expect(within(card).getByText('ஒப்பிட கடந்த மாதம் விற்பனை இல்லை')).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('lists the orders due this week, overdue ones highlighted, and opens an order', async () => {
    stubAnalytics();
    const { router } = renderPage(<DashboardPage />, { path: '/app/dashboard' });
    const table = await screen.findByRole('table', { name: 'Orders Due This Week' });
    await waitFor(() => expect(table.getAttribute('aria-busy')).toBeNull());
    const [late, onTime] = within(table).getAllByRole('row').slice(1);
    expect(within(late!).getByText('Overdue')).toBeTruthy();
    expect(late!.querySelector('[data-overdue="true"]')).toBeTruthy();
    expect(within(late!).getByText('Delayed')).toBeTruthy();
    expect(within(onTime!).queryByText('Overdue')).toBeNull();
    expect(within(onTime!).getByText('₹1,009')).toBeTruthy();
    fireEvent.click(onTime!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/order-details/order-9'));
  });

  it('shows how the garments fitted, month by month, per garment and karigar', async () => {
    stubAnalytics({
      dashboard: {
        body: dashboardData({
          fit_quality: [
            { month: '2026-11', garment: 'Blouse', karigar: 'Ravi', good: 3, needs_change: 1 },
            { month: '2026-10', garment: 'Kurta', karigar: null, good: 0, needs_change: 2 },
          ],
        }),
      },
    });
    renderPage(<DashboardPage />, { path: '/app/dashboard' });
    const card = await screen.findByRole('region', { name: 'How it fitted' });
    const rows = within(card)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Nov 2026', 'Blouse', 'Ravi', '3', '1'],
      ['Oct 2026', 'Kurta', 'Not assigned', '0', '2'],
    ]);
  });

  it('heads the money still out from the kept total and links to the report', async () => {
    const calls = stubAnalytics();
    const { router } = renderPage(<DashboardPage />, { path: '/app/dashboard' });
    const card = await screen.findByRole('region', { name: 'Money still out' });
    expect((await within(card).findByTestId('dashboard-still-out')).textContent).toBe('₹30,000');
    expect(card.textContent).toContain('balances customers still owe');
    // From the dashboard's own answer: the report itself is not asked for.
    expect(calls.some((c) => c.url.includes('/outstanding'))).toBe(false);
    fireEvent.click(within(card).getByRole('link', { name: 'See who owes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/outstanding'));
  });

  it('lists six due orders and links to the rest in the order list', async () => {
    const orders = Array.from({ length: 9 }, (_, i) => dueOrder(i + 1));
    stubAnalytics({ dashboard: { body: dashboardData({ orders_due_this_week: orders }) } });
    renderPage(<DashboardPage />, { path: '/app/dashboard' });
    const table = await screen.findByRole('table', { name: 'Orders Due This Week' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    expect(screen.getByRole('link', { name: 'View all 9 due orders' }).getAttribute('href')).toBe(
      '/app/order_list?status=Due',
    );
  });

  it('counts every due order in the link when the server lists only the first ones', async () => {
    const orders = Array.from({ length: 20 }, (_, i) => dueOrder(i + 1));
    stubAnalytics({
      dashboard: {
        body: dashboardData({ orders_due_this_week: orders, orders_due_this_week_total: 1_149 }),
      },
    });
    renderPage(<DashboardPage />, { path: '/app/dashboard' });
    const table = await screen.findByRole('table', { name: 'Orders Due This Week' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    expect(
      screen.getByRole('link', { name: 'View all 1149 due orders' }).getAttribute('href'),
    ).toBe('/app/order_list?status=Due');
  });

  it('draws the revenue trend for the current year with months and abbreviated amounts', async () => {
    mockChartSize(800, 350);
    mockIntersection({ inView: true });
    const calls = stubAnalytics({
      revenue: () => ({
        body: [
          { month: 3, revenue: 4_000 },
          { month: 11, revenue: 14_540 },
        ],
      }),
    });
    renderPage(<DashboardPage />, { path: '/app/dashboard' });
    const chart = await screen.findByRole('figure', { name: `Monthly revenue in ${year}` });
    const revenueCall = calls.find((c) => c.url.includes('/get_revenue'));
    expect(new URL(revenueCall!.url, 'http://localhost').searchParams.get('year')).toBe(
      String(year),
    );
    await waitFor(() => expect(within(chart).getByText('Jan')).toBeTruthy());
    for (const month of ['Feb', 'Jun', 'Dec']) expect(within(chart).getByText(month)).toBeTruthy();
    for (const label of ['₹0', '₹5K', '₹10K', '₹15K'])
      expect(within(chart).getByText(label)).toBeTruthy();
    // The axes' texts and nothing else: no legend.
    expect(chart.querySelectorAll('text')).toHaveLength(12 + 4 + 2);
    const area = chart.querySelector('.chart-area-curve');
    expect(area?.getAttribute('stroke')).toBe('#059669');
  });

  it('draws a chart when it comes near the view, holding its place until then', async () => {
    mockChartSize(800, 350);
    const view = mockIntersection();
    stubAnalytics({ revenue: () => ({ body: [{ month: 3, revenue: 4_000 }] }) });
    renderPage(<DashboardPage />, { path: '/app/dashboard' });
    const revenue = await screen.findByRole('figure', { name: `Monthly revenue in ${year}` });
    const monthly = await screen.findByRole('figure', {
      name: 'Daily revenue over the past month',
    });
    await waitFor(() => expect(new Set(view.observed())).toEqual(new Set([monthly, revenue])));
    expect(revenue.querySelector('.chart-surface')).toBeNull();
    expect(monthly.querySelector('.chart-surface')).toBeNull();

    view.scrollIntoView();
    await waitFor(() => expect(revenue.querySelector('.chart-area-curve')).toBeTruthy());
    expect(within(revenue).getByText('Jan')).toBeTruthy();
    await waitFor(() => expect(monthly.querySelector('.chart-bar')).toBeTruthy());
    expect(view.observed()).toEqual([]);
  });

  it("ends this year's revenue line at the current month instead of dropping to ₹0", async () => {
    // 15 June in India: July to December have not happened yet.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${year}-06-15T06:30:00Z`));
    mockChartSize(800, 350);
    mockIntersection({ inView: true });
    stubAnalytics({
      revenue: () => ({
        body: [
          { month: 3, revenue: 4_000 },
          { month: 6, revenue: 14_540 },
        ],
      }),
    });
    renderPage(<DashboardPage />, { path: '/app/dashboard' });
    const chart = await screen.findByRole('figure', { name: `Monthly revenue in ${year}` });
    await waitFor(() => expect(chart.querySelector('.chart-area-curve')).toBeTruthy());
    const tickX = (month: string) =>
      Number(
        [...chart.querySelectorAll('.chart-x-ticks text')]
          .find((tick) => tick.textContent === month)!
          .getAttribute('x'),
      );
    // The x of every point the line passes through (the path's M, L and C coordinates).
    const curve = chart.querySelector('.chart-area-curve')!.getAttribute('d')!;
    const xs = [...curve.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map((m) => Number(m[1]));
    expect(Math.min(...xs)).toBeCloseTo(tickX('Jan'), 0);
    expect(Math.max(...xs)).toBeCloseTo(tickX('Jun'), 0);
    expect(Math.max(...xs)).toBeLessThan(tickX('Jul'));
    // The months to come keep their place on the axis.
    expect(within(chart).getByText('Dec')).toBeTruthy();
  });

  it('asks for another year from the year chooser', async () => {
    const calls = stubAnalytics({
      revenue: (asked) => ({ body: asked === '2025' ? [{ month: 6, revenue: 9_000 }] : [] }),
    });
    renderPage(<DashboardPage />, { path: '/app/dashboard' });
    expect(await screen.findByText('No Revenue Data')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Year' }).textContent).toBe(String(year)),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Year' }));
    fireEvent.click(await screen.findByRole('option', { name: '2025' }));
    expect(await screen.findByRole('figure', { name: 'Monthly revenue in 2025' })).toBeTruthy();
    expect(calls.some((c) => c.url.includes('year=2025'))).toBe(true);
  });

  it('shows the empty states of a new shop', async () => {
    stubAnalytics({ dashboard: { body: emptyDashboard } });
    renderPage(<DashboardPage />, { path: '/app/dashboard' });
    expect(await screen.findByText('No Revenue Data')).toBeTruthy();
    expect(screen.getByText('Start earning to see revenue trends here')).toBeTruthy();
    expect(await screen.findByText('No Monthly Data')).toBeTruthy();
    expect(screen.getByText('No orders are due this week.')).toBeTruthy();
    expect(figure('earnings-amount')).toBe('₹0');
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('shows skeletons while loading', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderPage(<DashboardPage />, { path: '/app/dashboard' });
    expect(screen.getByRole('progressbar', { name: 'Loading earnings' })).toBeTruthy();
    expect(screen.getAllByRole('progressbar', { name: 'Loading chart' }).length).toBeGreaterThan(0);
    expect(
      screen.getByRole('table', { name: 'Orders Due This Week' }).getAttribute('aria-busy'),
    ).toBe('true');
  });

  it("asks twice more, 3 s apart, then says 'Failed to fetch dashboard data. Please try again later.'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let failing = true;
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (!url.includes('/get_dashboard_data')) return jsonResponse([]);
        calls.push(url);
        return failing ? jsonResponse({ error: 'Boom' }, 500) : jsonResponse(dashboardData());
      }),
    );
    renderPage(<DashboardPage />, { path: '/app/dashboard' });
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(calls).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(calls).toHaveLength(3);
    expect(
      await screen.findByText('Failed to fetch dashboard data. Please try again later.'),
    ).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls).toHaveLength(3);

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('earnings-amount')).toBeTruthy();
    expect(
      screen.queryByText('Failed to fetch dashboard data. Please try again later.'),
    ).toBeNull();
  });
});

describe('dashboardQueryOptions', () => {
  it('keeps the dashboard fresh for 2 minutes and retries twice, 3 s apart', () => {
    const options = dashboardQueryOptions();
    expect(options.staleTime).toBe(120_000);
    expect(options.retryDelay).toBe(3_000);
    const retry = options.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, new Error('network'))).toBe(true);
    expect(retry(1, new Error('network'))).toBe(true);
    expect(retry(2, new Error('network'))).toBe(false);
  });
});
