import AddIcon from '@mui/icons-material/Add';
import GroupAddIcon from '@mui/icons-material/GroupAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Employee } from '@tailor/shared/employees';
import { formatPhoneDisplay } from '@tailor/shared/phone';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { DataList, type DataListColumn } from '../../../components/data-list/data-list';
import { NameCell } from '../../../components/data-list/name-cell';
import { useEmployeeList } from '../api/get-employees';
import { matchesEmployee } from '../lib/match-employee';
import { EmployeeAvatar } from './employee-avatar';
import { LazyEmployeeFormDialog } from './lazy-employee-form-dialog';
import { PositionChip } from './position-chip';

function useEmployeeColumns(): DataListColumn<Employee>[] {
  const { t } = useTranslation('employees');
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        cardSlot: 'title',
        cell: (row) => (
          <NameCell
            avatar={<EmployeeAvatar name={row.name} />}
            name={row.name}
            tag={
              !row.active && (
                <Chip
                  component="span"
                  size="small"
                  label={t('status.inactive')}
                  sx={{ mt: 0.25, height: 20, fontSize: '0.7rem' }}
                />
              )
            }
          />
        ),
      },
      {
        id: 'email',
        header: t('columns.email'),
        cell: (row) =>
          row.email ? (
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {row.email}
            </Box>
          ) : null,
      },
      {
        id: 'position',
        header: t('columns.position'),
        cardSlot: 'badge',
        cell: (row) => <PositionChip position={row.position} />,
      },
      {
        id: 'signIn',
        header: t('columns.signIn'),
        cell: (row) => (
          <Chip
            component="span"
            size="small"
            variant={row.sign_in === 'can_sign_in' ? 'filled' : 'outlined'}
            color={
              row.sign_in === 'can_sign_in'
                ? 'success'
                : row.sign_in === 'invited'
                  ? 'warning'
                  : 'default'
            }
            label={t(`signIn.${row.sign_in}`)}
          />
        ),
      },
      {
        id: 'phone',
        header: t('columns.phone'),
        cell: (row) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {formatPhoneDisplay(row.phone)}
          </Box>
        ),
      },
    ],
    [t],
  );
}

function NoEmployeesYet({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('employees');
  return (
    <EmptyState
      icon={<GroupAddIcon fontSize="large" />}
      title={t('list.emptyTitle')}
      body={t('list.emptyBody')}
      action={
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {t('list.add')}
        </Button>
      }
    />
  );
}

/**
 * The Employees tab: 'Add Employee', then the employees as a table on wide screens and
 * cards on narrow ones; a row opens /app/employee-details/{id}.
 */
export function EmployeesTab({ search }: { search: string }) {
  const { t } = useTranslation('employees');
  const navigate = useNavigate();
  const [includeInactive, setIncludeInactive] = useState(false);
  const [adding, setAdding] = useState(false);
  const employees = useEmployeeList(includeInactive);
  const columns = useEmployeeColumns();
  const all = employees.data?.employees;
  const rows = useMemo(
    () =>
      all?.filter((employee) =>
        matchesEmployee(employee, search, (position) => t(`positions.${position}`)),
      ),
    [all, search, t],
  );
  const hasNone = (all?.length ?? 0) === 0 && !search;

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={includeInactive}
              onChange={(event) => setIncludeInactive(event.target.checked)}
            />
          }
          label={t('list.showInactive')}
        />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {t('list.add')}
        </Button>
      </Stack>

      {employees.isPending && (
        <Typography role="status" color="text.secondary">
          {t('list.loading')}
        </Typography>
      )}

      {employees.isError && !employees.data ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography role="alert" color="error" sx={{ fontWeight: 600 }}>
            {t('list.loadFailed')}
          </Typography>
          <Button sx={{ mt: 1.5 }} variant="outlined" onClick={() => void employees.refetch()}>
            {t('list.retry')}
          </Button>
        </Paper>
      ) : (
        <DataList<Employee>
          columns={columns}
          rows={rows}
          getRowKey={(row) => row._id}
          ariaLabel={t('list.tableLabel')}
          subtitle={
            rows && rows.length > 0
              ? search
                ? t('list.matching', { shown: rows.length, total: all?.length ?? 0 })
                : t('list.count', { count: rows.length })
              : undefined
          }
          onRowClick={(row) => void navigate(`/app/employee-details/${row._id}`)}
          getRowLabel={(row) => t('list.openEmployee', { name: row.name })}
          isLoading={employees.isPending}
          emptyMessage={
            hasNone ? <NoEmployeesYet onAdd={() => setAdding(true)} /> : t('list.noneFound')
          }
        />
      )}

      {adding && <LazyEmployeeFormDialog onClose={() => setAdding(false)} />}
    </Stack>
  );
}
