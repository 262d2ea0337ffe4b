import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { normalizeName, type UserDetails } from '@tailor/shared/accounts';
import { TOAST_MS } from '@tailor/shared/constants';
import { AuthFormHeading, AuthSubmitButton } from '../../../components/auth-form';
import { useToast } from '../../../components/toast';
import { saveSignIn, session } from '../../../lib/session';
import { useCreateAccount } from '../api/create-account';
import { usePincodeFill } from '../../../lib/lookup-pincode';
import { SignupTextField, type SignupTextFieldName } from './signup-text-field';
import { useApiErrorText } from '../../../lib/error-text';
import {
  signupFormSchema,
  validationKey,
  type SignupFormInput,
  type SignupFormOutput,
} from '../lib/signup-form-schema';

const TERMS_INPUT_ATTRIBUTES = { 'data-testid': 'signup-terms' };

/** Leading spaces never count. */

function defaultsFrom(details: UserDetails | null): SignupFormInput {
  return {
    owners_name: normalizeName(details?.user.name ?? ''),
    shop_name: '',
    email: details?.user.email ?? '',
    // The shop's phone for bills: the number just verified may be a personal one, so it is asked.
    phone: '',
    address: '',
    pincode: '',
    state: '',
    district: '',
    terms: false,
  };
}

function readOrigin(): 'google' | 'otp' | null {
  if (session.get('fromGoogle') === 'true') return 'google';
  if (session.get('fromOtp') === 'true') return 'otp';
  return null;
}

export function SignupForm({ details }: { details: UserDetails | null }) {
  const { t } = useTranslation('accounts');
  const apiErrorText = useApiErrorText();
  const navigate = useNavigate();
  const toast = useToast();
  const createAccount = useCreateAccount();
  const knownEmail = details?.user.email || null;
  const [origin] = useState(readOrigin);

  const { control, handleSubmit, setValue, clearErrors } = useForm<
    SignupFormInput,
    unknown,
    SignupFormOutput
  >({
    resolver: zodResolver(signupFormSchema),
    defaultValues: defaultsFrom(details),
    // Editing a field clears its error; it is checked again on the next submit.
    reValidateMode: 'onSubmit',
  });

  const errorText = (message: string | undefined) => {
    const key = validationKey(message);
    return key ? t(key) : message;
  };

  // State and district always belong to the pincode shown.
  const { status: pincodeStatus, onPincodeChange } = usePincodeFill({
    initialPincode: '',
    fill: (place) => {
      setValue('state', place?.state ?? '');
      setValue('district', place?.district ?? '');
      if (place) clearErrors(['state', 'district']);
    },
  });

  const onSubmit = handleSubmit(async ({ terms: _terms, ...account }) => {
    if (!session.get('userId')) {
      navigate('/', { replace: true, state: { message: t('signup.authRequired') } });
      return;
    }
    try {
      const result = await createAccount.mutateAsync(account);
      saveSignIn({ ...result, signup: false }, {});
      toast.show(t('signup.success'), { severity: 'success', durationMs: TOAST_MS });
      navigate('/app/order_list', { replace: true });
    } catch (error) {
      toast.show(apiErrorText(error) ?? t('signup.failed'), {
        severity: 'error',
        durationMs: TOAST_MS,
      });
    }
  });

  const onEdit = (name: SignupTextFieldName, value: string) => {
    clearErrors(name);
    if (name === 'pincode') onPincodeChange(value);
  };
  const common = { control, onEdit };

  const pincodeHelper =
    pincodeStatus === 'loading'
      ? { text: t('signup.lookingUp'), error: false }
      : pincodeStatus === 'invalid'
        ? { text: t('signup.invalidPincode'), error: true }
        : pincodeStatus === 'failed'
          ? { text: t('signup.lookupFailed'), error: true }
          : null;

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      <AuthFormHeading title={t('signup.title')} subtitle={t('signup.subtitle')}>
        {knownEmail && (
          <Typography
            component="h3"
            variant="subtitle1"
            sx={{ mt: 1.5, fontWeight: 600, overflowWrap: 'anywhere' }}
            data-testid="signup-email-heading"
          >
            {t('signup.signingUpAs', { email: knownEmail })}
          </Typography>
        )}
      </AuthFormHeading>

      {origin && (
        <Alert severity="info" role="status">
          {t(origin === 'google' ? 'signup.fromGoogle' : 'signup.fromOtp')}
        </Alert>
      )}

      <SignupTextField {...common} name="owners_name" />
      <SignupTextField {...common} name="shop_name" />
      {!knownEmail && <SignupTextField {...common} name="email" />}
      <SignupTextField {...common} name="phone" />
      <SignupTextField {...common} name="address" />
      <SignupTextField {...common} name="pincode" helper={pincodeHelper} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
        <SignupTextField {...common} name="state" />
        <SignupTextField {...common} name="district" />
      </Box>

      <Controller
        name="terms"
        control={control}
        render={({ field: input, fieldState }) => (
          <FormControl error={!!fieldState.error}>
            <FormControlLabel
              control={
                <Checkbox
                  name={input.name}
                  checked={input.value}
                  onBlur={input.onBlur}
                  onChange={(event) => {
                    input.onChange(event.target.checked);
                    clearErrors('terms');
                  }}
                  slotProps={{ input: { ref: input.ref, ...TERMS_INPUT_ATTRIBUTES } }}
                />
              }
              label={
                <Trans
                  t={t}
                  i18nKey="signup.terms"
                  components={{
                    termsLink: (
                      <Link
                        href="/terms-and-conditions"
                        target="_blank"
                        rel="noopener noreferrer"
                        underline="always"
                      />
                    ),
                  }}
                />
              }
            />
            {fieldState.error && (
              <FormHelperText>{errorText(fieldState.error.message)}</FormHelperText>
            )}
          </FormControl>
        )}
      />

      <AuthSubmitButton pending={createAccount.isPending} testId="signup-submit">
        {createAccount.isPending ? t('signup.submitting') : t('signup.submit')}
      </AuthSubmitButton>
    </Stack>
  );
}
