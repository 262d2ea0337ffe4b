import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { DATE_PICKER_MAX, DATE_PICKER_MIN } from '@tailor/shared/constants';
import { isIsoDate } from '@tailor/shared/dates';
import { useMessageText } from '../lib/message-text';
import type { OrderFormValues } from '../lib/order-form-values';
import { DateLocalization } from '../../../../components/date-localization';
import { businessDatePickerWindow } from '../../../../lib/business-dates';

const ISO_FORMAT = 'YYYY-MM-DD';
/** What the field shows and takes from the keyboard: the Indian day-month-year. */
const DISPLAY_FORMAT = 'DD/MM/YYYY';
/** Stored for a date typed only in part, so the form knows the field is not a date yet. */
const INCOMPLETE = 'incomplete';

export interface OrderDateFieldProps {
  name: 'orderDate' | 'dueDate' | 'customer.dateOfBirth';
  label: string;
  minDate?: string;
  maxDate?: string;
  /** Shown while the field has no error. */
  helperText?: string;
}

/**
 * OrderDateField's picker, loaded with the date pickers when the first order date field renders
 * (order-date-field.tsx).
 */
export function OrderDatePicker({
  name,
  label,
  minDate,
  maxDate,
  helperText,
}: OrderDateFieldProps) {
  // A date of birth is no business date: only the order's own dates keep to the shared window.
  const window =
    name === 'customer.dateOfBirth'
      ? { min: DATE_PICKER_MIN, max: DATE_PICKER_MAX }
      : businessDatePickerWindow();
  const messageText = useMessageText();
  const { control } = useFormContext<OrderFormValues>();
  const { field, fieldState } = useController({ control, name });
  // The picker's own half-typed value, handed back so its sections keep what was typed.
  const [incomplete, setIncomplete] = useState<Dayjs | null>(null);

  const value =
    field.value === INCOMPLETE
      ? incomplete
      : field.value && isIsoDate(field.value)
        ? dayjs(field.value)
        : null;

  return (
    <DateLocalization>
      <DatePicker
        label={label}
        value={value}
        format={DISPLAY_FORMAT}
        minDate={dayjs(minDate && minDate > window.min ? minDate : window.min)}
        maxDate={dayjs(maxDate && maxDate < window.max ? maxDate : window.max)}
        inputRef={field.ref}
        onChange={(next) => {
          if (next && !next.isValid()) {
            setIncomplete(next);
            field.onChange(INCOMPLETE);
          } else {
            setIncomplete(null);
            field.onChange(next ? next.format(ISO_FORMAT) : '');
          }
        }}
        onClose={field.onBlur}
        slotProps={{
          textField: {
            name: field.name,
            onBlur: field.onBlur,
            fullWidth: true,
            error: !!fieldState.error,
            helperText: messageText(fieldState.error?.message) ?? helperText,
          },
        }}
      />
    </DateLocalization>
  );
}
