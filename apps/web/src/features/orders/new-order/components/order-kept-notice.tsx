import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { orderDetailsPath, type AppArea } from '@tailor/shared/app-paths';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useOrderNumber } from '../../../../lib/order-number';
import { useOutbox, useSentChanges } from '../../../../lib/outbox';

/** The part of POST /create_order's answer the notice names. */
function sentOrder(answer: unknown): { _id: string; order_number: number } | null {
  if (!answer || typeof answer !== 'object') return null;
  const { _id, order_number } = answer as { _id?: unknown; order_number?: unknown };
  return typeof _id === 'string' && typeof order_number === 'number' ? { _id, order_number } : null;
}

/**
 * What became of an order the outbox kept (its Idempotency-Key names it): saved on this phone to
 * be sent, then sent (with its number and a way to it), or not accepted by the server. The
 * screen stays true however long it is left open.
 */
export function OrderKeptNotice({
  customer,
  idempotencyKey,
  area,
  onTakeAnother,
}: {
  customer: string;
  idempotencyKey: string;
  area: AppArea;
  onTakeAnother: () => void;
}) {
  const { t } = useTranslation('common');
  const orderNumber = useOrderNumber();
  const sent = useSentChanges().find((change) => change.entry.idempotencyKey === idempotencyKey);
  const refused = useOutbox().some(
    (entry) => entry.idempotencyKey === idempotencyKey && entry.state === 'refused',
  );
  const order = sent ? sentOrder(sent.answer) : null;

  return (
    <>
      {sent ? (
        <Alert severity="success" data-testid="order-kept-offline">
          <AlertTitle>{t('outbox.orderSentTitle')}</AlertTitle>
          {order
            ? t('outbox.orderSent', { customer, number: orderNumber(order.order_number) })
            : t('outbox.orderSentNoNumber', { customer })}
        </Alert>
      ) : refused ? (
        <Alert severity="error" data-testid="order-kept-offline">
          <AlertTitle>{t('outbox.orderRefusedTitle')}</AlertTitle>
          {t('outbox.orderRefused', { customer })}
        </Alert>
      ) : (
        <Alert severity="success" data-testid="order-kept-offline">
          <AlertTitle>{t('outbox.orderKeptTitle')}</AlertTitle>
          {t('outbox.orderKept', { customer })}
        </Alert>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onTakeAnother}>
          {t('outbox.takeAnother')}
        </Button>
        {order && (
          <Button variant="outlined" component={RouterLink} to={orderDetailsPath(area, order._id)}>
            {t('outbox.openOrder')}
          </Button>
        )}
      </Stack>
    </>
  );
}
