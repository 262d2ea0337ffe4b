import { describe, expect, it } from 'vitest';
import { notificationsPagePath } from './app-paths';
import { notificationTargetPath } from './notifications';

describe('notificationTargetPath', () => {
  it("opens the order in the viewer's own area", () => {
    const n = { type: 'product_assigned' as const, order_id: 'o-1' };
    expect(notificationTargetPath('shopkeeper', n)).toBe('/app/order-details/o-1');
    expect(notificationTargetPath('employee', n)).toBe('/employee-order-details/o-1');
  });

  it('takes a shopkeeper from an invite answer to the employee list', () => {
    expect(notificationTargetPath('shopkeeper', { type: 'invite_accepted', order_id: null })).toBe(
      '/app/employee-list',
    );
    expect(
      notificationTargetPath('employee', { type: 'invite_accepted', order_id: null }),
    ).toBeNull();
  });

  it('knows each area’s notifications page', () => {
    expect(notificationsPagePath('shopkeeper')).toBe('/app/notifications');
    expect(notificationsPagePath('employee')).toBe('/employee/notifications');
  });
});
