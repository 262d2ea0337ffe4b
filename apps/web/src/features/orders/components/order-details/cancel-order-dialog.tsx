import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatRupees } from '@tailor/shared/money';
import { NOTE_MAX_LENGTH, PAID_MONEY_CHOICES } from '@tailor/shared/orders/constants';
import { type Order } from '@tailor/shared/orders/responses';
import { useToast } from '../../../../components/toast';
import { FormDialog } from '../../../../components/form-dialog';
import { useCancelOrder } from '../../api/cancel-order';
import { useApiErrorText } from '../../../../lib/error-text';
import { useOrderNumber } from '../../../../lib/order-number';
import { useIntentKey } from '../../../../lib/use-intent-key';

const formSchema = (moneyReceived: boolean) =>
  z
    .object({
      reason: z.string().max(NOTE_MAX_LENGTH, 'reasonTooLong'),
      paidMoney: z.enum([...PAID_MONEY_CHOICES, '']),
    })
    .refine((values) => !moneyReceived || values.paidMoney !== '', {
      path: ['paidMoney'],
      message: 'choose',
    });

type CancelFormValues = z.infer<ReturnType<typeof formSchema>>;

export interface CancelOrderDialogProps {
  order: Order;
  onClose: () => void;
  onCancelled: (order: Order) => void;
}

/**
 * Cancel order (shopkeeper): the order and its payments stay; with a reason, and when money was
 * received, the shop's required choice of refunding it to the customer or keeping it. Mount it to
 * open it.
 */
export function CancelOrderDialog({ order, onClose, onCancelled }: CancelOrderDialogProps) {
  const { t } = useTranslation('orderDetails');
  const errorText = useApiErrorText();
  const orderNumber = useOrderNumber();
  const toast = useToast();
  const choiceId = useId();
  const cancel = useCancelOrder();
  const intent = useIntentKey();
  const paid = order.order.paidAmount;
  const moneyReceived = paid > 0;
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<CancelFormValues>({
    defaultValues: { reason: '', paidMoney: '' },
    resolver: zodResolver(formSchema(moneyReceived)),
  });
  const errors = form.formState.errors;
  const amount = formatRupees(paid);

  const onSubmit = form.handleSubmit(async (values) => {
    const cancelling = intent.send(
      {
        order_id: order._id,
        reason: values.reason.trim() || null,
        ...(moneyReceived && values.paidMoney ? { paid_money: values.paidMoney } : {}),
      },
      cancel.mutateAsync,
    );
    if (!cancelling) return;
    setServerError(null);
    try {
      const cancelled = await cancelling;
      toast.show(t('cancel.done'), { severity: 'success' });
      onCancelled(cancelled);
      onClose();
    } catch (error) {
      setServerError(errorText(error) ?? t('cancel.failed'));
    }
  });

  return (
    <FormDialog
      title={t('cancel.title', { number: orderNumber(order.order_number) })}
      testId="cancel-order-dialog"
      submitting={cancel.isPending}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      cancelLabel={t('cancel.keepOrder')}
      submitLabel={cancel.isPending ? t('cancel.submitting') : t('cancel.submit')}
      submitColor="error"
      contentProps={{ sx: { display: 'flex', flexDirection: 'column', gap: 2.5 } }}
    >
      <DialogContentText>{t('cancel.explain')}</DialogContentText>
      <TextField
        {...form.register('reason')}
        label={t('cancel.reason')}
        multiline
        minRows={2}
        error={!!errors.reason}
        helperText={errors.reason ? t('cancel.reasonTooLong') : t('cancel.reasonHint')}
      />
      {moneyReceived && (
        <FormControl error={!!errors.paidMoney} required>
          <FormLabel id={choiceId}>{t('cancel.moneyReceived', { amount })}</FormLabel>
          <Controller
            control={form.control}
            name="paidMoney"
            render={({ field }) => (
              <RadioGroup
                aria-labelledby={choiceId}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
              >
                <FormControlLabel
                  value="refund"
                  control={<Radio />}
                  label={t('cancel.refund', { amount })}
                />
                <FormControlLabel
                  value="keep"
                  control={<Radio />}
                  label={t('cancel.keep', { amount })}
                />
              </RadioGroup>
            )}
          />
          {errors.paidMoney && <FormHelperText role="alert">{t('cancel.choose')}</FormHelperText>}
        </FormControl>
      )}
      {serverError && (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      )}
    </FormDialog>
  );
}
