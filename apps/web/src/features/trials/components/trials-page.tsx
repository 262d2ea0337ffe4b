import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PhoneIcon from '@mui/icons-material/Phone';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { orderDetailsPath, type AppArea } from '@tailor/shared/app-paths';
import { addDays, isIsoDate, todayInShopZone } from '@tailor/shared/dates';
import type { OrderStatus } from '@tailor/shared/orders/constants';
import { OrderStatusChip } from '../../../components/order-status-chip';
import { PageTitle } from '../../../components/page-title';
import { formatCalendarDate } from '../../../components/data-list/format-calendar-date';
import { useOrderNumber } from '../../../lib/order-number';
import { useTrials } from '../api/get-trials';
import {
  dayHeading,
  groupTrialsByDay,
  trialTime,
  weekFrom,
  type TrialEntry,
} from '../lib/trial-days';
import { RetryAlert } from '../../../components/retry-alert';

/** The week's first day in the address (?from=), so a chosen week survives a reload. */
function useWeekStart(today: string): [string, (from: string) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const start = from && isIsoDate(from) ? from : today;
  return [start, (next) => setParams(next === today ? {} : { from: next }, { replace: true })];
}

function AnswerChip({ answer }: { answer: TrialEntry['answer'] }) {
  const { t } = useTranslation('trials');
  if (!answer) return <Chip size="small" variant="outlined" label={t('answer.none')} />;
  return answer.response === 'confirmed' ? (
    <Chip size="small" color="success" label={t('answer.confirmed')} data-testid="trial-answer" />
  ) : (
    <Chip size="small" color="warning" label={t('answer.anotherDay')} data-testid="trial-answer" />
  );
}

function TrialRow({ trial, area }: { trial: TrialEntry; area: AppArea }) {
  const { t } = useTranslation('trials');
  const navigate = useNavigate();
  const orderNumber = useOrderNumber();
  const time = trialTime(trial.trialDate);
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }} data-testid="trial-row">
      <Stack direction="row" sx={{ alignItems: 'stretch' }}>
        <CardActionArea
          onClick={() => void navigate(orderDetailsPath(area, trial.order_id))}
          aria-label={t('open', {
            number: orderNumber(trial.order_number),
            name: trial.customer_name,
          })}
          sx={{ p: 1.5, flex: 1, minWidth: 0 }}
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography
              sx={{
                fontWeight: 700,
                width: 72,
                flexShrink: 0,
                color: time ? 'text.primary' : 'text.secondary',
              }}
            >
              {time ?? t('anyTime')}
            </Typography>
            <Stack spacing={0.75} sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {trial.customer_name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('orderNumber', { number: orderNumber(trial.order_number) })}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <OrderStatusChip status={trial.status as OrderStatus} />
                <AnswerChip answer={trial.answer} />
              </Stack>
              {trial.answer?.note && (
                <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                  {t('note', { note: trial.answer.note })}
                </Typography>
              )}
            </Stack>
          </Stack>
        </CardActionArea>
        <IconButton
          href={`tel:${trial.customer_mobile_no}`}
          aria-label={t('call', { name: trial.customer_name })}
          sx={{ alignSelf: 'center', mx: 1 }}
          color="primary"
        >
          <PhoneIcon />
        </IconButton>
      </Stack>
    </Card>
  );
}

/**
 * /app/trials and /employee/trials: the week's trials (fittings) day by day, each with the
 * customer's answer from their tracking link, so the shop knows who comes when and whom to call.
 */
export function TrialsPage({ area }: { area: AppArea }) {
  const { t, i18n } = useTranslation('trials');
  const language = i18n.resolvedLanguage ?? 'en';
  const today = todayInShopZone();
  const [start, setStart] = useWeekStart(today);
  const range = weekFrom(start);
  const trials = useTrials(range);
  const days = trials.data ? groupTrialsByDay(trials.data.trials) : [];

  const dayTitle = (date: string) => {
    const heading = dayHeading(date, language);
    if (date === today) return t('today', { day: heading });
    if (date === addDays(today, 1)) return t('tomorrow', { day: heading });
    return heading;
  };

  return (
    <Stack spacing={{ xs: 2, md: 3 }} sx={{ maxWidth: 760 }}>
      <div>
        <PageTitle>{t('title')}</PageTitle>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </div>

      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {t('dates', {
            from: formatCalendarDate(range.from, language),
            to: formatCalendarDate(range.to, language),
          })}
        </Typography>
        <ButtonGroup size="small" aria-label={t('week.label')}>
          <Button
            onClick={() => setStart(addDays(start, -7))}
            startIcon={<ChevronLeftIcon />}
            aria-label={t('week.previous')}
          >
            {t('week.previousShort')}
          </Button>
          <Button onClick={() => setStart(today)} disabled={start === today}>
            {t('week.thisWeek')}
          </Button>
          <Button
            onClick={() => setStart(addDays(start, 7))}
            endIcon={<ChevronRightIcon />}
            aria-label={t('week.next')}
          >
            {t('week.nextShort')}
          </Button>
        </ButtonGroup>
      </Stack>

      {trials.isError && !trials.data && (
        <RetryAlert onRetry={() => void trials.refetch()} retryLabel={t('retry')}>
          {t('loadError')}
        </RetryAlert>
      )}
      {!trials.data && !trials.isError && <Skeleton variant="rounded" height={160} />}
      {trials.data && days.length === 0 && (
        <Typography color="text.secondary" data-testid="trials-empty">
          {t('empty')}
        </Typography>
      )}
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`trial-day-${day.date}`}>
          <Typography
            id={`trial-day-${day.date}`}
            variant="h6"
            component="h2"
            sx={{ mb: 1, fontSize: '1.05rem' }}
          >
            {dayTitle(day.date)}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
            {day.trials.map((trial) => (
              <TrialRow key={trial.order_id} trial={trial} area={area} />
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
