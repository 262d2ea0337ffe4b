import { useMutation } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import { stubFetch } from '../../../test/render-page';
import { dashboardData } from '../test/fixtures';
import { dashboardQueryKey, useDashboardData } from './get-dashboard-data';

function Figures() {
  const dashboard = useDashboardData();
  return <p>{dashboard.data ? `month ${dashboard.data.earnings.this_month}` : 'loading'}</p>;
}

function SomeWrite() {
  const write = useMutation({ mutationFn: async () => 'saved' });
  return <button onClick={() => write.mutate()}>Save</button>;
}

describe('useDashboardData', () => {
  beforeEach(() => localStorage.setItem('authToken', 'token'));
  afterEach(() => vi.unstubAllGlobals());

  it('counts the figures out of date after any successful write, so they are asked again', async () => {
    let thisMonth = 1_000;
    const calls = stubFetch(() => ({
      body: dashboardData({
        earnings: { ...dashboardData().earnings, this_month: thisMonth },
      }),
    }));
    const client = createTestQueryClient();
    renderWithProviders(
      <>
        <Figures />
        <SomeWrite />
      </>,
      client,
    );
    expect(await screen.findByText('month 1000')).toBeTruthy();
    expect(client.getQueryState(dashboardQueryKey)?.isInvalidated).toBe(false);

    thisMonth = 2_500;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('month 2500')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});
