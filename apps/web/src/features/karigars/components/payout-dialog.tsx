import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayInShopZone } from '@tailor/shared/dates';
import { LEDGER_NOTE_MAX, type PayoutMethod } from '@tailor/shared/karigars-rules';
import { formatRupees, MAX_RUPEE_AMOUNT, parseRupeeInput } from '@tailor/shared/money';
import { DateLocalization } from '../../../components/date-localization';
import { useFullScreenDialog } from '../../../components/use-full-screen-dialog';
import { useApiErrorText } from '../../../lib/error-text';
import { useIntentKey } from '../../../lib/use-intent-key';
import { useKarigarLedger } from '../api/get-karigar-ledger';
import { useRecordPayout } from '../api/record-payout';
import { IsoDateField } from '../../../components/iso-date-field';

export interface PayoutTarget {
  employeeId: string;
  name: string;
}

/**
 * Pay a karigar: the amount (what is owed now, to start with), cash or UPI, the day and a note.
 * More than is owed is allowed and said to be an advance. What is owed now is read afresh, as the
 * page may show a past period.
 */
export function PayoutDialog({ target, onClose }: { target: PayoutTarget; onClose: () => void }) {
  const { t } = useTranslation('karigars');
  const fullScreen = useFullScreenDialog();
  const today = todayInShopZone();
  const current = useKarigarLedger({ employeeId: target.employeeId }, { from: today, to: today });
  const owed = current.data?.sums.owed;
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="xs">
      <DialogTitle>{t('payout.title', { name: target.name })}</DialogTitle>
      {owed === undefined ? (
        <DialogContent>
          {current.isError && !current.data ? (
            <Alert severity="error">{t('errors.load')}</Alert>
          ) : (
            <Skeleton variant="rounded" height={240} />
          )}
        </DialogContent>
      ) : (
        <PayoutForm employeeId={target.employeeId} owed={owed} today={today} onClose={onClose} />
      )}
    </Dialog>
  );
}

function PayoutForm({
  employeeId,
  owed,
  today,
  onClose,
}: {
  employeeId: string;
  owed: number;
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('karigars');
  const errorText = useApiErrorText();
  const target = { employeeId, owed };
  const [amount, setAmount] = useState(owed > 0 ? String(owed) : '');
  const [method, setMethod] = useState<PayoutMethod>('cash');
  const [date, setDate] = useState(today);
  const [note, setNote] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const payout = useRecordPayout();
  // Mounted with the dialog's form, so each opening of the dialog is a payout of its own.
  const intent = useIntentKey();

  const rupees = parseRupeeInput(amount);
  const amountError =
    rupees === null
      ? t('payout.amountInvalid')
      : rupees <= 0
        ? t('payout.amountAboveZero')
        : rupees > MAX_RUPEE_AMOUNT
          ? t('payout.amountInvalid')
          : null;
  const dateError = !date ? t('payout.dateInvalid') : date > today ? t('payout.dateFuture') : null;
  const noteError = note.trim().length > LEDGER_NOTE_MAX ? t('payout.noteTooLong') : null;
  const advance = rupees !== null && rupees > Math.max(target.owed, 0);

  const save = () => {
    setSubmitted(true);
    if (amountError || dateError || noteError || rupees === null) return;
    const paying = intent.send(
      {
        employeeId: target.employeeId,
        payout: { amount: rupees, method, date, note: note.trim() || null },
      },
      payout.mutateAsync,
    );
    // A failure is shown from the mutation's state, and the same payout may be tried again.
    void paying?.then(onClose, () => undefined);
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary">
            {target.owed < 0
              ? t('payout.advanceNow', { amount: formatRupees(-target.owed) })
              : t('payout.owedNow', { amount: formatRupees(target.owed) })}
          </Typography>
          <TextField
            label={t('payout.amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            inputMode="decimal"
            autoFocus
            error={submitted && Boolean(amountError)}
            helperText={
              (submitted && amountError) || (advance ? t('payout.advanceHint') : undefined)
            }
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
              htmlInput: { inputMode: 'decimal' },
            }}
          />
          <ToggleButtonGroup
            value={method}
            exclusive
            color="primary"
            aria-label={t('payout.method')}
            onChange={(_event, next: PayoutMethod | null) => next && setMethod(next)}
          >
            {(['cash', 'upi'] as const).map((option) => (
              <ToggleButton key={option} value={option} sx={{ px: 3, fontWeight: 600 }}>
                {t(`method.${option}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <DateLocalization>
            <IsoDateField
              label={t('payout.date')}
              value={date}
              onChange={setDate}
              maxDate={today}
              error={submitted && Boolean(dateError)}
              helperText={(submitted && dateError) || undefined}
            />
          </DateLocalization>
          <TextField
            label={t('payout.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={Boolean(noteError)}
            helperText={noteError ?? undefined}
          />
          {payout.isError && (
            <Alert severity="error" role="alert">
              {errorText(payout.error) ?? t('errors.save')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" loading={payout.isPending} onClick={save}>
          {t('payout.save')}
        </Button>
      </DialogActions>
    </>
  );
}
