import type { NotificationData, NotificationType } from '@tailor/shared/notifications';
import type { Notification } from '@tailor/shared/notifications-schemas';
import { formatRupees } from '@tailor/shared/money';
import { normalizeOrderStatus } from '@tailor/shared/orders/rules';
import { garmentName } from '@tailor/shared/template-names';
import { formatTrialWhen } from '@tailor/shared/trials-rules';
import { formatCalendarDate } from '../../../components/data-list/format-calendar-date';
import { orderStatusLabelKey } from '../../../components/order-status-chip';
import { isLanguage } from '../../../lib/i18n';

/** Looks a key of the notifications namespace up with its values (react-i18next's `t`). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

function present(value: string | number | null | undefined): value is string | number {
  return value !== null && value !== undefined && String(value).trim() !== '';
}

function text(value: string | number | null | undefined): string {
  return present(value) ? String(value) : '';
}

/** A short heading for the kind of notification ('New work assigned'). */
export function notificationTitle(t: Translate, type: NotificationType): string {
  return t(`title.${type}`);
}

/**
 * The sentence of a notification in the interface language, built from its type and data (the
 * server sends no text, only facts: see NOTIFICATION_TYPES).
 */
export function notificationBody(
  t: Translate,
  notification: { type: NotificationType; data: NotificationData },
  language: string,
  /** Writes a number as the shop's bills do ('SGT-2'); useOrderNumber. */
  formatNumber: (orderNumber: number) => string = String,
): string {
  const { type, data } = notification;
  const orderNumber =
    typeof data.orderNumber === 'number' ? formatNumber(data.orderNumber) : text(data.orderNumber);
  switch (type) {
    case 'product_assigned': {
      // A default garment in the language, as the order page names it; a typed one as typed.
      const name = text(data.productName);
      const productName = isLanguage(language) ? garmentName(name, language) : name;
      return t('body.productAssigned', { productName, orderNumber });
    }
    case 'order_status_changed': {
      const status = normalizeOrderStatus(text(data.status));
      return t('body.orderStatusChanged', {
        orderNumber,
        status: status ? t(orderStatusLabelKey(status)) : text(data.status),
      });
    }
    case 'payment_received':
      return typeof data.amount === 'number'
        ? t('body.paymentReceived', { amount: formatRupees(data.amount), orderNumber })
        : t('body.paymentReceivedNoAmount', { orderNumber });
    case 'invite_accepted':
      return present(data.name)
        ? t('body.inviteAccepted', { name: text(data.name) })
        : t('body.inviteAcceptedNoName');
    case 'invite_rejected':
      return present(data.name)
        ? t('body.inviteRejected', { name: text(data.name) })
        : t('body.inviteRejectedNoName');
    case 'order_due_tomorrow':
      return present(data.customerName)
        ? t('body.dueTomorrow', { orderNumber, customerName: text(data.customerName) })
        : t('body.dueTomorrowNoCustomer', { orderNumber });
    case 'order_overdue': {
      if (!present(data.dueDate)) return t('body.overdueNoDate', { orderNumber });
      const dueDate = formatCalendarDate(text(data.dueDate), language);
      return present(data.customerName)
        ? t('body.overdue', { orderNumber, customerName: text(data.customerName), dueDate })
        : t('body.overdueNoCustomer', { orderNumber, dueDate });
    }
    case 'trial_confirmed': {
      const when = formatTrialWhen(text(data.trialDate), { language });
      return t('body.trialConfirmed', { customerName: text(data.customerName), orderNumber, when });
    }
    case 'trial_another_day':
      return present(data.note)
        ? t('body.trialAnotherDayNote', {
            customerName: text(data.customerName),
            orderNumber,
            note: text(data.note),
          })
        : t('body.trialAnotherDay', { customerName: text(data.customerName), orderNumber });
    case 'approval_approved': {
      const values = {
        customerName: text(data.customerName),
        description: text(data.description),
        orderNumber,
      };
      return typeof data.amount === 'number'
        ? t('body.approvalApproved', { ...values, amount: formatRupees(data.amount) })
        : t('body.approvalApprovedNoAmount', values);
    }
    case 'approval_declined': {
      const values = {
        customerName: text(data.customerName),
        description: text(data.description),
        orderNumber,
      };
      return present(data.note)
        ? t('body.approvalDeclinedNote', { ...values, note: text(data.note) })
        : t('body.approvalDeclined', values);
    }
    case 'fit_needs_change': {
      const values = {
        customerName: text(data.customerName),
        orderNumber,
        alterationNumber:
          typeof data.alterationNumber === 'number'
            ? formatNumber(data.alterationNumber)
            : text(data.alterationNumber),
      };
      return present(data.note)
        ? t('body.fitNeedsChangeNote', { ...values, note: text(data.note) })
        : t('body.fitNeedsChange', values);
    }
  }
}

/** Heading and sentence together: the accessible name of a notification. */
export function notificationLabel(
  t: Translate,
  notification: Notification,
  language: string,
): string {
  return `${notificationTitle(t, notification.type)}: ${notificationBody(t, notification, language)}`;
}
