import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OTP_DIGITS, OTP_RESEND_COOLDOWN_S } from '@tailor/shared/constants';
import { AuthFormHeading, AuthSubmitButton } from '../../../components/auth-form';
import { AuthLayout } from '../../../components/auth-layout';
import { ResendCodeLink } from '../../../components/resend-code-link';
import { useToast } from '../../../components/toast';
import { saveSignIn } from '../../../lib/session';
import { useResendOtp } from '../api/resend-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { lazyResolver } from '../lib/lazy-form-resolver';
import { clearPendingOtp, readPendingOtp, savePendingOtp } from '../../../lib/pending-phone';
import { routeAfterSignIn } from '../../../lib/route-after-sign-in';
import { useSignInErrorText } from '../lib/sign-in-error-text';
import { takeReturnPath } from '../../../lib/session-expired';
import { useCountdown } from '../../../lib/use-countdown';
import { DigitsField } from './digits-field';

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

        <DigitsField
          name="otp"
          control={control}
          digits={OTP_DIGITS}
          onEdit={() => clearErrors('otp')}
          pasteDigits
          label={t('otp.otpLabel')}
          inputProps={{
            inputMode: 'numeric',
            autoComplete: 'one-time-code',
            pattern: '[0-9]*',
            'data-testid': 'otp-input',
            style: { letterSpacing: '0.5em', fontSize: '1.25rem', textAlign: 'center' },
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
          <ResendCodeLink
            secondsLeft={secondsLeft}
            waitText={t('otp.resendIn', { seconds: secondsLeft })}
            label={t('otp.resend')}
            pending={resend.isPending}
            onResend={() => void onResend()}
            testIds={{ countdown: 'resend-countdown', link: 'resend-otp' }}
          />
        </Stack>
      </Stack>
    </AuthLayout>
  );
}
