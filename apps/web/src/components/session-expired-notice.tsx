import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { dismissSessionExpired } from '../lib/session-expired';

/** The dialog of SessionExpiredDialog. */
export function SessionExpiredNotice({ open }: { open: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open={open}
      onClose={dismissSessionExpired}
      aria-labelledby="session-expired-title"
      aria-describedby="session-expired-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="session-expired-title">{t('session.expiredTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-expired-text">{t('session.expired')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={dismissSessionExpired} autoFocus>
          {t('session.signInAgain')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
