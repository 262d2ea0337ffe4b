import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@tailor/shared/constants';
import { changeLanguage, currentLanguage, isLanguage, LANGUAGE_NAMES } from '../../../lib/i18n';

/** The language of this app on this device (customer messages have their own, in Settings). */
export function InterfaceLanguageCard() {
  const { t, i18n } = useTranslation('account');
  const headingId = useId();
  const active = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} variant="h6" component="h2">
          {t('language.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('language.subtitle')}
        </Typography>
        <TextField
          select
          label={t('language.label')}
          value={active}
          onChange={(event) => {
            const lng = event.target.value;
            if (isLanguage(lng) && lng !== active) void changeLanguage(lng);
          }}
        >
          {LANGUAGES.map((lng) => (
            <MenuItem key={lng} value={lng} lang={lng}>
              {LANGUAGE_NAMES[lng]}
            </MenuItem>
          ))}
        </TextField>
      </CardContent>
    </Card>
  );
}
