import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { digitsOnly } from '@tailor/shared/accounts';
import { PHONE_DIGITS } from '@tailor/shared/constants';
import { PlainTextField } from '../../../../components/plain-text-field';
import { useMessageText } from '../lib/message-text';
import type { OrderFormValues } from '../lib/order-form-values';
import type { ReturningCustomer } from '../lib/use-returning-customer';

/**
 * What MUI's InputAdornment draws (a line of secondary text beside the input), without loading
 * InputAdornment on the wizard's first step.
 */
function Adornment({ position, children }: { position: 'start' | 'end'; children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'flex',
        alignItems: 'center',
        height: '0.01em',
        maxHeight: '2em',
        whiteSpace: 'nowrap',
        color: 'text.secondary',
        [position === 'start' ? 'mr' : 'ml']: 1,
      }}
    >
      {children}
    </Box>
  );
}

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
        // Without TextField's select mode (Select, Menu, Popover), full width as the theme draws
        // TextField: the first step loads light.
        <PlainTextField
          {...field}
          onChange={(event) => field.onChange(digitsOnly(event.target.value, PHONE_DIGITS))}
          label={t('customer.mobile')}
          fullWidth
          type="tel"
          autoComplete="off"
          error={!!fieldState.error}
          helperText={messageText(fieldState.error?.message) ?? helperText}
          inputProps={{ inputMode: 'numeric', maxLength: PHONE_DIGITS }}
          startAdornment={<Adornment position="start">+91</Adornment>}
          endAdornment={
            returning.isLookingUp ? (
              <Adornment position="end">
                <CircularProgress size={20} aria-label={t('customer.lookingUp')} />
              </Adornment>
            ) : undefined
          }
        />
      )}
    />
  );
}
