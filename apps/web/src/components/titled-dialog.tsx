import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useFullScreenDialog } from './use-full-screen-dialog';

/** A modal named by its title, full width up to `maxWidth` and full-screen on phones. */
export function TitledDialog({
  open = true,
  onClose,
  maxWidth = 'xs',
  title,
  testId,
  children,
}: {
  open?: boolean;
  onClose: () => void;
  maxWidth?: DialogProps['maxWidth'];
  title: ReactNode;
  testId?: string;
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
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}
