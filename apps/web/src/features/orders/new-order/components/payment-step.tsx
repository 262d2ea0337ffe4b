import CreditCardIcon from '@mui/icons-material/CreditCard';
import PaymentsIcon from '@mui/icons-material/Payments';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useDeferredValue, useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { todayInShopZone } from '@tailor/shared/dates';
import { formatRupees } from '@tailor/shared/money';
import { PAYMENT_TYPES, type OrderType, type PaymentType } from '@tailor/shared/orders/constants';
import { AssigneeLoadWarning, DueDateLoad } from '../../../capacity';
import { useMayCollectPayments } from '../../../employees';
import { amountInput, amountOf, orderRemaining, orderTotal } from '../lib/amounts';
import { useMessageText } from '../lib/message-text';
import { useOrderArea } from '../lib/order-area';
import type { OrderFormValues } from '../lib/order-form-values';
import { usePricesShown } from '../lib/use-prices-shown';
import { OrderDateField } from './order-date-field';
import { StepColumns, StepSection } from './step-layout';
import { TrialFields } from './trial-fields';

const PAYMENT_ICONS: Record<PaymentType, typeof PaymentsIcon> = {
  cash: PaymentsIcon,
  upi: QrCode2Icon,
  card: CreditCardIcon,
};

/**
 * Step 3: the total (sum of the prices), advance, payment type, dates and what remains to pay.
 * Staff whose position may not take money cannot enter an advance (the server would refuse the
 * order); the field says why and the whole amount stays to be collected by the shop.
 */
export function PaymentStep({ orderType }: { orderType: OrderType }) {
  const { t } = useTranslation('newOrder');
  const messageText = useMessageText();
  const { control, setValue } = useFormContext<OrderFormValues>();
  const { area } = useOrderArea();
  const mayCollect = useMayCollectPayments(area === 'employee' ? 'employee' : 'shopkeeper');
  // Each part of the step watches only the values it shows, so a key typed in the advance or a
  // date redraws that part, not the whole step with its date pickers.
  const total = useWatch({ control, name: 'products', compute: orderTotal });
  const advanceTyped = useWatch({
    control,
    name: 'advancePayment',
    compute: (advance: string) => advance !== '',
  });
  // The payment types come with the advance's first digit, drawn after that key is painted.
  const advanceTaken = useDeferredValue(
    useWatch({
      control,
      name: 'advancePayment',
      compute: (advance: string) => (amountOf(advance) ?? 0) > 0,
    }),
  );
  const finalLater = orderType === 'alteration' && total === 0;
  const pricesShown = usePricesShown();

  useEffect(() => {
    if (mayCollect === false && advanceTyped)
      setValue('advancePayment', '', { shouldValidate: true });
  }, [mayCollect, advanceTyped, setValue]);

  return (
    <StepColumns>
      <StepSection id="new-order-payment-heading" title={t('payment.heading')}>
        {pricesShown ? (
          <TextField
            label={t('payment.total')}
            value={formatRupees(total)}
            helperText={t(finalLater ? 'payment.totalLater' : 'payment.totalHint')}
            slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-readonly': true } }}
            sx={{ '& .MuiOutlinedInput-root': { bgcolor: 'action.hover', fontWeight: 600 } }}
          />
        ) : (
          <Alert severity="info" data-testid="prices-hidden">
            {t('pricesHidden.alteration')}
          </Alert>
        )}
        {pricesShown && (
          <>
            <Controller
              name="advancePayment"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  onChange={(event) => field.onChange(amountInput(event.target.value))}
                  label={t('payment.advance')}
                  placeholder="0"
                  disabled={mayCollect !== true}
                  error={!!fieldState.error}
                  // A line kept for the message, so it never moves what is below as it comes and goes.
                  helperText={
                    mayCollect !== false
                      ? (messageText(fieldState.error?.message) ?? ' ')
                      : t('payment.advanceNotAllowed')
                  }
                  slotProps={{
                    htmlInput: { inputMode: 'decimal' },
                    input: {
                      startAdornment: <InputAdornment position="start">₹</InputAdornment>,
                    },
                  }}
                />
              )}
            />
            {/* Asked for only with an advance (the server needs none without), below it: the
                    advance keeps a line for its message, so nothing under a tap moves. */}
            {advanceTaken && (
              <Controller
                name="paymentType"
                control={control}
                render={({ field, fieldState }) => (
                  <FormControl error={!!fieldState.error} component="fieldset">
                    <FormLabel component="legend" sx={{ mb: 1 }}>
                      {t('payment.paymentType')}
                    </FormLabel>
                    <RadioGroup
                      row
                      name={field.name}
                      value={field.value}
                      onChange={(event) => field.onChange(event.target.value)}
                      onBlur={field.onBlur}
                      aria-invalid={!!fieldState.error}
                      sx={{ gap: 1 }}
                    >
                      {PAYMENT_TYPES.map((type, i) => {
                        const Icon = PAYMENT_ICONS[type];
                        const checked = field.value === type;
                        return (
                          <FormControlLabel
                            key={type}
                            value={type}
                            control={
                              <Radio
                                size="small"
                                slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }}
                              />
                            }
                            label={
                              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                                <Icon fontSize="small" aria-hidden />
                                <span>{t(`payment.types.${type}`)}</span>
                              </Stack>
                            }
                            sx={(theme) => ({
                              m: 0,
                              pr: 1.5,
                              border: 1,
                              borderRadius: 2,
                              borderColor: checked ? 'primary.main' : 'divider',
                              bgcolor: checked
                                ? alpha(theme.palette.primary.main, 0.06)
                                : 'transparent',
                            })}
                          />
                        );
                      })}
                    </RadioGroup>
                    {fieldState.error && (
                      <FormHelperText sx={{ mx: 0 }}>
                        {messageText(fieldState.error.message)}
                      </FormHelperText>
                    )}
                  </FormControl>
                )}
              />
            )}
            <RemainingAmount />
          </>
        )}
      </StepSection>
      <StepSection id="new-order-delivery-heading" title={t('payment.delivery')}>
        <OrderDateField name="orderDate" label={t('payment.orderDate')} />
        <OrderDateField name="dueDate" label={t('payment.dueDate')} minDate={todayInShopZone()} />
        <DueDateLoads />
        <Controller
          control={control}
          name="trial"
          render={({ field, fieldState }) => (
            <TrialFields
              value={field.value ?? { day: '', time: '' }}
              onChange={field.onChange}
              error={messageText(fieldState.error?.message)}
            />
          )}
        />
      </StepSection>
    </StepColumns>
  );
}

