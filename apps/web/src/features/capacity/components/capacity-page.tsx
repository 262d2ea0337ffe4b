import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { orderDetailsPath, type AppArea } from '@tailor/shared/app-paths';
import type { CapacityDay, CapacityEmployeeLoad } from '@tailor/shared/capacity';
import { isIsoDate, todayInShopZone } from '@tailor/shared/dates';
import { OrderStatusChip } from '../../../components/order-status-chip';
import { PageTitle } from '../../../components/page-title';
import { formatCalendarDate } from '../../../components/data-list/format-calendar-date';
import { useOrderNumber } from '../../../lib/order-number';
import { useCapacity } from '../api/get-capacity';
import { useCapacityDayOrders } from '../api/get-capacity-day-orders';
import {
  loadLevel,
  monthBounds,
  monthTitle,
  shiftAnchor,
  viewRange,
  weekdayName,
  type CalendarView,
  type LoadLevel,
} from '../lib/calendar-days';
import { RetryAlert } from '../../../components/retry-alert';

/** The view, the day it shows around and the day opened, in the address so a reload keeps them. */
function useCalendarState(today: string) {
  const [params, setParams] = useSearchParams();
  const view: CalendarView = params.get('view') === 'week' ? 'week' : 'month';
  const anchorParam = params.get('at');
  const anchor = anchorParam && isIsoDate(anchorParam) ? anchorParam : today;
  const dayParam = params.get('day');
  const selected = dayParam && isIsoDate(dayParam) ? dayParam : null;
  const update = (next: { view?: CalendarView; anchor?: string; selected?: string | null }) => {
    const values: Record<string, string> = {};
    const nextView = next.view ?? view;
    const nextAnchor = next.anchor ?? anchor;
    const nextSelected = next.selected === undefined ? selected : next.selected;
    if (nextView === 'week') values.view = 'week';
    if (nextAnchor !== today) values.at = nextAnchor;
    if (nextSelected) values.day = nextSelected;
    setParams(values, { replace: true });
  };
  return { view, anchor, selected, update };
}

/** The colours of a day by how loaded it is. */
function levelColours(theme: Theme, level: LoadLevel) {
  switch (level) {
    case 'over':
      return { bg: alpha(theme.palette.error.main, 0.18), fg: theme.palette.error.dark };
    case 'full':
      return { bg: alpha(theme.palette.warning.main, 0.25), fg: theme.palette.warning.dark };
    case 'busy':
      return { bg: alpha(theme.palette.warning.main, 0.1), fg: theme.palette.text.primary };
    case 'free':
      return { bg: alpha(theme.palette.success.main, 0.08), fg: theme.palette.text.primary };
    default:
      return { bg: 'transparent', fg: theme.palette.text.primary };
  }
}

function useDayWords() {
  const { t, i18n } = useTranslation('capacity');
  const language = i18n.resolvedLanguage ?? 'en';
  const loadText = (day: CapacityDay) =>
    day.capacity === null
      ? t('load.garments', { count: day.garments })
      : t('load.ofCapacity', { count: day.garments, capacity: day.capacity });
  const levelText = (day: CapacityDay) => {
    const level = loadLevel(day);
    return level === 'over' ? t('level.over') : level === 'full' ? t('level.full') : '';
  };
  const employeeText = (person: CapacityEmployeeLoad) =>
    person.capacity === null
      ? t('employee.garments', { name: person.name, count: person.garments })
      : t('employee.ofCapacity', {
          name: person.name,
          count: person.garments,
          capacity: person.capacity,
        });
  return { t, language, loadText, levelText, employeeText };
}

