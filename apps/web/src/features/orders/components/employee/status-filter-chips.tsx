import { useTranslation } from 'react-i18next';
import { FilterChips } from '../../../../components/filter-chips';
import type { EmployeeStatusFilter } from '../../lib/employee-order-filters';
import { STATUS_LABEL_KEYS } from '../../lib/employee-status-label';

type StatusFilterChipsProps = {
  choices: readonly EmployeeStatusFilter[];
  value: EmployeeStatusFilter | undefined;
  onChange: (value: EmployeeStatusFilter | undefined) => void;
};

/** The employee's order lists by status: 'All' first, then each status. */
export function StatusFilterChips({ choices, value, onChange }: StatusFilterChipsProps) {
  const { t } = useTranslation('employeeArea');
  return (
    <FilterChips
      label={t('filters.statusLabel')}
      allLabel={t('filters.all')}
      choices={choices.map((choice) => ({ value: choice, label: t(STATUS_LABEL_KEYS[choice]) }))}
      value={value}
      onChange={onChange}
    />
  );
}
