import Stack from '@mui/material/Stack';
import { EarningsPage } from '../../../features/analytics/components/earnings-page';
import { Cmp08Line } from '../../../features/books/components/cmp08-line';

/** /app/earnings, with a composition shop's CMP-08 figure for the quarter so far. */
export function EarningsRoute() {
  return (
    <Stack spacing={2}>
      <EarningsPage />
      <Cmp08Line />
    </Stack>
  );
}
