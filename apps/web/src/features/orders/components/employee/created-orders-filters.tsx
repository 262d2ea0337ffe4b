import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import {
  EMPLOYEE_STATUS_FILTERS,
  type EmployeeOrderFilters,
} from '../../lib/employee-order-filters';
import { StatusFilterChips } from './status-filter-chips';
import { DateFieldPlaceholder } from '../../../../components/date-field-placeholder';
import { useDeferredPickers } from '../../../../components/deferred-pickers';

// The date pickers load after the first paint (components/deferred-pickers): the list comes first.
const loadDateFields = () => import('./created-orders-date-fields');
const fieldSx = { bgcolor: 'background.paper' } as const;

type CreatedOrdersFiltersProps = {
  filters: EmployeeOrderFilters;
  onChange: (filters: EmployeeOrderFilters) => void;
  /** An end date typed before the start date; shown under the end date, never sent. */
  rangeError: boolean;
  onRangeError: (error: boolean) => void;
};

/** Status and order-date range for the orders I created; each change applies at once. */
export function CreatedOrdersFilters({
  filters,
  onChange,
  rangeError,
  onRangeError,
}: CreatedOrdersFiltersProps) {
  const { t } = useTranslation('employeeArea');
  const active = Boolean(filters.status || filters.startDate || filters.endDate);
  const pickers = useDeferredPickers(loadDateFields);
  const dateFields = [
    { field: 'from', label: t('filters.from'), value: filters.startDate, error: undefined },
    {
      field: 'to',
      label: t('filters.to'),
      value: filters.endDate,
      error: rangeError ? t('filters.endBeforeStart') : undefined,
    },
  ];

  const changeDates = (startDate: string | undefined, endDate: string | undefined) => {
    if (startDate && endDate && endDate < startDate) {
      onRangeError(true);
      return;
    }
    onRangeError(false);
    onChange({ ...filters, startDate, endDate });
  };

  return (
    <Box
      role="group"
      aria-label={t('filters.label')}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: '190px 190px auto' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
        <StatusFilterChips
          choices={EMPLOYEE_STATUS_FILTERS}
          value={filters.status}
          onChange={(status) => onChange({ ...filters, status })}
        />
      </Box>
      {pickers.module ? (
        <pickers.module.CreatedOrdersDateFields
          filters={filters}
          onChangeDates={changeDates}
          rangeError={rangeError}
          reached={pickers.reached}
        />
      ) : (
        dateFields.map(({ field, label, value, error }) => (
          <DateFieldPlaceholder
            key={field}
            {...pickers.reach(field)}
            label={label}
            value={value}
            format="YYYY-MM-DD"
            size="small"
            sx={fieldSx}
            clearable
            error={error !== undefined}
            helperText={error}
          />
        ))
      )}
      {active && (
        <Button
          startIcon={<FilterAltOffIcon />}
          onClick={() => {
            onRangeError(false);
            onChange({});
          }}
          sx={{ justifySelf: 'start', gridColumn: { xs: '1 / -1', md: 'auto' } }}
        >
          {t('filters.clear')}
        </Button>
      )}
    </Box>
  );
}
