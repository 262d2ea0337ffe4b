import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** 'Are you sure you want to submit this order?' (spec §2). Stays open on failure, for a retry. */
export function ConfirmSubmitDialog({
  open,
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('newOrder');
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby="confirm-submit-title"
      aria-describedby="confirm-submit-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="confirm-submit-title">{t('confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-submit-text">{t('confirm.message')}</DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={pending}>
          {t('actions.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {pending ? t('actions.submitting') : error ? t('actions.tryAgain') : t('actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
