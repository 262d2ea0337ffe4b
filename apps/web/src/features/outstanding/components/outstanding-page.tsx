import DownloadIcon from '@mui/icons-material/Download';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { orderDetailsPath } from '@tailor/shared/app-paths';
import { formatRupees } from '@tailor/shared/money';
import type {
  Outstanding,
  OutstandingList,
  OutstandingOrder,
  OutstandingReminderKind,
} from '@tailor/shared/outstanding';
import { DataList, type DataListColumn } from '../../../components/data-list/data-list';
import { formatCalendarDate } from '../../../components/data-list/format-calendar-date';
import { HeadlineCard } from '../../../components/headline-card';
import { LoadFallback } from '../../../components/load-fallback';
import { ReportPage } from '../../../components/report-page';
import { WhatsAppButton } from '../../../components/whatsapp-button';
import { useApiErrorText } from '../../../lib/error-text';
import { useDownloadOutstandingCsv } from '../api/download-outstanding-csv';
import { useOutstanding } from '../api/get-outstanding';
import { useSendReminder } from '../api/send-reminder';

type ListName = 'balances' | 'waiting';

const REMINDER_OF: Record<ListName, OutstandingReminderKind> = {
  balances: 'balance_due',
  waiting: 'not_collected',
};

/**
 * /app/outstanding: the money customers still owe and the garments waiting to be collected, aged
 * in buckets, the oldest of each listed with a reminder to send (by the shop's message gateway,
 * or by hand on WhatsApp), and every order in a CSV.
 */
export function OutstandingPage() {
  const { t } = useTranslation('outstanding');
  const errorText = useApiErrorText();
  const outstanding = useOutstanding();
  const data = outstanding.data;
  const download = useDownloadOutstandingCsv();

  return (
    <ReportPage
      title={t('title')}
      subtitle={t('subtitle')}
      action={
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          {t('downloadCsv')}
        </Button>
      }
    >
      {download.isError && (
        <Alert severity="error" role="alert">
          {errorText(download.error) ?? t('errors.download')}
        </Alert>
      )}

      <LoadFallback query={outstanding} retryLabel={t('retry')} failed={t('errors.load')} />

      {data && (
        <>
          <HeadlineCard
            titleId="still-out-title"
            title={t('stillOut')}
            figure={formatRupees(data.still_out)}
            figureTestId="still-out"
          >
            <Typography>
              {t('stillOutDue', {
                amount: formatRupees(data.balances.total.amount),
                orders: t('orders', { count: data.balances.total.count }),
              })}
            </Typography>
            <Typography>
              {t('stillOutNotYetDue', {
                amount: formatRupees(data.not_yet_due.amount),
                orders: t('orders', { count: data.not_yet_due.count }),
              })}
            </Typography>
            <Typography>{t('garmentsWaiting', { count: data.waiting.total.count })}</Typography>
          </HeadlineCard>
          <ListSection name="balances" list={data.balances} data={data} />
          <ListSection name="waiting" list={data.waiting} data={data} />
        </>
      )}
    </ReportPage>
  );
}

