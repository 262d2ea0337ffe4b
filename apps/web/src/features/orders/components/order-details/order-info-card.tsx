import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MemberOrder, MemberOrderDetail } from '@tailor/shared/price-visibility';
import { formatTrialWhen } from '@tailor/shared/trials-rules';
import { useInternalTargetDate } from '../../../capacity';
import { assignedEmployeeNames, formatCalendarDate } from '../../lib/order-details-format';
import { useAssigneeLabel } from '../../lib/use-assignee-label';
import { DetailCard, DetailRow } from './detail-card';

/**
 * The order details card: Order Date, Due Date, the trial and the customer's answer to it when
 * there is one, Payment Type, and Assigned To when anyone is (the owner reads their own garments as
 * 'Me' when `ownerIsMe`).
 */
export function OrderInfoCard({
  order,
  trialAnswer = null,
  ownerIsMe = false,
}: {
  order: MemberOrder;
  trialAnswer?: MemberOrderDetail['trial_answer'];
  ownerIsMe?: boolean;
}) {
  const { t, i18n } = useTranslation('orderDetails');
  const language = i18n.resolvedLanguage ?? 'en';
  const assigneeLabel = useAssigneeLabel(ownerIsMe);
  // Staff screens only: the customer's tracking page, messages and bills keep the due date.
  const targetDate = useInternalTargetDate({
    status: order.status,
    orderDate: order.order.orderDate,
    dueDate: order.order.dueDate,
    expectedDate: order.expected_date,
  });
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
        {targetDate && (
          <DetailRow label={t('info.targetDate')}>
            <span data-testid="internal-target-date">
              {formatCalendarDate(targetDate, language)}
            </span>
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ display: 'block' }}
            >
              {t('info.targetDateNote')}
            </Typography>
          </DetailRow>
        )}
        {order.order.trialDate && (
          <DetailRow label={t('info.trial')}>
            {formatTrialWhen(order.order.trialDate, { language })}
            {trialAnswer && (
              <Typography
                component="span"
                variant="body2"
                data-testid="trial-answer"
                sx={{
                  display: 'block',
                  fontWeight: 600,
                  color: trialAnswer.response === 'confirmed' ? 'success.main' : 'warning.dark',
                }}
              >
                {trialAnswer.response === 'confirmed'
                  ? t('info.trialConfirmed')
                  : trialAnswer.note
                    ? t('info.trialAnotherDayNote', { note: trialAnswer.note })
                    : t('info.trialAnotherDay')}
              </Typography>
            )}
          </DetailRow>
        )}
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
