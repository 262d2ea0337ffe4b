import GoogleIcon from '@mui/icons-material/Google';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDetails } from '@tailor/shared/accounts';
import { formatPhoneDisplay } from '@tailor/shared/phone';
import { LogoutButton } from './logout-button';

/** How the owner signs in: the verified phone number, the linked methods, and logging out. */
export function SignInCard({ details }: { details: UserDetails }) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const phone = details.user.phone;
  const methods = details.auth_methods;

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} variant="h6" component="h2">
          {t('signIn.title')}
        </Typography>
        <Stack spacing={2} sx={{ mt: 2 }}>
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('signIn.phone')}
            </Typography>
            <Typography sx={{ fontWeight: 600 }} data-testid="signed-in-phone">
              {phone ? formatPhoneDisplay(phone) : t('signIn.noPhone')}
            </Typography>
          </Box>
          <Box>
            <Typography
              variant="caption"
              color="text.secondary"
              component="p"
              id={`${headingId}-methods`}
            >
              {t('signIn.methods')}
            </Typography>
            <Stack
              direction="row"
              component="ul"
              aria-labelledby={`${headingId}-methods`}
              sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, mt: 0.5, listStyle: 'none' }}
            >
              {methods.includes('phone') && (
                <li>
                  <Chip icon={<PhoneIphoneIcon />} label={t('signIn.methodPhone')} />
                </li>
              )}
              {methods.includes('google') && (
                <li>
                  <Chip icon={<GoogleIcon />} label={t('signIn.methodGoogle')} />
                </li>
              )}
            </Stack>
          </Box>
          <Box>
            <LogoutButton label={t('signIn.logout')} sx={{ width: { xs: '100%', sm: 'auto' } }} />
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
