import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { reloadIntoUpdate, useUpdateReady } from '../lib/service-worker';

/** 'New version available: Reload', shown once a new version of the app has been installed. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const ready = useUpdateReady();
  return (
    <Snackbar
      open={ready}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={t('update.available')}
      action={
        <Button color="secondary" size="small" onClick={reloadIntoUpdate}>
          {t('update.reload')}
        </Button>
      }
    />
  );
}
