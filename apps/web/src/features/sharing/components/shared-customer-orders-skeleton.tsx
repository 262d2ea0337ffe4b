import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SharedHeaderSkeleton } from './shared-header-skeleton';

/** The order history page's shape while it loads, with the loading text for screen readers. */
export function SharedCustomerOrdersSkeleton({ title, label }: { title: string; label: string }) {
  return (
    <Stack spacing={2.5} data-testid="shared-history-skeleton">
      <SharedHeaderSkeleton title={title} />
      <Box role="status" aria-live="polite">
        <Typography color="text.secondary">{label}</Typography>
      </Box>
      <Grid container spacing={2} aria-hidden>
        {Array.from({ length: 4 }, (_, index) => (
          <Grid key={index} size={{ xs: 12, md: 6 }}>
            <Card>
              <CardContent>
                <Skeleton variant="text" width="45%" height={32} />
                <Skeleton variant="text" />
                <Skeleton variant="text" />
                <Skeleton variant="text" width="70%" />
                <Skeleton variant="rounded" height={36} width={140} sx={{ mt: 1.5 }} />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
