import type { ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import {
  validationKey,
  type SignupFormInput,
  type SignupFormOutput,
} from '../lib/signup-form-schema';

export type SignupTextFieldName = Exclude<keyof SignupFormInput, 'terms'>;

type SignupTextFieldProps = {
  name: SignupTextFieldName;
  control: Control<SignupFormInput, unknown, SignupFormOutput>;
  /** Applied to every keystroke before the value is stored (spec §5 input rules). */
  normalize: (value: string) => string;
  /** Called after a user edit with the normalised value. */
  onEdit: (name: SignupTextFieldName, value: string) => void;
  /** Replaces the validation message, e.g. with the pincode lookup's state. */
  helper?: { text: ReactNode; error: boolean } | null;
  readOnly?: boolean;
  multiline?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  maxLength?: number;
  startAdornment?: ReactNode;
};

/** One text input of the signup form; data-testid is `signup-<name with dashes>`. */
export function SignupTextField({
  name,
  control,
  normalize,
  onEdit,
  helper,
  readOnly,
  multiline,
  type,
  autoComplete,
  inputMode,
  maxLength,
  startAdornment,
}: SignupTextFieldProps) {
  const { t } = useTranslation('accounts');
  const errorText = (message: string | undefined) => {
    const key = validationKey(message);
    return key ? t(key) : message;
  };
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const shown =
          helper ??
          (fieldState.error ? { text: errorText(fieldState.error.message), error: true } : null);
        return (
          <TextField
            name={field.name}
            value={field.value ?? ''}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => {
              const value = normalize(event.target.value);
              field.onChange(value);
              onEdit(name, value);
            }}
            label={t(`signup.fields.${name}`)}
            fullWidth
            type={type}
            autoComplete={autoComplete}
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            error={shown?.error ?? false}
            helperText={shown?.text}
            slotProps={{
              input: { readOnly, startAdornment },
              htmlInput: {
                inputMode,
                maxLength,
                'data-testid': `signup-${name.replaceAll('_', '-')}`,
              },
              inputLabel: readOnly ? { shrink: true } : undefined,
            }}
          />
        );
      }}
    />
  );
}
