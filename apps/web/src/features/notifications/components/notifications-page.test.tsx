import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { notification } from '../test/fixtures';
import { stubNotificationsApi } from '../test/stub-api';
import { NotificationsPage } from './notifications-page';

function listCalls(calls: { method: string; url: string }[]) {
  return calls
    .filter((c) => c.method === 'GET' && /\/notifications\?/.test(c.url))
    .map((c) => Object.fromEntries(new URL(c.url, 'http://localhost').searchParams));
}

function rows() {
  return screen.getAllByTestId('notification-item');
}

describe('NotificationsPage', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.setItem('authToken', 'token'));
  afterEach(() => vi.unstubAllGlobals());

  it('lists 20 a page and loads more while the server has more', async () => {
    const items = Array.from({ length: 23 }, (_, i) => notification(i + 1));
    const calls = stubNotificationsApi(items);
    renderPage(<NotificationsPage area="shopkeeper" />, { path: '/app/notifications' });
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(await screen.findByText('23 unread')).toBeTruthy();
    expect(listCalls(calls)[0]).toEqual({ page: '1', limit: '20' });

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(23));
    expect(listCalls(calls).at(-1)).toEqual({ page: '2', limit: '20' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows only unread ones with the switch', async () => {
    const items = [notification(1), notification(2, { read: true }), notification(3)];
    const calls = stubNotificationsApi(items);
    renderPage(<NotificationsPage area="shopkeeper" />, { path: '/app/notifications' });
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('switch', { name: 'Unread only' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(listCalls(calls).at(-1)).toEqual({ page: '1', limit: '20', unread_only: 'true' });
    expect(rows().every((row) => row.dataset.read === 'false')).toBe(true);
  });

  it('marks one read, marks all read and deletes, each with its own request', async () => {
    const items = [
      notification(1, {
        type: 'payment_received',
        data: { orderNumber: 1, amount: 500 },
        priority: 'high',
      }),
      notification(2, { type: 'invite_accepted', data: { name: 'Ravi' }, order_id: null }),
      notification(3),
    ];
    const calls = stubNotificationsApi(items);
    renderPage(<NotificationsPage area="shopkeeper" />, { path: '/app/notifications' });
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [payment] = rows();
    expect(within(payment!).getByText('High priority')).toBeTruthy();
    expect(payment!.dataset.priority).toBe('high');

    fireEvent.click(
      within(payment!).getByRole('button', { name: 'Mark as read: Payment received' }),
    );
    await waitFor(() => expect(rows()[0]!.dataset.read).toBe('true'));
    expect(
      calls.filter((c) => c.method === 'PUT').map((c) => new URL(c.url, 'http://x').pathname),
    ).toEqual(['/api/notifications/n-1/read']);
    expect(await screen.findByText('2 unread')).toBeTruthy();

    fireEvent.click(
      within(rows()[1]!).getByRole('button', { name: 'Delete notification: Invite accepted' }),
    );
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(
      calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/api/notifications/n-2')),
    ).toBe(true);
    expect(await screen.findByText('Notification deleted')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(rows().every((row) => row.dataset.read === 'true')).toBe(true));
    expect(
      calls.some((c) => c.method === 'PUT' && c.url.endsWith('/api/notifications/read_all')),
    ).toBe(true);
    expect(await screen.findByText("You're all caught up")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('opens the order of a notification in the shopkeeper area and marks it read', async () => {
    const calls = stubNotificationsApi([
      notification(8, {
        type: 'order_status_changed',
        data: { orderNumber: 8, status: 'Completed' },
      }),
    ]);
    const { router } = renderPage(<NotificationsPage area="shopkeeper" />, {
      path: '/app/notifications',
    });
    fireEvent.click(
      await screen.findByRole('link', {
        name: 'Order status changed: Order #8 is now Completed (unread)',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/order-details/order-8'));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'PUT' && c.url.endsWith('/notifications/n-8/read')),
      ).toBe(true),
    );
  });

  it('tells when the server refuses to delete', async () => {
    const items = [notification(1)];
    stubNotificationsApi(items);
    renderPage(<NotificationsPage area="employee" />, { path: '/employee/notifications' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    items.length = 0; // Gone on the server meanwhile: the delete answers 404.
    fireEvent.click(screen.getByRole('button', { name: 'Delete notification: New work assigned' }));
    expect(
      await screen.findByText('Could not delete the notification. Please try again.'),
    ).toBeTruthy();
  });

  it("shows 'No unread notifications' when everything is read", async () => {
    stubNotificationsApi([notification(1, { read: true })]);
    renderPage(<NotificationsPage area="employee" />, { path: '/employee/notifications' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('switch', { name: 'Unread only' }));
    expect(await screen.findByText('No unread notifications')).toBeTruthy();
  });

  it("says 'Failed to fetch notifications' and tries again on request", async () => {
    const items = [notification(1)];
    stubNotificationsApi(items, { failList: true });
    renderPage(<NotificationsPage area="employee" />, { path: '/employee/notifications' });
    expect(await screen.findByText('Failed to fetch notifications')).toBeTruthy();
    vi.unstubAllGlobals();
    stubNotificationsApi(items);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByText('Failed to fetch notifications')).toBeNull();
  });
});
