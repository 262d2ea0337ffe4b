import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { orderDetailsPath } from '@tailor/shared/app-paths';
import { todayInShopZone } from '@tailor/shared/dates';
import type { KarigarLedger, LedgerEntry, LedgerPeriod } from '@tailor/shared/karigars';
import { formatRupees } from '@tailor/shared/money';
import { DataList, type DataListColumn } from '../../../components/data-list/data-list';
import { formatCalendarDate } from '../../../components/data-list/format-calendar-date';
import { useApiErrorText } from '../../../lib/error-text';
import { useTemplateLabels } from '../../../lib/template-labels';
import { useIntentKey } from '../../../lib/use-intent-key';
import { whatsAppUrl } from '../../../lib/whatsapp-url';
import { useDownloadPaySlip } from '../api/download-pay-slip';
import { useKarigarLedger, type LedgerOwner } from '../api/get-karigar-ledger';
import { useReverseLedgerEntry } from '../api/reverse-ledger-entry';
import { LedgerSums } from './ledger-sums';
import { RetryAlert } from '../../../components/retry-alert';
import { WhatsAppButton } from '../../../components/whatsapp-button';

const PAID_KINDS: readonly LedgerEntry['kind'][] = ['payout', 'payout_reversal'];

/**
 * One karigar's period: the sums, the pay slip (download, and a WhatsApp message with the sums) and
 * every entry, oldest first. The shopkeeper may reverse a payout recorded by mistake.
 */
export function LedgerView({ owner, period }: { owner: LedgerOwner; period: LedgerPeriod }) {
  const { t, i18n } = useTranslation('karigars');
  const language = i18n.resolvedLanguage ?? 'en';
  const errorText = useApiErrorText();
  const ledger = useKarigarLedger(owner, period);
  const paySlip = useDownloadPaySlip();
  const reverse = useReverseLedgerEntry();
  const intent = useIntentKey();
  const { garment: garmentLabel } = useTemplateLabels();
  const [reversing, setReversing] = useState<LedgerEntry | null>(null);
  const data = ledger.data;
  const area = owner === 'self' ? 'employee' : 'shopkeeper';

  if (ledger.isError && !data)
    return (
      <RetryAlert onRetry={() => void ledger.refetch()} retryLabel={t('retry')}>
        {errorText(ledger.error) ?? t('errors.load')}
      </RetryAlert>
    );
  if (!data) return <Skeleton variant="rounded" height={200} />;

  const details = (entry: LedgerEntry) => {
    const what = [t(`kind.${entry.kind}`)];
    if (entry.garment) what.push(garmentLabel(entry.garment));
    if (entry.stage && entry.stage !== 'completed') what.push(t(`stage.${entry.stage}`));
    if (entry.method) what.push(t(`method.${entry.method}`));
    return what.join(' · ');
  };
  const columns: DataListColumn<LedgerEntry>[] = [
    {
      id: 'date',
      header: t('entries.date'),
      cell: (entry) => formatCalendarDate(entry.date, language),
    },
    {
      id: 'details',
      header: t('entries.details'),
      cardSlot: 'title',
      cell: (entry) => (
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {details(entry)}
        </Typography>
      ),
    },
    {
      id: 'order',
      header: t('entries.order'),
      cell: (entry) =>
        entry.order_id && entry.order_number ? (
          <Link component={RouterLink} to={orderDetailsPath(area, entry.order_id)}>
            {t('entries.orderNumber', { number: entry.order_number })}
          </Link>
        ) : null,
    },
    { id: 'note', header: t('entries.note'), cell: (entry) => entry.note },
    {
      id: 'amount',
      header: t('entries.amount'),
      align: 'right',
      cardSlot: 'badge',
      cell: (entry) => {
        // Signed as the entry moves what is owed: work adds, a payment takes away.
        const effect = PAID_KINDS.includes(entry.kind) ? -entry.amount : entry.amount;
        return (
          <Typography
            component="span"
            sx={{ fontWeight: 600, color: effect < 0 ? 'error.main' : 'success.dark' }}
          >
            {effect < 0 ? formatRupees(effect) : `+${formatRupees(effect)}`}
          </Typography>
        );
      },
    },
  ];
  const reversible = (entry: LedgerEntry) =>
    owner !== 'self' && entry.kind === 'payout' && !entry.reversed;
  if (owner !== 'self') {
    columns.push({
      id: 'actions',
      header: t('entries.actions'),
      hideOnNarrow: true,
      cell: (entry) =>
        reversible(entry) ? (
          <Button size="small" color="error" onClick={() => setReversing(entry)}>
            {t('reverse.button')}
          </Button>
        ) : entry.reversed ? (
          <Typography variant="body2" color="text.secondary">
            {t('entries.reversed')}
          </Typography>
        ) : null,
    });
  }

  const dates = t('period.dates', {
    from: formatCalendarDate(data.from, language),
    to: formatCalendarDate(data.to, language),
  });
  const shareText = paySlipText(data, dates, t);

  return (
    <Stack spacing={2}>
      <LedgerSums sums={data.sums} current={data.to >= todayInShopZone()} testId="ledger-sums" />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<PictureAsPdfOutlinedIcon />}
          loading={paySlip.isPending}
          onClick={() => paySlip.mutate({ owner, period })}
        >
          {t('paySlip.download')}
        </Button>
        <WhatsAppButton
          href={whatsAppUrl(owner === 'self' ? null : data.employee.phone, shareText)}
        >
          {t('paySlip.share')}
        </WhatsAppButton>
      </Stack>
      {paySlip.isError && (
        <Alert severity="error" role="alert">
          {errorText(paySlip.error) ?? t('errors.paySlip')}
        </Alert>
      )}
      <DataList
        columns={columns}
        rows={data.entries}
        getRowKey={(entry) => entry._id}
        title={t('entries.title')}
        emptyMessage={t('entries.empty')}
        rowActions={(entry) =>
          reversible(entry) ? (
            <Button
              size="small"
              color="error"
              onClick={() => {
                // The dialog stays mounted: each opening is a reversal of its own.
                intent.renew();
                reverse.reset();
                setReversing(entry);
              }}
            >
              {t('reverse.button')}
            </Button>
          ) : null
        }
      />
      <Dialog open={reversing !== null} onClose={() => setReversing(null)}>
        <DialogTitle>{t('reverse.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {reversing &&
              t('reverse.confirm', {
                amount: formatRupees(reversing.amount),
                date: formatCalendarDate(reversing.date, language),
              })}
          </DialogContentText>
          {reverse.isError && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {errorText(reverse.error) ?? t('errors.save')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setReversing(null)}>{t('cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            loading={reverse.isPending}
            onClick={() => {
              if (!reversing) return;
              // A failure is shown from the mutation's state; a retry carries the same key.
              void intent.send({ entryId: reversing._id }, reverse.mutateAsync)?.then(
                () => setReversing(null),
                () => undefined,
              );
            }}
          >
            {t('reverse.button')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/** The pay slip's sums as a message, to send on WhatsApp beside the PDF. */
function paySlipText(
  ledger: KarigarLedger,
  dates: string,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  const { sums } = ledger;
  return [
    t('paySlip.messageTitle', { name: ledger.employee.name, dates }),
    `${t('sums.opening')}: ${formatRupees(sums.opening)}`,
    `${t('sums.earned', { count: sums.garments })}: ${formatRupees(sums.earned)}`,
    `${t('sums.paid')}: ${formatRupees(sums.paid)}`,
    `${sums.owed < 0 ? t('sums.advance') : t('sums.owed')}: ${formatRupees(Math.abs(sums.owed))}`,
  ].join('\n');
}
