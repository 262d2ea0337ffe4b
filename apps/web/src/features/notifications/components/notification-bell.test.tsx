import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UNREAD_POLL_MS } from '@tailor/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { notification } from '../test/fixtures';
import { stubNotificationsApi } from '../test/stub-api';
import { NotificationBell } from './notification-bell';

function countCalls(calls: { url: string }[]) {
  return calls.filter((c) => c.url.endsWith('/notifications/unread_count')).length;
}

describe('NotificationBell', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.setItem('authToken', 'token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows the unread count as a badge and asks again every 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const items = [notification(1)];
    const calls = stubNotificationsApi(items);
    renderPage(<NotificationBell area="employee" />, { path: '/employee/orders' });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(within(bell).getByTestId('notification-badge').textContent).toBe('1');
    expect(countCalls(calls)).toBe(1);

    items.unshift(notification(2), notification(3));
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS - 1_000));
    expect(countCalls(calls)).toBe(1);
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(countCalls(calls)).toBe(2));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
    expect(screen.getByTestId('notification-badge').textContent).toBe('3');
    expect(UNREAD_POLL_MS).toBe(30_000);
  });

  it('shows no badge when everything is read', async () => {
    stubNotificationsApi([notification(1, { read: true })]);
    renderPage(<NotificationBell area="employee" />, { path: '/employee/orders' });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() =>
      expect(within(bell).getByTestId('notification-badge').className).toContain('invisible'),
    );
  });

  it('opens a panel with the latest notifications and marks them all read', async () => {
    const items = [
      notification(1, { priority: 'urgent', type: 'order_overdue', data: { orderNumber: 1 } }),
      notification(2, { read: true }),
    ];
    const calls = stubNotificationsApi(items);
    renderPage(<NotificationBell area="shopkeeper" />, { path: '/app/dashboard' });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const rows = await within(panel).findAllByTestId('notification-item');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Urgent')).toBeTruthy();
    expect(within(rows[0]!).getByText('Order #1 is overdue')).toBeTruthy();
    expect(rows[0]!.dataset.read).toBe('false');
    expect(
      within(panel).getByRole('link', { name: 'View all notifications' }).getAttribute('href'),
    ).toBe('/app/notifications');

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'PUT' && c.url.endsWith('/notifications/read_all')),
      ).toBe(true),
    );
    // The page behind the open panel is hidden from assistive technology, the bell too.
    expect(await screen.findByRole('button', { name: 'Notifications', hidden: true })).toBeTruthy();
    await waitFor(() =>
      expect(within(panel).getAllByTestId('notification-item')[0]!.dataset.read).toBe('true'),
    );
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it("opens a notification's order in the employee area, marks it read and closes the panel", async () => {
    const items = [notification(4)];
    const calls = stubNotificationsApi(items);
    const { router } = renderPage(<NotificationBell area="employee" />, {
      path: '/employee/orders',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    fireEvent.click(
      await within(panel).findByRole('link', {
        name: 'New work assigned: Shirt 4 in Order #4 is assigned to you (unread)',
      }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/employee-order-details/order-4'),
    );
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'PUT' && c.url.endsWith('/notifications/n-4/read')),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  });

  it('offers what the route tree passes in at the top of the panel', async () => {
    stubNotificationsApi([]);
    renderPage(<NotificationBell area="employee" prompt={<p>Turn on push</p>} />, {
      path: '/employee/orders',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('Turn on push')).toBeTruthy();
    expect(await within(panel).findByText('No notifications yet')).toBeTruthy();
  });

  it("says 'Failed to fetch notifications' when the list cannot be loaded", async () => {
    stubNotificationsApi([notification(1)], { failList: true });
    renderPage(<NotificationBell area="employee" />, { path: '/employee/orders' });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByText('Failed to fetch notifications')).toBeTruthy();
  });
});
