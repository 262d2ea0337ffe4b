import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventIcon from '@mui/icons-material/EventOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import SendIcon from '@mui/icons-material/Send';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SNACKBAR_MS } from '@tailor/shared/constants';
import { formatInviteDate } from '@tailor/shared/dates';
import type { Invite } from '@tailor/shared/invites';
import { formatPhoneDisplay } from '@tailor/shared/phone';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { copyText } from '../../../lib/copy-text';
import type { InviteAction } from './invite-action-dialog';
import { InviteCardHeading } from './invite-card-heading';
import { InviteStatusChip } from './invite-status-chip';

function DetailLine({
  icon,
  children,
  tone,
}: {
  icon: ReactNode;
  children: ReactNode;
  tone?: 'error';
}) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', color: tone === 'error' ? 'error.main' : 'text.secondary' }}
    >
      {icon}
      <Typography variant="body2" color="inherit" sx={{ fontWeight: tone ? 600 : undefined }}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * One sent invite: name, 'Employee Invite', status chip, sent and expiry dates
 * (MMM DD, YYYY, with ' (Expired)' once past), the link, a menu with 'Copy Invite Link' (and
 * 'Cancel Invite' while pending), and Resend for an unexpired pending invite.
 */
export function InviteCard({
  invite,
  expired,
  onAction,
}: {
  invite: Invite;
  /** Pending and past its expiry. */
  expired: boolean;
  onAction: (action: InviteAction) => void;
}) {
  const { t } = useTranslation('invites');
  const toast = useToast();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const headingId = useId();
  const menuId = useId();
  const pending = invite.status === 'pending';

  const copyLink = async () => {
    setMenuAnchor(null);
    try {
      await copyText(invite.invite_link);
      toast.show(t('card.linkCopied'), { severity: 'success', durationMs: SNACKBAR_MS });
    } catch {
      toast.show(t('errors.copyFailed'), { severity: 'error', durationMs: SNACKBAR_MS });
    }
  };

  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      data-testid="invite-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <InviteCardHeading
          avatar={
            <Avatar aria-hidden sx={{ bgcolor: 'secondary.main', width: 40, height: 40 }}>
              {invite.name.trim().charAt(0).toUpperCase()}
            </Avatar>
          }
          headingId={headingId}
          level="h3"
          title={invite.name}
          subtitle={
            <Typography variant="caption" color="text.secondary">
              {t('card.kind')}
            </Typography>
          }
        >
          <InviteStatusChip status={invite.status} />
          <IconButton
            size="small"
            aria-label={t('card.menu', { name: invite.name })}
            aria-haspopup="menu"
            aria-controls={menuAnchor ? menuId : undefined}
            aria-expanded={menuAnchor ? 'true' : undefined}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
            sx={{ mt: -0.5, mr: -1 }}
          >
            <MoreVertIcon />
          </IconButton>
        </InviteCardHeading>

        <Stack spacing={0.75} sx={{ mt: 1.5 }}>
          <DetailLine icon={<PhoneIcon fontSize="small" aria-hidden />}>
            {formatPhoneDisplay(invite.phone)}
          </DetailLine>
          <DetailLine icon={<EventIcon fontSize="small" aria-hidden />}>
            {t('card.sent', { date: formatInviteDate(invite.created_at) })}
          </DetailLine>
          <DetailLine
            icon={<EventBusyIcon fontSize="small" aria-hidden />}
            tone={expired ? 'error' : undefined}
          >
            {t('card.expires', { date: formatInviteDate(invite.expires_at) })}
            {expired ? t('card.expiredSuffix') : ''}
          </DetailLine>
        </Stack>

        <Box
          data-testid="invite-card-link"
          sx={{
            mt: 1.5,
            px: 1.25,
            py: 0.75,
            borderRadius: 1.5,
            bgcolor: 'grey.50',
            border: 1,
            borderColor: 'divider',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: '0.75rem',
            color: pending && !expired ? 'text.primary' : 'text.secondary',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
          title={invite.invite_link}
        >
          {invite.invite_link}
        </Box>
      </CardContent>
      {pending && !expired && (
        <CardActions sx={{ px: 2, pb: 2, pt: 0, justifyContent: 'flex-end' }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<SendIcon />}
            onClick={() => onAction('resend')}
            aria-label={t('card.resendFor', { name: invite.name })}
          >
            {t('card.resend')}
          </Button>
        </CardActions>
      )}
      <Menu
        id={menuId}
        anchorEl={menuAnchor}
        open={Boolean(menuAnchor)}
        onClose={() => setMenuAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem onClick={() => void copyLink()}>
          <ListItemIcon>
            <ContentCopyIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('card.copyLink')}</ListItemText>
        </MenuItem>
        {pending && (
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              onAction('cancel');
            }}
            sx={{ color: 'error.main' }}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>
              <LinkOffIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('card.cancel')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </Card>
  );
}
