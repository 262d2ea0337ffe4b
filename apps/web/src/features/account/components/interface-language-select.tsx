import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@tailor/shared/constants';
import { changeLanguage, currentLanguage, isLanguage, LANGUAGE_NAMES } from '../../../lib/i18n';

/** The language of this app on this device, as a select; choosing one switches the app at once. */
export function InterfaceLanguageSelect({ label, sx }: { label: string; sx?: SxProps<Theme> }) {
  const { i18n } = useTranslation('common');
  const active = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();

  return (
    <TextField
      select
      label={label}
      value={active}
      onChange={(event) => {
        const lng = event.target.value;
        if (isLanguage(lng) && lng !== active) void changeLanguage(lng);
      }}
      sx={sx}
    >
      {LANGUAGES.map((lng) => (
        <MenuItem key={lng} value={lng} lang={lng}>
          {LANGUAGE_NAMES[lng]}
        </MenuItem>
      ))}
    </TextField>
  );
}