/** What remains to pay after the advance, redrawn as the advance is typed. */
function RemainingAmount() {
  const { t } = useTranslation('newOrder');
  const { control } = useFormContext<OrderFormValues>();
  const remaining = useWatch({
    control,
    name: ['products', 'advancePayment'],
    compute: ([products, advance]) => orderRemaining(orderTotal(products), advance),
  });
  return (
    <Box
      sx={(theme) => ({
        p: 2,
        borderRadius: 2,
        bgcolor: alpha(
          remaining > 0 ? theme.palette.warning.main : theme.palette.success.main,
          0.08,
        ),
        display: 'flex',
        alignItems: 'baseline',
        justifyContent: 'space-between',
        gap: 2,
        flexWrap: 'wrap',
      })}
    >
      <Typography id="new-order-remaining-label" color="text.secondary">
        {t('payment.remaining')}
      </Typography>
      <Typography
        component="output"
        aria-labelledby="new-order-remaining-label"
        variant="h5"
        sx={{ fontWeight: 700 }}
      >
        {formatRupees(remaining)}
      </Typography>
    </Box>
  );
}

/** Each assignee's garments in this order, by employee. */
function assignmentsOf(products: OrderFormValues['products']): [string, number][] {
  const assignments = new Map<string, number>();
  for (const line of products)
    if (line.assignedTo)
      assignments.set(line.assignedTo, (assignments.get(line.assignedTo) ?? 0) + 1);
  return [...assignments];
}

/**
 * The due date's load in the shop, and a warning for each assignee whose own day is already full.
 * They follow the due date a step behind typing (a deferred value): each key typed in the date is
 * painted first, the fortnight's strip after it.
 */
function DueDateLoads() {
  const { control, setValue } = useFormContext<OrderFormValues>();
  const dueDate = useDeferredValue(useWatch({ control, name: 'dueDate' }));
  const assignments = useWatch({ control, name: 'products', compute: assignmentsOf });
  return (
    <>
      <DueDateLoad
        value={dueDate}
        onPick={(date) => setValue('dueDate', date, { shouldValidate: true, shouldDirty: true })}
      />
      {assignments.map(([employeeId, garments]) => (
        <AssigneeLoadWarning
          key={employeeId}
          employeeId={employeeId}
          date={dueDate}
          adding={garments}
        />
      ))}
    </>
  );
}
