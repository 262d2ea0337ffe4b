import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DoneIcon from '@mui/icons-material/Done';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Notification } from '@tailor/shared/notifications-schemas';
import type { AppArea } from '@tailor/shared/app-paths';
import { notificationTargetPath } from '@tailor/shared/notifications';
import { useOrderNumber } from '../../../lib/order-number';
import { notificationBody, notificationTitle } from '../lib/notification-text';
import { formatRelativeTime } from '../lib/relative-time';
import { NotificationTypeIcon } from './notification-type-icon';

/**
 * One notification: its icon, heading, sentence, age and priority (high and urgent in colour).
 * Clicking it opens the related page and marks it read; its own buttons mark it read or delete it.
 */
export function NotificationItem({
  notification,
  area,
  now,
  onOpen,
  onMarkRead,
  onDelete,
  busy = false,
}: {
  notification: Notification;
  area: AppArea;
  now: Date;
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
  busy?: boolean;
}) {
  const { t, i18n } = useTranslation('notifications');
  const language = i18n.resolvedLanguage ?? 'en';
  const title = notificationTitle(t, notification.type);
  const orderNumber = useOrderNumber();
  const body = notificationBody(t, notification, language, orderNumber);
  const link = notificationTargetPath(area, notification);
  const unread = !notification.read;
  const priority = notification.priority;
  const accent = priority === 'urgent' ? 'error' : priority === 'high' ? 'warning' : null;
  const name = unread ? t('item.unreadLabel', { title, body }) : t('item.label', { title, body });

  return (
    <Box
      component="li"
      data-testid="notification-item"
      data-read={notification.read ? 'true' : 'false'}
      data-priority={priority}
      sx={(theme) => ({
        listStyle: 'none',
        display: 'flex',
        alignItems: 'stretch',
        gap: 0.5,
        pr: 0.5,
        borderLeft: 4,
        borderColor: accent ? `${accent}.main` : 'transparent',
        bgcolor: unread ? alpha(theme.palette.primary.main, 0.05) : 'transparent',
        '& + &': { borderTop: 1, borderTopColor: 'divider' },
      })}
    >
      <ListItemButton
        {...(link ? { component: RouterLink, to: link } : {})}
        aria-label={name}
        onClick={() => onOpen(notification)}
        sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25, borderRadius: 0, minWidth: 0 }}
      >
        <NotificationTypeIcon type={notification.type} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="p" variant="subtitle2" sx={{ fontWeight: unread ? 700 : 500 }}>
              {title}
            </Typography>
            {accent && (
              <Chip
                size="small"
                color={accent}
                label={t(`priority.${priority}`)}
                sx={{ height: 20, fontSize: '0.7rem' }}
              />
            )}
          </Stack>
          <Typography
            variant="body2"
            color={unread ? 'text.primary' : 'text.secondary'}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {body}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatRelativeTime(notification.created_at, now, language)}
          </Typography>
        </Box>
        {unread && (
          <Box
            aria-hidden
            sx={{
              width: 8,
              height: 8,
              mt: 0.75,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              flexShrink: 0,
            }}
          />
        )}
      </ListItemButton>
      <Stack sx={{ justifyContent: 'center', py: 0.5 }}>
        {unread && (
          <Tooltip title={t('actions.markRead')}>
            <span>
              <IconButton
                size="small"
                aria-label={t('actions.markReadOf', { title })}
                disabled={busy}
                onClick={() => onMarkRead(notification)}
              >
                <DoneIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        )}
        <Tooltip title={t('actions.delete')}>
          <span>
            <IconButton
              size="small"
              aria-label={t('actions.deleteOf', { title })}
              disabled={busy}
              onClick={() => onDelete(notification)}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
    </Box>
  );
}
