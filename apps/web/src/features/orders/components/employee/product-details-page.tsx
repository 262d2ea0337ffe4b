import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EventIcon from '@mui/icons-material/EventOutlined';
import OpenInNewIcon from '@mui/icons-material/ReceiptLongOutlined';
import StraightenIcon from '@mui/icons-material/Straighten';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { CAPACITY_DONE_STATUSES, internalTargetDate } from '@tailor/shared/capacity';
import { todayInShopZone } from '@tailor/shared/dates';
import type { EmployeeProduct } from '@tailor/shared/employee-area';
import { isOverdue } from '@tailor/shared/orders/rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { formatCalendarDate } from '../../../../components/data-list/format-calendar-date';
import { PageTitle } from '../../../../components/page-title';
import { UnavailableCard } from '../../../../components/unavailable-card';
import { ApiError } from '../../../../lib/api-client';
import { useSessionValue } from '../../../../lib/session';
import { MeasurementTiles } from '../measurement-tiles';
import { ProductImageGallery } from '../order-details/product-image-gallery';
import { OrderStatusChip } from '../../../../components/order-status-chip';
import { useEmployeeProduct } from '../../api/get-employee-product';
import { orderDetailsPath } from '@tailor/shared/app-paths';
import { useOrderNumber } from '../../../../lib/order-number';
import { useTemplateNames } from '../../../../lib/template-labels';
import { useBufferDays } from '../../../capacity';
import { useUnitLabels } from '../../../../lib/measurement-units';
import { parseMeasurementValue, type MeasurementUnit } from '@tailor/shared/measurements';

const ORDERS_PATH = '/employee/orders';

function SectionTitle({ icon, children, id }: { icon: ReactNode; children: string; id: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
      <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
        {icon}
      </Box>
      <Typography id={id} variant="h6" component="h2">
        {children}
      </Typography>
    </Stack>
  );
}

/** A fact about the work, a size larger than the shop's lists: the one making it reads it at work. */
function WorkFact({ label, children }: { label: string; children: string }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: '1.125rem', fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The measurements as big tiles, readable from arm's length on the cutting table, each number with
 * the unit it was taken in.
 */
function MeasurementsGrid({
  measurements,
  unit,
}: {
  measurements: EmployeeProduct['measurements'];
  unit: MeasurementUnit;
}) {
  const { t } = useTranslation('employeeArea');
  const unitLabels = useUnitLabels();
  const { measurement } = useTemplateNames();
  const entries = Object.entries(measurements);
  if (entries.length === 0) {
    return <Typography color="text.secondary">{t('product.noMeasurements')}</Typography>;
  }
  return (
    <MeasurementTiles
      size="large"
      tiles={entries.map(([name, value]) => ({
        name,
        label: measurement(name),
        value: (
          <>
            {value}
            {parseMeasurementValue(value) !== null && (
              <Box
                component="span"
                sx={{ fontSize: '1rem', fontWeight: 600, color: 'text.secondary', ml: 0.5 }}
              >
                {unitLabels[unit]}
              </Box>
            )}
          </>
        ),
      }))}
    />
  );
}

function ProductSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true">
      <Skeleton variant="text" width="40%" height={44} />
      <Skeleton variant="rounded" height={80} />
      <Grid container spacing={1.5}>
        {Array.from({ length: 8 }, (_, n) => (
          <Grid key={n} size={{ xs: 6, sm: 4, md: 3 }}>
            <Skeleton variant="rounded" height={92} />
          </Grid>
        ))}
      </Grid>
      <Skeleton variant="rounded" height={250} />
    </Stack>
  );
}

/**
 * /employee/{orderId}/product/{productId}: one product line to make: garment, the measurements in
 * large type, the note, the images, the due date and the order's status, with the way to the order.
 */
