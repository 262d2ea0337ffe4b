import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, notificationTitle } from './notifications';
import { notificationCleanupSchema, notificationListQuerySchema } from './notifications-schemas';

describe('notificationTitle', () => {
  it('words every type in English for a push message', () => {
    const data = {
      orderNumber: 12,
      status: 'Delayed',
      productName: 'Kurta',
      amount: 1500.5,
      name: 'Ravi',
      customerName: 'Asha',
      description: 'Lining',
    };
    expect(NOTIFICATION_TYPES.map((type) => notificationTitle(type, data))).toEqual([
      'New work assigned: Kurta (Order #12)',
      'Order #12 is now Delayed',
      'Payment of ₹1,500.50 received for Order #12',
      'Ravi accepted your invite',
      'Ravi declined your invite',
      'Order #12 is due tomorrow',
      'Order #12 is overdue',
      'Asha confirmed the trial of Order #12',
      'Asha asks for another trial day for Order #12',
      'Asha approved Lining on Order #12',
      'Asha declined Lining on Order #12',
      'Asha says Order #12 needs a change',
    ]);
  });

  it('still reads well when data is missing', () => {
    expect(notificationTitle('payment_received', { orderNumber: 3 })).toBe(
      'Payment received for Order #3',
    );
    expect(notificationTitle('invite_accepted', {})).toBe('Your new employee accepted your invite');
  });
});

describe('request schemas', () => {
  it('pages 20 at a time from page 1 and reads unread_only as a boolean', () => {
    expect(notificationListQuerySchema.parse({})).toEqual({
      page: 1,
      limit: 20,
      unread_only: false,
    });
    expect(
      notificationListQuerySchema.parse({ page: '2', limit: '5', unread_only: 'true' }),
    ).toEqual({ page: 2, limit: 5, unread_only: true });
  });

  it('cleans up after 30 days unless told otherwise, with or without a body', () => {
    expect(notificationCleanupSchema.parse(undefined)).toEqual({ days: 30 });
    expect(notificationCleanupSchema.parse(null)).toEqual({ days: 30 });
    expect(notificationCleanupSchema.parse({ days: 7 })).toEqual({ days: 7 });
  });
});
