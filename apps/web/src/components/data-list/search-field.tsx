import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useTranslation } from 'react-i18next';
import { PlainTextField } from '../plain-text-field';

type SearchFieldProps = {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  maxLength?: number;
};

/** The search box above a data list: a search icon, and a button that empties it. */
export function SearchField({ value, onChange, label, placeholder, maxLength }: SearchFieldProps) {
  const { t } = useTranslation('dataList');
  return (
    // Drawn as TextField draws it, without TextField's select mode (Select, Menu and the roving
    // tab index of a menu, about 12 KB): the box is the largest thing a list page first paints.
    <PlainTextField
      type="search"
      size="small"
      fullWidth
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputProps={{ maxLength, enterKeyHint: 'search' }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" aria-hidden="true" />
        </InputAdornment>
      }
      endAdornment={
        value ? (
          <InputAdornment position="end">
            <IconButton
              size="small"
              edge="end"
              aria-label={t('clearSearch')}
              onClick={() => onChange('')}
            >
              <ClearIcon fontSize="small" />
            </IconButton>
          </InputAdornment>
        ) : undefined
      }
      // The clear button above is the one way to empty it (Chromium would draw its own beside it).
      sx={{
        bgcolor: 'background.paper',
        '& input::-webkit-search-cancel-button': { WebkitAppearance: 'none' },
      }}
    />
  );
}