/** One list: its buckets' counts and amounts, then its oldest orders with their reminders. */
function ListSection({
  name,
  list,
  data,
}: {
  name: ListName;
  list: OutstandingList;
  data: Outstanding;
}) {
  const { t, i18n } = useTranslation('outstanding');
  const language = i18n.resolvedLanguage ?? 'en';
  const titleId = `outstanding-${name}-title`;

  const columns: DataListColumn<OutstandingOrder>[] = [
    {
      id: 'order',
      header: t('columns.order'),
      cardSlot: 'title',
      cell: (row) => (
        <Link
          component={RouterLink}
          to={orderDetailsPath('shopkeeper', row.order_id)}
          sx={{ fontWeight: 600 }}
        >
          {t('orderNumber', { number: row.order_number })}
        </Link>
      ),
    },
    {
      id: 'customer',
      header: t('columns.customer'),
      cell: (row) => (
        <>
          <Typography component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {row.customer_name}
          </Typography>
          <Link href={`tel:+91${row.mobile_no}`} variant="body2">
            {row.mobile_no}
          </Link>
        </>
      ),
    },
    {
      id: 'amount',
      header: t('columns.amount'),
      align: 'right',
      cardSlot: 'badge',
      cell: (row) => (
        <Typography component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {formatRupees(row.amount_due)}
        </Typography>
      ),
    },
    {
      id: 'since',
      header: t('columns.since'),
      cell: (row) =>
        row.ready_day
          ? t('readyOn', { date: formatCalendarDate(row.ready_day, language) })
          : t('dueOn', { date: formatCalendarDate(row.due_date, language) }),
    },
    {
      id: 'age',
      header: t('columns.age'),
      cell: (row) => t('days', { count: row.age_days }),
    },
    {
      id: 'remind',
      header: t('columns.remind'),
      hideOnNarrow: true,
      cell: (row) => <ReminderActions row={row} kind={REMINDER_OF[name]} data={data} />,
    },
  ];

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5}>
      <div>
        <Typography id={titleId} variant="h5" component="h2">
          {t(`${name}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`${name}.subtitle`)}
        </Typography>
      </div>
      <Grid
        container
        spacing={1.5}
        role="list"
        aria-label={t('bucketsOf', { list: t(`${name}.title`) })}
      >
        {list.buckets.map((bucket) => (
          <Grid key={bucket.bucket} size={{ xs: 6, md: 3 }} role="listitem">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Typography variant="body2" color="text.secondary">
                  {t(`bucket.${bucket.bucket}`)}
                </Typography>
                <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
                  {formatRupees(bucket.amount)}
                </Typography>
                <Typography variant="body2">{t('orders', { count: bucket.count })}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Typography sx={{ fontWeight: 600 }} data-testid={`${name}-total`}>
        {t('total', {
          amount: formatRupees(list.total.amount),
          orders: t('orders', { count: list.total.count }),
        })}
      </Typography>
      <DataList
        columns={columns}
        rows={list.orders}
        getRowKey={(row) => row.order_id}
        ariaLabel={t(`${name}.title`)}
        rowActions={(row) => <ReminderActions row={row} kind={REMINDER_OF[name]} data={data} />}
        emptyMessage={t(`${name}.empty`)}
        note={list.truncated && t('truncated', { count: list.orders.length })}
      />
    </Stack>
  );
}

/** Today's reminder of one order: queued through the shop's messages, or sent by hand on WhatsApp. */
function ReminderActions({
  row,
  kind,
  data,
}: {
  row: OutstandingOrder;
  kind: OutstandingReminderKind;
  data: Outstanding;
}) {
  const { t } = useTranslation('outstanding');
  const errorText = useApiErrorText();
  const send = useSendReminder();
  const [note, setNote] = useState<string | null>(null);
  const names = { number: row.order_number, name: row.customer_name };

  const remind = () =>
    send.mutate(
      { orderId: row.order_id, kind },
      {
        onSuccess: (answer) => {
          if (answer.turned_off) setNote(t('result.turnedOff'));
          else if (answer.already_today) setNote(t('result.alreadyToday'));
          else setNote(t(data.gateway === 'none' ? 'result.byHand' : 'result.queued'));
        },
        onError: (error) => setNote(errorText(error) ?? t('result.failed')),
      },
    );

  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="contained"
          startIcon={<NotificationsActiveIcon />}
          disabled={row.reminded_today}
          loading={send.isPending}
          onClick={remind}
          aria-label={row.reminded_today ? t('remindedTodayLabel', names) : t('remindLabel', names)}
        >
          {row.reminded_today ? t('remindedToday') : t('remind')}
        </Button>
        <WhatsAppButton
          size="small"
          href={row.whatsapp_link}
          aria-label={t('whatsAppLabel', names)}
        >
          {t('whatsApp')}
        </WhatsAppButton>
      </Stack>
      {note && (
        <Typography variant="caption" role="status" color="text.secondary">
          {note}
        </Typography>
      )}
    </Stack>
  );
}
