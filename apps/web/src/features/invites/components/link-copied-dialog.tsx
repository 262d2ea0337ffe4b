import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The small confirmation after the invite link was copied. */
export function LinkCopiedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('invites');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ textAlign: 'center', pb: 1 }}>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <CheckCircleIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
          <span>{t('dialog.copiedTitle')}</span>
        </Stack>
      </DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <Typography>{t('dialog.copiedBody')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('dialog.copiedHint')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('dialog.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
