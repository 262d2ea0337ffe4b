import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SHOP_TIME_ZONE } from '@tailor/shared/constants';
import {
  formatDayMonthYearTime,
  formatTimeOfDay,
  isoDateInZone,
  todayInShopZone,
} from '@tailor/shared/dates';
import { useTranslation } from 'react-i18next';
import { isUnreachable } from '../lib/outbox';
import { useOnlineStatus } from './use-online-status';

/**
 * When the answer was brought up to date, on the shop's clock: its time of day when that was
 * today, else its date and time.
 */
export function cachedDataTime(dataUpdatedAt: number, language: string, now = new Date()): string {
  const at = new Date(dataUpdatedAt);
  const options = { language, timeZone: SHOP_TIME_ZONE };
  return isoDateInZone(at) === todayInShopZone(now)
    ? formatTimeOfDay(at.toISOString(), options)
    : formatDayMonthYearTime(at.toISOString(), options);
}

/**
 * A line saying how old the data on a screen is when it could not be brought up to date: with no
 * connection (answers kept on this device) or when asking again failed. Online and fresh, nothing.
 * `dataUpdatedAt` is the query's: 0 when it has no answer, which leaves nothing to date.
 * `refreshError` is why its last refetch failed, null when it did not.
 */
export function CachedDataAge({
  dataUpdatedAt,
  refreshError,
}: {
  dataUpdatedAt: number;
  refreshError: unknown;
}) {
  const { t, i18n } = useTranslation('common');
  const online = useOnlineStatus();
  const failed = refreshError !== null && refreshError !== undefined;
  if (dataUpdatedAt <= 0 || (online && !failed)) return null;
  // A browser may believe it is online with no way out: a request that reached nothing says so.
  const offline = !online || isUnreachable(refreshError);
  const time = cachedDataTime(dataUpdatedAt, i18n.resolvedLanguage ?? 'en');
  return (
    <Stack
      direction="row"
      role="status"
      data-testid="cached-data-age"
      sx={{ alignItems: 'center', gap: 0.75, color: 'text.secondary' }}
    >
      <CloudOffIcon fontSize="small" aria-hidden />
      <Typography variant="body2">
        {t(offline ? 'cachedAge.offline' : 'cachedAge.refreshFailed', { time })}
      </Typography>
    </Stack>
  );
}
