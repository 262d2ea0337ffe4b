import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { discardChanges, useOutbox } from '../lib/outbox';
import { logout } from '../lib/session';
import { MessageDialog } from './message-dialog';

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
    <MessageDialog
      id="logout-dialog"
      open={open}
      onClose={pending ? undefined : onClose}
      title={t('logoutConfirm.title')}
      text={waiting > 0 ? t('outbox.logoutWaiting', { count: waiting }) : t('logoutConfirm.text')}
      actions={
        <>
          <Button onClick={onClose} disabled={pending} autoFocus>
            {t('logoutConfirm.cancel')}
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => void confirm()}
            loading={pending}
          >
            {t('logoutConfirm.confirm')}
          </Button>
        </>
      }
    />
  );
}
