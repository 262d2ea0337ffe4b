import DoneAllIcon from '@mui/icons-material/DoneAll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Notification } from '@tailor/shared/notifications-schemas';
import { useNotifications } from '../api/get-notifications';
import { useNotificationActions } from '../hooks/use-notification-actions';
import { notificationsPagePath, type AppArea } from '@tailor/shared/app-paths';
import { NotificationList } from './notification-list';

/** How many of the latest notifications the bell's panel lists; the page has them all. */
export const PANEL_ITEMS = 8;

/** The bell's panel: the latest notifications, mark all read, and the way to the full page. */
export function NotificationPanel({
  area,
  unread,
  prompt,
  onClose,
}: {
  area: AppArea;
  unread: number;
  prompt?: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation('notifications');
  const list = useNotifications(false);
  const actions = useNotificationActions();
  const items = list.data?.pages[0]?.notifications.slice(0, PANEL_ITEMS);

  const open = (notification: Notification) => {
    actions.open(notification);
    onClose();
  };

  return (
    <Box>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, py: 1.25 }}
      >
        <Typography variant="h6" component="h2">
          {t('panel.title')}
        </Typography>
        <Button
          size="small"
          startIcon={<DoneAllIcon />}
          disabled={unread === 0 || actions.isMarkingAll}
          onClick={actions.markAllRead}
        >
          {t('actions.markAllRead')}
        </Button>
      </Stack>
      {/* The offer may load on demand; the list does not wait for it. */}
      <Suspense fallback={null}>{prompt}</Suspense>
      <Divider />
      <Box sx={{ maxHeight: 'min(440px, 60vh)', overflowY: 'auto' }}>
        <NotificationList
          items={items}
          area={area}
          query={list}
          emptyText={t('empty.all')}
          actions={{ ...actions, open }}
          skeletonRows={3}
        />
      </Box>
      <Divider />
      <Button
        component={RouterLink}
        to={notificationsPagePath(area)}
        onClick={onClose}
        fullWidth
        sx={{ borderRadius: 0, py: 1.25 }}
      >
        {t('panel.viewAll')}
      </Button>
    </Box>
  );
}
