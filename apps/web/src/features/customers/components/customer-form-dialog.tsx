import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFullScreenDialog } from '../../../components/use-full-screen-dialog';

/**
 * A dialog that corrects part of a customer. Its form is mounted while open only, so each opening
 * starts from the customer as they are now.
 */
export function CustomerFormDialog({
  title,
  open,
  onClose,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {open && children}
    </Dialog>
  );
}

/** The form of a CustomerFormDialog: its fields, then Cancel and Save (Saving… while pending). */
export function CustomerForm({
  onSubmit,
  onClose,
  pending,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  pending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('customers');
  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogContent sx={{ pt: 1 }}>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={pending}>
          {t('address.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? t('address.saving') : t('address.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
