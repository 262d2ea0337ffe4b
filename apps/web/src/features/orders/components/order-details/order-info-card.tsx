import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { MemberOrder } from '@tailor/shared/price-visibility';
import { assignedEmployeeNames, formatCalendarDate } from '../../lib/order-details-format';
import { useAssigneeLabel } from '../../lib/use-assignee-label';
import { DetailCard, DetailRow } from './detail-card';

/**
 * Spec §2 order details card: Order Date, Due Date, Payment Type, and Assigned To when anyone is
 * (the owner reads their own garments as 'Me' when `ownerIsMe`).
 */
export function OrderInfoCard({
  order,
  ownerIsMe = false,
}: {
  order: MemberOrder;
  ownerIsMe?: boolean;
}) {
  const { t, i18n } = useTranslation('orderDetails');
  const language = i18n.resolvedLanguage ?? 'en';
  const assigneeLabel = useAssigneeLabel(ownerIsMe);
  const assigned = assignedEmployeeNames(
    order.order.products.map((line) =>
      line.assigned_to
        ? { ...line, assigned_to: { ...line.assigned_to, name: assigneeLabel(line.assigned_to) } }
        : line,
    ),
  );
  return (
    <DetailCard id="order-info-card" title={t('info.title')} icon={<EventNoteOutlinedIcon />}>
      <Box component="dl" sx={{ m: 0 }}>
        <DetailRow label={t('info.orderType')}>
          {t(`orderTypes.${order.order.orderType}`)}
        </DetailRow>
        <DetailRow label={t('info.orderDate')}>
          {formatCalendarDate(order.order.orderDate, language)}
        </DetailRow>
        <DetailRow label={t('info.dueDate')}>
          {formatCalendarDate(order.order.dueDate, language)}
        </DetailRow>
        <DetailRow label={t('info.paymentType')}>
          {t(`paymentTypes.${order.order.paymentType}`)}
        </DetailRow>
        {assigned.length > 0 && (
          <DetailRow label={t('info.assignedTo')}>{assigned.join(', ')}</DetailRow>
        )}
      </Box>
    </DetailCard>
  );
}
