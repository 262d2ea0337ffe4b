import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { PageTitle } from '../../../components/page-title';

/** The header band while a customer page loads: the page's title, the rest still to come. */
export function SharedHeaderSkeleton({ title }: { title: string }) {
  return (
    <Paper
      component="header"
      elevation={0}
      sx={{ p: { xs: 2.5, sm: 3.5 }, bgcolor: 'action.hover', color: 'text.secondary' }}
    >
      <Skeleton variant="text" width={160} sx={{ mb: 1.5 }} />
      <PageTitle>{title}</PageTitle>
      <Skeleton variant="text" width={200} height={32} sx={{ mt: 1.5 }} />
    </Paper>
  );
}
