import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayInShopZone } from '@tailor/shared/dates';
import type { KarigarSummary, LedgerPeriod } from '@tailor/shared/karigars';
import { formatRupees } from '@tailor/shared/money';
import { DataList, type DataListColumn } from '../../../components/data-list/data-list';
import { ReportPage } from '../../../components/report-page';
import { useFullScreenDialog } from '../../../components/use-full-screen-dialog';
import { useApiErrorText } from '../../../lib/error-text';
import { useKarigarSummary } from '../api/get-karigar-summary';
import { LedgerSums } from './ledger-sums';
import { LedgerView } from './ledger-view';
import { PayoutDialog, type PayoutTarget } from './payout-dialog';
import { PeriodPicker, usePeriodParam } from './period-picker';
import { RatesCard } from './rates-card';
import { RetryAlert } from '../../../components/retry-alert';

type Karigar = KarigarSummary['employees'][number];

/**
 * /app/karigars: what each karigar earned, was paid and is owed for a week, a month or chosen
 * days; a karigar's entries and pay slip; paying them; and the shop's piece rates.
 */
export function KarigarsPage() {
  const { t } = useTranslation('karigars');
  const errorText = useApiErrorText();
  const [period, setPeriod] = usePeriodParam();
  const today = todayInShopZone();
  const summary = useKarigarSummary(period);
  const data = summary.data;
  const [open, setOpen] = useState<Karigar | null>(null);
  const [paying, setPaying] = useState<PayoutTarget | null>(null);

  const pay = (karigar: Karigar) => setPaying({ employeeId: karigar._id, name: karigar.name });
  const owedCell = (karigar: Karigar) => (
    <Typography
      component="span"
      sx={{ fontWeight: 700, color: karigar.sums.owed < 0 ? 'warning.dark' : 'text.primary' }}
    >
      {karigar.sums.owed < 0
        ? t('summary.advance', { amount: formatRupees(-karigar.sums.owed) })
        : formatRupees(karigar.sums.owed)}
    </Typography>
  );
  const columns: DataListColumn<Karigar>[] = [
    {
      id: 'name',
      header: t('summary.karigar'),
      cardSlot: 'title',
      cell: (karigar) => (
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {karigar.active ? karigar.name : t('summary.inactive', { name: karigar.name })}
        </Typography>
      ),
    },
    {
      id: 'garments',
      header: t('summary.garments'),
      align: 'right',
      cell: (karigar) => String(karigar.sums.garments),
    },
    {
      id: 'earned',
      header: t('summary.earned'),
      align: 'right',
      cell: (karigar) => formatRupees(karigar.sums.earned),
    },
    {
      id: 'paid',
      header: t('summary.paid'),
      align: 'right',
      cell: (karigar) => formatRupees(karigar.sums.paid),
    },
    { id: 'owed', header: t('summary.owed'), align: 'right', cardSlot: 'badge', cell: owedCell },
    {
      id: 'actions',
      header: t('summary.actions'),
      hideOnNarrow: true,
      cell: (karigar) => <KarigarActions karigar={karigar} onOpen={setOpen} onPay={pay} />,
    },
  ];

  return (
    <ReportPage title={t('title')} subtitle={t('subtitle')}>
      <PeriodPicker period={period} onChange={setPeriod} />

      {summary.isError && !data && (
        <RetryAlert onRetry={() => void summary.refetch()} retryLabel={t('retry')}>
          {errorText(summary.error) ?? t('errors.load')}
        </RetryAlert>
      )}
      {!data && !summary.isError && <Skeleton variant="rounded" height={160} />}
      {data && (
        <>
          <LedgerSums sums={data.totals} current={period.to >= today} testId="shop-sums" />
          <DataList
            columns={columns}
            rows={data.employees}
            getRowKey={(karigar) => karigar._id}
            title={t('summary.title')}
            emptyMessage={t('summary.empty')}
            rowActions={(karigar) => (
              <KarigarActions karigar={karigar} onOpen={setOpen} onPay={pay} />
            )}
          />
          <RatesCard karigars={data.employees} />
        </>
      )}

      {open && (
        <KarigarLedgerDialog
          karigar={open}
          period={period}
          onClose={() => setOpen(null)}
          onPay={() => pay(open)}
        />
      )}
      {paying && <PayoutDialog target={paying} onClose={() => setPaying(null)} />}
    </ReportPage>
  );
}

function KarigarActions({
  karigar,
  onOpen,
  onPay,
}: {
  karigar: Karigar;
  onOpen: (karigar: Karigar) => void;
  onPay: (karigar: Karigar) => void;
}) {
  const { t } = useTranslation('karigars');
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => onOpen(karigar)}
        aria-label={t('summary.entriesOf', { name: karigar.name })}
      >
        {t('summary.entries')}
      </Button>
      <Button
        size="small"
        variant="contained"
        onClick={() => onPay(karigar)}
        aria-label={t('summary.payName', { name: karigar.name })}
      >
        {t('summary.pay')}
      </Button>
    </Stack>
  );
}

function KarigarLedgerDialog({
  karigar,
  period,
  onClose,
  onPay,
}: {
  karigar: Karigar;
  period: LedgerPeriod;
  onClose: () => void;
  onPay: () => void;
}) {
  const { t } = useTranslation('karigars');
  const fullScreen = useFullScreenDialog();
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md">
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <span style={{ flex: 1 }}>{t('ledgerOf', { name: karigar.name })}</span>
        <Button variant="contained" size="small" onClick={onPay}>
          {t('summary.pay')}
        </Button>
        <IconButton aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <LedgerView owner={{ employeeId: karigar._id }} period={period} />
      </DialogContent>
    </Dialog>
  );
}
