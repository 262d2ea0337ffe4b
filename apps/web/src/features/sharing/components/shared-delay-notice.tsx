import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDayMonthYear } from '@tailor/shared/dates';
import type { SharedOrder } from '@tailor/shared/sharing';
import { useTranslation } from 'react-i18next';

type Delay = Pick<SharedOrder['order'], 'status' | 'delay_note' | 'expected_date'>;

/**
 * What the shop told the customer about a late order: its reason (written in the status dialog
 * under 'Tell the customer why the order is late') and the new date they can expect it. Shown
 * only while the order is Delayed and the shop said something.
 */
export function SharedDelayNotice({ order, compact = false }: { order: Delay; compact?: boolean }) {
  const { t, i18n } = useTranslation('sharing');
  if (order.status !== 'Delayed' || (!order.delay_note && !order.expected_date)) return null;
  return (
    <Alert
      severity="warning"
      data-testid="shared-delay"
      sx={{ '& .MuiAlert-message': { minWidth: 0 } }}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>{t('delay.title')}</AlertTitle>
      {order.delay_note && (
        <Typography
          variant="body2"
          sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          data-testid="shared-delay-reason"
        >
          {compact ? order.delay_note : t('delay.reason', { reason: order.delay_note })}
        </Typography>
      )}
      {order.expected_date && (
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: order.delay_note ? 1 : 0 }}
        >
          <EventOutlinedIcon fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="shared-delay-date">
            {t('delay.expectedDate', {
              date: formatDayMonthYear(order.expected_date, {
                language: i18n.language,
              }),
            })}
          </Typography>
        </Box>
      )}
    </Alert>
  );
}
