import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  EMPLOYEE_STATUS_FILTERS,
  isEmployeeStatusFilter,
  type EmployeeOrderFilters,
} from '../../lib/employee-order-filters';
import { STATUS_LABEL_KEYS } from '../../lib/employee-status-label';
import { filterDateIso, filterDatePickerProps } from '../../lib/filter-dates';
import { DateLocalization } from '../../../../components/date-localization';

const ALL = 'all';

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

  const changeDates = (startDate: string | undefined, endDate: string | undefined) => {
    if (startDate && endDate && endDate < startDate) {
      onRangeError(true);
      return;
    }
    onRangeError(false);
    onChange({ ...filters, startDate, endDate });
  };

  return (
    <DateLocalization>
      <Box
        role="group"
        aria-label={t('filters.label')}
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: '200px 190px 190px auto' },
          alignItems: 'start',
        }}
      >
        <TextField
          select
          size="small"
          label={t('filters.status')}
          value={filters.status ?? ALL}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ ...filters, status: isEmployeeStatusFilter(value) ? value : undefined });
          }}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, bgcolor: 'background.paper' }}
        >
          <MenuItem value={ALL}>{t('filters.all')}</MenuItem>
          {EMPLOYEE_STATUS_FILTERS.map((status) => (
            <MenuItem key={status} value={status}>
              {t(STATUS_LABEL_KEYS[status])}
            </MenuItem>
          ))}
        </TextField>
        <DatePicker
          {...filterDatePickerProps}
          label={t('filters.from')}
          value={filters.startDate ? dayjs(filters.startDate) : null}
          onChange={(value) => {
            const iso = filterDateIso(value);
            if (value === null || iso) changeDates(iso, filters.endDate);
          }}
          slotProps={{
            textField: { size: 'small', sx: { bgcolor: 'background.paper' } },
            openPickerButton: { 'aria-label': t('filters.chooseFrom') },
            field: { clearable: true },
          }}
        />
        <DatePicker
          {...filterDatePickerProps}
          label={t('filters.to')}
          value={filters.endDate ? dayjs(filters.endDate) : null}
          onChange={(value) => {
            const iso = filterDateIso(value);
            if (value === null || iso) changeDates(filters.startDate, iso);
          }}
          referenceDate={filters.startDate ? dayjs(filters.startDate) : undefined}
          slotProps={{
            textField: {
              size: 'small',
              error: rangeError,
              helperText: rangeError ? t('filters.endBeforeStart') : undefined,
              sx: { bgcolor: 'background.paper' },
            },
            openPickerButton: { 'aria-label': t('filters.chooseTo') },
            field: { clearable: true },
          }}
        />
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
    </DateLocalization>
  );
}
