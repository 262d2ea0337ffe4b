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
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickerChangeHandlerContext } from '@mui/x-date-pickers/models';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { DATE_PICKER_MAX, DATE_PICKER_MIN } from '@tailor/shared/constants';
import { isIsoDate } from '@tailor/shared/dates';
import { ORDER_LIST_FILTERS, type OrderListFilter } from '@tailor/shared/orders';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isEndBeforeStart, type OrderListFilters } from '../../lib/order-list-filters';
import { FILTER_LABEL_KEYS } from '../../lib/order-list-status';
import { DateLocalization } from '../../../../components/date-localization';

/** The spec's filter date format, shown in the fields and sent to the API. */
const DATE_FORMAT = 'YYYY-MM-DD';
const MIN_DATE = dayjs(DATE_PICKER_MIN);
const MAX_DATE = dayjs(DATE_PICKER_MAX);

export type DrawerFilters = Pick<OrderListFilters, 'status' | 'startDate' | 'endDate'>;

type OrderFilterDrawerProps = {
  open: boolean;
  onClose: () => void;
  /** The filters in force; the drawer starts from them each time it opens. */
  filters: DrawerFilters;
  onApply: (filters: DrawerFilters) => void;
};

function toIso(value: Dayjs | null): string | null {
  if (!value || !value.isValid()) return null;
  const iso = value.format(DATE_FORMAT);
  return isIsoDate(iso) && iso >= DATE_PICKER_MIN && iso <= DATE_PICKER_MAX ? iso : null;
}

function toDayjs(iso: string | null): Dayjs | null {
  return iso ? dayjs(iso) : null;
}

/**
 * The order filter of spec §2, opening from the right: start and end date pickers, the status
 * choices and a Clear button. Choosing an end date applies the date range (with the status in
 * force) and closes; choosing a status applies that status alone and closes; an end date before
 * the start date is refused with 'End date cannot be earlier than start date.'.
 */
export function OrderFilterDrawer({ open, onClose, filters, onApply }: OrderFilterDrawerProps) {
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
      {open && <FilterForm filters={filters} onApply={onApply} onClose={onClose} />}
    </Drawer>
  );
}

function FilterForm({
  filters,
  onApply,
  onClose,
}: Pick<OrderFilterDrawerProps, 'filters' | 'onApply' | 'onClose'>) {
  const { t } = useTranslation('orderList');
  const statusHeadingId = useId();
  const [start, setStart] = useState<Dayjs | null>(() => toDayjs(filters.startDate ?? null));
  const [end, setEnd] = useState<Dayjs | null>(() => toDayjs(filters.endDate ?? null));
  const [rangeError, setRangeError] = useState(false);

  const startIso = toIso(start);

  const applyEnd = (value: Dayjs | null) => {
    const endIso = toIso(value);
    if (!endIso) return;
    if (isEndBeforeStart(startIso, endIso)) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    onApply({ status: filters.status, startDate: startIso ?? undefined, endDate: endIso });
    onClose();
  };

  const changeStart = (value: Dayjs | null) => {
    setStart(value);
    setRangeError(isEndBeforeStart(toIso(value), toIso(end)));
  };

  const changeEnd = (value: Dayjs | null) => {
    setEnd(value);
    if (!isEndBeforeStart(startIso, toIso(value))) setRangeError(false);
  };

  // A day picked in the calendar (or confirmed with OK on phones) applies at once. Typing fires
  // on every keystroke, when '2026-11-1' is already a date, so typed dates apply on Enter or blur.
  const acceptEnd = (
    value: Dayjs | null,
    context: PickerChangeHandlerContext<DateValidationError>,
  ) => {
    if (context.source === 'view') applyEnd(value);
  };
  const typedEndDone = () => {
    if (toIso(end) && toIso(end) !== (filters.endDate ?? null)) applyEnd(end);
  };
  const onEndKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    // Closing hands focus back to the Filter button; without this the same Enter would press it.
    event.preventDefault();
    typedEndDone();
  };

  const chooseStatus = (status: OrderListFilter) => {
    onApply({ status });
    onClose();
  };

  const clear = () => {
    setStart(null);
    setEnd(null);
    setRangeError(false);
    onApply({});
    onClose();
  };

  const pickerProps = {
    format: DATE_FORMAT,
    minDate: MIN_DATE,
    maxDate: MAX_DATE,
  } as const;

  return (
    <DateLocalization>
      <Stack spacing={2.5} sx={{ p: 2, flexGrow: 1, overflowY: 'auto' }}>
        <Box component="section">
          <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('filter.dateRange')}
          </Typography>
          <Stack spacing={2}>
            <DatePicker
              {...pickerProps}
              label={t('filter.startDate')}
              value={start}
              onChange={changeStart}
              slotProps={{
                textField: { fullWidth: true },
                openPickerButton: { 'aria-label': t('filter.chooseStartDate') },
              }}
            />
            <DatePicker
              {...pickerProps}
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
                  onBlur: typedEndDone,
                  onKeyDown: onEndKeyDown,
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
        <Box component="section" aria-labelledby={statusHeadingId}>
          <Typography
            id={statusHeadingId}
            variant="subtitle2"
            component="h3"
            color="text.secondary"
            sx={{ mb: 1 }}
          >
            {t('filter.statusHeading')}
          </Typography>
          <List disablePadding>
            {ORDER_LIST_FILTERS.map((status) => {
              const selected = filters.status === status;
              return (
                <ListItemButton
                  key={status}
                  component="button"
                  selected={selected}
                  aria-pressed={selected}
                  onClick={() => chooseStatus(status)}
                  sx={{
                    width: '100%',
                    mb: 1,
                    border: 1,
                    borderColor: selected ? 'primary.main' : 'divider',
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    {selected ? (
                      <CheckCircleIcon color="primary" fontSize="small" />
                    ) : (
                      <RadioButtonUncheckedIcon color="action" fontSize="small" />
                    )}
                  </ListItemIcon>
                  <ListItemText primary={t(FILTER_LABEL_KEYS[status])} />
                </ListItemButton>
              );
            })}
          </List>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" color="inherit" onClick={clear} fullWidth>
          {t('filter.clear')}
        </Button>
      </Stack>
    </DateLocalization>
  );
}
