import CancelIcon from '@mui/icons-material/Cancel';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../../components/data-list/format-calendar-date';
import type { OrderListFilters } from '../../lib/order-list-filters';
import { FILTER_LABEL_KEYS } from '../../lib/order-list-status';

type ActiveFilterChipsProps = {
  filters: OrderListFilters;
  /** The name of the employee filtered by, once the staff list is known. */
  employeeName?: string;
  /** Removes one part of the filter. */
  onRemove: (part: keyof OrderListFilters) => void;
  onClearAll: () => void;
};

/** The filters in force as chips, each with its own remove button. */
export function ActiveFilterChips({
  filters,
  employeeName,
  onRemove,
  onClearAll,
}: ActiveFilterChipsProps) {
  const { t, i18n } = useTranslation('orderList');
  const language = i18n.resolvedLanguage ?? 'en';
  const chips: { part: keyof OrderListFilters; label: string }[] = [];
  if (filters.status) {
    chips.push({
      part: 'status',
      label: t('chips.status', { status: t(FILTER_LABEL_KEYS[filters.status]) }),
    });
  }
  if (filters.orderType) {
    chips.push({ part: 'orderType', label: t('filter.alterations') });
  }
  if (filters.assignedTo) {
    chips.push({
      part: 'assignedTo',
      label: t('chips.employee', { name: employeeName ?? t('chips.someEmployee') }),
    });
  }
  if (filters.startDate) {
    chips.push({
      part: 'startDate',
      label: t('chips.from', { date: formatCalendarDate(filters.startDate, language) }),
    });
  }
  if (filters.endDate) {
    chips.push({
      part: 'endDate',
      label: t('chips.to', { date: formatCalendarDate(filters.endDate, language) }),
    });
  }
  if (filters.search) {
    chips.push({ part: 'search', label: t('chips.search', { text: filters.search }) });
  }
  if (chips.length === 0) return null;

  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('chips.label')}
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      {chips.map((chip) => (
        // The whole chip is one button that removes its filter (click, Enter, Delete or Backspace).
        <Chip
          key={chip.part}
          label={chip.label}
          color="primary"
          variant="outlined"
          aria-label={t('chips.remove', { filter: chip.label })}
          onClick={() => onRemove(chip.part)}
          onDelete={() => onRemove(chip.part)}
          deleteIcon={<CancelIcon aria-hidden="true" />}
        />
      ))}
      {chips.length > 1 && (
        <Button size="small" onClick={onClearAll} sx={{ minHeight: 32 }}>
          {t('chips.clearAll')}
        </Button>
      )}
    </Stack>
  );
}
