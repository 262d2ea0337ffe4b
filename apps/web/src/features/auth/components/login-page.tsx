import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { digitsOnly } from '@tailor/shared/accounts';
import { phoneSchema } from '@tailor/shared/auth';
import { PHONE_DIGITS } from '@tailor/shared/constants';
import { AuthLayout } from '../../../components/auth-layout';
import { useRequestOtp } from '../api/request-otp';
import { validationKey } from '../lib/error-text';
import { useApiErrorText } from '../../../lib/error-text';
import { readPendingOtp, savePendingOtp } from '../lib/pending-phone';
import { GoogleSignInButton } from './google-sign-in-button';

const loginFormSchema = z.object({ phone: phoneSchema });
type LoginForm = z.infer<typeof loginFormSchema>;

/** Navigation state other screens may pass to '/', e.g. signup without a session. */
export type LoginPageState = { message?: string } | null;

/** '/': phone number in, OTP requested, on to /otp (spec §2). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const errorText = useApiErrorText();
  const navigate = useNavigate();
  const notice = (useLocation().state as LoginPageState)?.message;
  const requestOtp = useRequestOtp();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, clearErrors } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
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
      setServerError(errorText(error) ?? t('login.unexpectedError'));
    }
  });

  return (
    <AuthLayout>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        <div>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            {t('login.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('login.subtitle')}
          </Typography>
        </div>

        {notice && !serverError && <Alert severity="warning">{notice}</Alert>}
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}

        <Controller
          name="phone"
          control={control}
          render={({ field, fieldState }) => {
            const key = validationKey(fieldState.error?.message);
            return (
              <TextField
                {...field}
                onChange={(event) => {
                  field.onChange(digitsOnly(event.target.value, PHONE_DIGITS));
                  clearErrors('phone');
                  setServerError(null);
                }}
                label={t('login.phoneLabel')}
                type="tel"
                autoFocus
                fullWidth
                error={!!fieldState.error}
                helperText={key ? t(key) : fieldState.error?.message}
                slotProps={{
                  input: { startAdornment: <InputAdornment position="start">+91</InputAdornment> },
                  htmlInput: {
                    inputMode: 'numeric',
                    autoComplete: 'tel-national',
                    maxLength: PHONE_DIGITS,
                    'data-testid': 'login-phone',
                  },
                }}
              />
            );
          }}
        />

        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={requestOtp.isPending}
          loadingPosition="start"
          data-testid="send-otp"
        >
          {requestOtp.isPending ? t('login.sending') : t('login.sendOtp')}
        </Button>

        <GoogleSignInButton divider={<Divider>{t('login.or')}</Divider>} />
      </Stack>
    </AuthLayout>
  );
}
