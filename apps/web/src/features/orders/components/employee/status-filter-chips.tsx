import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { EmployeeStatusFilter } from '../../lib/employee-order-filters';
import { STATUS_LABEL_KEYS } from '../../lib/employee-status-label';

type StatusFilterChipsProps = {
  choices: readonly EmployeeStatusFilter[];
  value: EmployeeStatusFilter | undefined;
  onChange: (value: EmployeeStatusFilter | undefined) => void;
};

/** One row of chips, 'All' first; the chosen one is filled. Scrolls sideways on a narrow screen. */
export function StatusFilterChips({ choices, value, onChange }: StatusFilterChipsProps) {
  const { t } = useTranslation('employeeArea');
  const chip = (
    key: string,
    label: string,
    selected: boolean,
    next: EmployeeStatusFilter | undefined,
  ) => (
    <Chip
      key={key}
      label={label}
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      onClick={() => onChange(next)}
      aria-pressed={selected}
      sx={{ flexShrink: 0, fontWeight: selected ? 600 : 500 }}
    />
  );
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('filters.statusLabel')}
      sx={{ gap: 1, overflowX: 'auto', pb: 0.5 }}
    >
      {chip('all', t('filters.all'), !value, undefined)}
      {choices.map((choice) =>
        chip(choice, t(STATUS_LABEL_KEYS[choice]), value === choice, choice),
      )}
    </Stack>
  );
}
