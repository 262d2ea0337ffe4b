import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export type FormTextFieldProps<TInput extends FieldValues, TOutput> = {
  name: Path<TInput>;
  control: Control<TInput, unknown, TOutput>;
  label: string;
  /** The text shown for a validation message (its translation). */
  errorText: (message: string | undefined) => string | undefined;
  /** Applied to every keystroke before the value is stored. */
  normalize: (value: string) => string;
  /** Called after a user edit with the normalised value. */
  onEdit: (name: Path<TInput>, value: string) => void;
  /** Replaces the validation message, e.g. with the pincode lookup's state. */
  helper?: { text: ReactNode; error: boolean } | null;
  readOnly?: boolean;
  multiline?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  maxLength?: number;
  startAdornment?: ReactNode;
  /** Spans every column of a grid form. */
  wide?: boolean;
  testId?: string;
};

/** One normalised text input of a react-hook-form form: the shop details of signup and account. */
export function FormTextField<TInput extends FieldValues, TOutput>({
  name,
  control,
  label,
  errorText,
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
  testId,
}: FormTextFieldProps<TInput, TOutput>) {
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
            label={label}
            fullWidth
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
              htmlInput: { inputMode, maxLength, ...(testId && { 'data-testid': testId }) },
              inputLabel: readOnly ? { shrink: true } : undefined,
            }}
          />
        );
      }}
    />
  );
}
