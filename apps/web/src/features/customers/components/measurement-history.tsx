import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { orderDetailsPath } from '@tailor/shared/app-paths';
import type { MeasurementHistory } from '@tailor/shared/customers';
import {
  convertMeasurementValue,
  formatMeasurement,
  formatMeasurementDifference,
  measurementChange,
  type MeasurementUnit,
} from '@tailor/shared/measurements';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatCalendarDate } from '../../../components/data-list/format-calendar-date';
import { useMeasurementUnit, useUnitLabels } from '../../../lib/measurement-units';
import { useOrderNumber } from '../../../lib/order-number';
import { useTemplateLabels } from '../../../lib/template-labels';
import { useMeasurementHistory } from '../api/get-measurement-history';
import { RetryAlert } from '../../../components/retry-alert';

type GarmentHistory = MeasurementHistory['garments'][number];

/** A value as written on one order, and the unit it was taken in. */
type Taken = { value: string; unit: MeasurementUnit };

/**
 * A value with how it changed since the visit before ('+1', '−0.5'), which stands out. A value
 * taken in another unit than the shop's now shows its conversion ('36 in (91.5 cm)'), and the
 * change is counted in the shop's unit.
 */
function ValueCell({
  taken,
  before,
  unit,
}: {
  taken: Taken | undefined;
  before: Taken | undefined;
  unit: MeasurementUnit;
}) {
  const unitLabels = useUnitLabels();
  if (taken === undefined) {
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        –
      </Box>
    );
  }
  const inUnit = (t: Taken) => convertMeasurementValue(t.value, t.unit, unit);
  const change = before === undefined ? null : measurementChange(inUnit(before), inUnit(taken));
  return (
    <>
      {taken.unit === unit
        ? taken.value
        : formatMeasurement(taken.value, taken.unit, { shownIn: unit, labels: unitLabels })}
      {change?.kind === 'number' && (
        <Box
          component="span"
          sx={{
            display: 'block',
            fontSize: '0.75rem',
            fontWeight: 700,
            color: 'info.dark',
            whiteSpace: 'nowrap',
          }}
        >
          {formatMeasurementDifference(change.difference)}
        </Box>
      )}
    </>
  );
}

const stickyCell = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  textAlign: 'left',
  borderRight: 1,
  borderColor: 'divider',
} as const;

const cell = {
  px: 1.25,
  py: 0.75,
  borderBottom: 1,
  borderColor: 'divider',
  textAlign: 'center',
  verticalAlign: 'top',
} as const;

/**
 * One garment's measurements: a row per measurement, a column per order it was measured in
 * (newest at the left, each opening its order); on a phone the names stay in view while the
 * visits scroll sideways.
 */
function GarmentTable({ garment }: { garment: GarmentHistory }) {
  const { t, i18n } = useTranslation('customers');
  const labels = useTemplateLabels();
  const orderNumber = useOrderNumber();
  const unit = useMeasurementUnit();
  const unitLabels = useUnitLabels();
  const headingId = useId();
  const name = labels.garment(garment.garment);
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <Typography
        id={headingId}
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 700, px: 2, pt: 1.5, pb: 1 }}
      >
        {name}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
          {t('measurementHistory.visits', { count: garment.visits.length })}
        </Typography>
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          component="table"
          aria-label={t('measurementHistory.tableLabel', { garment: name })}
          sx={{
            borderCollapse: 'separate',
            borderSpacing: 0,
            minWidth: '100%',
            fontSize: '0.875rem',
          }}
        >
          <thead>
            <tr>
              <Box component="th" scope="col" sx={{ ...cell, ...stickyCell, fontWeight: 600 }}>
                {t('measurementHistory.measurement')} ({unitLabels[unit]})
              </Box>
              {garment.visits.map((visit) => (
                <Box
                  key={visit.order_id}
                  component="th"
                  scope="col"
                  sx={{ ...cell, fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  <Link
                    component={RouterLink}
                    to={orderDetailsPath('shopkeeper', visit.order_id)}
                    underline="hover"
                  >
                    {t('measurementHistory.order', { number: orderNumber(visit.order_number) })}
                  </Link>
                  <Box
                    component="span"
                    sx={{ display: 'block', fontWeight: 400, color: 'text.secondary' }}
                  >
                    {formatCalendarDate(visit.order_date, i18n.language)}
                  </Box>
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {garment.measurements.map((measurement) => {
              const byOrder = new Map(
                measurement.values.map((v) => [
                  v.order_id,
                  { value: v.value, unit: v.measurement_unit },
                ]),
              );
              // Each value is compared with the one taken before it.
              const taken = garment.visits.map((visit) => byOrder.get(visit.order_id));
              return (
                <tr key={measurement.name}>
                  <Box component="th" scope="row" sx={{ ...cell, ...stickyCell, fontWeight: 500 }}>
                    {labels.measurement(measurement.name)}
                  </Box>
                  {taken.map((value, i) => (
                    <Box component="td" key={garment.visits[i]!.order_id} sx={cell}>
                      <ValueCell
                        taken={value}
                        before={taken.slice(i + 1).find((v) => v !== undefined)}
                        unit={unit}
                      />
                    </Box>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </Box>
      </Box>
    </Card>
  );
}

/** The customer's measurements over time, per garment (issue 18): read after the page's card. */
export function MeasurementHistorySection({ customerId }: { customerId: string }) {
  const { t } = useTranslation('customers');
  const history = useMeasurementHistory(customerId);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('measurementHistory.title')}
      </Typography>
      {history.isError && !history.data ? (
        <RetryAlert onRetry={() => void history.refetch()} retryLabel={t('retry')}>
          {t('measurementHistory.failed')}
        </RetryAlert>
      ) : history.isPending ? (
        <Skeleton variant="rounded" height={120} aria-busy="true" />
      ) : history.data.garments.length === 0 ? (
        <Typography color="text.secondary">{t('measurementHistory.empty')}</Typography>
      ) : (
        <Stack spacing={2}>
          {history.data.garments.map((garment) => (
            <GarmentTable key={garment.garment.toLowerCase()} garment={garment} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
