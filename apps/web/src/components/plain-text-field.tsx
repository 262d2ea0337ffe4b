import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

type PlainTextFieldProps = Omit<OutlinedInputProps, 'label' | 'size'> & {
  label: ReactNode;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
};

/**
 * An outlined text field drawn as MUI's TextField draws it (label, outline, helper text), without
 * TextField's select mode, which brings Select, Menu, Popover and Modal: for what a page's first
 * paint draws (the sign-in pages, the wizard's first step, a list's search box), which must load
 * light.
 */
export function PlainTextField({
  label,
  helperText,
  error,
  fullWidth,
  id,
  size,
  ...input
}: PlainTextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl fullWidth={fullWidth} error={error} size={size} variant="outlined">
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput id={inputId} label={label} aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
