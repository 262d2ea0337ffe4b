import FilterListIcon from '@mui/icons-material/FilterList';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TEXT_MAX_LENGTH } from '@tailor/shared/constants';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CachedDataAge } from '../../../../components/cached-data-age';
import { infinitePaging, retryInfiniteList } from '../../../../components/data-list/infinite-list';
import { SearchField } from '../../../../components/data-list/search-field';
import { SEARCH_DELAY_MS } from '../../../../components/data-list/search-delay';
import { useDebouncedCallback } from '../../../../components/data-list/use-debounced-callback';
import { OrdersPageHeading } from '../orders-page-heading';
import { useSessionValue } from '../../../../lib/session';
import { useOrders } from '../../api/get-orders';
import { useStaff } from '../../api/get-staff';
import { orderListError } from '../../lib/order-list-error';
import {
  drawerFilterCount,
  filtersFromParams,
  filtersToParams,
  type OrderListFilters,
} from '../../lib/order-list-filters';
import { ActiveFilterChips } from './active-filter-chips';
import { FitFixesNotice } from './fit-fixes-notice';
import type { DrawerFilters } from './order-filter-drawer';
import { OrderListEmpty } from './order-list-empty';
import { OrdersDataList } from './orders-data-list';
import { RetryAlert } from '../../../../components/retry-alert';

// The filter drawer (its date pickers above all) loads when first opened, or when the pointer or
// focus comes to its button: the first screen of the app's most used page stays light.
const loadFilterDrawer = () => import('./order-filter-drawer');
const OrderFilterDrawer = lazy(() =>
  loadFilterDrawer().then((module) => ({ default: module.OrderFilterDrawer })),
);

/**
 * /app/order_list: the shop's orders, newest first (the Due list by due date), PAGE_SIZE_ORDERS at
 * a time with infinite loading; a search box (customer name, phone, order number or garment), the
 * filter drawer and the filters in force as removable chips. Filters live in the URL, so coming
 * back from an order finds the list as it was left.
 */
export function OrderListPage() {
  const { t } = useTranslation('orderList');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const [searchText, setSearchText] = useState(filters.search ?? '');
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so closing still slides the drawer away.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const token = useSessionValue('authToken');
  const storeId = useSessionValue('selectedStoreId');
  const orders = useOrders(storeId, filters, { enabled: Boolean(token) });
  const staff = useStaff({ enabled: Boolean(token) });
  const employees = staff.data?.employees;

  const update = (change: (current: OrderListFilters) => OrderListFilters) =>
    setParams((prev) => filtersToParams(change(filtersFromParams(prev)), prev), { replace: true });

  const search = useDebouncedCallback((text: string) => {
    update((current) => ({ ...current, search: text.trim() || undefined }));
  }, SEARCH_DELAY_MS);

  const changeSearch = (text: string) => {
    setSearchText(text);
    search.run(text);
  };

  const applyDrawer = (next: DrawerFilters) =>
    update((current) => ({ search: current.search, ...next }));

  const remove = (part: keyof OrderListFilters) => {
    if (part === 'search') {
      search.cancel();
      setSearchText('');
    }
    update((current) => ({ ...current, [part]: undefined }));
  };

  const clearAll = () => {
    search.cancel();
    setSearchText('');
    update(() => ({}));
  };

  const failure = orders.error ? orderListError(orders.error) : null;
  const rows =
    failure?.clearsList || !orders.data ? undefined : orders.data.pages.flatMap((p) => p.orders);
  const total = orders.data?.pages.at(-1)?.total ?? 0;
  const activeCount = drawerFilterCount(filters);
  const isFiltered = activeCount > 0 || Boolean(filters.search);
  const showList = Boolean(token) && (!failure || (rows?.length ?? 0) > 0);

  return (
    <Stack spacing={2}>
      <OrdersPageHeading title={t('title')} area="app" />
      <CachedDataAge
        dataUpdatedAt={orders.dataUpdatedAt}
        refreshError={orders.isRefetchError ? orders.error : null}
      />

      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <SearchField
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={searchText}
            onChange={changeSearch}
            maxLength={TEXT_MAX_LENGTH}
          />
        </Box>
        {/* On phones the button is its icon, so the search hint has the room to be read. */}
        <Button
          variant="outlined"
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
          onPointerEnter={() => void loadFilterDrawer()}
          onFocus={() => void loadFilterDrawer()}
          aria-haspopup="dialog"
          aria-label={t('filter.open')}
          startIcon={
            <Badge badgeContent={activeCount} color="primary">
              <FilterListIcon />
            </Badge>
          }
          sx={{
            flexShrink: 0,
            bgcolor: 'background.paper',
            height: 40,
            minWidth: { xs: 44, sm: 64 },
            px: { xs: 1.25, sm: 2 },
            '& .MuiButton-startIcon': { ml: { xs: 0, sm: '-4px' }, mr: { xs: 0, sm: 1 } },
          }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t('filter.open')}
          </Box>
        </Button>
      </Stack>

      <ActiveFilterChips
        filters={filters}
        employeeName={employees?.find((e) => e._id === filters.assignedTo)?.name}
        onRemove={remove}
        onClearAll={clearAll}
      />

      {!token ? (
        <Alert severity="error">{t('errors.noSession')}</Alert>
      ) : (
        failure && (
          <RetryAlert onRetry={() => retryInfiniteList(orders)} retryLabel={t('retry')}>
            {t(failure.key)}
          </RetryAlert>
        )
      )}

      {showList && <FitFixesNotice orders={orders.data?.pages[0]?.fit_fixes ?? []} />}

      {showList && (
        <OrdersDataList
          orders={rows}
          ariaLabel={t('title')}
          subtitle={rows && total > 0 ? t('summary', { shown: rows.length, total }) : undefined}
          {...infinitePaging(orders)}
          emptyMessage={<OrderListEmpty filtered={isFiltered} onClearFilters={clearAll} />}
        />
      )}

      {drawerUsed && (
        <Suspense fallback={null}>
          <OrderFilterDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            filters={filters}
            onApply={applyDrawer}
            employees={employees}
          />
        </Suspense>
      )}
    </Stack>
  );
}
