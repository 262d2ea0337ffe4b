import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { dismissSessionExpired } from '../lib/session-expired';
import { MessageDialog } from './message-dialog';

/** The dialog of SessionExpiredDialog. */
export function SessionExpiredNotice({ open }: { open: boolean }) {
  const { t } = useTranslation('common');
  return (
    <MessageDialog
      id="session-expired"
      open={open}
      onClose={dismissSessionExpired}
      title={t('session.expiredTitle')}
      text={t('session.expired')}
      actions={
        <Button variant="contained" onClick={dismissSessionExpired} autoFocus>
          {t('session.signInAgain')}
        </Button>
      }
    />
  );
}
