import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import Button from '@mui/material/Button';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { EmployeeOrderList } from '@tailor/shared/employee-area';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmployeeOrdersList } from './employee-orders-list';
import { InfiniteListError, infinitePaging } from '../../../../components/data-list/infinite-list';
import { EmptyState } from '../../../../components/empty-state';

/**
 * A paged employee order list with what surrounds it: the load failure with a retry (the list
 * stays when a later page failed), the "N of M" line, and the empty states (nothing yet, or
 * nothing matching the filters with a way to clear them).
 */
export function EmployeeOrdersResults({
  query,
  variant,
  label,
  loadFailed,
  filtered,
  onClearFilters,
  empty,
}: {
  query: UseInfiniteQueryResult<InfiniteData<EmployeeOrderList>>;
  variant: 'assigned' | 'created';
  label: string;
  loadFailed: string;
  filtered: boolean;
  onClearFilters: () => void;
  /** What an unfiltered empty list shows. */
  empty: ReactNode;
}) {
  const { t } = useTranslation('employeeArea');
  const rows = query.data?.pages.flatMap((page) => page.orders);
  const total = query.data?.pages.at(-1)?.total ?? 0;

  return (
    <>
      <InfiniteListError query={query} retryLabel={t('retry')}>
        {loadFailed}
      </InfiniteListError>
      {(!query.isError || (rows?.length ?? 0) > 0) && (
        <EmployeeOrdersList
          variant={variant}
          orders={rows}
          ariaLabel={label}
          subtitle={
            rows && total > 0 ? t('orders.summary', { shown: rows.length, total }) : undefined
          }
          {...infinitePaging(query)}
          emptyMessage={
            filtered ? (
              <EmptyState
                icon={<FilterAltOffIcon fontSize="large" />}
                title={t('orders.noMatchTitle')}
                body={t('orders.noMatchBody')}
                action={
                  <Button variant="outlined" onClick={onClearFilters}>
                    {t('filters.clear')}
                  </Button>
                }
              />
            ) : (
              empty
            )
          }
        />
      )}
    </>
  );
}
