import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { OrderDetailsPlainHeader } from './order-details-plain-header';

function CardSkeleton({ lines }: { lines: number }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Skeleton variant="text" width="45%" height={32} />
        {Array.from({ length: lines }, (_, index) => (
          <Skeleton key={index} variant="text" height={28} />
        ))}
      </CardContent>
    </Card>
  );
}

/** The order detail's shape while it loads, with the loading message for screen readers and eyes. */
export function OrderDetailsSkeleton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('orderDetails');
  return (
    <Stack spacing={3} data-testid="order-details-skeleton">
      <OrderDetailsPlainHeader onBack={onBack} />
      <Box role="status" aria-live="polite">
        <Typography color="text.secondary">{t('loading')}</Typography>
      </Box>
      <Grid container spacing={2} aria-hidden>
        <Grid size={{ xs: 12, md: 4 }}>
          <CardSkeleton lines={3} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <CardSkeleton lines={4} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <CardSkeleton lines={4} />
        </Grid>
        <Grid size={12}>
          <Card>
            <CardContent>
              <Grid container spacing={3}>
                <Grid size={{ xs: 12, md: 5 }}>
                  <Skeleton variant="rounded" height={250} />
                </Grid>
                <Grid size={{ xs: 12, md: 7 }}>
                  <Skeleton variant="text" width="40%" height={36} />
                  <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />
                </Grid>
              </Grid>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Stack>
  );
}
