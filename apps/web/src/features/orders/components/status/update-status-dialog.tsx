import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_TOAST_MS, type Role } from '@tailor/shared/constants';
import { todayInShopZone } from '@tailor/shared/dates';
import { formatRupees } from '@tailor/shared/money';
import { canChooseStatus, expectedDateError } from '@tailor/shared/orders/rules';
import { USER_SELECTABLE_STATUSES, type SelectableStatus } from '@tailor/shared/orders/constants';
import { type OrderDetail } from '@tailor/shared/orders/responses';
import { pricedOrder, type MemberOrder } from '@tailor/shared/price-visibility';
import { DateLocalization } from '../../../../components/date-localization';
import { DueDateLoad } from '../../../capacity';
import { useToast } from '../../../../components/toast';
import { FormDialog } from '../../../../components/form-dialog';
import { useUpdateOrderStatus } from '../../api/update-order-status';
import { isKept } from '../../lib/order-details-cache';
import { paymentBeforeStatus, type PaymentBeforeStatus } from '../../lib/status-delivered-flow';
import { businessDatePickerWindow } from '../../../../lib/business-dates';
import { errorCodeText } from '../../../../lib/error-text';
import { statusUpdateErrorText } from '../../lib/status-error-text';
import { statusFormError, type StatusFormErrorKey } from '../../lib/status-form-error';
import { CollectPaymentDialog } from '../payments/collect-payment-dialog';
import { FinalPaymentDialog } from '../payments/final-payment-dialog';
import { ORDER_STATUS_COLORS, orderStatusLabelKey } from '../../../../components/order-status-chip';
import { useOrderNumber } from '../../../../lib/order-number';

/** Typed day first like the order form's dates; sent as 'YYYY-MM-DD'. */
const DISPLAY_FORMAT = 'DD/MM/YYYY';
const ISO_FORMAT = 'YYYY-MM-DD';

type ExpectedDateErrorKey = 'expectedDatePast' | 'expectedDateIncomplete';

/**
 * The delay's new date as 'YYYY-MM-DD', null when left empty, or the reason it cannot be sent.
 * `typed` is the field's text: a date typed in part leaves the value empty but its digits there.
 */
function expectedDateOf(
  value: Dayjs | null,
  typed: string,
  today: string,
): { iso: string | null } | { error: ExpectedDateErrorKey } {
  if (!value) return /\d/.test(typed) ? { error: 'expectedDateIncomplete' } : { iso: null };
  if (!value.isValid()) return { error: 'expectedDateIncomplete' };
  const iso = value.format(ISO_FORMAT);
  return expectedDateError(iso, today) ? { error: 'expectedDatePast' } : { iso };
}

const STATUS_ICONS: Record<SelectableStatus, ReactElement> = {
  'In Process': <HourglassBottomIcon />,
  Completed: <CheckCircleOutlineIcon />,
  Delayed: <ReportProblemOutlinedIcon />,
  Delivered: <LocalShippingOutlinedIcon />,
};

export interface UpdateStatusDialogProps {
  /** Its money is null for staff who may not see prices (they never choose Delivered). */
  order: MemberOrder;
  role: Role;
  onClose: () => void;
  /** The order as the server answered the change. */
  onUpdated: (order: MemberOrder) => void;
  /** The shop's UPI payee (the order's detail), for the QR code when the balance is paid by UPI. */
  upiPayee?: OrderDetail['upi_payee'];
}

/**
 * Update order status: In Process, Completed, Delayed (with a reason for the
 * customer and, if known, the new date they can expect the order, never before today) or
 * Delivered, which employees see disabled as 'Shopkeeper Only'. A shopkeeper's Delivered first goes
 * through the payment modals the order needs (final amount of an alteration order, then the unpaid
 * balance), and only then is the status sent. Mount it to open it.
 */
