import CloudOffIcon from '@mui/icons-material/CloudOff';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { formatRupees } from '@tailor/shared/money';
import type { OrderStatus } from '@tailor/shared/orders/constants';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeText } from '../lib/error-text';
import { useOrderNumber } from '../lib/order-number';
import {
  dismissChange,
  onChangesSent,
  useOutbox,
  type OutboxEntry,
  type SentChange,
} from '../lib/outbox';
import { orderStatusLabelKey } from './order-status-chip';
import { useToast } from './toast';

/** The texts that name a waiting change, and those that say it was sent. */
const WAITING_KEYS = {
  newOrder: 'outbox.newOrder',
  status: 'outbox.status',
  payment: 'outbox.payment',
  alterationPayment: 'outbox.alterationPayment',
} as const;
const SENT_KEYS = {
  newOrder: 'outbox.sentNewOrder',
  status: 'outbox.sentStatus',
  payment: 'outbox.sentPayment',
  alterationPayment: 'outbox.sentAlterationPayment',
} as const;

/** One change in words, with the texts of `keys`. */
function entryText(
  t: TFunction,
  entry: OutboxEntry,
  formatNumber: (n: number) => string,
  keys: typeof WAITING_KEYS | typeof SENT_KEYS,
): string {
  // A new order has no number until the server gives one: it goes by its customer's name.
  if (entry.kind === 'newOrder') return t(keys.newOrder, { customer: entry.label.detail });
  const order = formatNumber(Number(entry.label.order));
  if (entry.kind === 'status') {
    return t(keys.status, {
      order,
      status: t(orderStatusLabelKey(entry.label.detail as OrderStatus)),
    });
  }
  return t(keys[entry.kind], { order, amount: formatRupees(Number(entry.label.detail)) });
}

/** What the toast says once the outbox has sent changes: the change itself when it was one. */
export function sentText(
  t: TFunction,
  sent: readonly SentChange[],
  formatNumber: (n: number) => string,
): string {
  const [only] = sent;
  if (sent.length !== 1 || !only) return t('outbox.sentMany', { count: sent.length });
  return entryText(t, only.entry, formatNumber, SENT_KEYS);
}

/**
 * An app bar button that is its icon and count on phones, where the bar has no room for the
 * sentence beside the shop name and the bell, and the sentence from a tablet up; screen readers
 * hear the sentence everywhere.
 */
function CompactLabelButton({
  icon,
  count,
  text,
  onClick,
}: {
  icon: ReactNode;
  count: number;
  text: string;
  onClick: () => void;
}) {
  return (
    <Button
      color="inherit"
      size="small"
      startIcon={icon}
      onClick={onClick}
      aria-label={text}
      sx={{
        whiteSpace: 'nowrap',
        flexShrink: 0,
        minWidth: { xs: 0, sm: 64 },
        '& .MuiButton-startIcon': { mr: { xs: 0.5, sm: 1 } },
      }}
    >
      <Box component="span" aria-hidden sx={{ display: { xs: 'inline', sm: 'none' } }}>
        {count}
      </Box>
      <Box component="span" aria-hidden sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {text}
      </Box>
    </Button>
  );
}

/**
 * The app frame's 'Offline: N changes waiting', and the changes the server refused once it could
 * be reached; a toast says when waiting changes were sent. Opens the list: what waits, in order, and each refusal worded by its error code,
 * kept until the user dismisses it.
 */
export function OutboxIndicator() {
  const { t } = useTranslation('common');
  const formatNumber = useOrderNumber();
  const changes = useOutbox();
  const [open, setOpen] = useState(false);
  const toast = useToast();
  // The latest words, so a language change does not lose a notice on its way.
  const words = useRef({ t, formatNumber });
  useEffect(() => {
    words.current = { t, formatNumber };
  }, [t, formatNumber]);
  // The label goes when the changes are sent; this says where they went.
  useEffect(
    () =>
      onChangesSent((sent) =>
        toast.show(sentText(words.current.t, sent, words.current.formatNumber), {
          severity: 'success',
        }),
      ),
    [toast],
  );
  const waiting = changes.filter((entry) => entry.state === 'waiting').length;
  const refused = changes.length - waiting;
  if (changes.length === 0) return null;

  return (
    <>
      {waiting > 0 && (
        <CompactLabelButton
          icon={<CloudOffIcon />}
          count={waiting}
          text={t('outbox.waiting', { count: waiting })}
          onClick={() => setOpen(true)}
        />
      )}
      {refused > 0 && (
        <CompactLabelButton
          icon={<ErrorOutlineIcon />}
          count={refused}
          text={t('outbox.refused', { count: refused })}
          onClick={() => setOpen(true)}
        />
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="outbox-dialog-title"
        maxWidth="sm"
        fullWidth
      >
        <DialogTitle id="outbox-dialog-title">{t('outbox.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('outbox.intro')}</DialogContentText>
          <List aria-label={t('outbox.title')}>
            {changes.map((entry) => {
              const text = entryText(t, entry, formatNumber, WAITING_KEYS);
              if (entry.state === 'waiting')
                return (
                  <ListItem key={entry.id} disableGutters>
                    <ListItemText primary={text} secondary={t('outbox.waitingState')} />
                  </ListItem>
                );
              const reason = entry.error?.code
                ? errorCodeText(t, entry.error.code, entry.error.params)
                : (entry.error?.message ?? '');
              return (
                <ListItem key={entry.id} disableGutters>
                  <Alert
                    severity="error"
                    sx={{ width: '100%' }}
                    action={
                      <Button
                        color="inherit"
                        size="small"
                        onClick={() => void dismissChange(entry.id)}
                      >
                        {t('outbox.dismiss')}
                      </Button>
                    }
                  >
                    {text}
                    <br />
                    {t('outbox.refusedState', { reason })}
                  </Alert>
                </ListItem>
              );
            })}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('actions.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
