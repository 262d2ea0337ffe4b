import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { PAYMENT_SUCCESS_CLOSE_MS } from '@tailor/shared/constants';
import type { Order } from '@tailor/shared/orders/responses';
import { FormDialog } from '../../../../components/form-dialog';

export interface PaymentSuccess {
  order: Order;
  title: string;
  detail: string;
}

/**
 * What both payment modals share: full-screen on phones, a form, the server's error,
 * and after success a success state that closes by itself after 2 s and then hands the updated
 * order to `onCompleted`. While saving or showing success it cannot be dismissed.
 */
export function PaymentDialogFrame(props: {
  title: string;
  subtitle: string;
  cancelLabel: string;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  error: string | null;
  success: PaymentSuccess | null;
  onSubmit: () => void;
  onCancel: () => void;
  onCompleted: (order: Order) => void;
  testId: string;
  children: ReactNode;
}) {
  const { success, onCompleted } = props;
  // The latest callback, so a parent re-rendering during the 2 s does not restart the countdown.
  const completed = useRef(onCompleted);
  useEffect(() => {
    completed.current = onCompleted;
  }, [onCompleted]);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => completed.current(success.order), PAYMENT_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const busy = props.submitting || success !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) props.onSubmit();
  };

  return (
    <FormDialog
      title={props.title}
      subtitle={props.subtitle}
      testId={props.testId}
      submitting={props.submitting}
      busy={busy}
      onClose={props.onCancel}
      onSubmit={submit}
      cancelLabel={props.cancelLabel}
      submitLabel={props.submitting ? props.submittingLabel : props.submitLabel}
      contentProps={{ sx: { pt: '16px !important' } }}
      done={
        success && (
          <DialogContent>
            <Box
              role="status"
              sx={{
                textAlign: 'center',
                py: { xs: 6, sm: 4 },
                display: 'grid',
                justifyItems: 'center',
                gap: 1,
              }}
            >
              <CheckCircleRoundedIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
              <Typography variant="h6" component="p">
                {success.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {success.detail}
              </Typography>
            </Box>
          </DialogContent>
        )
      }
    >
      {props.children}
      {props.error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {props.error}
        </Alert>
      )}
    </FormDialog>
  );
}
