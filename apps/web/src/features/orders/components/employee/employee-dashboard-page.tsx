import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import NoteAddIcon from '@mui/icons-material/NoteAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DUE_WINDOW_DAYS, type OrderStatus } from '@tailor/shared/orders/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../../../components/page-title';
import { useSessionValue } from '../../../../lib/session';
import { useEmployeeDashboard } from '../../api/get-employee-dashboard';
import { STATUS_LABEL_KEYS } from '../../lib/employee-status-label';
import { EmployeeOrdersList } from './employee-orders-list';
import { EmptyState } from '../../../../components/empty-state';
import { RetryAlert } from '../../../../components/retry-alert';

/** The statuses of my work worth a tile, in the order work moves. */
const TILE_STATUSES: readonly OrderStatus[] = [
  'Assigned',
  'In Process',
  'Delayed',
  'Completed',
  'Delivered',
];

const TILE_COLORS: Record<string, string> = {
  Assigned: 'info.main',
  'In Process': 'secondary.main',
  Delayed: 'error.main',
  Completed: 'success.main',
  Delivered: 'primary.main',
};

function StatTile({
  label,
  value,
  to,
  color,
  icon,
}: {
  label: string;
  value: number;
  to: string;
  color: string;
  icon?: ReactNode;
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
              {label}
            </Typography>
            {icon && (
              <Box sx={{ color }} aria-hidden>
                {icon}
              </Box>
            )}
          </Stack>
          <Typography variant="h4" component="p" sx={{ color, mt: 0.5 }} data-testid="stat-value">
            {value}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function DashboardSkeleton() {
  return (
    <Grid container spacing={2} aria-busy="true">
      {Array.from({ length: 6 }, (_, n) => (
        <Grid key={n} size={{ xs: 6, sm: 4, md: 2 }}>
          <Skeleton variant="rounded" height={96} />
        </Grid>
      ))}
      <Grid size={12}>
        <Skeleton variant="rounded" height={220} />
      </Grid>
    </Grid>
  );
}

/** /employee/dashboard: my assigned work by status, what is due within a week or overdue, what I created. */
export function EmployeeDashboardPage() {
  const { t } = useTranslation('employeeArea');
  const storeId = useSessionValue('selectedStoreId');
  const storeName = useSessionValue('selectedStoreName');
  const dashboard = useEmployeeDashboard(storeId);
  const data = dashboard.data;

  return (
    <Stack spacing={3}>
      <Box>
        <PageTitle>{t('dashboard.title')}</PageTitle>
        {storeName && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('dashboard.subtitle', { store: storeName })}
          </Typography>
        )}
      </Box>

      {dashboard.isError && !data && (
        <RetryAlert onRetry={() => void dashboard.refetch()} retryLabel={t('retry')}>
          {t('dashboard.loadFailed')}
        </RetryAlert>
      )}

      {dashboard.isPending && <DashboardSkeleton />}

      {data && (
        <>
          <Grid container spacing={2} component="section" aria-label={t('dashboard.statsLabel')}>
            <Grid size={{ xs: 6, sm: 4, md: 2 }}>
              <StatTile
                label={t('dashboard.assignedTotal')}
                value={data.assigned.total}
                to="/employee/orders"
                color="text.primary"
                icon={<AssignmentIcon fontSize="small" />}
              />
            </Grid>
            {TILE_STATUSES.map((status) => (
              <Grid key={status} size={{ xs: 6, sm: 4, md: 2 }}>
                <StatTile
                  label={t(STATUS_LABEL_KEYS[status])}
                  value={data.assigned.by_status[status] ?? 0}
                  to={`/employee/orders?status=${encodeURIComponent(status)}`}
                  color={TILE_COLORS[status] ?? 'text.primary'}
                />
              </Grid>
            ))}
          </Grid>

          <EmployeeOrdersList
            variant="assigned"
            orders={data.due_soon}
            title={t('dashboard.dueSoonTitle')}
            subtitle={t('dashboard.dueSoonSubtitle', { days: DUE_WINDOW_DAYS })}
            ariaLabel={t('dashboard.dueSoonTitle')}
            emptyMessage={
              <EmptyState
                icon={<EventAvailableIcon fontSize="large" />}
                title={t('dashboard.nothingDueTitle')}
                body={t('dashboard.nothingDueBody', { days: DUE_WINDOW_DAYS })}
              />
            }
          />

          <Stack spacing={1.5} component="section" aria-labelledby="created-summary-title">
            <Stack
              direction="row"
              sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
            >
              <Box>
                <Typography id="created-summary-title" variant="h6" component="h2">
                  {t('dashboard.createdTitle')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('dashboard.createdCount', { count: data.created_count })}
                </Typography>
              </Box>
              {data.created_count > 0 && (
                <Button component={RouterLink} to="/employee/created-orders">
                  {t('dashboard.viewAll')}
                </Button>
              )}
            </Stack>
            <EmployeeOrdersList
              variant="created"
              orders={data.recent_created}
              ariaLabel={t('dashboard.createdTitle')}
              emptyMessage={
                <EmptyState
                  icon={<NoteAddIcon fontSize="large" />}
                  title={t('created.emptyTitle')}
                  body={t('created.emptyBody')}
                />
              }
            />
          </Stack>
        </>
      )}
    </Stack>
  );
}
