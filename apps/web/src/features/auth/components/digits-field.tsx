import { digitsOnly } from '@tailor/shared/phone';
import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PlainTextField } from '../../../components/plain-text-field';
import { validationKey } from '../lib/error-text';
import { warmFormResolvers } from '../lib/lazy-form-resolver';

type DigitsFieldProps<T extends FieldValues> = Omit<
  ComponentProps<typeof PlainTextField>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'onPaste' | 'error' | 'helperText'
> & {
  name: Path<T>;
  control: Control<T>;
  /** How many digits the field keeps; anything else typed is dropped. */
  digits: number;
  /** Called after each edit, to clear the field's and the server's messages. */
  onEdit: () => void;
  /**
   * Keeps every digit of a pasted text ('123 456', '123-456'), which the input's own length limit
   * would cut before the separators are dropped.
   */
  pasteDigits?: boolean;
};

/**
 * A sign-in form's number field (the phone, the code): it keeps digits only, focused and full
 * width, and words its rule's message in the auth namespace.
 */
export function DigitsField<T extends FieldValues>({
  name,
  control,
  digits,
  onEdit,
  pasteDigits = false,
  ...props
}: DigitsFieldProps<T>) {
  const { t } = useTranslation('auth');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const key = validationKey(fieldState.error?.message);
        return (
          <PlainTextField
            {...field}
            onChange={(event) => {
              warmFormResolvers();
              field.onChange(digitsOnly(event.target.value, digits));
              onEdit();
            }}
            onPaste={
              pasteDigits
                ? (event) => {
                    const pasted = digitsOnly(event.clipboardData.getData('text'), digits);
                    if (!pasted) return;
                    event.preventDefault();
                    field.onChange(pasted);
                    onEdit();
                  }
                : undefined
            }
            autoFocus
            fullWidth
            error={!!fieldState.error}
            helperText={key ? t(key) : fieldState.error?.message}
            {...props}
          />
        );
      }}
    />
  );
}
