import { useTranslation } from 'react-i18next';
import type { OrderProduct } from '@tailor/shared/orders/responses';

type Assignee = NonNullable<OrderProduct['assigned_to']>;

/**
 * How a garment's worker is named: the shop owner reads their own garments as 'Me (name)', as in
 * the new-order form; staff see the owner's name like anyone else's.
 */
export function useAssigneeLabel(ownerIsMe: boolean): (assignee: Assignee) => string {
  const { t } = useTranslation('orderDetails');
  return (assignee) =>
    ownerIsMe && assignee.is_owner ? t('products.me', { name: assignee.name }) : assignee.name;
}
