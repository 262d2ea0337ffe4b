import CheckIcon from '@mui/icons-material/Check';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { digitsOnly } from '@tailor/shared/accounts';
import { otpSchema, phoneSchema, type SignInResult } from '@tailor/shared/auth';
import { OTP_DIGITS, PHONE_DIGITS } from '@tailor/shared/constants';
import type { PublicInvite } from '@tailor/shared/invites';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcceptInvite } from '../api/accept-invite';
import { useRejectInvite } from '../api/reject-invite';
import { useRequestInviteOtp } from '../api/request-invite-otp';
import { useInviteMessageText } from '../lib/message-text';
import { errorCodeText, useApiErrorText } from '../../../lib/error-text';
import { useCountdown } from '../../../lib/use-countdown';
import { ResendCodeLink } from '../../../components/resend-code-link';

type InviteResponseFormProps = {
  token: string;
  /** The last 4 digits of the invited phone (GET /invites/{token}). */
  phoneHint: string;
  /** The signed-in person's own number, when known. */
  initialPhone?: string;
  onAccepted: (result: SignInResult) => void;
  onDeclined?: (invite: PublicInvite) => void;
  /** A failed answer may mean the invite changed meanwhile (cancelled, expired): look again. */
  onAnswerFailed?: () => void;
};

/**
 * Answering an invite: the invitee enters the invited phone, receives an OTP
 * (POST /auth/otp/request), types it and accepts or declines.
 */
export function InviteResponseForm({
  token,
  phoneHint,
  initialPhone = '',
  onAccepted,
  onDeclined,
  onAnswerFailed,
}: InviteResponseFormProps) {
  const { t } = useTranslation('invites');
  const errorText = useApiErrorText();
  const messageText = useInviteMessageText();
  const requestOtp = useRequestInviteOtp();
  const accept = useAcceptInvite();
  const reject = useRejectInvite();
  const [phone, setPhone] = useState(initialPhone);
  const [otp, setOtp] = useState('');
  const [otpSentTo, setOtpSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const secondsLeft = useCountdown(resendAt);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [otpError, setOtpError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const declineTitleId = useId();
  const busy = accept.isPending || reject.isPending;

  const sendOtp = async (event?: FormEvent) => {
    event?.preventDefault();
    setFailure(null);
    const parsed = phoneSchema.safeParse(phone);
    if (!parsed.success) {
      setPhoneError(messageText(parsed.error.issues[0]?.message) ?? null);
      return;
    }
    // The server checks the number too; asking first saves an SMS to the wrong phone.
    if (phoneHint && !parsed.data.endsWith(phoneHint)) {
      setPhoneError(errorCodeText(t, 'INVITE_DIFFERENT_PHONE'));
      return;
    }
    setPhoneError(null);
    try {
      const result = await requestOtp.mutateAsync({ phone: parsed.data });
      setOtpSentTo(parsed.data);
      setOtp('');
      setResendAt(Date.now() + result.retry_after_s * 1000);
    } catch (error) {
      setFailure(errorText(error) ?? t('accept.otpFailed'));
    }
  };

  const checkedOtp = (): string | null => {
    const parsed = otpSchema.safeParse(otp);
    if (!parsed.success) {
      setOtpError(messageText(parsed.error.issues[0]?.message) ?? null);
      return null;
    }
    setOtpError(null);
    return parsed.data;
  };

  const onAccept = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const code = checkedOtp();
    if (!code || !otpSentTo) return;
    try {
      onAccepted(await accept.mutateAsync({ token, phone: otpSentTo, otp: code }));
    } catch (error) {
      setFailure(errorText(error) ?? t('accept.acceptFailed'));
      onAnswerFailed?.();
    }
  };

  const onDecline = async () => {
    setConfirmingDecline(false);
    setFailure(null);
    const code = checkedOtp();
    if (!code || !otpSentTo) return;
    try {
      const invite = await reject.mutateAsync({ token, phone: otpSentTo, otp: code });
      onDeclined?.(invite);
    } catch (error) {
      setFailure(errorText(error) ?? t('accept.declineFailed'));
      onAnswerFailed?.();
    }
  };

  if (!otpSentTo) {
    return (
      <Stack component="form" noValidate onSubmit={(e) => void sendOtp(e)} spacing={2}>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <TextField
          label={t('accept.phoneLabel')}
          value={phone}
          onChange={(event) => {
            setPhone(digitsOnly(event.target.value, PHONE_DIGITS));
            setPhoneError(null);
          }}
          type="tel"
          autoComplete="tel-national"
          error={Boolean(phoneError)}
          helperText={
            phoneError ?? (phoneHint ? t('accept.phoneHint', { digits: phoneHint }) : undefined)
          }
          slotProps={{
            htmlInput: { inputMode: 'numeric', maxLength: PHONE_DIGITS },
            input: { startAdornment: <InputAdornment position="start">+91</InputAdornment> },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={requestOtp.isPending}
          loadingPosition="start"
        >
          {requestOtp.isPending ? t('accept.sendingOtp') : t('accept.sendOtp')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={(e) => void onAccept(e)} spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('accept.otpSent', { phone: `+91 ${otpSentTo}` })}
      </Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <TextField
        label={t('accept.otpLabel')}
        value={otp}
        onChange={(event) => {
          setOtp(digitsOnly(event.target.value, OTP_DIGITS));
          setOtpError(null);
        }}
        autoFocus
        error={Boolean(otpError)}
        helperText={otpError ?? undefined}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            autoComplete: 'one-time-code',
            maxLength: OTP_DIGITS,
            pattern: '[0-9]*',
            style: { letterSpacing: '0.5em', fontSize: '1.25rem', textAlign: 'center' },
          },
        }}
      />
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
        <Button
          variant="outlined"
          color="error"
          size="large"
          fullWidth
          disabled={busy}
          loading={reject.isPending}
          onClick={() => setConfirmingDecline(true)}
        >
          {t('accept.decline')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          startIcon={<CheckIcon />}
          disabled={busy}
          loading={accept.isPending}
          loadingPosition="start"
        >
          {accept.isPending ? t('accept.accepting') : t('accept.accept')}
        </Button>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => {
            setOtpSentTo(null);
            setFailure(null);
            setOtpError(null);
          }}
        >
          {t('accept.changeNumber')}
        </Link>
        <ResendCodeLink
          secondsLeft={secondsLeft}
          waitText={t('accept.resendIn', { seconds: secondsLeft })}
          label={t('accept.resendOtp')}
          pending={requestOtp.isPending}
          onResend={() => void sendOtp()}
        />
      </Stack>

      <Dialog
        open={confirmingDecline}
        onClose={() => setConfirmingDecline(false)}
        aria-labelledby={declineTitleId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={declineTitleId}>{t('accept.declineTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('accept.declineBody')}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setConfirmingDecline(false)}>{t('actions.goBack')}</Button>
          <Button variant="contained" color="error" onClick={() => void onDecline()}>
            {t('accept.declineConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
