import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { INVITE_VALIDITY_DAYS } from '@tailor/shared/constants';
import type { Invite } from '@tailor/shared/invites';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { useCancelInvite } from '../api/cancel-invite';
import { useResendInvite } from '../api/resend-invite';

export type InviteAction = 'cancel' | 'resend';

type InviteActionDialogProps = {
  invite: Invite;
  action: InviteAction;
  onClose: () => void;
};

/**
 * The confirm dialog titled 'Cancel Invite' or 'Resend Invite'. A 200 answer reloads
 * the list and closes the dialog; a failure says so and leaves it open.
 */
export function InviteActionDialog({ invite, action, onClose }: InviteActionDialogProps) {
  const { t } = useTranslation('invites');
  const toast = useToast();
  const titleId = useId();
  const cancelInvite = useCancelInvite();
  const resendInvite = useResendInvite();
  const mutation = action === 'cancel' ? cancelInvite : resendInvite;
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    setFailed(false);
    try {
      await mutation.mutateAsync({ token: invite.token });
      toast.show(action === 'cancel' ? t('actions.cancelled') : t('actions.resent'), {
        severity: 'success',
      });
      onClose();
    } catch {
      setFailed(true);
    }
  };

  const close = () => {
    if (!mutation.isPending) onClose();
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>
        {action === 'cancel' ? t('actions.cancelTitle') : t('actions.resendTitle')}
      </DialogTitle>
      <DialogContent>
        {failed && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {action === 'cancel' ? t('errors.cancelFailed') : t('errors.resendFailed')}
          </Alert>
        )}
        <DialogContentText>
          {action === 'cancel'
            ? t('actions.cancelBody', { name: invite.name })
            : t('actions.resendBody', { name: invite.name, days: INVITE_VALIDITY_DAYS })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={mutation.isPending}>
          {t('actions.goBack')}
        </Button>
        <Button
          variant="contained"
          color={action === 'cancel' ? 'error' : 'primary'}
          onClick={() => void confirm()}
          loading={mutation.isPending}
        >
          {action === 'cancel' ? t('actions.cancelConfirm') : t('actions.resendConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
