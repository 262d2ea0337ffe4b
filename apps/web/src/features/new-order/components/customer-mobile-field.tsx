import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { digitsOnly } from '@tailor/shared/accounts';
import { PHONE_DIGITS } from '@tailor/shared/constants';
import { useMessageText } from '../lib/message-text';
import type { OrderFormValues } from '../lib/order-form-values';
import type { ReturningCustomer } from '../lib/use-returning-customer';

/** The customer's mobile number: a number the shop knows fills in the rest of the customer. */
export function CustomerMobileField({
  returning,
  helperText,
}: {
  returning: ReturningCustomer;
  /** Shown while the field has no error. */
  helperText?: string;
}) {
  const { t } = useTranslation('newOrder');
  const messageText = useMessageText();
  const { control } = useFormContext<OrderFormValues>();
  return (
    <Controller
      name="customer.mobile_no"
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          onChange={(event) => field.onChange(digitsOnly(event.target.value, PHONE_DIGITS))}
          label={t('customer.mobile')}
          type="tel"
          autoComplete="off"
          error={!!fieldState.error}
          helperText={messageText(fieldState.error?.message) ?? helperText}
          slotProps={{
            htmlInput: { inputMode: 'numeric', maxLength: PHONE_DIGITS },
            input: {
              startAdornment: <InputAdornment position="start">+91</InputAdornment>,
              endAdornment: returning.isLookingUp ? (
                <InputAdornment position="end">
                  <CircularProgress size={20} aria-label={t('customer.lookingUp')} />
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
      )}
    />
  );
}
