import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { EmployeeOrderFilters } from '../../lib/employee-order-filters';
import { filterDateIso, filterDatePickerProps } from '../../lib/filter-dates';
import { DateLocalization } from '../../../../components/date-localization';
import { usePickerOpen, type ReachedField } from '../../../../components/deferred-pickers';

const fieldSx = { bgcolor: 'background.paper' } as const;

/**
 * The created orders' order-date range: two date pickers, loaded after the page's first paint
 * (created-orders-filters.tsx shows placeholders until then). `reached`: the field the user went
 * for meanwhile, which takes the focus (and opens, if its calendar button was pressed).
 */
export function CreatedOrdersDateFields({
  filters,
  onChangeDates,
  rangeError,
  reached,
}: {
  filters: EmployeeOrderFilters;
  onChangeDates: (startDate: string | undefined, endDate: string | undefined) => void;
  rangeError: boolean;
  reached: ReachedField;
}) {
  const { t } = useTranslation('employeeArea');
  return (
    <DateLocalization>
      <FilterDatePicker
        field="from"
        label={t('filters.from')}
        buttonLabel={t('filters.chooseFrom')}
        value={filters.startDate}
        onPick={(iso) => onChangeDates(iso, filters.endDate)}
        reached={reached}
      />
      <FilterDatePicker
        field="to"
        label={t('filters.to')}
        buttonLabel={t('filters.chooseTo')}
        value={filters.endDate}
        onPick={(iso) => onChangeDates(filters.startDate, iso)}
        referenceDate={filters.startDate}
        error={rangeError ? t('filters.endBeforeStart') : undefined}
        reached={reached}
      />
    </DateLocalization>
  );
}

/** One end of the range: a clearable, small date picker; `onPick` gets a whole day or undefined when cleared. */
function FilterDatePicker({
  field,
  label,
  buttonLabel,
  value,
  onPick,
  referenceDate,
  error,
  reached,
}: {
  field: string;
  label: string;
  buttonLabel: string;
  value: string | undefined;
  onPick: (iso: string | undefined) => void;
  referenceDate?: string;
  error?: string;
  reached: ReachedField;
}) {
  const open = usePickerOpen(reached?.field === field && reached.open);
  return (
    <DatePicker
      {...filterDatePickerProps}
      {...open}
      autoFocus={reached?.field === field}
      label={label}
      value={value ? dayjs(value) : null}
      onChange={(next) => {
        const iso = filterDateIso(next);
        if (next === null || iso) onPick(iso);
      }}
      referenceDate={referenceDate ? dayjs(referenceDate) : undefined}
      slotProps={{
        textField: { size: 'small', error: error !== undefined, helperText: error, sx: fieldSx },
        openPickerButton: { 'aria-label': buttonLabel },
        field: { clearable: true },
      }}
    />
  );
}
