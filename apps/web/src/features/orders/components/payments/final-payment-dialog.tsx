import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@tailor/shared/money';
import type { Order } from '@tailor/shared/orders/responses';
import { useUpdateAlterationPayment } from '../../api/update-alteration-payment';
import { finalTotalProblem } from '../../lib/payment-amount-error';
import { AmountField } from './amount-field';
import { PaymentDialogFrame } from './payment-dialog-frame';
import { usePaymentForm } from './use-payment-form';

/**
 * Final Alteration Payment: the final total of an alteration order created at 0,
 * not below the advance already paid. PUT /update_alteration_payment/{orderId}. Any balance it
 * leaves is collected with the collect-payment modal. Mount it to open it.
 */
export function FinalPaymentDialog({
  order,
  onCancel,
  onCompleted,
}: {
  order: Order;
  onCancel: () => void;
  onCompleted: (order: Order) => void;
}) {
  const { t } = useTranslation('orderDetails');
  const setTotal = useUpdateAlterationPayment();
  const { advancePayment: advance, paidAmount } = order.order;
  const [total, setTotalText] = useState('');
  const form = usePaymentForm({
    dialog: 'finalDialog',
    order,
    // The server's rule: never below what has been paid. While the final price is still to be
    // set (total 0) nothing can have been collected beyond the advance, so the two are the same.
    check: (text) => finalTotalProblem(text, paidAmount),
    input: (value) => ({ orderId: order._id, totalAmount: value }),
    save: setTotal.mutateAsync,
  });

  return (
    <PaymentDialogFrame
      {...form.frame}
      submitting={setTotal.isPending}
      onSubmit={() => void form.submit(total)}
      onCancel={onCancel}
      onCompleted={onCompleted}
    >
      <Stack spacing={2.5}>
        <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('finalDialog.advance')}
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
            {formatRupees(advance)}
          </Typography>
        </Box>
        <AmountField
          label={t('finalDialog.total')}
          value={total}
          onChange={(value) => {
            setTotalText(value);
            form.clearProblem();
          }}
          error={form.problemText}
          helperText={t('finalDialog.totalHint')}
          autoFocus
        />
      </Stack>
    </PaymentDialogFrame>
  );
}
