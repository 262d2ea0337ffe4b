import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render-page';
import { mockChartSize } from '../test/chart-size';
import { dashboardData, emptyDashboard } from '../test/fixtures';
import { mockIntersection } from '../../../test/intersection';
import { EarningsPage } from './earnings-page';

function stub(dashboard: unknown, revenue: unknown = []) {
  return stubFetch((call) =>
    call.url.includes('/get_dashboard_data') ? { body: dashboard } : { body: revenue },
  );
}

describe('EarningsPage', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.setItem('authToken', 'token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the earnings card, Yearly Performance and the revenue trend', async () => {
    mockChartSize(700, 300);
    mockIntersection({ inView: true });
    stub(dashboardData(), [{ month: 2, revenue: 3_000 }]);
    renderPage(<EarningsPage />, { path: '/app/earnings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Earnings' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Earnings Overview' })).toBeTruthy();
    const yearly = screen.getByRole('region', { name: 'Yearly Performance' });
    const chart = within(yearly).getByRole('figure', { name: 'Revenue by year' });
    expect(await within(chart).findByText('2025')).toBeTruthy();
    expect(within(chart).getByText('₹50K')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Revenue Trend' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Orders Due This Week' })).toBeNull();
  });

  it("shows 'No Yearly Data' before anything was earned", async () => {
    stub(emptyDashboard);
    renderPage(<EarningsPage />, { path: '/app/earnings' });
    const yearly = await screen.findByRole('region', { name: 'Yearly Performance' });
    expect(within(yearly).getByText('No Yearly Data')).toBeTruthy();
    expect(within(yearly).getByText('Start earning to see yearly trends here')).toBeTruthy();
    expect(within(yearly).queryByRole('figure')).toBeNull();
  });
});
