import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useApiErrorText } from '../../../lib/error-text';
import { useSharedCustomerOrders } from '../api/get-shared-customer-orders';
import { newestFirst } from '../lib/newest-first';
import { useShopLanguage } from '../lib/use-shop-language';
import { PublicErrorState } from './public-error-state';
import { SharedCustomerOrderCard } from './shared-customer-order-card';
import { SharedCustomerOrdersSkeleton } from './shared-customer-orders-skeleton';
import { SharedPageHeader } from './shared-page-header';

/** Spec §8: the server's reason, by its code, else 'Failed to fetch data'; in the viewer's language. */
function useErrorText(error: unknown): string {
  const { t } = useTranslation('sharing');
  const errorText = useApiErrorText();
  if (error instanceof ApiError && error.code === 'CUSTOMER_NOT_FOUND')
    return t('history.customerNotFound');
  return errorText(error) ?? t('history.errorText');
}

/**
 * /shared_customer_orders/{token}: all of a customer's orders at one shop (spec §2 "Public
 * customer order history page"), opened from a message without logging in.
 */
export function SharedCustomerOrdersPage({ token }: { token: string }) {
  const { t } = useTranslation('sharing');
  const query = useSharedCustomerOrders(token);
  useShopLanguage(query.data?.shop_language);
  const orders = useMemo(() => newestFirst(query.data?.orders ?? []), [query.data]);
  const errorText = useErrorText(query.error);

  if (query.isPending)
    return <SharedCustomerOrdersSkeleton title={t('history.title')} label={t('history.loading')} />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PublicErrorState
        title={t('history.errorTitle')}
        text={errorText}
        retryLabel={t('history.retry')}
        onRetry={notFound ? undefined : () => void query.refetch()}
      />
    );
  }

  const data = query.data;
  return (
    <Stack spacing={2.5} data-testid="shared-history">
      <SharedPageHeader
        shopName={data.store_name}
        title={t('history.title')}
        customerName={data.customer_name}
        extra={
          <Chip
            label={t('history.orderCount', { count: orders.length })}
            data-testid="shared-history-count"
            sx={{ bgcolor: 'rgba(255,255,255,0.18)', color: 'inherit', fontWeight: 600 }}
          />
        }
      />
      {orders.length === 0 ? (
        <Card>
          <CardContent>
            <Stack
              spacing={1.5}
              sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 4, sm: 6 } }}
            >
              <Inventory2OutlinedIcon color="action" sx={{ fontSize: 56 }} aria-hidden />
              <Typography variant="h6" component="h2">
                {t('history.emptyTitle')}
              </Typography>
              <Typography color="text.secondary">{t('history.emptyText')}</Typography>
            </Stack>
          </CardContent>
        </Card>
      ) : (
        <Grid
          container
          spacing={2}
          component="ul"
          aria-label={t('history.ordersLabel', { name: data.customer_name })}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {orders.map((order) => (
            <Grid key={order._id} size={{ xs: 12, md: 6 }} component="li">
              <SharedCustomerOrderCard order={order} prefix={data.order_number_prefix} />
            </Grid>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
