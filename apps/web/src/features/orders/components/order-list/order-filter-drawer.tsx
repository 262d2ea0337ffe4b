import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickerChangeHandlerContext } from '@mui/x-date-pickers/models';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import type { OrderListStatusFilter } from '@tailor/shared/orders/constants';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isEndBeforeStart,
  STATUS_FILTER_CHOICES,
  type OrderListFilters,
} from '../../lib/order-list-filters';
import { filterDateIso, filterDatePickerProps } from '../../lib/filter-dates';
import { FILTER_LABEL_KEYS } from '../../lib/order-list-status';
import { DateLocalization } from '../../../../components/date-localization';

export type DrawerFilters = Pick<
  OrderListFilters,
  'status' | 'startDate' | 'endDate' | 'orderType' | 'assignedTo'
>;

export type FilterEmployee = { _id: string; name: string };

type OrderFilterDrawerProps = {
  open: boolean;
  onClose: () => void;
  /** The filters in force; the drawer starts from them each time it opens. */
  filters: DrawerFilters;
  onApply: (filters: DrawerFilters) => void;
  /** The shop's staff, for the per-employee filter (left out while there is nobody to choose). */
  employees?: readonly FilterEmployee[];
};

function toIso(value: Dayjs | null): string | null {
  return filterDateIso(value) ?? null;
}

function toDayjs(iso: string | null): Dayjs | null {
  return iso ? dayjs(iso) : null;
}

/**
 * The order filter, opening from the right: start and end date pickers, the status
 * choices (the spec's four, then Delayed, Delivered and Cancelled), alteration orders, one
 * employee's work and a Clear button. Choosing an end date (picked, or typed and confirmed with
 * Enter or by leaving the field) applies the date range with the other filters in force and
 * closes; choosing a status applies it without the dates and closes; the order type and the
 * employee narrow what is in force. An end date before the start date is refused with 'End date
 * cannot be earlier than start date.', shown as soon as a typed date is complete.
 */
export function OrderFilterDrawer({
  open,
  onClose,
  filters,
  onApply,
  employees = [],
}: OrderFilterDrawerProps) {
  const { t } = useTranslation('orderList');
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Above the app bar (which sits over the permanent navigation drawer), so the header shows.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: 'min(360px, 88vw)', borderRadius: 0 },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('filter.title')}
        </Typography>
        <IconButton edge="end" aria-label={t('filter.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      {/* Mounted while open only, so each opening starts again from the filters in force. */}
      {open && (
        <FilterForm filters={filters} onApply={onApply} onClose={onClose} employees={employees} />
      )}
    </Drawer>
  );
}

