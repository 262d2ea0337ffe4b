import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { PHONE_DIGITS } from '@tailor/shared/constants';
import { AuthFormHeading, AuthSubmitButton } from '../../../components/auth-form';
import { AuthLayout } from '../../../components/auth-layout';
import { useRequestOtp } from '../api/request-otp';
import { lazyResolver } from '../lib/lazy-form-resolver';
import { readPendingOtp, savePendingOtp } from '../../../lib/pending-phone';
import { useSignInErrorText } from '../lib/sign-in-error-text';
import { DigitsField } from './digits-field';
import { GoogleSignInButton } from './google-sign-in-button';

type LoginForm = { phone: string };

/** Navigation state other screens may pass to '/', e.g. signup without a session. */
export type LoginPageState = { message?: string } | null;

/** '/': phone number in, OTP requested, on to /otp. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const errorText = useSignInErrorText();
  const navigate = useNavigate();
  const notice = (useLocation().state as LoginPageState)?.message;
  const requestOtp = useRequestOtp();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, clearErrors } = useForm<LoginForm>({
    resolver: lazyResolver('loginResolver'),
    defaultValues: { phone: readPendingOtp()?.phone ?? '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async ({ phone }) => {
    setServerError(null);
    try {
      const result = await requestOtp.mutateAsync({ phone });
      savePendingOtp(phone, result.retry_after_s);
      navigate('/otp', { state: { phone } });
    } catch (error) {
      setServerError((await errorText(error)) ?? t('login.unexpectedError'));
    }
  });

  return (
    <AuthLayout>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        <AuthFormHeading title={t('login.title')} subtitle={t('login.subtitle')} />

        {notice && !serverError && <Alert severity="warning">{notice}</Alert>}
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}

        <DigitsField
          name="phone"
          control={control}
          digits={PHONE_DIGITS}
          onEdit={() => {
            clearErrors('phone');
            setServerError(null);
          }}
          label={t('login.phoneLabel')}
          type="tel"
          startAdornment={<InputAdornment position="start">+91</InputAdornment>}
          inputProps={{
            inputMode: 'numeric',
            autoComplete: 'tel-national',
            maxLength: PHONE_DIGITS,
            'data-testid': 'login-phone',
          }}
        />

        <AuthSubmitButton pending={requestOtp.isPending} testId="send-otp">
          {requestOtp.isPending ? t('login.sending') : t('login.sendOtp')}
        </AuthSubmitButton>

        <GoogleSignInButton divider={<Divider>{t('login.or')}</Divider>} />
      </Stack>
    </AuthLayout>
  );
}
