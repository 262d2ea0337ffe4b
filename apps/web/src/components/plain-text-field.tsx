import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

type PlainTextFieldProps = Omit<OutlinedInputProps, 'label'> & {
  label: ReactNode;
  helperText?: ReactNode;
};

/**
 * An outlined text field drawn as MUI's TextField draws it (label, outline, helper text), without
 * TextField's select mode, which brings Select, Menu, Popover and Modal: for the sign-in pages,
 * which must load light.
 */
export function PlainTextField({
  label,
  helperText,
  error,
  fullWidth,
  id,
  ...input
}: PlainTextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl fullWidth={fullWidth} error={error} variant="outlined">
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput id={inputId} label={label} aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
