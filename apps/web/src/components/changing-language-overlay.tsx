import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useChangingLanguage } from '../lib/i18n';

/** Covers the screen with 'Changing Language...' while the language switches. */
export function ChangingLanguageOverlay() {
  const changing = useChangingLanguage();
  const { t } = useTranslation('common');
  if (!changing) return null;
  return (
    <Backdrop open sx={{ color: '#fff', zIndex: (theme) => theme.zIndex.modal + 1 }}>
      <Stack role="status" aria-live="assertive" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress color="inherit" />
        <Typography variant="h6" component="p">
          {t('language.changing')}
        </Typography>
      </Stack>
    </Backdrop>
  );
}
