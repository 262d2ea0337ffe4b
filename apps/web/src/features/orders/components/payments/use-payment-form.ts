import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees, parseRupeeInput } from '@tailor/shared/money';
import type { Order } from '@tailor/shared/orders/responses';
import { useToast } from '../../../../components/toast';
import { useApiErrorText } from '../../../../lib/error-text';
import { useIntentKey } from '../../../../lib/use-intent-key';
import { isKept } from '../../lib/order-details-cache';
import { problemAmount, type PaymentAmountProblem } from '../../lib/payment-amount-error';
import type { PaymentSuccess } from './payment-dialog-frame';
import { useOrderNumber } from '../../../../lib/order-number';

/** The orderDetails key prefix of a payment modal's texts. */
export type PaymentDialogKey = 'collectDialog' | 'finalDialog';

/**
 * What both payment modals do with their amount: check it, send it once per intent (one
 * Idempotency-Key per opening and input, a tap while it is on its way sends nothing), and keep the
 * amount problem, the server's failure and the success for the frame. Texts come from
 * `<dialog>.*` keys.
 */
export function usePaymentForm<Input extends object>(options: {
  dialog: PaymentDialogKey;
  order: Order;
  check: (text: string) => PaymentAmountProblem | null;
  /** What is sent for this amount; the same input keeps its key. */
  input: (amount: number) => Input;
  save: (input: Input & { idempotencyKey: string }) => Promise<Order>;
}) {
  const { dialog, order, check, input, save } = options;
  const intent = useIntentKey();
  const { t } = useTranslation('orderDetails');
  const errorText = useApiErrorText();
  const orderNumber = useOrderNumber();
  const toast = useToast();
  const [problem, setProblem] = useState<PaymentAmountProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<PaymentSuccess | null>(null);

  const submit = async (text: string) => {
    setFailure(null);
    const found = check(text);
    setProblem(found);
    const value = parseRupeeInput(text);
    if (found || value === null) return;
    const saving = intent.send(input(value), save);
    if (!saving) return;
    try {
      const updated = await saving;
      if (isKept(updated)) {
        // No connection: it waits in the outbox, and the user must know it has not been sent.
        const kept = t(`${dialog}.kept`, { amount: formatRupees(value) });
        setSuccess({ order: updated, title: kept, detail: t('offline.keptDetail') });
        toast.show(`${kept}. ${t('offline.keptDetail')}`, { severity: 'info' });
        return;
      }
      setSuccess({
        order: updated,
        title: t(`${dialog}.success`, { amount: formatRupees(value) }),
        detail: t(`${dialog}.successRemaining`, {
          amount: formatRupees(updated.order.remainingAmount),
        }),
      });
    } catch (error) {
      setFailure(errorText(error) ?? t(`${dialog}.errors.failed`));
    }
  };

  return {
    submit,
    clearProblem: () => setProblem(null),
    problemText: problem
      ? t(`${dialog}.errors.${problem.key}`, { amount: problemAmount(problem) })
      : null,
    /** The frame's texts and state, spread onto PaymentDialogFrame. */
    frame: {
      testId: `${dialog === 'collectDialog' ? 'collect' : 'final'}-payment-dialog`,
      title: t(`${dialog}.title`),
      subtitle: t(`${dialog}.subtitle`, {
        number: orderNumber(order.order_number),
        customer: order.customer_name,
      }),
      cancelLabel: t(`${dialog}.cancel`),
      submitLabel: t(`${dialog}.submit`),
      submittingLabel: t(`${dialog}.submitting`),
      error: failure,
      success,
    },
  };
}
