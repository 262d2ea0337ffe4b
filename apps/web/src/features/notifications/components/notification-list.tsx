import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@tailor/shared/notifications-schemas';
import type { AppArea } from '@tailor/shared/app-paths';
import { NotificationItem } from './notification-item';

export type NotificationListActions = {
  open: (notification: Notification) => void;
  markRead: (notification: Notification) => void;
  remove: (notification: Notification) => void;
  busyId?: string;
};

/**
 * Notifications as a list, with its loading skeleton, its error ('Failed to fetch notifications')
 * and its empty state.
 */
export function NotificationList({
  items,
  area,
  query,
  emptyText,
  actions,
  skeletonRows = 4,
}: {
  items: Notification[] | undefined;
  area: AppArea;
  /** The list's query: its first load and its failure. */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  emptyText: string;
  actions: NotificationListActions;
  skeletonRows?: number;
}) {
  const { t } = useTranslation('notifications');
  const now = new Date();

  if (query.isError && !items?.length) {
    return (
      <Alert
        severity="error"
        sx={{ m: 1.5 }}
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      >
        {t('errors.fetch')}
      </Alert>
    );
  }

  if (query.isPending && !items?.length) {
    return (
      <Box role="progressbar" aria-label={t('loading')} aria-busy="true">
        {Array.from({ length: skeletonRows }, (_, index) => (
          <Stack key={index} direction="row" spacing={1.5} sx={{ px: 2, py: 1.5 }}>
            <Skeleton variant="circular" width={36} height={36} />
            <Box sx={{ flex: 1 }}>
              <Skeleton variant="text" width="45%" />
              <Skeleton variant="text" width={index % 2 ? '70%' : '90%'} />
              <Skeleton variant="text" width="25%" />
            </Box>
          </Stack>
        ))}
      </Box>
    );
  }

  if (!items?.length) {
    return (
      <Stack
        role="status"
        spacing={1}
        sx={{ alignItems: 'center', textAlign: 'center', py: 5, px: 2 }}
      >
        <NotificationsNoneOutlinedIcon sx={{ fontSize: 44, color: 'text.disabled' }} aria-hidden />
        <Typography color="text.secondary">{emptyText}</Typography>
      </Stack>
    );
  }

  return (
    <Box component="ul" aria-label={t('list.label')} sx={{ m: 0, p: 0 }}>
      {items.map((notification) => (
        <NotificationItem
          key={notification._id}
          notification={notification}
          area={area}
          now={now}
          onOpen={actions.open}
          onMarkRead={actions.markRead}
          onDelete={actions.remove}
          busy={actions.busyId === notification._id}
        />
      ))}
    </Box>
  );
}
