import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { digitsOnly } from '@tailor/shared/phone';
import { OTP_DIGITS, OTP_RESEND_COOLDOWN_S } from '@tailor/shared/constants';
import { AuthFormHeading, AuthSubmitButton } from '../../../components/auth-form';
import { AuthLayout } from '../../../components/auth-layout';
import { PlainTextField } from '../../../components/plain-text-field';
import { useToast } from '../../../components/toast';
import { saveSignIn } from '../../../lib/session';
import { useResendOtp } from '../api/resend-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { validationKey } from '../lib/error-text';
import { lazyResolver, warmFormResolvers } from '../lib/lazy-form-resolver';
import { clearPendingOtp, readPendingOtp, savePendingOtp } from '../../../lib/pending-phone';
import { routeAfterSignIn } from '../../../lib/route-after-sign-in';
import { useSignInErrorText } from '../lib/sign-in-error-text';
import { takeReturnPath } from '../../../lib/session-expired';
import { useCountdown } from '../../../lib/use-countdown';

type OtpForm = { otp: string };

type OtpPageState = { phone?: string } | null;
type Failure = { title: string; detail: string | null };

/** Reads the number from navigation state, else from the tab's storage (a reload of /otp). */
function usePendingOtp() {
  const statePhone = (useLocation().state as OtpPageState)?.phone;
  const [pending] = useState(() => {
    const stored = readPendingOtp();
    if (!statePhone || stored?.phone === statePhone) return stored;
    return savePendingOtp(statePhone, OTP_RESEND_COOLDOWN_S);
  });
  return pending;
}

/** '/otp': six digits, verify, resend after the cooldown; then on to the role's landing page. */
export function OtpPage() {
  const { t } = useTranslation('auth');
  const pending = usePendingOtp();

  if (!pending) {
    return (
      <AuthLayout>
        <Stack spacing={2.5}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            {t('otp.title')}
          </Typography>
          <Alert severity="warning" role="alert">
            {t('otp.phoneMissing')}
          </Alert>
          <Button component={RouterLink} to="/" variant="contained" size="large" fullWidth>
            {t('otp.goBack')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }
  return <OtpForm phone={pending.phone} initialResendAt={pending.resendAt} />;
}

function OtpForm({ phone, initialResendAt }: { phone: string; initialResendAt: number }) {
  const { t } = useTranslation('auth');
  const errorText = useSignInErrorText();
  const navigate = useNavigate();
  const toast = useToast();
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const [resendAt, setResendAt] = useState(initialResendAt);
  const secondsLeft = useCountdown(resendAt);
  const [failure, setFailure] = useState<Failure | null>(null);
  const { control, handleSubmit, clearErrors } = useForm<OtpForm>({
    resolver: lazyResolver('otpResolver'),
    defaultValues: { otp: '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async ({ otp }) => {
    setFailure(null);
    try {
      const result = await verify.mutateAsync({ phone, otp });
      saveSignIn(result, { fromOtp: true });
      clearPendingOtp();
      navigate(routeAfterSignIn(result, takeReturnPath()), { replace: true });
    } catch (error) {
      setFailure({
        title: t('otp.verifyFailed'),
        detail: (await errorText(error)) ?? t('login.unexpectedError'),
      });
    }
  });

  const onResend = async () => {
    setFailure(null);
    try {
      const result = await resend.mutateAsync({ phone });
      setResendAt(savePendingOtp(phone, result.retry_after_s).resendAt);
      toast.show(t('otp.resent'), { severity: 'success' });
    } catch (error) {
      setFailure({ title: t('otp.resendFailed'), detail: await errorText(error) });
    }
  };

  return (
    <AuthLayout>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        <AuthFormHeading
          title={t('otp.title')}
          subtitle={t('otp.subtitle', { phone: `+91 ${phone}` })}
        />

        {failure && (
          <Alert severity="error" role="alert">
            <AlertTitle>{failure.title}</AlertTitle>
            {failure.detail}
          </Alert>
        )}

        <Controller
          name="otp"
          control={control}
          render={({ field, fieldState }) => {
            const key = validationKey(fieldState.error?.message);
            return (
              <PlainTextField
                {...field}
                onChange={(event) => {
                  warmFormResolvers();
                  field.onChange(digitsOnly(event.target.value, OTP_DIGITS));
                  clearErrors('otp');
                }}
                // A code pasted as '123 456' or '123-456' must keep all six digits; the input's
                // own length limit would cut the text before the separators are dropped.
                onPaste={(event) => {
                  const digits = digitsOnly(event.clipboardData.getData('text'), OTP_DIGITS);
                  if (!digits) return;
                  event.preventDefault();
                  field.onChange(digits);
                  clearErrors('otp');
                }}
                label={t('otp.otpLabel')}
                autoFocus
                fullWidth
                error={!!fieldState.error}
                helperText={key ? t(key) : fieldState.error?.message}
                inputProps={{
                  inputMode: 'numeric',
                  autoComplete: 'one-time-code',
                  pattern: '[0-9]*',
                  'data-testid': 'otp-input',
                  style: { letterSpacing: '0.5em', fontSize: '1.25rem', textAlign: 'center' },
                }}
              />
            );
          }}
        />

        <AuthSubmitButton pending={verify.isPending} testId="verify-otp">
          {verify.isPending ? t('otp.verifying') : t('otp.verify')}
        </AuthSubmitButton>

        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
        >
          <Link component={RouterLink} to="/" variant="body2">
            {t('otp.changeNumber')}
          </Link>
          {secondsLeft > 0 ? (
            <Typography
              variant="body2"
              color="text.secondary"
              data-testid="resend-countdown"
              aria-live="polite"
            >
              {t('otp.resendIn', { seconds: secondsLeft })}
            </Typography>
          ) : (
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => void onResend()}
              disabled={resend.isPending}
              data-testid="resend-otp"
            >
              {t('otp.resend')}
            </Link>
          )}
        </Stack>
      </Stack>
    </AuthLayout>
  );
}
