import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees, parseRupeeInput } from '@tailor/shared/money';
import type { Order } from '@tailor/shared/orders';
import { useUpdateAlterationPayment } from '../../api/update-alteration-payment';
import { serverErrorText } from '../../lib/order-details-server-error';
import {
  finalTotalProblem,
  problemAmount,
  type PaymentAmountProblem,
} from '../../lib/payment-amount-error';
import { AmountField } from './amount-field';
import { PaymentDialogFrame, type PaymentSuccess } from './payment-dialog-frame';

/**
 * Final Alteration Payment (spec §2, §5): the final total of an alteration order created at 0,
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
  const advance = order.order.advancePayment;
  const [total, setTotalText] = useState('');
  const [problem, setProblem] = useState<PaymentAmountProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<PaymentSuccess | null>(null);

  const onSubmit = async () => {
    setFailure(null);
    const found = finalTotalProblem(total, advance);
    setProblem(found);
    const value = parseRupeeInput(total);
    if (found || value === null) return;
    try {
      const updated = await setTotal.mutateAsync({ orderId: order._id, totalAmount: value });
      setSuccess({
        order: updated,
        title: t('finalDialog.success', { amount: formatRupees(value) }),
        detail: t('finalDialog.successRemaining', {
          amount: formatRupees(updated.order.remainingAmount),
        }),
      });
    } catch (error) {
      setFailure(serverErrorText(error) ?? t('finalDialog.errors.failed'));
    }
  };

  return (
    <PaymentDialogFrame
      testId="final-payment-dialog"
      title={t('finalDialog.title')}
      subtitle={t('finalDialog.subtitle', {
        number: order.order_number,
        customer: order.customer_name,
      })}
      cancelLabel={t('finalDialog.cancel')}
      submitLabel={t('finalDialog.submit')}
      submittingLabel={t('finalDialog.submitting')}
      submitting={setTotal.isPending}
      error={failure}
      success={success}
      onSubmit={() => void onSubmit()}
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
            setProblem(null);
          }}
          error={
            problem
              ? t(`finalDialog.errors.${problem.key}`, { amount: problemAmount(problem) })
              : null
          }
          helperText={t('finalDialog.totalHint')}
          autoFocus
        />
      </Stack>
    </PaymentDialogFrame>
  );
}
