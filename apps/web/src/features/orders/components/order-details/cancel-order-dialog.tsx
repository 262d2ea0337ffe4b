import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
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
import { NOTE_MAX_LENGTH, PAID_MONEY_CHOICES, type Order } from '@tailor/shared/orders';
import { useToast } from '../../../../components/toast';
import { useFullScreenDialog } from '../../../../components/use-full-screen-dialog';
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
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
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
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      onClose={cancel.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      data-testid="cancel-order-dialog"
    >
      <DialogTitle id={titleId}>
        {t('cancel.title', { number: orderNumber(order.order_number) })}
      </DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 }}
      >
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
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
              {errors.paidMoney && (
                <FormHelperText role="alert">{t('cancel.choose')}</FormHelperText>
              )}
            </FormControl>
          )}
          {serverError && (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onClose} disabled={cancel.isPending}>
            {t('cancel.keepOrder')}
          </Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={cancel.isPending}
            startIcon={
              cancel.isPending ? <CircularProgress size={16} color="inherit" /> : undefined
            }
          >
            {cancel.isPending ? t('cancel.submitting') : t('cancel.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
