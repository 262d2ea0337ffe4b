import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StoreRef } from '@tailor/shared/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { logout, useSessionValue } from '../../../lib/session';
import { useAvailableStores } from '../api/get-available-stores';
import { useSwitchStore } from '../api/switch-store';
import { RetryAlert } from '../../../components/retry-alert';

const LANDING_PATH = '/employee/orders';

function StoresSkeleton() {
  return (
    <Stack spacing={1.5} aria-busy="true">
      {[0, 1, 2].map((n) => (
        <Card key={n}>
          <CardContent>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Skeleton variant="circular" width={48} height={48} />
              <Skeleton variant="text" width="50%" height={28} />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * /store-selection: an employee of several shops chooses where to work now. The
 * choice asks the server for a token scoped to that shop, stores it with the shop, and opens the
 * employee's orders.
 */
export function StoreSelectionPage() {
  const { t } = useTranslation('stores');
  const navigate = useNavigate();
  const token = useSessionValue('authToken');
  const selectedStoreId = useSessionValue('selectedStoreId');
  const stores = useAvailableStores({ enabled: Boolean(token) });
  const switchStore = useSwitchStore();
  const [choosing, setChoosing] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const choose = async (store: StoreRef) => {
    setFailed(false);
    setChoosing(store.store_id);
    try {
      await switchStore.mutateAsync({ store_id: store.store_id });
      void navigate(LANDING_PATH, { replace: true });
    } catch {
      setFailed(true);
    } finally {
      setChoosing(null);
    }
  };

  const list = stores.data?.stores;

  let body;
  if (!token) {
    body = (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/" color="inherit" size="small">
            {t('selection.signIn')}
          </Button>
        }
      >
        {t('selection.signedOut')}
      </Alert>
    );
  } else if (stores.isPending) {
    body = <StoresSkeleton />;
  } else if (stores.isError && !stores.data) {
    body = (
      <RetryAlert onRetry={() => void stores.refetch()} retryLabel={t('selection.retry')}>
        {t('errors.fetchFailed')}
      </RetryAlert>
    );
  } else if (!list || list.length === 0) {
    body = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <StorefrontIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          {t('selection.emptyTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('selection.emptyBody')}
        </Typography>
        <Button sx={{ mt: 2 }} variant="outlined" onClick={() => void logout()}>
          {t('selection.logout')}
        </Button>
      </Paper>
    );
  } else {
    body = (
      <Stack
        component="ul"
        spacing={1.5}
        aria-label={t('selection.listLabel')}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {list.map((store) => {
          const busy = choosing === store.store_id;
          return (
            <Card component="li" key={store.store_id}>
              <CardActionArea
                onClick={() => void choose(store)}
                disabled={choosing !== null}
                aria-label={t('selection.choose', { store: store.store_name })}
              >
                <CardContent>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                    <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }} aria-hidden>
                      <StorefrontIcon />
                    </Avatar>
                    <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                      <Typography
                        variant="subtitle1"
                        component="p"
                        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                      >
                        {store.store_name}
                      </Typography>
                      {store.store_id === selectedStoreId && (
                        <Chip
                          size="small"
                          color="success"
                          label={t('selection.current')}
                          sx={{ mt: 0.5 }}
                        />
                      )}
                    </Box>
                    {busy ? (
                      <CircularProgress size={24} aria-label={t('selection.switching')} />
                    ) : (
                      <ChevronRightIcon color="action" aria-hidden />
                    )}
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Stack>
    );
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
      <Box>
        <PageTitle>{t('selection.title')}</PageTitle>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('selection.subtitle')}
        </Typography>
      </Box>
      {failed && (
        <Alert severity="error" role="alert">
          {t('errors.switchFailed')}
        </Alert>
      )}
      {body}
    </Stack>
  );
}
