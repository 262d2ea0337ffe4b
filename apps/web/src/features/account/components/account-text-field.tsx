import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  validationKey,
  type AccountFormInput,
  type AccountFormOutput,
} from '../lib/account-form-schema';

export type AccountFieldName = keyof AccountFormInput;

type AccountTextFieldProps = {
  name: AccountFieldName;
  control: Control<AccountFormInput, unknown, AccountFormOutput>;
  /** Applied to every keystroke before the value is stored (spec §5 input rules). */
  normalize: (value: string) => string;
  /** Called after a user edit with the normalised value. */
  onEdit: (name: AccountFieldName, value: string) => void;
  /** Replaces the validation message, e.g. with the pincode lookup's state. */
  helper?: { text: ReactNode; error: boolean } | null;
  readOnly?: boolean;
  multiline?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  maxLength?: number;
  startAdornment?: ReactNode;
  wide?: boolean;
};

/** One text input of the shop details form; its label is `fields.<name>` of the account namespace. */
export function AccountTextField({
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
  wide,
}: AccountTextFieldProps) {
  const { t } = useTranslation('account');
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
            label={t(`fields.${name}`)}
            type={type}
            autoComplete={autoComplete}
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            error={shown?.error ?? false}
            helperText={shown?.text}
            sx={{
              ...(wide && { gridColumn: '1 / -1' }),
              // Filled from the pincode: shown as not typeable.
              ...(readOnly && { '& .MuiInputBase-root': { bgcolor: 'action.hover' } }),
            }}
            slotProps={{
              input: { readOnly, startAdornment },
              htmlInput: { inputMode, maxLength },
              inputLabel: readOnly ? { shrink: true } : undefined,
            }}
          />
        );
      }}
    />
  );
}
