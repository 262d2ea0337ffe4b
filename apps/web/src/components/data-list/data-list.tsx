import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { CardHeading } from '../card-heading';
import { DataListCards } from './data-list-cards';
import { DataListTable } from './data-list-table';
import type { DataListProps } from './data-list-types';
import { useLoadMoreSentinel } from './use-load-more-sentinel';

export type { DataListColumn, DataListLayout, DataListProps } from './data-list-types';

const DEFAULT_SKELETON_ROWS = 5;

/**
 * The reusable data list: a table on wide screens and cards on narrow ones, with an
 * optional title and subtitle, clickable rows, per-card actions, an empty message, a loading
 * skeleton and infinite loading (a sentinel that loads the next page as the end comes into view,
 * plus a 'Load more' button for when it cannot), ending with an end-of-list marker.
 */
export function DataList<T>({
  columns,
  rows,
  getRowKey,
  title,
  subtitle,
  ariaLabel,
  onRowClick,
  getRowLabel,
  rowActions,
  emptyMessage,
  note,
  isLoading = false,
  skeletonRows = DEFAULT_SKELETON_ROWS,
  onLoadMore,
  hasNextPage = false,
  isFetchingNextPage = false,
  layout = 'auto',
}: DataListProps<T>) {
  const { t } = useTranslation('dataList');
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const asTable = layout === 'table' || (layout === 'auto' && isWide);
  const list = rows ?? [];
  const showSkeleton = isLoading && list.length === 0;
  const canLoadMore = Boolean(onLoadMore) && hasNextPage && !isFetchingNextPage && !showSkeleton;
  const sentinelRef = useLoadMoreSentinel(canLoadMore, onLoadMore);
  const label = ariaLabel ?? title;

  const header =
    title || subtitle ? (
      <Box sx={asTable ? { px: 2, pt: 2, pb: 1.5 } : { mb: 1.5 }}>
        <CardHeading title={title} subtitle={subtitle} />
      </Box>
    ) : null;

  let body;
  if (!showSkeleton && list.length === 0) {
    body = (
      <Box sx={{ py: 5, px: 2, textAlign: 'center' }}>
        {emptyMessage === undefined || typeof emptyMessage === 'string' ? (
          <Typography color="text.secondary">{emptyMessage ?? t('empty')}</Typography>
        ) : (
          emptyMessage
        )}
      </Box>
    );
  } else {
    const shown = {
      columns,
      rows: list,
      getRowKey,
      ariaLabel: label,
      onRowClick,
      skeletonRows: showSkeleton ? skeletonRows : undefined,
    };
    body = asTable ? (
      <DataListTable {...shown} />
    ) : (
      <DataListCards {...shown} getRowLabel={getRowLabel} rowActions={rowActions} />
    );
  }

  const footer = onLoadMore && list.length > 0 && !showSkeleton && (
    <Box sx={{ py: 2, px: 2, textAlign: 'center' }}>
      {isFetchingNextPage ? (
        <Stack
          role="status"
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', justifyContent: 'center', color: 'text.secondary' }}
        >
          <CircularProgress size={18} aria-hidden="true" />
          <Typography variant="body2">
            {asTable ? t('loadingMoreTable') : t('loadingMoreCards')}
          </Typography>
        </Stack>
      ) : hasNextPage ? (
        <Button variant="outlined" onClick={onLoadMore}>
          {t('loadMore')}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {asTable ? t('endTable') : t('endCards')}
        </Typography>
      )}
      {/* The observed element: loads the next page when the end of the list scrolls into view. */}
      <Box ref={sentinelRef} aria-hidden="true" sx={{ height: '1px' }} />
    </Box>
  );

  return (
    <Box>
      {showSkeleton && (
        <Typography role="status" sx={visuallyHidden}>
          {t('loading')}
        </Typography>
      )}
      {asTable ? (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          {header}
          {body}
          {footer}
        </Paper>
      ) : (
        <>
          {header}
          {list.length === 0 && !showSkeleton ? <Paper variant="outlined">{body}</Paper> : body}
          {footer}
        </>
      )}
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {note}
        </Typography>
      )}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
