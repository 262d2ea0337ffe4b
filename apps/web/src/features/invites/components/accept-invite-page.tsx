import BlockIcon from '@mui/icons-material/Block';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import ThumbDownOffAltIcon from '@mui/icons-material/ThumbDownOffAlt';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SignInResult } from '@tailor/shared/auth';
import { formatDayMonthYear } from '@tailor/shared/dates';
import { isInviteExpired, type PublicInvite } from '@tailor/shared/invites';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AvatarHeadingSkeleton } from '../../../components/avatar-heading-skeleton';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { saveSignIn } from '../../../lib/session';
import { usePublicInvite } from '../api/get-public-invite';
import { InviteResponseForm } from './invite-response-form';
import { RetryAlert } from '../../../components/retry-alert';

/** What an invite link can show: an answerable invite, or why it cannot be answered. */
export type InviteState = 'open' | 'expired' | 'cancelled' | 'accepted' | 'declined';

export function inviteState(invite: PublicInvite, now = new Date()): InviteState {
  if (invite.status === 'accepted') return 'accepted';
  if (invite.status === 'rejected') return 'declined';
  if (invite.status === 'cancelled') return 'cancelled';
  return invite.expired || isInviteExpired(invite, now) ? 'expired' : 'open';
}

/** Where a fresh employee session lands: the orders, unless a store must be chosen first. */
export function pathAfterAccept(result: SignInResult): string {
  return result.store_selection_required && !result.store_id
    ? '/store-selection'
    : '/employee/orders';
}

const STATE_ICONS: Record<Exclude<InviteState, 'open'>, ReactNode> = {
  expired: <EventBusyIcon sx={{ fontSize: 40 }} />,
  cancelled: <BlockIcon sx={{ fontSize: 40 }} />,
  accepted: <HowToRegIcon sx={{ fontSize: 40 }} />,
  declined: <ThumbDownOffAltIcon sx={{ fontSize: 40 }} />,
};

function StateMessage({
  icon,
  title,
  body,
  tone,
  action,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  tone: 'success' | 'error' | 'warning' | 'neutral';
  action?: ReactNode;
}) {
  const color = tone === 'neutral' ? 'text.secondary' : `${tone}.main`;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} role="status">
      <Box
        aria-hidden
        sx={{
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color,
          bgcolor: (theme) =>
            tone === 'neutral' ? theme.palette.grey[100] : `${theme.palette[tone].main}1a`,
        }}
      >
        {icon}
      </Box>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 400 }}>
        {body}
      </Typography>
      {action}
    </Stack>
  );
}

function AcceptInviteSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true">
      <AvatarHeadingSkeleton
        size={56}
        titleWidth="60%"
        below={<Skeleton variant="text" width="40%" />}
      />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={44} />
    </Stack>
  );
}

/**
 * /invite/{token}: anyone with the link sees the shop and the invited name; the invitee verifies
 * the invited phone with an OTP and accepts (signed in as the shop's employee) or declines.
 * Expired, cancelled, accepted and declined invites say so.
 */
export function AcceptInvitePage({ token }: { token: string }) {
  const { t, i18n } = useTranslation('invites');
  const language = i18n.resolvedLanguage ?? 'en';
  const navigate = useNavigate();
  const query = usePublicInvite(token);
  const invite = query.data;

  const onAccepted = (result: SignInResult) => {
    saveSignIn(result, {});
    void navigate(pathAfterAccept(result), { replace: true });
  };

  let content: ReactNode;
  if (query.isPending) {
    content = <AcceptInviteSkeleton />;
  } else if (!invite) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    content = notFound ? (
      <StateMessage
        icon={<LinkOffIcon sx={{ fontSize: 40 }} />}
        tone="neutral"
        title={t('accept.notFoundTitle')}
        body={t('accept.notFoundBody')}
      />
    ) : (
      <RetryAlert onRetry={() => void query.refetch()} retryLabel={t('list.retry')}>
        {t('accept.loadFailed')}
      </RetryAlert>
    );
  } else {
    const state = inviteState(invite);
    content = (
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main' }} aria-hidden>
            <StorefrontIcon />
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4 }}>
              {t('accept.invitedBy')}
            </Typography>
            <Typography
              variant="h5"
              component="p"
              sx={{ overflowWrap: 'anywhere' }}
              data-testid="invite-shop-name"
            >
              {invite.shop_name}
            </Typography>
          </Box>
        </Stack>
        <Typography>
          {t('accept.greeting', { name: invite.name, shop: invite.shop_name })}
        </Typography>
        <Divider />
        {state === 'open' ? (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {t('accept.instructions', {
                date: formatDayMonthYear(invite.expires_at, { language }),
              })}
            </Typography>
            <InviteResponseForm
              token={token}
              phoneHint={invite.phone_hint}
              onAccepted={onAccepted}
              onAnswerFailed={() => void query.refetch()}
            />
          </Stack>
        ) : (
          <StateMessage
            icon={STATE_ICONS[state]}
            tone={
              state === 'accepted'
                ? 'success'
                : state === 'declined'
                  ? 'neutral'
                  : state === 'expired'
                    ? 'warning'
                    : 'error'
            }
            title={t(`accept.state.${state}.title`)}
            body={t(`accept.state.${state}.body`, { shop: invite.shop_name })}
            action={
              state === 'accepted' ? (
                <Button component={RouterLink} to="/" variant="contained">
                  {t('accept.signIn')}
                </Button>
              ) : undefined
            }
          />
        )}
      </Stack>
    );
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
      <PageTitle>{t('accept.title')}</PageTitle>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>{content}</CardContent>
      </Card>
    </Stack>
  );
}
