import Skeleton from '@mui/material/Skeleton';
import { RetryAlert } from './retry-alert';

/**
 * What a screen shows before its report is there: a block the report's size while it loads, or
 * what failed with a retry. Nothing once it has data (a failed refetch keeps the report shown).
 */
export function LoadFallback({
  query,
  retryLabel,
  failed,
}: {
  query: { data: unknown; isError: boolean; refetch: () => unknown };
  retryLabel: string;
  failed: string;
}) {
  if (query.data) return null;
  if (query.isError && !query.data)
    return (
      <RetryAlert onRetry={() => void query.refetch()} retryLabel={retryLabel}>
        {failed}
      </RetryAlert>
    );
  return <Skeleton variant="rounded" height={160} />;
}
