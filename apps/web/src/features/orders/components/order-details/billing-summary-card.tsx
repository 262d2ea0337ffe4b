import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PriceChangeOutlinedIcon from '@mui/icons-material/PriceChangeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@tailor/shared/money';
import { pricedOrder, type MemberOrder } from '@tailor/shared/price-visibility';
import type { OrderDetailsView } from '../../lib/order-details-navigation';
import { DetailCard, DetailRow } from './detail-card';

/**
 * The billing summary: Total Amount, Advance Payment, Remaining, Payment Type, in rupees, plus
 * what has been paid so far (the advance is only what was taken with the order; order-amounts.ts
 * in packages/shared defines the three figures). It
 * also offers the payment actions the viewer may take now: collecting (part of) the balance, and
 * for an alteration order still priced at 0, setting its final amount. Staff whose position may not
 * take money (`collectNotAllowed`) are told so where the payment action would be. Staff whose
 * position may not see prices get the order without money: the card then shows only the payment
 * type and says why.
 */
export function BillingSummaryCard({
  order,
  onCollect,
  onSetFinal,
  collectNotAllowed = false,
}: {
  order: MemberOrder & Pick<OrderDetailsView, 'cancellation'>;
  onCollect?: () => void;
  onSetFinal?: () => void;
  collectNotAllowed?: boolean;
}) {
  const { t } = useTranslation('orderDetails');
  const priced = pricedOrder(order);
  if (!priced) {
    return (
      <DetailCard id="billing-card" title={t('billing.title')} icon={<CurrencyRupeeIcon />}>
        <Box component="dl" sx={{ m: 0 }}>
          <DetailRow label={t('billing.paymentType')}>
            {t(`paymentTypes.${order.order.paymentType}`)}
          </DetailRow>
        </Box>
        <Alert severity="info" sx={{ mt: 1.5 }} data-testid="prices-hidden">
          {t('billing.pricesHidden')}
        </Alert>
      </DetailCard>
    );
  }
  const { totalAmount, advancePayment, paidAmount, remainingAmount, orderType, paymentType } =
    priced.order;
  const cancelled = order.status === 'Cancelled';
  const finalPending = !cancelled && orderType === 'alteration' && totalAmount === 0;
  const paidInFull = !cancelled && !finalPending && remainingAmount === 0;
  const money = cancelled ? order.cancellation : null;

  return (
    <DetailCard id="billing-card" title={t('billing.title')} icon={<CurrencyRupeeIcon />}>
      <Box component="dl" sx={{ m: 0 }}>
        <DetailRow label={t('billing.total')}>{formatRupees(totalAmount)}</DetailRow>
        <DetailRow label={t('billing.advance')}>
          <span data-testid="billing-advance">{formatRupees(advancePayment)}</span>
        </DetailRow>
        <DetailRow label={t('billing.paid')}>
          <span data-testid="billing-paid">{formatRupees(paidAmount)}</span>
        </DetailRow>
        <DetailRow label={t('billing.paymentType')}>{t(`paymentTypes.${paymentType}`)}</DetailRow>
        {/* A line, not an <hr>: a list of terms holds only its rows. */}
        <Box aria-hidden sx={{ my: 1, borderTop: 1, borderColor: 'divider' }} />
        <DetailRow label={t('billing.remaining')} emphasis>
          <Box
            component="span"
            sx={{
              color: finalPending
                ? 'text.primary'
                : remainingAmount > 0
                  ? 'error.main'
                  : 'success.main',
            }}
            data-testid="billing-remaining"
          >
            {formatRupees(remainingAmount)}
          </Box>
        </DetailRow>
      </Box>
      {cancelled && (
        <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="cancelled-money">
          {money?.paid_money === 'refund'
            ? t('billing.refunded', { amount: formatRupees(money.amount ?? 0) })
            : money?.paid_money === 'keep'
              ? t('billing.kept', { amount: formatRupees(money.amount ?? 0) })
              : t('billing.cancelledNothingPaid')}
        </Alert>
      )}
      {finalPending && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {t('billing.finalPending')}
        </Alert>
      )}
      {paidInFull && (
        <Alert severity="success" sx={{ mt: 1.5 }}>
          {t('billing.paidInFull')}
        </Alert>
      )}
      {collectNotAllowed && !cancelled && !paidInFull && (
        <Alert severity="info" sx={{ mt: 1.5 }} data-testid="collect-not-allowed">
          {t('billing.collectNotAllowed')}
        </Alert>
      )}
      {!cancelled &&
        ((finalPending && onSetFinal) || (!finalPending && remainingAmount > 0 && onCollect)) && (
          <Stack direction="row" sx={{ mt: 2, gap: 1, flexWrap: 'wrap' }}>
            {finalPending && onSetFinal && (
              <Button
                variant="outlined"
                startIcon={<PriceChangeOutlinedIcon />}
                onClick={onSetFinal}
              >
                {t('billing.setFinal')}
              </Button>
            )}
            {!finalPending && remainingAmount > 0 && onCollect && (
              <Button variant="outlined" startIcon={<PaymentsOutlinedIcon />} onClick={onCollect}>
                {t('billing.collect')}
              </Button>
            )}
          </Stack>
        )}
    </DetailCard>
  );
}
