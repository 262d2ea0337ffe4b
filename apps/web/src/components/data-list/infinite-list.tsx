import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RetryAlert } from '../retry-alert';

type InfiniteQuery = Pick<
  UseInfiniteQueryResult,
  | 'isError'
  | 'isPending'
  | 'isFetchNextPageError'
  | 'isFetchingNextPage'
  | 'hasNextPage'
  | 'fetchNextPage'
  | 'refetch'
>;

/** Tries again what failed: the page after the ones shown, or the list from its start. */
export function retryInfiniteList(query: InfiniteQuery): void {
  if (query.isFetchNextPageError) void query.fetchNextPage();
  else void query.refetch();
}

/** The load failure of a list read a page at a time, with Retry; nothing while it loads well. */
export function InfiniteListError({
  query,
  retryLabel,
  children,
}: {
  query: InfiniteQuery;
  retryLabel: ReactNode;
  children: ReactNode;
}) {
  if (!query.isError) return null;
  return (
    <RetryAlert onRetry={() => retryInfiniteList(query)} retryLabel={retryLabel}>
      {children}
    </RetryAlert>
  );
}

/**
 * A DataList's paging props for a list read a page at a time: the skeleton while the first page
 * loads, and the next page when the end comes into view (not again after it failed).
 */
export function infinitePaging(query: InfiniteQuery) {
  return {
    isLoading: query.isPending,
    onLoadMore: () => void query.fetchNextPage(),
    hasNextPage: query.hasNextPage && !query.isFetchNextPageError,
    isFetchingNextPage: query.isFetchingNextPage,
  };
}
