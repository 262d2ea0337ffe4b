import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SharedHeaderSkeleton } from './shared-header-skeleton';

/** The order tracking page's shape while it loads, with the loading text for screen readers. */
export function SharedOrderSkeleton({ title, label }: { title: string; label: string }) {
  return (
    <Stack spacing={2.5} data-testid="shared-order-skeleton">
      <SharedHeaderSkeleton title={title} />
      <Box role="status" aria-live="polite">
        <Typography color="text.secondary">{label}</Typography>
      </Box>
      <Card aria-hidden>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Skeleton variant="text" width="40%" height={36} />
          <Grid container spacing={1.5} sx={{ mt: 1 }}>
            {Array.from({ length: 6 }, (_, index) => (
              <Grid key={index} size={{ xs: 6, sm: 4 }}>
                <Skeleton variant="rounded" height={68} />
              </Grid>
            ))}
          </Grid>
        </CardContent>
      </Card>
      <Card aria-hidden>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Skeleton variant="text" width="35%" height={32} />
          <Skeleton variant="rounded" height={72} sx={{ mt: 1 }} />
        </CardContent>
      </Card>
      <Card aria-hidden>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Skeleton variant="text" width="35%" height={32} />
          <Skeleton variant="rounded" height={48} sx={{ mt: 1 }} />
          <Skeleton variant="rounded" height={48} sx={{ mt: 1 }} />
        </CardContent>
      </Card>
    </Stack>
  );
}
