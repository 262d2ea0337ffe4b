import AddIcon from '@mui/icons-material/Add';
import GroupIcon from '@mui/icons-material/GroupOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { TEXT_MAX_LENGTH } from '@tailor/shared/constants';
import type { Customer } from '@tailor/shared/customers';
import { formatPhoneDisplay } from '@tailor/shared/phone';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CachedDataAge } from '../../../components/cached-data-age';
import { ListEmptyState } from '../../../components/list-empty-state';
import { DataList, type DataListColumn } from '../../../components/data-list/data-list';
import { InfiniteListError, infinitePaging } from '../../../components/data-list/infinite-list';
import { formatCalendarDate } from '../../../components/data-list/format-calendar-date';
import { NameCell } from '../../../components/data-list/name-cell';
import { SEARCH_DELAY_MS } from '../../../components/data-list/search-delay';
import { SearchField } from '../../../components/data-list/search-field';
import { useUrlSearch } from '../../../components/data-list/use-url-search';
import { PageTitle } from '../../../components/page-title';
import { useCustomers } from '../api/get-customers';
import { GenderChip } from './gender-chip';

const SEARCH_PARAM = 'q';

function useCustomerColumns(): DataListColumn<Customer>[] {
  const { t, i18n } = useTranslation('customers');
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        cardSlot: 'title',
        cell: (row) => (
          <NameCell
            avatar={
              <Avatar
                aria-hidden="true"
                sx={{ width: 32, height: 32, fontSize: '0.9rem', bgcolor: 'primary.main' }}
              >
                {row.name.trim().charAt(0).toUpperCase()}
              </Avatar>
            }
            name={row.name}
            tag={
              (row.relation !== 'self' || row.people_on_mobile > 1) && (
                <Chip
                  component="span"
                  size="small"
                  variant="outlined"
                  label={t(`relation.${row.relation}`, { ns: 'common' })}
                  sx={{ mt: 0.25 }}
                />
              )
            }
          />
        ),
      },
      {
        id: 'phone',
        header: t('columns.phone'),
        cell: (row) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {formatPhoneDisplay(row.mobile_no)}
          </Box>
        ),
      },
      {
        id: 'gender',
        header: t('columns.gender'),
        cardSlot: 'badge',
        cell: (row) => <GenderChip gender={row.gender} />,
      },
      {
        id: 'orders',
        header: t('columns.orders'),
        align: 'right',
        cell: (row) => String(row.order_count),
      },
      {
        id: 'lastOrder',
        header: t('columns.lastOrder'),
        cell: (row) =>
          row.last_order_date ? formatCalendarDate(row.last_order_date, language) : null,
      },
    ],
    [t, language],
  );
}

function CustomersEmpty({ searching }: { searching: boolean }) {
  const { t } = useTranslation('customers');
  return (
    <ListEmptyState
      ns="customers"
      searching={searching}
      Icon={GroupIcon}
      action={
        <Button
          component={RouterLink}
          to="/app/new-order"
          variant="contained"
          startIcon={<AddIcon />}
        >
          {t('list.newOrder')}
        </Button>
      }
    />
  );
}

/**
 * /app/customer: the shop's customers, PAGE_SIZE_CUSTOMERS at a time with infinite loading,
 * searchable by name or phone; a customer opens /app/customers/{id}.
 */
export function CustomersPage() {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const { search, field } = useUrlSearch(SEARCH_PARAM, SEARCH_DELAY_MS);
  const customers = useCustomers(search);
  const columns = useCustomerColumns();

  const rows = customers.data?.pages.flatMap((page) => page.customers);
  const total = customers.data?.pages.at(-1)?.total ?? 0;
  const failed = customers.isError;

  return (
    <Stack spacing={2}>
      <PageTitle>{t('list.title')}</PageTitle>
      <CachedDataAge
        dataUpdatedAt={customers.dataUpdatedAt}
        refreshError={customers.isRefetchError ? customers.error : null}
      />
      <SearchField
        label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        {...field}
        maxLength={TEXT_MAX_LENGTH}
      />
      <InfiniteListError query={customers} retryLabel={t('retry')}>
        {t('list.failed')}
      </InfiniteListError>
      {(!failed || (rows?.length ?? 0) > 0) && (
        <DataList<Customer>
          columns={columns}
          rows={rows}
          getRowKey={(row) => row._id}
          ariaLabel={t('list.title')}
          subtitle={
            rows && total > 0 ? t('list.summary', { shown: rows.length, total }) : undefined
          }
          onRowClick={(row) => void navigate(`/app/customers/${row._id}`)}
          getRowLabel={(row) => t('list.openCustomer', { name: row.name })}
          {...infinitePaging(customers)}
          emptyMessage={<CustomersEmpty searching={Boolean(search)} />}
        />
      )}
    </Stack>
  );
}