function MonthGrid(props: {
  days: CapacityDay[];
  anchor: string;
  today: string;
  selected: string | null;
  onSelect: (date: string) => void;
}) {
  const { t, language, loadText, levelText } = useDayWords();
  const { first, last } = monthBounds(props.anchor);
  return (
    <Box
      role="group"
      aria-label={monthTitle(props.anchor, language)}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}
    >
      {props.days.slice(0, 7).map((day) => (
        <Typography
          key={`head-${day.date}`}
          aria-hidden
          variant="caption"
          color="text.secondary"
          sx={{ textAlign: 'center', fontWeight: 600 }}
        >
          {weekdayName(day.date, language, 'short')}
        </Typography>
      ))}
      {props.days.map((day) => {
        const inMonth = day.date >= first && day.date <= last;
        const level = loadLevel(day);
        const isSelected = day.date === props.selected;
        const words = [formatCalendarDate(day.date, language), loadText(day), levelText(day)]
          .filter(Boolean)
          .join(', ');
        return (
          <ButtonBase
            key={day.date}
            aria-label={words}
            aria-pressed={isSelected}
            data-testid={`capacity-day-${day.date}`}
            data-level={level}
            onClick={() => props.onSelect(day.date)}
            sx={(theme) => {
              const colours = levelColours(theme, level);
              return {
                flexDirection: 'column',
                alignItems: 'stretch',
                minHeight: { xs: 52, sm: 72 },
                p: 0.5,
                borderRadius: 1.5,
                border: '1px solid',
                borderColor: isSelected
                  ? 'primary.main'
                  : day.date === props.today
                    ? 'text.secondary'
                    : 'divider',
                outline: isSelected ? `2px solid ${theme.palette.primary.main}` : 'none',
                bgcolor: colours.bg,
                // A day of the month before or after reads quieter but still legibly (WCAG 1.4.3).
                borderStyle: inMonth ? 'solid' : 'dashed',
                color: inMonth ? colours.fg : 'text.secondary',
              };
            }}
          >
            <Typography
              variant="caption"
              sx={{ alignSelf: 'flex-start', fontWeight: day.date === props.today ? 800 : 500 }}
            >
              {Number(day.date.slice(8))}
            </Typography>
            {(day.garments > 0 || day.capacity !== null) && (
              <Typography
                component="span"
                sx={{
                  fontWeight: day.garments > 0 ? 700 : 400,
                  fontSize: { xs: '0.8rem', sm: '1rem' },
                  textAlign: 'center',
                  whiteSpace: 'nowrap',
                  color: day.garments > 0 ? undefined : 'text.secondary',
                }}
              >
                {day.capacity === null ? day.garments : `${day.garments}/${day.capacity}`}
              </Typography>
            )}
          </ButtonBase>
        );
      })}
      <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1', mt: 0.5 }}>
        {t('legend')}
      </Typography>
    </Box>
  );
}

function WeekList(props: {
  days: CapacityDay[];
  today: string;
  selected: string | null;
  onSelect: (date: string) => void;
}) {
  const { language, loadText, levelText, employeeText } = useDayWords();
  return (
    <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
      {props.days.map((day) => {
        const level = loadLevel(day);
        const share =
          day.capacity === null ? 0 : Math.min(100, (day.garments / day.capacity) * 100);
        return (
          <Card
            key={day.date}
            component="li"
            variant="outlined"
            sx={(theme) => ({
              listStyle: 'none',
              bgcolor: levelColours(theme, level).bg,
              borderColor: day.date === props.selected ? 'primary.main' : 'divider',
            })}
          >
            <CardActionArea
              onClick={() => props.onSelect(day.date)}
              data-testid={`capacity-day-${day.date}`}
              data-level={level}
              sx={{ p: 1.5 }}
            >
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
              >
                <Typography sx={{ fontWeight: day.date === props.today ? 800 : 600 }}>
                  {weekdayName(day.date, language, 'short')},{' '}
                  {formatCalendarDate(day.date, language)}
                </Typography>
                <Typography
                  sx={(theme) => ({ fontWeight: 700, color: levelColours(theme, level).fg })}
                >
                  {loadText(day)}
                </Typography>
              </Stack>
              {day.capacity !== null && (
                <LinearProgress
                  variant="determinate"
                  value={share}
                  color={level === 'over' ? 'error' : level === 'full' ? 'warning' : 'primary'}
                  sx={{ mt: 1, height: 6, borderRadius: 3 }}
                  aria-hidden
                />
              )}
              {levelText(day) && (
                <Typography
                  variant="body2"
                  sx={(theme) => ({ mt: 0.5, color: levelColours(theme, level).fg })}
                >
                  {levelText(day)}
                </Typography>
              )}
              {day.per_employee.some((person) => person.garments > 0) && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {day.per_employee
                    .filter((person) => person.garments > 0)
                    .map((person) => employeeText(person))
                    .join(' · ')}
                </Typography>
              )}
            </CardActionArea>
          </Card>
        );
      })}
    </Stack>
  );
}

