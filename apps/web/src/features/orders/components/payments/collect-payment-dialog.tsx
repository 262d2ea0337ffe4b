import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees, parseRupeeInput } from '@tailor/shared/money';
import { PAYMENT_TYPES, type PaymentType } from '@tailor/shared/orders/constants';
import { type Order, type OrderDetail } from '@tailor/shared/orders/responses';
import { useUpdateRemainingPayment } from '../../api/update-remaining-payment';
import { useOrderNumber } from '../../../../lib/order-number';
import { amountInputValue, collectAmountProblem } from '../../lib/payment-amount-error';
import { AmountField } from './amount-field';
import { PaymentDialogFrame } from './payment-dialog-frame';
import { UpiPayQr } from './upi-pay-qr';
import { usePaymentForm } from './use-payment-form';

/**
 * Collect Remaining Payment: the amount received now (the whole balance by default,
 * less for a part payment) and how it was paid. PUT /update_remaining_payment/{orderId}. Mount it
 * to open it. Paid by UPI to a shop that has set its UPI ID (`upiPayee`), it shows the QR code of
 * the amount for the customer to scan.
 */
export function CollectPaymentDialog({
  order,
  upiPayee = null,
  onCancel,
  onCompleted,
}: {
  order: Order;
  upiPayee?: OrderDetail['upi_payee'];
  onCancel: () => void;
  onCompleted: (order: Order) => void;
}) {
  const { t } = useTranslation('orderDetails');
  const methodLabelId = useId();
  const collect = useUpdateRemainingPayment();
  const { remainingAmount, totalAmount, paidAmount } = order.order;
  const [amount, setAmount] = useState(() => amountInputValue(remainingAmount));
  const [method, setMethod] = useState<PaymentType>(order.order.paymentType);
  const orderNumber = useOrderNumber();
  const qrRupees =
    method === 'upi' && upiPayee && !collectAmountProblem(amount, remainingAmount)
      ? parseRupeeInput(amount)
      : null;
  const form = usePaymentForm({
    dialog: 'collectDialog',
    order,
    check: (text) => collectAmountProblem(text, remainingAmount),
    input: (value) => ({ orderId: order._id, remainingAmount: value, paymentType: method }),
    save: collect.mutateAsync,
  });

  return (
    <PaymentDialogFrame
      {...form.frame}
      submitting={collect.isPending}
      onSubmit={() => void form.submit(amount)}
      onCancel={onCancel}
      onCompleted={onCompleted}
    >
      <Stack spacing={2.5}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
            gap: 1,
            p: 1.5,
            borderRadius: 2,
            bgcolor: 'action.hover',
          }}
        >
          {[
            { label: t('collectDialog.total'), value: totalAmount },
            { label: t('collectDialog.paid'), value: paidAmount },
            { label: t('collectDialog.remaining'), value: remainingAmount, strong: true },
          ].map((item) => (
            <div key={item.label}>
              <Typography variant="caption" color="text.secondary" component="p">
                {item.label}
              </Typography>
              <Typography
                variant="subtitle1"
                component="p"
                sx={{ fontWeight: 700, color: item.strong ? 'error.main' : undefined }}
              >
                {formatRupees(item.value)}
              </Typography>
            </div>
          ))}
        </Box>
        <AmountField
          label={t('collectDialog.amount')}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            form.clearProblem();
          }}
          error={form.problemText}
          helperText={t('collectDialog.amountHint', { amount: formatRupees(remainingAmount) })}
          autoFocus
        />
        <FormControl>
          <FormLabel id={methodLabelId}>{t('collectDialog.method')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={methodLabelId}
            value={method}
            onChange={(event) => setMethod(event.target.value as PaymentType)}
          >
            {PAYMENT_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                value={type}
                control={<Radio />}
                label={t(`paymentTypes.${type}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {upiPayee && qrRupees !== null && (
          <UpiPayQr
            payee={upiPayee}
            rupees={qrRupees}
            orderLabel={orderNumber(order.order_number)}
          />
        )}
      </Stack>
    </PaymentDialogFrame>
  );
}
