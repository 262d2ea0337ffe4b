import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledDialog } from '../../../components/titled-dialog';

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
  return (
    <TitledDialog open={open} onClose={onClose} maxWidth="sm" title={title}>
      {open && children}
    </TitledDialog>
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
