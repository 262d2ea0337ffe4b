import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { normalizeName } from '@tailor/shared/accounts';
import { PHONE_DIGITS, TEXT_MAX_LENGTH } from '@tailor/shared/constants';
import { digitsOnly } from '@tailor/shared/phone';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** A field of a react-hook-form form about a person, with its validation message worded. */
type PersonFieldProps<TInput extends FieldValues, TOutput> = {
  name: Path<TInput>;
  control: Control<TInput, unknown, TOutput>;
  label: string;
  /** The text shown for a validation message (its translation). */
  errorText: (message: string | undefined) => string | undefined;
  required?: boolean;
  autoFocus?: boolean;
};

function PersonTextField<TInput extends FieldValues, TOutput>({
  name,
  control,
  errorText,
  normalize,
  ...props
}: PersonFieldProps<TInput, TOutput> &
  Pick<TextFieldProps, 'type' | 'slotProps'> & { normalize: (value: string) => string }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          {...props}
          onChange={(event) => field.onChange(normalize(event.target.value))}
          autoComplete="off"
          error={!!fieldState.error}
          helperText={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
}

/** A person's name: spaces tidied as typed, no longer than any text the shop keeps. */
export function NameTextField<TInput extends FieldValues, TOutput>(
  props: PersonFieldProps<TInput, TOutput>,
) {
  return (
    <PersonTextField
      {...props}
      normalize={normalizeName}
      slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH } }}
    />
  );
}

/** A mobile number after +91: digits only, and typing beyond ten is ignored. */
export function PhoneTextField<TInput extends FieldValues, TOutput>(
  props: PersonFieldProps<TInput, TOutput>,
) {
  return (
    <PersonTextField
      {...props}
      normalize={(value) => digitsOnly(value, PHONE_DIGITS)}
      type="tel"
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: PHONE_DIGITS },
        input: { startAdornment: <InputAdornment position="start">+91</InputAdornment> },
      }}
    />
  );
}
