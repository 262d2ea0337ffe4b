import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { normalizeName } from '@tailor/shared/accounts';
import { PHONE_DIGITS, TEXT_MAX_LENGTH } from '@tailor/shared/constants';
import { digitsOnly } from '@tailor/shared/phone';

/** A text field that hands on the value typed (a react-hook-form field's onChange takes it). */
type ValueFieldProps = Omit<TextFieldProps, 'onChange' | 'slotProps' | 'type'> & {
  onChange: (value: string) => void;
};

/** A person's name: spaces tidied as typed, no longer than any text the shop keeps. */
export function NameTextField({ onChange, ...props }: ValueFieldProps) {
  return (
    <TextField
      {...props}
      onChange={(event) => onChange(normalizeName(event.target.value))}
      autoComplete="off"
      slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH } }}
    />
  );
}

/** A mobile number after +91: digits only, and typing beyond ten is ignored. */
export function PhoneTextField({ onChange, ...props }: ValueFieldProps) {
  return (
    <TextField
      {...props}
      onChange={(event) => onChange(digitsOnly(event.target.value, PHONE_DIGITS))}
      type="tel"
      autoComplete="off"
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: PHONE_DIGITS },
        input: { startAdornment: <InputAdornment position="start">+91</InputAdornment> },
      }}
    />
  );
}
