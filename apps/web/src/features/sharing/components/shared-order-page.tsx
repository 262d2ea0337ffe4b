import CheckroomIcon from '@mui/icons-material/Checkroom';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import TimelineIcon from '@mui/icons-material/Timeline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayMonthYear } from '@tailor/shared/dates';
import { formatRupees } from '@tailor/shared/money';
import type { SharedOrder } from '@tailor/shared/sharing';
import { ApiError } from '../../../lib/api-client';
import { useSharedOrder } from '../api/get-shared-order';
import { resolveApiUrl } from '../lib/resolve-api-url';
import { useShopLanguage } from '../lib/use-shop-language';
import { OrderProgressStepper } from './order-progress-stepper';
import { PublicErrorState } from './public-error-state';
import { SharedDelayNotice } from './shared-delay-notice';
import { SharedOrderSkeleton } from './shared-order-skeleton';
import { SharedPageHeader } from './shared-page-header';
import { OrderStatusChip, orderStatusLabelKey } from '../../../components/order-status-chip';
import { formatOrderNumber } from '@tailor/shared/settings';

function Section({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactElement;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={`${id}-title`}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
            {icon}
          </Box>
          <Typography id={`${id}-title`} variant="h6" component="h2">
            {title}
          </Typography>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** One figure of the summary: a small label over its value. */
function Figure({
  label,
  children,
  tone,
}: {
  label: string;
  children: ReactNode;
  tone?: 'error.main' | 'success.main';
}) {
  return (
    <Box
      sx={{
        height: '100%',
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'action.hover',
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="h6"
        sx={{ m: 0, mt: 0.25, color: tone, overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Box>
  );
}

function OrderSummary({ data }: { data: SharedOrder }) {
  const { t, i18n } = useTranslation('sharing');
  // Month names in the page's language, as every other text on it.
  const date = (value: string) => formatDayMonthYear(value, { language: i18n.language });
  const { order } = data;
  return (
    <Card component="section" aria-labelledby="shared-order-number">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}
        >
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('order.orderNumberLabel')}
            </Typography>
            <Typography id="shared-order-number" variant="h5" component="h2">
              {t('order.orderNumber', {
                number: formatOrderNumber(data.order_number_prefix ?? '', order.order_number),
              })}
            </Typography>
          </Box>
          <OrderStatusChip status={order.status} size="medium" />
        </Stack>
        <Grid container spacing={1.5} component="dl" sx={{ m: 0 }}>
          {/* The money row: advance, paid so far and remaining as order-amounts.ts defines them. */}
          <Grid size={{ xs: 6, sm: 3 }}>
            <Figure label={t('order.totalAmount')}>{formatRupees(order.totalAmount)}</Figure>
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <Figure label={t('order.advancePaid')}>{formatRupees(order.advancePayment)}</Figure>
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <Figure label={t('order.paidSoFar')}>{formatRupees(order.paidAmount)}</Figure>
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <Figure
              label={t('order.remainingAmount')}
              tone={order.remainingAmount > 0 ? 'error.main' : 'success.main'}
            >
              {formatRupees(order.remainingAmount)}
            </Figure>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Figure label={t('order.currentStatus')}>{t(orderStatusLabelKey(order.status))}</Figure>
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <Figure label={t('order.orderDate')}>{date(order.orderDate)}</Figure>
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <Figure label={t('order.dueDate')}>{date(order.dueDate)}</Figure>
          </Grid>
        </Grid>
        <Button
          variant="contained"
          href={resolveApiUrl(data.customer_pdf_url)}
          download
          startIcon={<FileDownloadOutlinedIcon />}
          sx={{ mt: 2.5, width: { xs: '100%', sm: 'auto' } }}
        >
          {t('order.downloadBill')}
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * /shared_order/{token}: a customer's view of one order (spec §2 "Public order tracking page"),
 * opened from a message without logging in.
 */
export function SharedOrderPage({ token }: { token: string }) {
  const { t } = useTranslation('sharing');
  const query = useSharedOrder(token);
  useShopLanguage(query.data?.shop_language);

  if (query.isPending)
    return <SharedOrderSkeleton title={t('order.title')} label={t('order.loading')} />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PublicErrorState
        title={t('order.errorTitle')}
        text={t('order.errorText')}
        retryLabel={t('order.retry')}
        onRetry={notFound ? undefined : () => void query.refetch()}
      />
    );
  }

  const data = query.data;
  const products = data.order.products;
  return (
    <Stack spacing={2.5} data-testid="shared-order">
      <SharedPageHeader
        shopName={data.shop_name}
        title={t('order.title')}
        customerName={data.customer_name}
      />
      <SharedDelayNotice order={data.order} />
      <OrderSummary data={data} />
      <Section id="shared-progress" title={t('order.progress')} icon={<TimelineIcon />}>
        <OrderProgressStepper status={data.order.status} />
      </Section>
      <Section id="shared-products" title={t('order.products')} icon={<CheckroomIcon />}>
        {products.length === 0 ? (
          <Typography color="text.secondary">{t('order.noProducts')}</Typography>
        ) : (
          <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {products.map((product, index) => (
              <Stack
                component="li"
                key={index}
                direction="row"
                spacing={1.5}
                sx={{
                  alignItems: 'center',
                  p: 1.5,
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                }}
              >
                <Chip
                  label={t('order.productNumber', { number: index + 1 })}
                  size="small"
                  color="primary"
                  variant="outlined"
                  sx={{ flexShrink: 0 }}
                />
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {product}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
