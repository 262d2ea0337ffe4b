import { orderDetailsPath, type AppArea } from './app-paths';
import { formatRupees } from './money';
import { pageLimitRule } from './length-rules';
import { codesOf, type RuleDefinition } from './rules';
import { formatOrderNumber } from './settings-rules';

/** What happened; the client words it from the type and `data` in the user's language. */
export const NOTIFICATION_TYPES = [
  /** data: orderNumber, productName */
  'product_assigned',
  /** data: orderNumber, status */
  'order_status_changed',
  /** data: orderNumber, amount (rupees) */
  'payment_received',
  /** data: name (of the invited person) */
  'invite_accepted',
  /** data: name (of the invited person) */
  'invite_rejected',
  /** data: orderNumber, dueDate, customerName */
  'order_due_tomorrow',
  /** data: orderNumber, dueDate, customerName */
  'order_overdue',
  /** The customer will come for the trial. data: orderNumber, customerName, trialDate */
  'trial_confirmed',
  /** The customer asks for another trial day. data: orderNumber, customerName, trialDate, note */
  'trial_another_day',
  /** The customer approved an add-on or a design. data: orderNumber, customerName, description, amount (rupees or null) */
  'approval_approved',
  /** The customer declined an add-on or a design. data: orderNumber, customerName, description, amount, note */
  'approval_declined',
  /** The customer says the order needs a change; an alteration was opened. data: orderNumber, customerName, productName, note, alterationNumber */
  'fit_needs_change',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_PRIORITIES = ['normal', 'high', 'urgent'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

/** Interpolation values for the notification's text, e.g. {orderNumber: 12, status: 'Delayed'}. */
export type NotificationData = Record<string, string | number | null>;

export const NOTIFICATION_NOT_FOUND = 'Notification not found';
export const NOTIFICATION_LIMIT_MAX = 100;
export const NOTIFICATION_CLEANUP_DAYS_MAX = 3650;

/** Why GET /notifications refuses its query: each code with its English sentence and key. */
export const NOTIFICATION_RULES = {
  NOTIFICATION_LIMIT_INVALID: pageLimitRule(
    'notifications:rules.limitInvalid',
    NOTIFICATION_LIMIT_MAX,
  ),
  NOTIFICATION_UNREAD_ONLY_INVALID: {
    key: 'notifications:rules.unreadOnlyInvalid',
    text: 'unread_only must be true or false',
  },
} as const satisfies Record<string, RuleDefinition>;

export const NOTIFICATION_CODES = codesOf(NOTIFICATION_RULES);

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));

/**
 * A short English title: the push message's fallback when the client cannot word it itself (a
 * service worker without the app's translations).
 */
export function notificationTitle(
  type: NotificationType,
  data: NotificationData,
  orderNumberPrefix = '',
): string {
  const order = `Order #${orderNumberText(data, orderNumberPrefix)}`;
  switch (type) {
    case 'product_assigned':
      return `New work assigned: ${text(data.productName)} (${order})`;
    case 'order_status_changed':
      return `${order} is now ${text(data.status)}`;
    case 'payment_received':
      return typeof data.amount === 'number'
        ? `Payment of ${formatRupees(data.amount)} received for ${order}`
        : `Payment received for ${order}`;
    case 'invite_accepted':
      return `${text(data.name) || 'Your new employee'} accepted your invite`;
    case 'invite_rejected':
      return `${text(data.name) || 'An invited employee'} declined your invite`;
    case 'order_due_tomorrow':
      return `${order} is due tomorrow`;
    case 'order_overdue':
      return `${order} is overdue`;
    case 'trial_confirmed':
      return `${text(data.customerName) || 'The customer'} confirmed the trial of ${order}`;
    case 'trial_another_day':
      return `${text(data.customerName) || 'The customer'} asks for another trial day for ${order}`;
    case 'approval_approved':
      return `${text(data.customerName) || 'The customer'} approved ${text(data.description)} on ${order}`;
    case 'approval_declined':
      return `${text(data.customerName) || 'The customer'} declined ${text(data.description)} on ${order}`;
    case 'fit_needs_change':
      return `${text(data.customerName) || 'The customer'} says ${order} needs a change`;
  }
}

/**
 * The notification's order number as the shop writes it ('KT-42' with the prefix 'KT-'), or ''
 * when it names no order.
 */
export function orderNumberText(data: NotificationData, orderNumberPrefix = ''): string {
  return typeof data.orderNumber === 'number'
    ? formatOrderNumber(orderNumberPrefix, data.orderNumber)
    : text(data.orderNumber);
}

/**
 * The page a notification opens in the viewer's own area (the web list and a push click alike):
 * its order's details, the employee list for an invite answer (shopkeeper), or null for none.
 */
export function notificationTargetPath(
  area: AppArea,
  notification: { type: NotificationType; order_id: string | null },
): string | null {
  if (notification.order_id) return orderDetailsPath(area, notification.order_id);
  if (area === 'shopkeeper' && notification.type.startsWith('invite_')) return '/app/employee-list';
  return null;
}