export function UpdateStatusDialog({
  order,
  role,
  onClose,
  onUpdated,
  upiPayee = null,
}: UpdateStatusDialogProps) {
  const { t } = useTranslation('orderDetails');
  const orderNumber = useOrderNumber();
  const toast = useToast();
  const choicesLabelId = useId();
  const update = useUpdateOrderStatus();
  const [status, setStatus] = useState<SelectableStatus | ''>('');
  const [delayNote, setDelayNote] = useState(order.delay_note ?? '');
  const [expectedDate, setExpectedDate] = useState<Dayjs | null>(() =>
    order.expected_date ? dayjs(order.expected_date) : null,
  );
  const [dateError, setDateError] = useState<ExpectedDateErrorKey | null>(null);
  const expectedInput = useRef<HTMLInputElement>(null);
  const today = todayInShopZone();
  const [formError, setFormError] = useState<StatusFormErrorKey | null>(null);
  const [payment, setPayment] = useState<PaymentBeforeStatus | null>(null);
  // The order as the payment modals left it: the next step of the Delivered flow depends on it.
  const [paidOrder, setPaidOrder] = useState<MemberOrder | null>(null);
  const current = paidOrder ?? order;
  const priced = pricedOrder(current);

  const sendStatus = async (chosen: SelectableStatus, expected: string | null = null) => {
    try {
      const updated = await update.mutateAsync({
        order_id: current._id,
        status: chosen,
        delay_note: chosen === 'Delayed' ? delayNote.trim() : null,
        ...(chosen === 'Delayed' ? { expected_date: expected } : {}),
      });
      const statusLabel = t(orderStatusLabelKey(updated.status));
      if (isKept(updated))
        toast.show(
          `${t('statusDialog.kept', { status: statusLabel })}. ${t('offline.keptDetail')}`,
          { severity: 'info' },
        );
      else
        toast.show(t('statusDialog.success', { status: statusLabel }), {
          severity: 'success',
          durationMs: STATUS_TOAST_MS,
        });
      onUpdated(updated);
      onClose();
    } catch (error) {
      const text = statusUpdateErrorText(error);
      toast.show(
        'code' in text
          ? errorCodeText(t, text.code, text.params)
          : t(`statusDialog.errors.${text.key}`),
        {
          severity: 'error',
          durationMs: STATUS_TOAST_MS,
        },
      );
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const problem = statusFormError({ status, orderId: current._id, delayNote, role });
    setFormError(problem);
    const expected =
      status === 'Delayed'
        ? expectedDateOf(expectedDate, expectedInput.current?.value ?? '', today)
        : { iso: null };
    setDateError('error' in expected ? expected.error : null);
    if (problem || !status || 'error' in expected) return;
    if (status === 'Delayed') {
      void sendStatus(status, expected.iso);
      return;
    }
    const before = paymentBeforeStatus(role, status, current.order);
    if (before) {
      setPayment(before);
      return;
    }
    void sendStatus(status);
  };

  const onPaymentCompleted = (updated: MemberOrder) => {
    setPaidOrder(updated);
    const next = status ? paymentBeforeStatus(role, status, updated.order) : null;
    setPayment(next);
    if (!next && status) void sendStatus(status);
  };

  const pendingPayment = status ? paymentBeforeStatus(role, status, current.order) : null;
  const statusError = formError && formError !== 'delayReason' ? formError : null;

  return (
    <>
      <FormDialog
        title={t('statusDialog.title')}
        subtitle={t('statusDialog.subtitle', {
          number: orderNumber(current.order_number),
          status: t(orderStatusLabelKey(current.status)),
        })}
        testId="update-status-dialog"
        submitting={update.isPending}
        onClose={onClose}
        onSubmit={onSubmit}
        cancelLabel={t('statusDialog.cancel')}
        submitLabel={
          update.isPending
            ? t('statusDialog.submitting')
            : pendingPayment
              ? t('statusDialog.continueToPayment')
              : t('statusDialog.submit')
        }
        contentProps={{ sx: { pt: '16px !important' } }}
      >
        <FormControl error={statusError !== null} fullWidth>
          <FormLabel id={choicesLabelId} sx={{ mb: 1 }}>
            {t('statusDialog.choices')}
          </FormLabel>
          <RadioGroup
            aria-labelledby={choicesLabelId}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as SelectableStatus);
              setFormError(null);
            }}
            sx={{ gap: 1 }}
          >
            {USER_SELECTABLE_STATUSES.map((choice) => {
              const allowed = canChooseStatus(role, choice);
              const selected = status === choice;
              return (
                <Box
                  key={choice}
                  component="label"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    pr: 1.5,
                    border: 1,
                    borderRadius: 2,
                    borderColor: selected ? `${ORDER_STATUS_COLORS[choice]}.main` : 'divider',
                    bgcolor: selected ? 'action.selected' : 'transparent',
                    cursor: allowed ? 'pointer' : 'not-allowed',
                    opacity: allowed ? 1 : 0.6,
                  }}
                >
                  <Radio value={choice} disabled={!allowed} />
                  <Box
                    sx={{
                      color: allowed ? `${ORDER_STATUS_COLORS[choice]}.main` : 'text.disabled',
                      display: 'flex',
                    }}
                    aria-hidden
                  >
                    {STATUS_ICONS[choice]}
                  </Box>
                  <Typography sx={{ flexGrow: 1, fontWeight: 500 }}>
                    {t(orderStatusLabelKey(choice))}
                  </Typography>
                  {choice === current.status && (
                    <Chip size="small" variant="outlined" label={t('statusDialog.current')} />
                  )}
                  {!allowed && (
                    <Chip
                      size="small"
                      icon={<LockOutlinedIcon />}
                      label={t('statusDialog.shopkeeperOnly')}
                      data-testid="shopkeeper-only"
                    />
                  )}
                </Box>
              );
            })}
          </RadioGroup>
          {statusError && (
            <FormHelperText role="alert">{t(`statusDialog.errors.${statusError}`)}</FormHelperText>
          )}
        </FormControl>

        {status === 'Delayed' && (
          <TextField
            label={t('statusDialog.delayReason')}
            value={delayNote}
            onChange={(event) => {
              setDelayNote(event.target.value);
              if (formError === 'delayReason') setFormError(null);
            }}
            error={formError === 'delayReason'}
            helperText={
              formError === 'delayReason'
                ? t('statusDialog.errors.delayReason')
                : t('statusDialog.delayReasonHint')
            }
            required
            multiline
            minRows={2}
            autoFocus
            sx={{ mt: 2.5 }}
          />
        )}

        {status === 'Delayed' && (
          <Box sx={{ mt: 2.5 }}>
            <DateLocalization>
              <DatePicker
                label={t('statusDialog.expectedDate')}
                value={expectedDate}
                inputRef={expectedInput}
                format={DISPLAY_FORMAT}
                minDate={dayjs(today)}
                maxDate={dayjs(businessDatePickerWindow(today).max)}
                onChange={(next) => {
                  setExpectedDate(next);
                  if (dateError) setDateError(null);
                }}
                slotProps={{
                  openPickerButton: { 'aria-label': t('statusDialog.chooseExpectedDate') },
                  textField: {
                    fullWidth: true,
                    error: dateError !== null,
                    helperText: dateError
                      ? t(`statusDialog.errors.${dateError}`)
                      : t('statusDialog.expectedDateHint'),
                  },
                }}
              />
            </DateLocalization>
            <Box sx={{ mt: 1.5 }}>
              <DueDateLoad
                value={
                  expectedDate && expectedDate.isValid() ? expectedDate.format(ISO_FORMAT) : ''
                }
                onPick={(date) => {
                  setExpectedDate(dayjs(date));
                  if (dateError) setDateError(null);
                }}
                // Until made, its garments already count on the day it is due (or expected).
                own={
                  current.status === 'Completed'
                    ? undefined
                    : {
                        date: current.expected_date ?? current.order.dueDate,
                        garments: current.order.products.length,
                      }
                }
              />
            </Box>
          </Box>
        )}

        {pendingPayment && (
          <Alert severity="info" sx={{ mt: 2.5 }}>
            {pendingPayment === 'collect-payment'
              ? t('statusDialog.collectFirst', {
                  amount: formatRupees(priced?.order.remainingAmount ?? 0),
                })
              : t('statusDialog.finalFirst')}
          </Alert>
        )}
      </FormDialog>

      {payment === 'collect-payment' && priced && (
        <CollectPaymentDialog
          order={priced}
          upiPayee={upiPayee}
          onCancel={() => setPayment(null)}
          onCompleted={onPaymentCompleted}
        />
      )}
      {payment === 'final-payment' && priced && (
        <FinalPaymentDialog
          order={priced}
          onCancel={() => setPayment(null)}
          onCompleted={onPaymentCompleted}
        />
      )}
    </>
  );
}
