import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent, { type DialogContentProps } from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useFullScreenDialog } from './use-full-screen-dialog';

/**
 * A form in a modal: full-screen on phones, its title (and a line under it), the fields, and a
 * way out beside the submit button, which shows a spinner and `submitLabel` (the caller's
 * "Saving…") while `submitting`. While `busy` (submitting unless said otherwise) it cannot be
 * dismissed. `done`, when given, stands in place of the form (a success state).
 */
export function FormDialog({
  title,
  subtitle,
  testId,
  maxWidth = 'xs',
  submitting,
  busy = submitting,
  onClose,
  onSubmit,
  cancelLabel,
  submitLabel,
  submitColor,
  contentProps,
  actionsSx = { px: 3, pb: 2.5, gap: 1 },
  done,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  testId: string;
  maxWidth?: DialogProps['maxWidth'];
  submitting: boolean;
  busy?: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  cancelLabel: string;
  submitLabel: string;
  submitColor?: ButtonProps['color'];
  contentProps?: DialogContentProps;
  actionsSx?: SxProps<Theme>;
  done?: ReactNode;
  children: ReactNode;
}) {
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <DialogTitle id={titleId} sx={subtitle ? { pb: 0.5 } : undefined}>
        {title}
      </DialogTitle>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 3 }}>
          {subtitle}
        </Typography>
      )}
      {done ?? (
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 }}
        >
          <DialogContent {...contentProps}>{children}</DialogContent>
          <DialogActions sx={actionsSx}>
            <Button onClick={onClose} disabled={submitting}>
              {cancelLabel}
            </Button>
            <Button
              type="submit"
              color={submitColor}
              variant="contained"
              disabled={submitting}
              startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {submitLabel}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
