import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { orderDetailsPath, type AppArea } from '@tailor/shared/app-paths';
import type { Garment } from '@tailor/shared/garments';
import { parseMeasurementValue } from '@tailor/shared/measurements';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatCalendarDate } from '../../../../components/data-list/format-calendar-date';
import { PageTitle } from '../../../../components/page-title';
import { UnavailableCard } from '../../../../components/unavailable-card';
import { ApiError } from '../../../../lib/api-client';
import { useUnitLabels } from '../../../../lib/measurement-units';
import { useOrderNumber } from '../../../../lib/order-number';
import { useTemplateNames } from '../../../../lib/template-labels';
import { useGarment } from '../../api/get-garment';
import { MeasurementTiles } from '../measurement-tiles';
import { ProductImageGallery } from '../order-details/product-image-gallery';
import { GarmentStepAction } from './garment-step-action';
import { GarmentSteps } from './garment-steps';

/** A fact of the garment: its label above, its value below. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The garment: what it is, whose, its measurements, photos and note, and its next step. */
function GarmentDetails({ garment, area }: { garment: Garment; area: AppArea }) {
  const { t, i18n } = useTranslation('garments');
  const language = i18n.resolvedLanguage ?? 'en';
  const names = useTemplateNames();
  const unitLabels = useUnitLabels();
  const orderNumber = useOrderNumber();
  const name = names.garment(garment.name);
  const measurements = Object.entries(garment.measurements);
  return (
    <Stack spacing={2}>
      <PageTitle>{t('page.title', { tag: garment.tag_code })}</PageTitle>
      <Card component="section" aria-labelledby="garment-name">
        <CardContent>
          <Stack spacing={2}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography id="garment-name" variant="h5" component="h1" sx={{ mr: 'auto' }}>
                {name}
              </Typography>
              <Chip
                label={t('orderDetails:garment.tag', { tag: garment.tag_code })}
                variant="outlined"
                size="small"
              />
              {garment.stage && (
                <Chip
                  color="primary"
                  size="small"
                  label={t('orderDetails:garment.current', {
                    stage: t(`orderDetails:garment.stages.${garment.stage}`),
                  })}
                />
              )}
            </Stack>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1.5 }}
            >
              <Fact label={t('page.customer')}>{garment.customer_first_name}</Fact>
              <Fact label={t('page.due')}>{formatCalendarDate(garment.due_date, language)}</Fact>
              <Fact label={t('page.assignee')}>
                {garment.assigned_to?.name ?? t('page.unassigned')}
              </Fact>
              <Fact label={t('page.order', { number: '' }).trim()}>
                <Link component={RouterLink} to={orderDetailsPath(area, garment.order_id)}>
                  {t('page.order', { number: orderNumber(garment.order_number) })}
                </Link>
              </Fact>
            </Box>
            <GarmentStepAction garment={garment} />
          </Stack>
        </CardContent>
      </Card>
      {measurements.length > 0 && (
        <Card component="section" aria-label={t('page.measurements')}>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {t('page.measurements')}
            </Typography>
            <MeasurementTiles
              size="large"
              tiles={measurements.map(([measurement, value]) => ({
                name: measurement,
                label: names.measurement(measurement),
                value:
                  parseMeasurementValue(value) === null
                    ? value
                    : `${value} ${unitLabels[garment.measurement_unit]}`,
              }))}
            />
          </CardContent>
        </Card>
      )}
      {garment.note && (
        <Card component="section" aria-label={t('page.note')}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {t('page.note')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{garment.note}</Typography>
          </CardContent>
        </Card>
      )}
      {garment.uploadedImages.length > 0 && (
        <ProductImageGallery images={garment.uploadedImages} productName={name} />
      )}
      <Card component="section" aria-labelledby="garment-steps">
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <HistoryIcon color="primary" aria-hidden />
            <Typography id="garment-steps" variant="h6" component="h2">
              {t('orderDetails:garment.steps')}
            </Typography>
          </Stack>
          <GarmentSteps steps={garment.steps} />
        </CardContent>
      </Card>
    </Stack>
  );
}

/**
 * /app/g/{tag} and /employee/g/{tag}: the garment a tag's QR names, opened by a phone's camera or
 * the app's scanner, with one tap to mark its next step done. Another shop's tag, or one outside
 * an employee's work, is not found.
 */
export function GarmentPage({ tagCode, area }: { tagCode: string; area: AppArea }) {
  const { t } = useTranslation('garments');
  const orders = area === 'shopkeeper' ? '/app/order_list' : '/employee/orders';
  const query = useGarment(tagCode);
  if (query.data) return <GarmentDetails garment={query.data} area={area} />;
  if (query.isPending)
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="text" width="40%" height={44} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  const notFound =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  return (
    <UnavailableCard
      message={notFound ? t('page.notFound') : t('page.loadFailed')}
      backTo={orders}
      backLabel={t('page.openOrders')}
      onRetry={notFound ? undefined : () => void query.refetch()}
      retryLabel={t('common:error.retry')}
    />
  );
}