function FilterForm({
  filters,
  onApply,
  onClose,
  employees,
}: Pick<OrderFilterDrawerProps, 'filters' | 'onApply' | 'onClose'> & {
  employees: readonly FilterEmployee[];
}) {
  const { t } = useTranslation('orderList');
  const [start, setStart] = useState<Dayjs | null>(() => toDayjs(filters.startDate ?? null));
  const [end, setEnd] = useState<Dayjs | null>(() => toDayjs(filters.endDate ?? null));
  const [rangeError, setRangeError] = useState(false);

  const startIso = toIso(start);

  const apply = (next: DrawerFilters) => {
    onApply(next);
    onClose();
  };

  const applyEnd = (value: Dayjs | null) => {
    const endIso = toIso(value);
    if (!endIso) return;
    if (isEndBeforeStart(startIso, endIso)) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    apply({ ...filters, startDate: startIso ?? undefined, endDate: endIso });
  };

  const changeStart = (value: Dayjs | null) => {
    setStart(value);
    setRangeError(isEndBeforeStart(toIso(value), toIso(end)));
  };

  // A typed end date is checked as soon as it is a whole date, so the refusal shows while typing.
  const changeEnd = (value: Dayjs | null) => {
    setEnd(value);
    setRangeError(isEndBeforeStart(startIso, toIso(value)));
  };

  // A day picked in the calendar (or confirmed with OK on phones) applies at once. Typing fires
  // on every keystroke, when '2026-11-1' is already a date, so typed dates apply on Enter or blur.
  const acceptEnd = (
    value: Dayjs | null,
    context: PickerChangeHandlerContext<DateValidationError>,
  ) => {
    if (context.source === 'view') applyEnd(value);
  };
  // Applies a typed range once it differs from the one in force: after the end date, or on Enter
  // after a new start date when the end is already there.
  const typedRangeDone = () => {
    const endIso = toIso(end);
    if (!endIso) return;
    if (endIso === (filters.endDate ?? null) && startIso === (filters.startDate ?? null)) return;
    applyEnd(end);
  };
  const onDateKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    // Closing hands focus back to the Filter button; without this the same Enter would press it.
    event.preventDefault();
    typedRangeDone();
  };

  // The spec's choice: a status applies without the dates; the other narrowings stay.
  const chooseStatus = (status: OrderListStatusFilter) =>
    apply({ status, orderType: filters.orderType, assignedTo: filters.assignedTo });

  const toggleAlterations = () =>
    apply({ ...filters, orderType: filters.orderType ? undefined : 'alteration' });

  const chooseEmployee = (id: string) => apply({ ...filters, assignedTo: id || undefined });

  const clear = () => {
    setStart(null);
    setEnd(null);
    setRangeError(false);
    apply({});
  };

  return (
    <DateLocalization>
      <Stack spacing={2.5} sx={{ p: 2, flexGrow: 1, overflowY: 'auto' }}>
        <Box component="section">
          <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('filter.dateRange')}
          </Typography>
          <Stack spacing={2}>
            <DatePicker
              {...filterDatePickerProps}
              label={t('filter.startDate')}
              value={start}
              onChange={changeStart}
              slotProps={{
                // Enter here applies a new start with the end already chosen; leaving the field
                // does not, so a keyboard user can go on to the end date.
                textField: { fullWidth: true, onKeyDown: onDateKeyDown },
                openPickerButton: { 'aria-label': t('filter.chooseStartDate') },
              }}
            />
            <DatePicker
              {...filterDatePickerProps}
              label={t('filter.endDate')}
              value={end}
              onChange={changeEnd}
              onAccept={acceptEnd}
              // The end's calendar opens on the start's month, where the end usually is.
              referenceDate={start && start.isValid() ? start : undefined}
              slotProps={{
                openPickerButton: { 'aria-label': t('filter.chooseEndDate') },
                textField: {
                  fullWidth: true,
                  error: rangeError,
                  onBlur: typedRangeDone,
                  onKeyDown: onDateKeyDown,
                },
              }}
            />
            {rangeError ? (
              <Alert severity="error" role="alert">
                {t('filter.endBeforeStart')}
              </Alert>
            ) : (
              <Typography variant="caption" color="text.secondary">
                {t('filter.dateHint')}
              </Typography>
            )}
          </Stack>
        </Box>
        <Divider />
        <FilterSection heading={t('filter.statusHeading')}>
          <List
            disablePadding
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}
          >
            {STATUS_FILTER_CHOICES.map((status) => (
              <ChoiceButton
                key={status}
                label={t(FILTER_LABEL_KEYS[status])}
                selected={filters.status === status}
                onClick={() => chooseStatus(status)}
              />
            ))}
          </List>
        </FilterSection>
        <Divider />
        <FilterSection heading={t('filter.moreHeading')}>
          <Stack spacing={1.5}>
            <List disablePadding>
              <ChoiceButton
                label={t('filter.alterations')}
                selected={filters.orderType === 'alteration'}
                onClick={toggleAlterations}
              />
            </List>
            {employees.length > 0 && (
              <TextField
                select
                fullWidth
                label={t('filter.employee')}
                value={filters.assignedTo ?? ''}
                onChange={(event) => chooseEmployee(event.target.value)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{t('filter.allEmployees')}</option>
                {employees.map((employee) => (
                  <option key={employee._id} value={employee._id}>
                    {employee.name}
                  </option>
                ))}
              </TextField>
            )}
          </Stack>
        </FilterSection>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" color="inherit" onClick={clear} fullWidth>
          {t('filter.clear')}
        </Button>
      </Stack>
    </DateLocalization>
  );
}

/** One filter choice: a full-width button marked pressed while its filter is in force. */
/** A part of the filter form under its own heading. */
function FilterSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        variant="subtitle2"
        component="h3"
        color="text.secondary"
        sx={{ mb: 1 }}
      >
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

function ChoiceButton({
  label,
  selected,
  onClick,
}: {
  label: string;
  selected: boolean;
  onClick: () => void;
}) {
  return (
    <ListItemButton
      component="button"
      selected={selected}
      aria-pressed={selected}
      onClick={onClick}
      sx={{
        width: '100%',
        minHeight: 48,
        px: 1.25,
        border: 1,
        borderColor: selected ? 'primary.main' : 'divider',
        textAlign: 'left',
      }}
    >
      <ListItemIcon sx={{ minWidth: 32 }}>
        {selected ? (
          <CheckCircleIcon color="primary" fontSize="small" />
        ) : (
          <RadioButtonUncheckedIcon color="action" fontSize="small" />
        )}
      </ListItemIcon>
      <ListItemText primary={label} sx={{ my: 0, overflowWrap: 'anywhere' }} />
    </ListItemButton>
  );
}
