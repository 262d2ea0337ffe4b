import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StatusEvent } from '@tailor/shared/orders/responses';
import { isHiddenMoneyChange, orderChangeText } from '../../lib/order-change-text';
import { orderStatusLabelKey } from '../../../../components/order-status-chip';
import { formatTimestamp } from '../../lib/order-details-format';
import { useTemplateNames } from '../../../../lib/template-labels';
import { DetailCard } from './detail-card';

/**
 * Who moved the order to which status, when, and why when it was delayed or cancelled; what each
 * edit changed (old → new) and what became of the money of a cancelled order; newest first.
 */
export function StatusHistoryCard({ events }: { events: StatusEvent[] | null }) {
  const { t, i18n } = useTranslation('orderDetails');
  const language = i18n.resolvedLanguage ?? 'en';
  const names = useTemplateNames();
  const newestFirst = events ? [...events].reverse() : null;

  return (
    <DetailCard id="status-history-card" title={t('history.title')} icon={<HistoryIcon />}>
      {newestFirst === null ? (
        <Stack spacing={1.5} aria-hidden>
          <Skeleton variant="rounded" height={44} />
          <Skeleton variant="rounded" height={44} />
        </Stack>
      ) : newestFirst.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('history.empty')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {newestFirst.map((event, index) => (
            <Box
              component="li"
              key={`${event.at}-${index}`}
              sx={{
                position: 'relative',
                pl: 3,
                pb: index === newestFirst.length - 1 ? 0 : 2,
                '&::before': {
                  content: '""',
                  position: 'absolute',
                  left: 6,
                  top: 6,
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: index === 0 ? 'primary.main' : 'grey.400',
                },
                '&::after':
                  index === newestFirst.length - 1
                    ? undefined
                    : {
                        content: '""',
                        position: 'absolute',
                        left: 10.5,
                        top: 20,
                        bottom: 0,
                        width: '1px',
                        bgcolor: 'divider',
                      },
              }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                {event.from === event.to && event.changes.length > 0 ? (
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t('history.edited')}
                  </Typography>
                ) : event.from === null ? (
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t('history.created', { status: t(orderStatusLabelKey(event.to)) })}
                  </Typography>
                ) : (
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t('history.changed', {
                      from: t(orderStatusLabelKey(event.from)),
                      to: t(orderStatusLabelKey(event.to)),
                    })}
                  </Typography>
                )}
              </Stack>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                {[
                  formatTimestamp(event.at, language),
                  event.by_name && t('history.by', { name: event.by_name }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {event.note && (
                <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {t('history.reason', { reason: event.note })}
                </Typography>
              )}
              {event.changes.length > 0 && (
                <Box
                  component="ul"
                  sx={{ m: 0, mt: 0.5, pl: 2.25, typography: 'body2', overflowWrap: 'anywhere' }}
                  data-testid="history-changes"
                >
                  {event.changes.map(
                    (change, changeIndex) =>
                      !isHiddenMoneyChange(change) && (
                        <li key={changeIndex}>{orderChangeText(change, t, language, names)}</li>
                      ),
                  )}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
    </DetailCard>
  );
}
