import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@tailor/shared/money';
import { sumRupees } from '@tailor/shared/orders/rules';
import type { MemberPaymentEntry } from '@tailor/shared/price-visibility';
import { formatTimestamp } from '../../lib/order-details-format';
import type { WaitingPayment } from '../../lib/waiting-order-changes';
import { DetailCard } from './detail-card';

/**
 * The payments ledger of the order: advance, part payments and so on, oldest first. Amounts are
 * null for staff whose position may not see prices (the order page leaves the card out for them).
 * After the server's rows come the payments collected offline that its rows do not hold yet,
 * marked 'Waiting to send' or 'Sent', and counted in the total.
 */
export function PaymentsCard({
  payments: serverPayments,
  waiting = [],
}: {
  payments: MemberPaymentEntry[] | null;
  waiting?: readonly WaitingPayment[];
}) {
  const { t, i18n } = useTranslation('orderDetails');
  const language = i18n.resolvedLanguage ?? 'en';
  const payments = serverPayments && [
    ...serverPayments.map((payment) => ({ ...payment, state: null })),
    ...waiting.map((payment) => ({
      _id: payment.id,
      kind: 'balance' as const,
      method: payment.method,
      at: payment.at,
      amount: payment.amount,
      recorded_by_name: null,
      state: payment.state,
    })),
  ];

  return (
    <DetailCard id="payments-card" title={t('payments.title')} icon={<ReceiptLongOutlinedIcon />}>
      {payments === null ? (
        <Stack spacing={1.5} aria-hidden>
          <Skeleton variant="rounded" height={44} />
          <Skeleton variant="rounded" height={44} />
        </Stack>
      ) : payments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('payments.empty')}
        </Typography>
      ) : (
        <>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {payments.map((payment) => (
              <Stack
                component="li"
                key={payment._id}
                direction="row"
                sx={{
                  alignItems: 'center',
                  gap: 1.5,
                  py: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {t(`payments.kinds.${payment.kind}`)}
                    </Typography>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t(`paymentTypes.${payment.method}`)}
                    />
                    {payment.state && (
                      <Chip
                        size="small"
                        color={payment.state === 'waiting' ? 'warning' : 'success'}
                        label={t(`offline.${payment.state}`)}
                        data-testid="payment-state"
                      />
                    )}
                  </Stack>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {[
                      formatTimestamp(payment.at, language),
                      payment.recorded_by_name &&
                        t('payments.by', { name: payment.recorded_by_name }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Box>
                <Typography
                  variant="subtitle1"
                  component="p"
                  sx={{ fontWeight: 700, flexShrink: 0 }}
                >
                  {payment.amount !== null && formatRupees(payment.amount)}
                </Typography>
              </Stack>
            ))}
          </Box>
          <Typography variant="body2" sx={{ mt: 1.5, textAlign: 'right', fontWeight: 600 }}>
            {t('payments.total', {
              amount: formatRupees(sumRupees(payments.map((p) => p.amount ?? 0))),
            })}
          </Typography>
        </>
      )}
    </DetailCard>
  );
}
