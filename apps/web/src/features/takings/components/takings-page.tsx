import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PAYMENT_TYPES, type PaymentType } from '@tailor/shared/orders/constants';
import { formatRupees } from '@tailor/shared/money';
import type { Takings, TakingsFlow } from '@tailor/shared/takings';
import { DataList, type DataListColumn } from '../../../components/data-list/data-list';
import { FilterChips } from '../../../components/filter-chips';
import { DateRangePicker, useDateRangeParam } from '../../../components/date-range-picker';
import { formatCalendarDate } from '../../../components/data-list/format-calendar-date';
import { HeadlineCard } from '../../../components/headline-card';
import { LoadFallback } from '../../../components/load-fallback';
import { ReportPage } from '../../../components/report-page';
import { WhatsAppButton } from '../../../components/whatsapp-button';
import { useShopName } from '../../../components/use-shop-name';
import { orderDetailsPath } from '@tailor/shared/app-paths';
import { useTakings } from '../api/get-takings';
import { presetOf, presetRange, rangeProblem } from '../lib/takings-range';
import { whatsAppUrl } from '../../../lib/whatsapp-url';
import { takingsSummaryText } from '../lib/takings-summary';
import { entryTime } from '../lib/entry-time';

type Entry = Takings['entries'][number];

/**
 * /app/takings: closing the day. The money received (and refunded) today, yesterday or on chosen
 * days, by method and by who took it, with every payment listed and a summary to share.
 */
