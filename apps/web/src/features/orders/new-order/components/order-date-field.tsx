import { lazy, Suspense } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useMessageText } from '../lib/message-text';
import type { OrderFormValues } from '../lib/order-form-values';
import type { OrderDateFieldProps } from './order-date-picker';
import { DateFieldPlaceholder } from '../../../../components/date-field-placeholder';

// The date pickers (and their date library) load with the first date field the order form shows:
// the wizard opens on a step without one.
const OrderDatePicker = lazy(() =>
  import('./order-date-picker').then((module) => ({ default: module.OrderDatePicker })),
);

/** A calendar date field kept in the form as 'YYYY-MM-DD', shown and typed as DD/MM/YYYY. */
export function OrderDateField(props: OrderDateFieldProps) {
  return (
    <Suspense fallback={<OrderDatePlaceholder {...props} />}>
      <OrderDatePicker {...props} />
    </Suspense>
  );
}

function OrderDatePlaceholder({ name, label, helperText }: OrderDateFieldProps) {
  const messageText = useMessageText();
  const { control } = useFormContext<OrderFormValues>();
  const { field, fieldState } = useController({ control, name });
  return (
    <DateFieldPlaceholder
      label={label}
      value={field.value}
      error={!!fieldState.error}
      helperText={messageText(fieldState.error?.message) ?? helperText}
    />
  );
}
