import ClearIcon from '@mui/icons-material/Clear';
import EventIcon from '@mui/icons-material/Event';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';
import { isIsoDate } from '@tailor/shared/dates';
import type { ReachHandlers } from './deferred-pickers';

/** 'YYYY-MM-DD' as the date fields show it (DD/MM/YYYY); anything else as nothing. */
function dayFirst(iso: string | null | undefined): string {
  if (!iso || !isIsoDate(iso)) return '';
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

const busyButton = { '&.Mui-disabled': { color: 'action.active' } } as const;

/**
 * What a date field shows while the date pickers load: the same outlined field, label, value,
 * helper text and calendar button (and the clear button of a clearable field with a value, hidden
 * as the picker hides it until hovered where there is a mouse), so nothing moves when the picker
 * takes its place. Read-only and busy until then; a deferred picker (components/deferred-pickers)
 * passes its reach handlers to learn that the user went for the field. Built of TextField's parts
 * as TextField builds an outlined field, without TextField itself: it brings MUI's Select and Menu,
 * which a page whose first screen has no select would otherwise load for this alone.
 */
export function DateFieldPlaceholder({
  label,
  value,
  helperText,
  error,
  format = 'DD/MM/YYYY',
  size,
  sx,
  clearable = false,
  ...reach
}: {
  label: string;
  /** 'YYYY-MM-DD', or anything else for an empty field. */
  value?: string | null;
  helperText?: string;
  error?: boolean;
  /** How the picker shows the day. */
  format?: 'DD/MM/YYYY' | 'YYYY-MM-DD';
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  clearable?: boolean;
} & Partial<ReachHandlers>) {
  const shown = format === 'DD/MM/YYYY' ? dayFirst(value) : value && isIsoDate(value) ? value : '';
  const clearButton = clearable && shown !== '';
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      fullWidth
      size={size}
      error={error}
      {...reach}
      sx={[
        clearButton && {
          '@media (pointer: fine)': {
            '& .clearButton': { opacity: 0 },
            '&:hover, &:focus-within': { '.clearButton': { opacity: 1 } },
          },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={shown}
        readOnly
        fullWidth
        aria-describedby={helperTextId}
        inputProps={{ 'aria-busy': true }}
        endAdornment={
          <InputAdornment position="end" aria-hidden>
            {clearButton && (
              <IconButton className="clearButton" disabled sx={busyButton}>
                <ClearIcon fontSize="small" />
              </IconButton>
            )}
            <IconButton edge="end" disabled sx={busyButton}>
              <EventIcon />
            </IconButton>
          </InputAdornment>
        }
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
