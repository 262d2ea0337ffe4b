import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { AuthLayout } from '../../../components/auth-layout';
import { session } from '../../../lib/session';
import { useUserDetails } from '../../../lib/current-user';
import { SignupForm } from './signup-form';

/** '/signup': shop account creation for a signed-in user without a shop yet. */
export function SignupPage() {
  const { t } = useTranslation('accounts');
  // Without a token there is nobody to look up; submitting then leads back to login.
  const [signedIn] = useState(() => session.get('authToken') !== null);
  const details = useUserDetails({ enabled: signedIn });

  return (
    <AuthLayout formMaxWidth={560}>
      {signedIn && details.isLoading ? (
        <Box
          role="status"
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 6 }}
        >
          <CircularProgress aria-hidden="true" />
          <Typography variant="body2" color="text.secondary">
            {t('signup.loading')}
          </Typography>
        </Box>
      ) : (
        // Mounted once the details are known, so they become the form's defaults instead of overwriting input.
        <SignupForm details={details.data ?? null} />
      )}
    </AuthLayout>
  );
}
