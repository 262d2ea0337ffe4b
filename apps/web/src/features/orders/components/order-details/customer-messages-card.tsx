import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOP_TIME_ZONE } from '@tailor/shared/constants';
import type { OrderCustomerMessage, OrderCustomerMessages } from '@tailor/shared/customer-messages';
import { isoDateInZone, monthShortName, formatTimeOfDay } from '@tailor/shared/dates';
import { useOrderMessages } from '../../api/get-order-messages';
import { useResolveOrderMessage } from '../../api/resolve-order-message';
import { useApiErrorText } from '../../../../lib/error-text';
import { WhatsAppButton } from '../../../../components/whatsapp-button';
import { DetailCard } from './detail-card';

type Gateway = OrderCustomerMessages['gateway'];

/** '27 Nov, 10:31 am' on the shop's clock: the year goes without saying for an order's messages. */
function dayAndTime(iso: string, language: string): string {
  const day = isoDateInZone(new Date(iso), SHOP_TIME_ZONE);
  const month = monthShortName(Number(day.slice(5, 7)), language);
  return `${day.slice(8, 10)} ${month}, ${formatTimeOfDay(iso, { language, timeZone: SHOP_TIME_ZONE })}`;
}

/** What became of a message, in a word or a few, and the chip's colour for it. */
function stateChip(
  message: OrderCustomerMessage,
  gateway: Gateway,
  t: TFunction<'orderDetails'>,
  language: string,
  now: Date,
): { label: string; color: NonNullable<ChipProps['color']> } {
  switch (message.state) {
    case 'sent':
      return {
        label: !message.sent_at
          ? t('messages.state.sent')
          : message.sent_by
            ? t('messages.state.sentBy', {
                name: message.sent_by,
                when: dayAndTime(message.sent_at, language),
              })
            : t('messages.state.sentAt', { when: dayAndTime(message.sent_at, language) }),
        color: 'success',
      };
    case 'failed':
      return {
        label: message.last_error
          ? t('messages.state.failedBecause', { reason: message.last_error })
          : t('messages.state.failed'),
        color: 'error',
      };
    case 'unknown':
      return { label: t('messages.state.unknown'), color: 'warning' };
    case 'skipped':
      return { label: t('messages.state.skipped'), color: 'default' };
    case 'sending':
      return { label: t('messages.state.sending'), color: 'info' };
    case 'queued': {
      // Without a gateway nothing goes out by itself: the staff send it with the button.
      if (gateway === 'none') return { label: t('messages.state.notSent'), color: 'warning' };
      const at = message.scheduled_for ? new Date(message.scheduled_for) : null;
      if (!at || at.getTime() <= now.getTime())
        return { label: t('messages.state.waiting'), color: 'info' };
      const sameDay = isoDateInZone(at, SHOP_TIME_ZONE) === isoDateInZone(now, SHOP_TIME_ZONE);
      return {
        label: sameDay
          ? t('messages.state.goesOutAt', {
              time: formatTimeOfDay(at.toISOString(), { language, timeZone: SHOP_TIME_ZONE }),
            })
          : t('messages.state.goesOutOn', { when: dayAndTime(at.toISOString(), language) }),
        color: 'info',
      };
    }
  }
}

/** Whether the staff should be offered to send it from their own phone. */
/** The ways to settle a message whose sending is not known. */
const RESOLVE_LABELS = {
  mark_sent: 'messages.markSent',
  send_again: 'messages.sendAgain',
} as const;

function sendByHand(message: OrderCustomerMessage, gateway: Gateway): boolean {
  if (message.state === 'failed' || message.state === 'unknown') return true;
  // A message already sent is not offered again: that is how customers got it twice.
  return gateway === 'none' && message.state === 'queued';
}

/**
 * The order's messages to its customer (order taken, trial reminder, ready, balance due, not
 * collected, delivered), oldest first: what was sent when, what waits for the morning, what
 * failed. Without a gateway, or when one failed, each can be sent by hand on WhatsApp with its
 * words filled in; after the tap the card asks whether it was sent, and a yes records it as sent by
 * the signed-in person, so nobody sends it twice. A message the gateway may or may not have sent is never sent again by itself:
 * the staff check with the customer, then mark it sent or send it again. Shown only to those who
 * may see prices: the messages name amounts.
 */
