import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import PublishedWithChangesIcon from '@mui/icons-material/PublishedWithChanges';
import ThumbDownAltOutlinedIcon from '@mui/icons-material/ThumbDownAltOutlined';
import ThumbUpAltOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Avatar from '@mui/material/Avatar';
import { alpha, useTheme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import type { NotificationType } from '@tailor/shared/notifications';

type Tone = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

const LOOKS: Record<NotificationType, { icon: ReactElement; tone: Tone }> = {
  product_assigned: { icon: <AssignmentIndOutlinedIcon fontSize="small" />, tone: 'primary' },
  order_status_changed: { icon: <PublishedWithChangesIcon fontSize="small" />, tone: 'secondary' },
  payment_received: { icon: <CurrencyRupeeIcon fontSize="small" />, tone: 'success' },
  invite_accepted: { icon: <HowToRegOutlinedIcon fontSize="small" />, tone: 'info' },
  invite_rejected: { icon: <PersonOffOutlinedIcon fontSize="small" />, tone: 'warning' },
  order_due_tomorrow: { icon: <EventOutlinedIcon fontSize="small" />, tone: 'warning' },
  order_overdue: { icon: <WarningAmberIcon fontSize="small" />, tone: 'error' },
  trial_confirmed: { icon: <EventAvailableOutlinedIcon fontSize="small" />, tone: 'success' },
  trial_another_day: { icon: <EventRepeatOutlinedIcon fontSize="small" />, tone: 'warning' },
  approval_approved: { icon: <ThumbUpAltOutlinedIcon fontSize="small" />, tone: 'success' },
  approval_declined: { icon: <ThumbDownAltOutlinedIcon fontSize="small" />, tone: 'warning' },
  fit_needs_change: { icon: <ContentCutIcon fontSize="small" />, tone: 'error' },
};

/** A round icon telling the kind of notification at a glance. */
export function NotificationTypeIcon({ type }: { type: NotificationType }) {
  const theme = useTheme();
  const { icon, tone } = LOOKS[type];
  return (
    <Avatar
      aria-hidden
      sx={{
        width: 36,
        height: 36,
        bgcolor: alpha(theme.palette[tone].main, 0.12),
        color: theme.palette[tone].dark,
      }}
    >
      {icon}
    </Avatar>
  );
}
