import DoneAllIcon from '@mui/icons-material/DoneAll';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useSessionValue } from '../../../lib/session';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useNotificationActions } from '../hooks/use-notification-actions';
import type { AppArea } from '@tailor/shared/app-paths';
import { NotificationList } from './notification-list';

/**
 * /app/notifications and /employee/notifications: every notification, 20 a page with 'Load more',
 * an unread-only switch, mark read, mark all read and delete. `banner` goes above the list (the
 * push notifications offer).
 */
export function NotificationsPage({ area, banner }: { area: AppArea; banner?: ReactNode }) {
  const { t } = useTranslation('notifications');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const token = useSessionValue('authToken');
  const list = useNotifications(unreadOnly);
  const count = useUnreadCount({ enabled: Boolean(token) });
  const actions = useNotificationActions();
  const items = list.data?.pages.flatMap((page) => page.notifications);
  const unread = count.data?.unread_count ?? 0;

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5 }}
      >
        <PageTitle>{t('page.title')}</PageTitle>
        <Button
          variant="outlined"
          startIcon={<DoneAllIcon />}
          disabled={unread === 0 || actions.isMarkingAll}
          onClick={actions.markAllRead}
          sx={{ bgcolor: 'background.paper' }}
        >
          {t('actions.markAllRead')}
        </Button>
      </Stack>
      {banner}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
            px: 2,
            py: 1,
          }}
        >
          <Typography variant="body2" color="text.secondary" data-testid="unread-summary">
            {unread > 0 ? t('page.unreadCount', { number: unread }) : t('page.allRead')}
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={unreadOnly}
                onChange={(event) => setUnreadOnly(event.target.checked)}
              />
            }
            label={t('page.unreadOnly')}
            sx={{ mr: 0 }}
          />
        </Stack>
        <Divider />
        <NotificationList
          items={items}
          area={area}
          query={list}
          emptyText={unreadOnly ? t('empty.unread') : t('empty.all')}
          actions={actions}
        />
        {list.isFetchNextPageError && (
          <Alert
            severity="error"
            sx={{ m: 1.5 }}
            action={
              <Button color="inherit" size="small" onClick={() => void list.fetchNextPage()}>
                {t('actions.retry')}
              </Button>
            }
          >
            {t('errors.fetch')}
          </Alert>
        )}
        {list.hasNextPage && !list.isFetchNextPageError && (
          <Box sx={{ textAlign: 'center', p: 2, borderTop: 1, borderColor: 'divider' }}>
            <Button
              variant="outlined"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? t('page.loadingMore') : t('page.loadMore')}
            </Button>
          </Box>
        )}
      </Paper>
    </Stack>
  );
}
