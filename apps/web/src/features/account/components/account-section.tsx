import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useUserDetails } from '../../../lib/current-user';
import { AccountDetailsCard } from './account-details-card';
import { InterfaceLanguageCard } from './interface-language-card';
import { SignInCard } from './sign-in-card';
import { RetryAlert } from '../../../components/retry-alert';

function CardSkeleton({ rows, label }: { rows: number; label?: string }) {
  return (
    <Card aria-busy="true" aria-label={label}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Skeleton variant="text" width="40%" height={32} />
        <Box
          sx={{
            mt: 2,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: 2,
          }}
        >
          {Array.from({ length: rows }, (_, i) => (
            <Box key={i}>
              <Skeleton variant="text" width="30%" />
              <Skeleton variant="text" width="70%" />
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

const GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
  gap: 2.5,
  alignItems: 'start',
} as const;

/** The account tab: the shop's details, how the owner signs in, the interface language, logout. */
export function AccountSection() {
  const { t } = useTranslation('account');
  const details = useUserDetails();

  if (details.isError && !details.data) {
    return (
      <RetryAlert onRetry={() => void details.refetch()} retryLabel={t('retry')}>
        {t('loadFailed')}
      </RetryAlert>
    );
  }

  const data = details.data;
  return (
    <Box sx={GRID}>
      {data?.store ? (
        <AccountDetailsCard store={data.store} />
      ) : data ? (
        <Alert severity="warning">{t('noShop')}</Alert>
      ) : (
        <CardSkeleton rows={8} label={t('loading')} />
      )}
      <Stack spacing={2.5}>
        {data ? <SignInCard details={data} /> : <CardSkeleton rows={2} />}
        <InterfaceLanguageCard />
      </Stack>
    </Box>
  );
}
