import type { TFunction } from 'i18next';
import { formatRupees } from '@tailor/shared/money';
import type { OrderChange } from '@tailor/shared/orders/responses';
import { formatCalendarDate, formatTrialDateTime } from './order-details-format';

/**
 * Whether a change is only money that the server left out (for staff whose position may not see
 * prices): a price or total with neither amount, money kept or refunded without its amount. Such
 * a change is not shown at all.
 */
export function isHiddenMoneyChange(change: OrderChange): boolean {
  switch (change.field) {
    case 'price':
    case 'total':
      return change.from === null && change.to === null;
    case 'paidMoney':
      return change.from === null;
    default:
      return false;
  }
}

/** Garment and measurement names in the interface language (useTemplateNames). */
export type TemplateNames = {
  garment: (name: string) => string;
  measurement: (name: string) => string;
};

/**
 * One recorded change as a readable line in the interface language ('Shirt: price ₹500 → ₹650',
 * 'Refunded ₹300'). Values are shown as the screens show them: dates in the Indian order, rupees,
 * trials with their time of day, payment types and genders by name, the default garments and
 * measurements by their names in the language; an empty value as 'none'.
 */
export function orderChangeText(
  change: OrderChange,
  t: TFunction<'orderDetails'>,
  language: string,
  names: TemplateNames,
): string {
  const none = t('history.changes.none');
  const product = change.product === null ? null : names.garment(change.product);
  const show = (value: string | null): string => {
    if (value === null || value === '') return none;
    switch (change.field) {
      case 'dueDate':
        return formatCalendarDate(value, language);
      case 'trialDate':
        return formatTrialDateTime(value, language);
      case 'paymentType':
        return t(`paymentTypes.${value}`, { defaultValue: value });
      case 'customerGender':
        return t(`customer.gender.${value}`, { defaultValue: value });
      case 'product':
        return names.garment(value);
      case 'price':
      case 'total':
      case 'removed':
      case 'added':
      case 'approved':
        return formatRupees(Number(value));
      default:
        return value;
    }
  };
  if (change.field === 'paidMoney') {
    const amount = formatRupees(Number(change.from));
    return change.to === 'refund'
      ? t('history.changes.refunded', { amount })
      : t('history.changes.kept', { amount });
  }
  if (change.field === 'removed') {
    if (change.from === null) return t('history.changes.removedNoPrice', { product });
    return t('history.changes.removed', { product, price: show(change.from) });
  }
  if (change.field === 'added') {
    if (change.to === null) return t('history.changes.addedNoPrice', { product });
    return t('history.changes.added', { product, price: show(change.to) });
  }
  if (change.field === 'approved') {
    if (change.to === null) return t('history.changes.approvedNoPrice', { product });
    return t('history.changes.approved', { product, price: show(change.to) });
  }
  if (change.field === 'measurement') {
    return t('history.changes.measurement', {
      product,
      name: change.name === null ? null : names.measurement(change.name),
      from: show(change.from),
      to: show(change.to),
    });
  }
  const label = t(`history.changes.fields.${change.field}`);
  const line = t('history.changes.line', { label, from: show(change.from), to: show(change.to) });
  return product ? t('history.changes.onProduct', { product, line }) : line;
}
