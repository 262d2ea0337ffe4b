import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayBookDay } from '@tailor/shared/books';
import { addDays, daysBetween, todayInShopZone } from '@tailor/shared/dates';
import { formatRupees, hasAtMostTwoDecimals } from '@tailor/shared/money';
import { DataList, type DataListColumn } from '../../../components/data-list/data-list';
import { formatCalendarDate } from '../../../components/data-list/format-calendar-date';
import { LoadFallback } from '../../../components/load-fallback';
import { ReportPage } from '../../../components/report-page';
import { useDayBook, type DayBookRange } from '../api/get-day-book';
import { useDownloadDayBookCsv } from '../api/download-day-book-csv';
import { useDownloadGstr1, useDownloadTallyXml } from '../api/download-books';
import { useSaveCashCount } from '../api/save-cash-count';
import { useSaveOpeningCash } from '../api/save-opening-cash';

const MAX_DAYS = 366;

/** A rupee amount typed in: a number of at least 0 with at most two decimals, else null. */
function amountOf(text: string): number | null {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 && hasAtMostTwoDecimals(value)
    ? value
    : null;
}

const money = (value: number | null) => (value === null ? null : formatRupees(value));

/**
 * /app/day-book: the shop's cash book. Each day's receipts by cash, UPI and card, refunds,
 * karigar payouts and the cash in the drawer at its end, from the opening cash entered once; the
 * cash counted at a day's end can be entered, and the difference shows.
 */