export function CustomerMessagesCard({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation('orderDetails');
  const language = i18n.resolvedLanguage ?? 'en';
  const query = useOrderMessages(orderId);
  const resolve = useResolveOrderMessage(orderId);
  const errorText = useApiErrorText();
  // The message whose WhatsApp link was just opened: WhatsApp cannot tell whether it was sent, so
  // the staff say so, and it is recorded as sent by them only when they do.
  const [asking, setAsking] = useState<string | null>(null);
  const now = new Date();

  return (
    <DetailCard
      id="customer-messages-card"
      title={t('messages.title')}
      icon={<ForumOutlinedIcon />}
    >
      {query.isPending ? (
        <Stack spacing={1.5} aria-hidden>
          <Skeleton variant="rounded" height={44} />
        </Stack>
      ) : query.isError && !query.data ? (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {t('messages.loadFailed')}
          </Typography>
          <Button size="small" onClick={() => void query.refetch()}>
            {t('tryAgain')}
          </Button>
        </Stack>
      ) : query.data.messages.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('messages.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {query.data.messages.map((message) => {
            const chip = stateChip(message, query.data.gateway, t, language, now);
            const name = t(`messages.kinds.${message.kind}`);
            return (
              <Box
                component="li"
                key={message._id}
                aria-label={name}
                sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
              >
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, flexGrow: 1 }}>
                    {name}
                  </Typography>
                  <Chip
                    size="small"
                    color={chip.color}
                    variant={message.state === 'sent' ? 'filled' : 'outlined'}
                    label={chip.label}
                    data-testid="message-state"
                    sx={{
                      height: 'auto',
                      maxWidth: '100%',
                      '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
                    }}
                  />
                  {sendByHand(message, query.data.gateway) && (
                    <WhatsAppButton
                      size="small"
                      href={message.whatsapp_link}
                      onClick={() => setAsking(message._id)}
                    >
                      {t('messages.sendOnWhatsApp')}
                    </WhatsAppButton>
                  )}
                  {message.state === 'unknown' &&
                    (query.data.gateway === 'none'
                      ? (['mark_sent'] as const)
                      : (['mark_sent', 'send_again'] as const)
                    ).map((action) => (
                      <Button
                        key={action}
                        size="small"
                        variant="outlined"
                        disabled={resolve.isPending}
                        onClick={() => resolve.mutate({ messageId: message._id, action })}
                      >
                        {t(RESOLVE_LABELS[action])}
                      </Button>
                    ))}
                </Stack>
                {asking === message._id && sendByHand(message, query.data.gateway) && (
                  <Stack
                    direction="row"
                    role="group"
                    aria-label={t('messages.askSent')}
                    sx={{ alignItems: 'center', gap: 1, mt: 0.5 }}
                  >
                    <Typography variant="body2">{t('messages.askSent')}</Typography>
                    <Button
                      size="small"
                      variant="contained"
                      disabled={resolve.isPending}
                      onClick={() =>
                        resolve.mutate(
                          { messageId: message._id, action: 'mark_sent' },
                          { onSuccess: () => setAsking(null) },
                        )
                      }
                    >
                      {t('messages.sentYes')}
                    </Button>
                    <Button size="small" onClick={() => setAsking(null)}>
                      {t('messages.sentNo')}
                    </Button>
                  </Stack>
                )}
                {resolve.isError && resolve.variables?.messageId === message._id && (
                  <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
                    {errorText(resolve.error) ?? t('messages.resolveFailed')}
                  </Typography>
                )}
                <Box component="details" sx={{ mt: 0.5 }}>
                  <Typography
                    component="summary"
                    variant="caption"
                    color="text.secondary"
                    sx={{ cursor: 'pointer' }}
                  >
                    {t('messages.showText')}
                  </Typography>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}
                  >
                    {message.text}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </DetailCard>
  );
}
