import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { sanitizeAmountInput } from '../../lib/payment-amount-error';

/** A rupee amount: ₹ in front, a decimal keypad on phones, only digits and one point accepted. */
export function AmountField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  helperText: string;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(sanitizeAmountInput(event.target.value))}
      error={props.error !== null}
      helperText={props.error ?? props.helperText}
      autoFocus={props.autoFocus}
      required
      autoComplete="off"
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
        htmlInput: { inputMode: 'decimal' },
      }}
    />
  );
}
