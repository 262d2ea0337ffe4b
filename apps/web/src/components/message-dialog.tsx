import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

/**
 * A small modal that says one thing: its title (`<id>-title`) and text (`<id>-text`), anything
 * the text needs under it, and the buttons that answer it. Without `onClose` a click outside or
 * Escape does not close it (while the answer is being carried out).
 */
export function MessageDialog({
  id,
  open,
  onClose,
  title,
  text,
  children,
  actions,
}: {
  id: string;
  open: boolean;
  onClose: (() => void) | undefined;
  title: ReactNode;
  text: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}