/** The day opened: its load, each employee's share, and its orders (each opens its page). */
function DayPanel({ day, area }: { day: CapacityDay; area: AppArea }) {
  const { t, language, loadText, levelText, employeeText } = useDayWords();
  const navigate = useNavigate();
  const orderNumber = useOrderNumber();
  const orders = useCapacityDayOrders(day.date);
  const headingId = `capacity-day-heading-${day.date}`;
  return (
    <Card component="section" aria-labelledby={headingId} data-testid="capacity-day-panel">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} variant="h6" component="h2">
          {weekdayName(day.date, language, 'long')}, {formatCalendarDate(day.date, language)}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {loadText(day)}
          {levelText(day) ? ` · ${levelText(day)}` : ''}
        </Typography>
        {day.per_employee.length > 0 && (
          <Stack component="ul" spacing={0.25} sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {day.per_employee.map((person) => (
              <Typography component="li" variant="body2" key={person.employee_id}>
                {employeeText(person)}
              </Typography>
            ))}
          </Stack>
        )}
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
          {t('orders.title')}
        </Typography>
        {orders.isError && (
          <RetryAlert onRetry={() => void orders.refetch()} retryLabel={t('retry')}>
            {t('orders.loadError')}
          </RetryAlert>
        )}
        {orders.isPending && <Skeleton variant="rounded" height={56} />}
        {orders.data && orders.data.orders.length === 0 && (
          <Typography color="text.secondary">{t('orders.empty')}</Typography>
        )}
        {orders.data && orders.data.orders.length > 0 && (
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
            {orders.data.orders.map((order) => (
              <Card
                key={order.order_id}
                component="li"
                variant="outlined"
                sx={{ listStyle: 'none' }}
              >
                <CardActionArea
                  onClick={() => void navigate(orderDetailsPath(area, order.order_id))}
                  sx={{ p: 1.25 }}
                >
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
                  >
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600 }} noWrap>
                        {order.customer_name}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t('orders.line', {
                          number: orderNumber(order.order_number),
                          count: order.garments,
                        })}
                        {order.order_type === 'alteration' ? ` · ${t('orders.alteration')}` : ''}
                        {order.expected_date
                          ? ` · ${t('orders.delayedFrom', {
                              date: formatCalendarDate(order.due_date, language),
                            })}`
                          : ''}
                      </Typography>
                    </Box>
                    <OrderStatusChip status={order.status} />
                  </Stack>
                </CardActionArea>
              </Card>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /app/capacity and /employee/capacity: each day's garments still to be made against the shop's
 * daily capacity, a month or a week at a time, so the counter sees which days are already full;
 * a day opens to its orders.
 */
export function CapacityPage({ area }: { area: AppArea }) {
  const { t, language } = useDayWords();
  const today = todayInShopZone();
  const { view, anchor, selected, update } = useCalendarState(today);
  const range = viewRange(view, anchor);
  const capacity = useCapacity(range);
  const days = capacity.data?.days ?? [];
  const selectedDay = selected ? days.find((day) => day.date === selected) : undefined;
  const select = (date: string) => update({ selected: date === selected ? null : date });

  const title =
    view === 'month'
      ? monthTitle(anchor, language)
      : t('weekOf', {
          from: formatCalendarDate(range.from, language),
          to: formatCalendarDate(range.to, language),
        });

  return (
    <Stack spacing={{ xs: 2, md: 3 }} sx={{ maxWidth: 900 }}>
      <div>
        <PageTitle>{t('title')}</PageTitle>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </div>

      {capacity.data && capacity.data.daily_capacity === null && (
        <Alert severity="info" data-testid="capacity-not-set">
          {area === 'shopkeeper' ? t('notSet.owner') : t('notSet.staff')}
        </Alert>
      )}

      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, next: CalendarView | null) =>
            next && update({ view: next, anchor: selected ?? anchor })
          }
          aria-label={t('view.label')}
        >
          <ToggleButton value="month">{t('view.month')}</ToggleButton>
          <ToggleButton value="week">{t('view.week')}</ToggleButton>
        </ToggleButtonGroup>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <IconButton
            onClick={() => update({ anchor: shiftAnchor(view, anchor, -1) })}
            aria-label={view === 'month' ? t('nav.previousMonth') : t('nav.previousWeek')}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Button
            size="small"
            onClick={() => update({ anchor: today })}
            disabled={range.from <= today && today <= range.to}
          >
            {t('nav.today')}
          </Button>
          <IconButton
            onClick={() => update({ anchor: shiftAnchor(view, anchor, 1) })}
            aria-label={view === 'month' ? t('nav.nextMonth') : t('nav.nextWeek')}
          >
            <ChevronRightIcon />
          </IconButton>
        </Stack>
      </Stack>

      <Typography variant="h6" component="p" sx={{ fontWeight: 600, mt: '0 !important' }}>
        {title}
      </Typography>

      {capacity.isError && !capacity.data && (
        <RetryAlert onRetry={() => void capacity.refetch()} retryLabel={t('retry')}>
          {t('loadError')}
        </RetryAlert>
      )}
      {!capacity.data && !capacity.isError && <Skeleton variant="rounded" height={280} />}
      {capacity.data &&
        (view === 'month' ? (
          <MonthGrid
            days={days}
            anchor={anchor}
            today={today}
            selected={selected}
            onSelect={select}
          />
        ) : (
          <WeekList days={days} today={today} selected={selected} onSelect={select} />
        ))}

      {selectedDay && <DayPanel day={selectedDay} area={area} />}
      {capacity.data && capacity.data.buffer_days > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('buffer', { count: capacity.data.buffer_days })}
        </Typography>
      )}
      {!selectedDay && capacity.data && (
        <Typography variant="body2" color="text.secondary">
          {t('tapHint')}
        </Typography>
      )}
    </Stack>
  );
}