export function DayBookPage() {
  const { t, i18n } = useTranslation('books');
  const language = i18n.resolvedLanguage ?? 'en';
  const today = todayInShopZone();
  const [range, setRange] = useState<DayBookRange>({ from: addDays(today, -6), to: today });
  const problem =
    range.to < range.from
      ? t('errors.endBeforeStart')
      : daysBetween(range.from, range.to) >= MAX_DAYS
        ? t('errors.rangeTooLong', { max: MAX_DAYS })
        : null;
  const book = useDayBook(problem ? null : range);
  const download = useDownloadDayBookCsv();
  const [counting, setCounting] = useState<DayBookDay | null>(null);
  const data = book.data;

  const columns: DataListColumn<DayBookDay>[] = [
    {
      id: 'day',
      header: t('columns.day'),
      cardSlot: 'title',
      cell: (row) => formatCalendarDate(row.day, language),
    },
    {
      id: 'cash',
      header: t('columns.cash'),
      align: 'right',
      cell: (row) => money(row.receipts.cash),
    },
    { id: 'upi', header: t('columns.upi'), align: 'right', cell: (row) => money(row.receipts.upi) },
    {
      id: 'card',
      header: t('columns.card'),
      align: 'right',
      cell: (row) => money(row.receipts.card),
    },
    {
      id: 'refunds',
      header: t('columns.refunds'),
      align: 'right',
      cell: (row) => money(row.refunds),
    },
    {
      id: 'payouts',
      header: t('columns.payouts'),
      align: 'right',
      cell: (row) => money(row.karigar_payouts),
    },
    {
      id: 'closing',
      header: t('columns.closing'),
      align: 'right',
      cardSlot: 'badge',
      cell: (row) => money(row.closing_cash),
    },
    {
      id: 'counted',
      header: t('columns.counted'),
      align: 'right',
      cell: (row) => (
        <Button
          size="small"
          onClick={() => setCounting(row)}
          aria-label={t('count.open', { day: formatCalendarDate(row.day, language) })}
        >
          {row.counted_cash === null ? t('count.enter') : formatRupees(row.counted_cash)}
        </Button>
      ),
    },
    {
      id: 'difference',
      header: t('columns.difference'),
      align: 'right',
      cell: (row) =>
        row.difference === null ? null : (
          <Typography
            component="span"
            sx={{ fontWeight: 600, color: row.difference === 0 ? 'success.main' : 'error.main' }}
          >
            {formatRupees(row.difference)}
          </Typography>
        ),
    },
  ];

  return (
    <ReportPage
      title={t('title')}
      subtitle={t('subtitle')}
      action={
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={problem !== null || download.isPending}
          onClick={() => download.mutate(range)}
        >
          {t('csv')}
        </Button>
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="date"
          label={t('from')}
          value={range.from}
          onChange={(event) =>
            event.target.value && setRange({ ...range, from: event.target.value })
          }
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={t('to')}
          value={range.to}
          onChange={(event) => event.target.value && setRange({ ...range, to: event.target.value })}
          error={problem !== null}
          helperText={problem}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>

      <LoadFallback query={book} retryLabel={t('retry')} failed={t('errors.load')} />

      {data && (
        <>
          <OpeningCashCard opening={data.opening_cash} today={today} />
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle2" color="text.secondary">
                {t('totals')}
              </Typography>
              <Typography data-testid="day-book-totals">
                {t('totalsLine', {
                  cash: formatRupees(data.totals.receipts.cash),
                  upi: formatRupees(data.totals.receipts.upi),
                  card: formatRupees(data.totals.receipts.card),
                  refunds: formatRupees(data.totals.refunds),
                  payouts: formatRupees(data.totals.karigar_payouts),
                })}
              </Typography>
            </CardContent>
          </Card>
          <DataList
            columns={columns}
            rows={data.days}
            getRowKey={(row) => row.day}
            title={t('days')}
            ariaLabel={t('days')}
          />
          <AccountantCard range={range} />
        </>
      )}
      {counting && <CashCountDialog day={counting} onClose={() => setCounting(null)} />}
    </ReportPage>
  );
}

/** What the accountant loads: the range's Tally vouchers, and the GSTR-1 of the "to" date's month. */
function AccountantCard({ range }: { range: DayBookRange }) {
  const { t } = useTranslation('books');
  const tally = useDownloadTallyXml();
  const gstr1 = useDownloadGstr1();
  const month = range.to.slice(0, 7);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('accountant.title')}
          </Typography>
          <Typography color="text.secondary">{t('accountant.explain')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={tally.isPending}
              onClick={() => tally.mutate(range)}
            >
              {t('accountant.tally')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={gstr1.isPending}
              onClick={() => gstr1.mutate(month)}
            >
              {t('accountant.gstr1', { month })}
            </Button>
          </Stack>
          {(tally.isError || gstr1.isError) && (
            <Typography color="error">{t('errors.download')}</Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The opening cash: shown when entered, else a form to enter it once. */
function OpeningCashCard({
  opening,
  today,
}: {
  opening: { amount: number; date: string } | null;
  today: string;
}) {
  const { t, i18n } = useTranslation('books');
  const language = i18n.resolvedLanguage ?? 'en';
  const [editing, setEditing] = useState(false);
  const [amount, setAmount] = useState(opening ? String(opening.amount) : '');
  const [date, setDate] = useState(opening?.date ?? today);
  const save = useSaveOpeningCash();
  const value = amountOf(amount);

  if (opening && !editing)
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography>
          {t('opening.shown', {
            amount: formatRupees(opening.amount),
            date: formatCalendarDate(opening.date, language),
          })}
        </Typography>
        <Button size="small" onClick={() => setEditing(true)}>
          {t('opening.change')}
        </Button>
      </Box>
    );
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography>{t('opening.explain')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('opening.amount')}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={amount !== '' && value === null}
              helperText={amount !== '' && value === null ? t('errors.amount') : undefined}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              type="date"
              label={t('opening.date')}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          <Box>
            <Button
              variant="contained"
              disabled={value === null || !date || save.isPending}
              onClick={() =>
                save.mutate({ amount: value!, date }, { onSuccess: () => setEditing(false) })
              }
            >
              {t('opening.save')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Enters (or clears) the cash counted at the end of a day. */
function CashCountDialog({ day, onClose }: { day: DayBookDay; onClose: () => void }) {
  const { t, i18n } = useTranslation('books');
  const language = i18n.resolvedLanguage ?? 'en';
  const [text, setText] = useState(day.counted_cash === null ? '' : String(day.counted_cash));
  const save = useSaveCashCount();
  const value = amountOf(text);
  const send = (counted: number | null) =>
    save.mutate({ day: day.day, counted }, { onSuccess: onClose });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('count.title', { day: formatCalendarDate(day.day, language) })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {day.closing_cash !== null && (
            <Typography>
              {t('count.expected', { amount: formatRupees(day.closing_cash) })}
            </Typography>
          )}
          <TextField
            autoFocus
            label={t('count.amount')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={text !== '' && value === null}
            helperText={text !== '' && value === null ? t('errors.amount') : undefined}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          {save.isError && <Typography color="error">{t('errors.save')}</Typography>}
        </Stack>
      </DialogContent>
      <DialogActions>
        {day.counted_cash !== null && (
          <Button color="error" onClick={() => send(null)} disabled={save.isPending}>
            {t('count.clear')}
          </Button>
        )}
        <Button onClick={onClose}>{t('count.cancel')}</Button>
        <Button
          variant="contained"
          disabled={value === null || save.isPending}
          onClick={() => send(value)}
        >
          {t('count.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
