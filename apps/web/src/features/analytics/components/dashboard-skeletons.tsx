import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** The loading shape of a chart: a title line and the plot area at the chart's own height. */
export function ChartSkeleton({ height }: { height: number }) {
  const { t } = useTranslation('analytics');
  return (
    <Box role="progressbar" aria-label={t('loading.chart')} aria-busy="true">
      <Skeleton variant="rounded" height={height} animation="wave" />
    </Box>
  );
}

/** The loading shape of the earnings card: toggle, big amount, the two payment figures. */
export function EarningsCardSkeleton() {
  const { t } = useTranslation('analytics');
  return (
    <Card
      role="progressbar"
      aria-label={t('loading.earnings')}
      aria-busy="true"
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Stack spacing={2}>
          <Skeleton variant="text" width="45%" height={32} />
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="text" width="60%" height={52} />
          <Stack direction="row" spacing={2}>
            <Skeleton variant="rounded" height={76} sx={{ flex: 1 }} />
            <Skeleton variant="rounded" height={76} sx={{ flex: 1 }} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** A titled card whose content is still loading: a chart or the revenue panel. */
export function SectionSkeleton({ height, label }: { height: number; label: string }) {
  return (
    <Card role="progressbar" aria-label={label} aria-busy="true" sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={2}>
          <Box>
            <Skeleton variant="text" width="40%" height={30} />
            <Skeleton variant="text" width="60%" />
          </Box>
          <Skeleton variant="rounded" height={height} animation="wave" />
        </Stack>
      </CardContent>
    </Card>
  );
}
