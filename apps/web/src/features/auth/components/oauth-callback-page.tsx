import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { saveSignIn } from '../../../lib/session';
import { completeGoogleSignInOnce } from '../api/complete-google-sign-in';
import { routeAfterSignIn } from '../../../lib/route-after-sign-in';
import { takeReturnPath } from '../../../lib/session-expired';

/** '/oauth_callback': exchanges the provider's code for a session and routes on by role. */
export function OAuthCallbackPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { search } = useLocation();

  useEffect(() => {
    let active = true;
    completeGoogleSignInOnce(search).then(
      (result) => {
        if (!active) return;
        saveSignIn(result, { fromGoogle: true });
        navigate(routeAfterSignIn(result, takeReturnPath()), { replace: true });
      },
      () => {
        // Callback errors are swallowed; the login page is where to try again.
        if (active) navigate('/', { replace: true });
      },
    );
    return () => {
      active = false;
    };
  }, [search, navigate]);

  return (
    <Box
      role="status"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 3,
        textAlign: 'center',
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography component="h1" variant="h6">
        {t('oauth.processing')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('oauth.wait')}
      </Typography>
    </Box>
  );
}
