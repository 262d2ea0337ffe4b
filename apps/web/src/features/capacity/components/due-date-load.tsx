import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { firstFreeDay, isDayFull, type CapacityDay } from '@tailor/shared/capacity';
import { CAPACITY_RANGE_MAX_DAYS } from '@tailor/shared/capacity-rules';
import { addDays, isIsoDate, todayInShopZone } from '@tailor/shared/dates';
import { formatCalendarDate } from '../../../components/data-list/format-calendar-date';
import { useCapacity } from '../api/get-capacity';
import { loadLevel, weekdayName } from '../lib/calendar-days';

/** Days the strip under a due-date field shows, from today. */
export const LOAD_STRIP_DAYS = 14;

/** 'Tue, 08 Dec 2026' in the interface language. */
export function useDayLabel() {
  const { i18n } = useTranslation('capacity');
  const language = i18n.resolvedLanguage ?? 'en';
  return (date: string) =>
    `${weekdayName(date, language, 'short')}, ${formatCalendarDate(date, language)}`;
}

/**
 * Under a due-date field: the load of the next 14 days (tap one to take it), and when the chosen
 * day is already full, a warning with the first free day after it and a button to take that day.
 * The shop may keep its choice. `own` is the order being edited: its garments already count on
 * its saved day, so they are not counted twice against it.
 */
export function DueDateLoad({
  value,
  onPick,
  own,
}: {
  value: string;
  onPick: (date: string) => void;
  own?: { date: string; garments: number };
}) {
  const { t, i18n } = useTranslation('capacity');
  const language = i18n.resolvedLanguage ?? 'en';
  const dayLabel = useDayLabel();
  const today = todayInShopZone();
  const strip = useCapacity({ from: today, to: addDays(today, LOAD_STRIP_DAYS - 1) });
  const chosen = isIsoDate(value) && value >= today ? value : null;
  const ahead = useCapacity(
    { from: chosen ?? today, to: addDays(chosen ?? today, CAPACITY_RANGE_MAX_DAYS - 1) },
    { enabled: chosen !== null },
  );

  const withoutOwn = (day: CapacityDay): CapacityDay =>
    own && day.date === own.date
      ? { ...day, garments: Math.max(0, day.garments - own.garments) }
      : day;
  const chosenDay = chosen && ahead.data?.from === chosen ? ahead.data.days[0] : undefined;
  const full = chosenDay ? isDayFull(withoutOwn(chosenDay)) : false;
  const free = full && ahead.data ? firstFreeDay(ahead.data.days.map(withoutOwn), chosen!) : null;

  if (!strip.data) return null;
  return (
    <Box data-testid="due-date-load">
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        {strip.data.daily_capacity === null
          ? t('strip.titleNoCapacity')
          : t('strip.title', { capacity: strip.data.daily_capacity })}
      </Typography>
      <Box
        role="list"
        aria-label={t('strip.label')}
        sx={{
          display: 'flex',
          gap: 0.5,
          overflowX: 'auto',
          pb: 0.5,
          scrollbarWidth: 'thin',
        }}
      >
        {strip.data.days.map((raw) => {
          const day = withoutOwn(raw);
          const level = loadLevel(day);
          const selected = day.date === value;
          return (
            <ButtonBase
              key={day.date}
              role="listitem"
              onClick={() => onPick(day.date)}
              aria-label={`${dayLabel(day.date)}: ${
                day.capacity === null
                  ? t('load.garments', { count: day.garments })
                  : t('load.ofCapacity', { count: day.garments, capacity: day.capacity })
              }`}
              aria-current={selected ? 'date' : undefined}
              data-testid={`load-${day.date}`}
              data-level={level}
              sx={(theme) => ({
                flex: '0 0 auto',
                minWidth: 48,
                flexDirection: 'column',
                px: 0.75,
                py: 0.5,
                borderRadius: 1.5,
                border: '1px solid',
                borderColor: selected ? 'primary.main' : 'divider',
                outline: selected ? `2px solid ${theme.palette.primary.main}` : 'none',
                bgcolor:
                  level === 'over'
                    ? alpha(theme.palette.error.main, 0.18)
                    : level === 'full'
                      ? alpha(theme.palette.warning.main, 0.25)
                      : level === 'busy'
                        ? alpha(theme.palette.warning.main, 0.1)
                        : 'transparent',
              })}
            >
              <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.2 }}>
                {weekdayName(day.date, language, 'short')}
              </Typography>
              <Typography variant="caption" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
                {Number(day.date.slice(8))}
              </Typography>
              <Typography
                variant="body2"
                sx={{
                  fontWeight: 700,
                  lineHeight: 1.3,
                  color:
                    level === 'over' ? 'error.dark' : level === 'full' ? 'warning.dark' : undefined,
                }}
              >
                {day.capacity === null ? day.garments : `${day.garments}/${day.capacity}`}
              </Typography>
            </ButtonBase>
          );
        })}
      </Box>
      {full && chosenDay && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="due-date-full">
          {t('full.message', {
            count: withoutOwn(chosenDay).garments,
            capacity: chosenDay.capacity,
          })}{' '}
          {free
            ? t('full.firstFree', { day: dayLabel(free) })
            : t('full.noneFree', { count: CAPACITY_RANGE_MAX_DAYS })}{' '}
          {t('full.mayKeep')}
          {free && (
            <Box sx={{ mt: 1 }}>
              <Button color="warning" variant="outlined" size="small" onClick={() => onPick(free)}>
                {t('full.take', { day: dayLabel(free) })}
              </Button>
            </Box>
          )}
        </Alert>
      )}
    </Box>
  );
}
