import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { allowedToLeave } from './leave-allowed';

export { leaveAllowed } from './leave-allowed';

/**
 * While `when` holds, leaving the page asks first: inside the app (links, the Back button) with
 * a Stay / Leave dialog, and on a reload or closing the tab with the browser's own question.
 * Navigating with `state: leaveAllowed` goes without asking.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const textId = useId();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname && !allowedToLeave(nextLocation),
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog
      open
      onClose={() => blocker.reset()}
      maxWidth="xs"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{t('leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('leave.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => blocker.reset()} autoFocus>
          {t('leave.stay')}
        </Button>
        <Button variant="contained" color="error" onClick={() => blocker.proceed()}>
          {t('leave.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
