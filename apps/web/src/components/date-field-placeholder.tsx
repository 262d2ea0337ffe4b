import EventIcon from '@mui/icons-material/Event';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { isIsoDate } from '@tailor/shared/dates';

/** 'YYYY-MM-DD' as the date fields show it (DD/MM/YYYY); anything else as nothing. */
function dayFirst(iso: string | null | undefined): string {
  if (!iso || !isIsoDate(iso)) return '';
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * What a date field shows while the date pickers load: the same outlined field, label, value,
 * helper text and calendar button, so nothing moves when the picker takes its place. Read-only
 * and busy until then.
 */
export function DateFieldPlaceholder({
  label,
  value,
  helperText,
  error,
}: {
  label: string;
  /** 'YYYY-MM-DD', or anything else for an empty field. */
  value?: string | null;
  helperText?: string;
  error?: boolean;
}) {
  return (
    <TextField
      label={label}
      value={dayFirst(value)}
      helperText={helperText}
      error={error}
      fullWidth
      slotProps={{
        htmlInput: { readOnly: true, 'aria-busy': true },
        input: {
          endAdornment: (
            <InputAdornment position="end" aria-hidden>
              <IconButton edge="end" disabled sx={{ '&.Mui-disabled': { color: 'action.active' } }}>
                <EventIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