export function TakingsPage() {
  const { t, i18n } = useTranslation('takings');
  const language = i18n.resolvedLanguage ?? 'en';
  const navigate = useNavigate();
  const shopName = useShopName();
  const [range, setRange] = useDateRangeParam(() => presetRange('today'));
  const [params, setParams] = useSearchParams();
  const method = methodOf(params.get('method'));
  const takings = useTakings({ ...range, ...(method ? { method } : {}) });
  const data = takings.data;

  const dates =
    range.from === range.to
      ? formatCalendarDate(range.from, language)
      : t('dates', {
          from: formatCalendarDate(range.from, language),
          to: formatCalendarDate(range.to, language),
        });
  const oneDay = range.from === range.to;

  const columns: DataListColumn<Entry>[] = [
    {
      id: 'time',
      header: t('entries.time'),
      cell: (row) => entryTime(row.at, { timeZone: data?.time_zone, language, withDate: !oneDay }),
    },
    {
      id: 'order',
      header: t('entries.order'),
      cardSlot: 'title',
      cell: (row) => (
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {t('entries.orderNumber', { number: row.order_number })}
        </Typography>
      ),
    },
    { id: 'customer', header: t('entries.customer'), cell: (row) => row.customer_name },
    { id: 'kind', header: t('entries.kind'), cell: (row) => t(`kind.${row.kind}`) },
    {
      id: 'method',
      header: t('entries.method'),
      // A UPI payment with the reference its link carried, to find it in the shop's UPI statement.
      cell: (row) =>
        row.upi_reference
          ? t('entries.upiWithReference', { reference: row.upi_reference })
          : t(`method.${row.method}`),
    },
    {
      id: 'who',
      header: t('entries.who'),
      cell: (row) => row.recorded_by_name ?? t('unknownPerson'),
    },
    {
      id: 'amount',
      header: t('entries.amount'),
      align: 'right',
      cardSlot: 'badge',
      cell: (row) =>
        row.kind === 'refund' ? (
          <Typography component="span" sx={{ color: 'error.main', fontWeight: 600 }}>
            {formatRupees(-row.amount)}
          </Typography>
        ) : (
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {formatRupees(row.amount)}
          </Typography>
        ),
    },
  ];

  return (
    <ReportPage
      title={t('title')}
      subtitle={t('subtitle')}
      action={
        data && (
          <WhatsAppButton
            href={whatsAppUrl(null, takingsSummaryText({ takings: data, shopName, dates, t }))}
          >
            {t('share.button')}
          </WhatsAppButton>
        )
      }
    >
      <DateRangePicker
        range={range}
        onChange={setRange}
        presets={['today', 'yesterday'] as const}
        custom="range"
        rangeOf={(preset) => presetRange(preset)}
        presetOf={(days) => presetOf(days)}
        problemOf={rangeProblem}
        problemText={(problem) =>
          problem === 'endBeforeStart' || problem === 'tooLong' ? t(`errors.${problem}`) : null
        }
        label={t('period.label')}
        optionLabel={(option) => t(`period.${option}`)}
        fromLabel={t('from')}
        toLabel={t('to')}
        dates={dates}
      />

      <LoadFallback query={takings} retryLabel={t('retry')} failed={t('errors.load')} />

      {data && (
        <>
          <Grid container spacing={{ xs: 2, md: 3 }}>
            <Grid size={{ xs: 12, md: 4 }}>
              <HeadlineCard
                titleId="takings-total-title"
                title={t('net')}
                figure={formatRupees(data.total.net)}
                figureTestId="takings-net"
                fullHeight
              >
                <Typography>{t('payments', { count: data.total.count })}</Typography>
                <Typography>
                  {t('receivedAmount', { amount: formatRupees(data.total.received) })}
                  {data.total.refunded > 0 &&
                    ` · ${t('refundedAmount', { amount: formatRupees(data.total.refunded) })}`}
                </Typography>
              </HeadlineCard>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <FigureCard id="takings-by-method" title={t('byMethod')}>
                {data.by_method.map((m) => (
                  <FlowRow key={m.method} label={t(`method.${m.method}`)} flow={m} />
                ))}
              </FigureCard>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <FigureCard id="takings-by-person" title={t('byPerson')}>
                {data.by_person.length === 0 ? (
                  <Typography color="text.secondary">{t('nobody')}</Typography>
                ) : (
                  data.by_person.map((p) => (
                    <FlowRow
                      key={p.user_id ?? 'unknown'}
                      label={p.name ?? t('unknownPerson')}
                      flow={p}
                    />
                  ))
                )}
              </FigureCard>
            </Grid>
          </Grid>

          <MethodChips
            value={method}
            onChange={(next) =>
              setParams(
                (prev) => {
                  const updated = new URLSearchParams(prev);
                  if (next) updated.set('method', next);
                  else updated.delete('method');
                  return updated;
                },
                { replace: true },
              )
            }
          />
          <DataList
            columns={columns}
            rows={data.entries}
            getRowKey={(row) => row._id}
            title={t('entries.title')}
            ariaLabel={t('entries.title')}
            onRowClick={(row) => void navigate(orderDetailsPath('shopkeeper', row.order_id))}
            getRowLabel={(row) =>
              t('entries.open', { number: row.order_number, name: row.customer_name })
            }
            emptyMessage={
              method ? t('entries.emptyFor', { method: t(`method.${method}`) }) : t('entries.empty')
            }
            note={data.entries_truncated && t('entries.truncated', { count: data.entries.length })}
          />
        </>
      )}
    </ReportPage>
  );
}

function FigureCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={`${id}-title`} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** One line: the label and its net amount, with what was refunded under it when anything was. */
function FlowRow({ label, flow }: { label: string; flow: TakingsFlow }) {
  const { t } = useTranslation('takings');
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Box component="dt" sx={{ minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{label}</Typography>
        <Typography variant="caption" color="text.secondary">
          {t('payments', { count: flow.count })}
          {flow.refunded > 0 &&
            ` · ${t('refundedAmount', { amount: formatRupees(flow.refunded) })}`}
        </Typography>
      </Box>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, whiteSpace: 'nowrap' }}>
        {formatRupees(flow.net)}
      </Typography>
    </Stack>
  );
}

const methodOf = (value: string | null): PaymentType | undefined =>
  PAYMENT_TYPES.find((method) => method === value);

/** Which payments the list shows: all of them, or one method's (?method=, kept in the address). */
function MethodChips({
  value,
  onChange,
}: {
  value: PaymentType | undefined;
  onChange: (method: PaymentType | undefined) => void;
}) {
  const { t } = useTranslation('takings');
  return (
    <FilterChips
      label={t('entries.filter')}
      allLabel={t('entries.all')}
      choices={PAYMENT_TYPES.map((method) => ({ value: method, label: t(`method.${method}`) }))}
      value={value}
      onChange={onChange}
    />
  );
}
