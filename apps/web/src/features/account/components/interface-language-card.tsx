import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InterfaceLanguageSelect } from './interface-language-select';

/** The language of this app on this device (customer messages have their own, in Settings). */
export function InterfaceLanguageCard() {
  const { t } = useTranslation('account');
  const headingId = useId();

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} variant="h6" component="h2">
          {t('language.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('language.subtitle')}
        </Typography>
        <InterfaceLanguageSelect label={t('language.label')} />
      </CardContent>
    </Card>
  );
}
