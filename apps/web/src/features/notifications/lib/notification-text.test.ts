import { NOTIFICATION_TYPES } from '@tailor/shared/notifications';
import { type Notification } from '@tailor/shared/notifications-schemas';
import { formatOrderNumber } from '@tailor/shared/settings-rules';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { notificationBody, notificationLabel, notificationTitle } from './notification-text';

const en = i18n.getFixedT('en', 'notifications');
const hi = i18n.getFixedT('hi', 'notifications');
const ta = i18n.getFixedT('ta', 'notifications');

function item(type: Notification['type'], data: Notification['data']): Notification {
  return {
    _id: 'n1',
    type,
    priority: 'normal',
    read: false,
    data,
    order_id: 'o1',
    store_id: 's1',
    created_at: '2026-11-20T10:00:00.000Z',
  };
}

describe('notification texts', () => {
  it.each([
    [
      'product_assigned',
      { orderNumber: 12, productName: 'Sherwani' },
      'New work assigned',
      'Sherwani in Order #12 is assigned to you',
    ],
    [
      'order_status_changed',
      { orderNumber: 12, status: 'In Process' },
      'Order status changed',
      'Order #12 is now In Process',
    ],
    [
      'payment_received',
      { orderNumber: 7, amount: 1250.5 },
      'Payment received',
      '₹1,250.50 received for Order #7',
    ],
    [
      'invite_accepted',
      { name: 'Ravi Kumar' },
      'Invite accepted',
      'Ravi Kumar accepted your invite and joined your shop',
    ],
    ['invite_rejected', { name: 'Sita' }, 'Invite declined', 'Sita declined your invite'],
    [
      'order_due_tomorrow',
      { orderNumber: 3, dueDate: '2026-11-21', customerName: 'Asha Rao' },
      'Order due tomorrow',
      'Order #3 for Asha Rao is due tomorrow',
    ],
    [
      'order_overdue',
      { orderNumber: 3, dueDate: '2026-11-05', customerName: 'Asha Rao' },
      'Order overdue',
      'Order #3 for Asha Rao was due on 05 Nov 2026',
    ],
  ] as const)('words %s from its data', (type, data, title, body) => {
    expect(notificationTitle(en, type)).toBe(title);
    expect(notificationBody(en, item(type, data), 'en')).toBe(body);
  });

  it('has a heading and a sentence for every type in every language', () => {
    for (const lng of ['en', 'hi', 'gu', 'mr', 'ta']) {
      const t = i18n.getFixedT(lng, 'notifications');
      for (const type of NOTIFICATION_TYPES) {
        const data = {
          orderNumber: 5,
          productName: 'Kurta',
          status: 'Delayed',
          amount: 100,
          name: 'Ravi',
          dueDate: '2026-11-05',
          customerName: 'Asha',
        };
        const title = notificationTitle(t, type);
        const body = notificationBody(t, item(type, data), lng);
        expect(title, `${lng} ${type}`).not.toMatch(/^title\.|\{\{/);
        expect(body, `${lng} ${type}`).not.toMatch(/^body\.|\{\{|undefined/);
        if (type !== 'invite_accepted' && type !== 'invite_rejected') expect(body).toContain('#5');
      }
    }
  });

  it("writes the order's number as the shop's bill does", () => {
    const sgt = (n: number) => formatOrderNumber('SGT-', n);
    expect(
      notificationBody(
        en,
        item('order_status_changed', { orderNumber: 2, status: 'Delayed' }),
        'en',
        sgt,
      ),
    ).toBe('Order #SGT-2 is now Delayed');
    expect(
      notificationBody(en, item('payment_received', { orderNumber: 2, amount: 300 }), 'en', sgt),
    ).toBe('₹300 received for Order #SGT-2');
  });

  it('words the texts in Hindi and Tamil, with the status translated', () => {
    expect(
      notificationBody(
        hi,
        item('order_status_changed', { orderNumber: 12, status: 'Delayed' }),
        'hi',
      ),
    ).toBe('ऑर्डर #12 अब देरी है');
    expect(notificationTitle(hi, 'product_assigned')).toBe('नया काम सौंपा गया');
    expect(notificationBody(ta, item('invite_rejected', { name: 'Sita' }), 'ta')).toBe(
      'Sita உங்கள் அழைப்பை நிராகரித்தார்',
    );
  });

  it('names a default garment in the language and a typed one as typed', () => {
    expect(
      notificationBody(
        ta,
        item('product_assigned', { orderNumber: 12, productName: 'Blouse' }),
        'ta',
      ),
    ).toBe('ஆர்டர் #12 இல் உள்ள ரவிக்கை உங்களுக்கு ஒதுக்கப்பட்டுள்ளது');
    expect(
      notificationBody(
        ta,
        item('product_assigned', { orderNumber: 12, productName: 'Silk Blouse' }),
        'ta',
      ),
    ).toBe('ஆர்டர் #12 இல் உள்ள Silk Blouse உங்களுக்கு ஒதுக்கப்பட்டுள்ளது');
  });

  it('falls back to a shorter sentence when a fact is missing', () => {
    expect(notificationBody(en, item('payment_received', { orderNumber: 7 }), 'en')).toBe(
      'A payment was received for Order #7',
    );
    expect(notificationBody(en, item('invite_accepted', { name: null }), 'en')).toBe(
      'Your new employee accepted your invite',
    );
    expect(notificationBody(en, item('invite_rejected', {}), 'en')).toBe(
      'An invited employee declined your invite',
    );
    expect(notificationBody(en, item('order_due_tomorrow', { orderNumber: 3 }), 'en')).toBe(
      'Order #3 is due tomorrow',
    );
    expect(
      notificationBody(en, item('order_overdue', { orderNumber: 3, dueDate: '2026-11-05' }), 'en'),
    ).toBe('Order #3 was due on 05 Nov 2026');
    expect(notificationBody(en, item('order_overdue', { orderNumber: 3 }), 'en')).toBe(
      'Order #3 is overdue',
    );
    expect(
      notificationBody(
        en,
        item('order_status_changed', { orderNumber: 3, status: 'On hold' }),
        'en',
      ),
    ).toBe('Order #3 is now On hold');
  });

  it('names a notification by its heading and sentence', () => {
    expect(
      notificationLabel(
        en,
        item('product_assigned', { orderNumber: 1, productName: 'Shirt' }),
        'en',
      ),
    ).toBe('New work assigned: Shirt in Order #1 is assigned to you');
  });
});
