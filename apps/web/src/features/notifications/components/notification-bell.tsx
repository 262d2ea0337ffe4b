import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionValue } from '../../../lib/session';
import { NOTIFICATIONS_QUERY_KEY } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import type { AppArea } from '@tailor/shared/app-paths';

// The panel loads when first opened: the bell itself is on every screen.
const NotificationPanel = lazy(() =>
  import('./notification-panel').then((module) => ({ default: module.NotificationPanel })),
);

/** Most a badge counts before it reads '99+'. */
const BADGE_MAX = 99;

/**
 * The app bar's bell: the unread count, asked for every 30 s, and a panel with the
 * latest notifications. `prompt` is shown at the top of the panel (the push notifications offer).
 */
export function NotificationBell({ area, prompt }: { area: AppArea; prompt?: ReactNode }) {
  const { t } = useTranslation('notifications');
  const token = useSessionValue('authToken');
  const count = useUnreadCount({ enabled: Boolean(token) });
  const unread = count.data?.unread_count ?? 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const queryClient = useQueryClient();
  const panelId = useId();
  const seen = useRef(unread);

  // A higher count means news the cached lists do not have yet.
  useEffect(() => {
    if (unread > seen.current) {
      void queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_QUERY_KEY, 'list'] });
    }
    seen.current = unread;
  }, [unread, queryClient]);

  const label = unread > 0 ? t('bell.labelUnread', { number: unread }) : t('bell.label');
  const open = Boolean(anchor);

  return (
    <>
      <Tooltip title={t('bell.label')}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge
            badgeContent={unread}
            max={BADGE_MAX}
            color="error"
            slotProps={{ badge: { 'data-testid': 'notification-badge' } as object }}
          >
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: panelId,
            role: 'dialog',
            'aria-label': t('panel.title'),
            sx: { width: 400, maxWidth: 'calc(100vw - 16px)', mt: 1, overflow: 'hidden' },
          },
        }}
      >
        <Suspense fallback={<PanelLoading label={t('loading')} />}>
          <NotificationPanel
            area={area}
            unread={unread}
            prompt={prompt}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      </Popover>
    </>
  );
}

function PanelLoading({ label }: { label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{ display: 'flex', justifyContent: 'center', p: 4 }}
    >
      <CircularProgress size={28} />
    </Box>
  );
}
