import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { discardChanges, useOutbox } from '../lib/outbox';
import { logout } from '../lib/session';

/** 'Log out?': signing in again needs a new code, so a stray tap must not end the session. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const [pending, setPending] = useState(false);
  const waiting = useOutbox().filter((entry) => entry.state === 'waiting').length;
  const confirm = async () => {
    setPending(true);
    try {
      // Asked first: changes made offline that never reached the server go with the session.
      await discardChanges();
      await logout();
    } finally {
      setPending(false);
      onClose();
    }
  };
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby="logout-dialog-title"
      aria-describedby="logout-dialog-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="logout-dialog-title">{t('logoutConfirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="logout-dialog-text">
          {waiting > 0 ? t('outbox.logoutWaiting', { count: waiting }) : t('logoutConfirm.text')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus>
          {t('logoutConfirm.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} loading={pending}>
          {t('logoutConfirm.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