export function ProductDetailsPage({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation('employeeArea');
  const orderNumber = useOrderNumber();
  const { garment } = useTemplateNames();
  const language = i18n.resolvedLanguage ?? 'en';
  const navigate = useNavigate();
  const location = useLocation();
  const storeId = useSessionValue('selectedStoreId');
  const query = useEmployeeProduct(storeId, productId);
  const product = query.data;
  const bufferDays = useBufferDays();

  const goBack = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(product ? orderDetailsPath('employee', product.order_id) : ORDERS_PATH);
  };

  const back = (
    <Tooltip title={t('product.back')}>
      <IconButton aria-label={t('product.back')} onClick={goBack} edge="start">
        <ArrowBackIcon />
      </IconButton>
    </Tooltip>
  );

  if (!product) {
    if (query.isPending) {
      return (
        <Stack spacing={2}>
          {back}
          <ProductSkeleton />
        </Stack>
      );
    }
    const notFound =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {back}
          <PageTitle>{t('product.pageTitle')}</PageTitle>
        </Stack>
        <UnavailableCard
          message={notFound ? t('product.notFound') : t('product.loadFailed')}
          backTo={ORDERS_PATH}
          backLabel={t('product.backToOrders')}
          onRetry={notFound ? undefined : () => void query.refetch()}
          retryLabel={t('retry')}
        />
      </Stack>
    );
  }

  const name = garment(product.product.name);
  const overdue = isOverdue(product, todayInShopZone());
  // A Delayed order works to its new expected date, which this answer does not carry: no target.
  const target =
    overdue ||
    product.status === 'Delayed' ||
    (CAPACITY_DONE_STATUSES as readonly string[]).includes(product.status)
      ? null
      : internalTargetDate(product, bufferDays);

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start', flexGrow: 1, minWidth: 0 }}
        >
          {back}
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <PageTitle>{name}</PageTitle>
              <OrderStatusChip status={product.status} />
              {product.orderType === 'alteration' && (
                <Chip
                  label={t('orders.alteration')}
                  variant="outlined"
                  color="secondary"
                  size="small"
                />
              )}
            </Stack>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {t('product.orderLine', {
                number: orderNumber(product.order_number),
                customer: product.customer_name,
              })}
            </Typography>
          </Box>
        </Stack>
        <Button
          component={RouterLink}
          to={orderDetailsPath('employee', product.order_id)}
          variant="contained"
          startIcon={<OpenInNewIcon />}
          sx={{ flexShrink: 0 }}
        >
          {t('product.openOrder')}
        </Button>
      </Stack>

      {product.status === 'Delayed' && product.delay_note && (
        <Alert severity="error" variant="outlined">
          {t('product.delayReason', { reason: product.delay_note })}
        </Alert>
      )}

      <Card>
        <CardContent>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))' },
              gap: 2,
            }}
          >
            <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {t('product.dueDate')}
              </Typography>
              <Typography
                component="dd"
                data-testid="product-due-date"
                sx={{
                  m: 0,
                  fontSize: '1.5rem',
                  fontWeight: 700,
                  color: overdue ? 'error.main' : 'text.primary',
                }}
              >
                <Stack
                  direction="row"
                  spacing={0.75}
                  component="span"
                  sx={{ alignItems: 'center' }}
                >
                  <EventIcon aria-hidden />
                  <span>{formatCalendarDate(product.dueDate, language)}</span>
                </Stack>
              </Typography>
              {overdue && (
                <Typography variant="caption" color="error" sx={{ fontWeight: 600 }}>
                  {t('orders.overdue')}
                </Typography>
              )}
              {target && (
                <Typography
                  variant="caption"
                  color="text.secondary"
                  data-testid="internal-target-date"
                  sx={{ display: 'block', fontWeight: 600 }}
                >
                  {t('orders.target', { date: formatCalendarDate(target, language) })}
                </Typography>
              )}
            </Box>
            <WorkFact label={t('product.orderDate')}>
              {formatCalendarDate(product.orderDate, language)}
            </WorkFact>
            <WorkFact label={t('product.assignedTo')}>
              {product.assigned_to?.name ?? t('product.unassigned')}
            </WorkFact>
          </Box>
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby="product-measurements-title">
        <CardContent>
          <SectionTitle icon={<StraightenIcon />} id="product-measurements-title">
            {t('product.measurements')}
          </SectionTitle>
          <MeasurementsGrid measurements={product.measurements} unit={product.measurement_unit} />
        </CardContent>
      </Card>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card component="section" aria-labelledby="product-note-title" sx={{ height: '100%' }}>
            <CardContent>
              <SectionTitle icon={<StickyNote2OutlinedIcon />} id="product-note-title">
                {t('product.note')}
              </SectionTitle>
              <Typography
                sx={{ whiteSpace: 'pre-line', fontSize: '1.125rem', overflowWrap: 'anywhere' }}
                color={product.note ? 'text.primary' : 'text.secondary'}
              >
                {product.note || t('product.noNote')}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card component="section" aria-label={t('product.images')}>
            <CardContent>
              <ProductImageGallery images={product.uploadedImages} productName={name} />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Stack>
  );
}
