import EventIcon from '@mui/icons-material/EventOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import DialogContent from '@mui/material/DialogContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SignInResult } from '@tailor/shared/auth';
import { formatInviteDate } from '@tailor/shared/dates';
import { isInviteExpired, type MyInvite } from '@tailor/shared/invites';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TitledDialog } from '../../../components/titled-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PageTitle } from '../../../components/page-title';
import { useToast } from '../../../components/toast';
import { useUserDetails } from '../../../lib/current-user';
import { saveSignIn } from '../../../lib/session';
import { useMyInvites } from '../api/get-my-invites';
import { inviteTokenFromLink } from '../lib/invite-token';
import { pathAfterAccept } from './accept-invite-page';
import { InviteResponseForm } from './invite-response-form';
import { InviteCardHeading } from './invite-card-heading';
import { InviteStatusChip } from './invite-status-chip';
import { RetryAlert } from '../../../components/retry-alert';

function canAnswer(invite: MyInvite, now: Date): boolean {
  return (
    invite.status === 'pending' &&
    !invite.expired &&
    !isInviteExpired(invite, now) &&
    Boolean(invite.invite_link && inviteTokenFromLink(invite.invite_link))
  );
}

/** Accepting inside the app: the invite link itself is for people who are not signed in yet. */
function AnswerInviteDialog({ invite, onClose }: { invite: MyInvite; onClose: () => void }) {
  const { t } = useTranslation('invites');
  const navigate = useNavigate();
  const toast = useToast();
  const user = useUserDetails();
  const token = inviteTokenFromLink(invite.invite_link ?? '') ?? '';

  const onAccepted = (result: SignInResult) => {
    saveSignIn(result, {});
    toast.show(t('mine.joined', { shop: invite.shop_name }), { severity: 'success' });
    onClose();
    void navigate(pathAfterAccept(result), { replace: true });
  };

  return (
    <TitledDialog onClose={onClose} title={t('mine.answerTitle', { shop: invite.shop_name })}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {t('mine.answerBody')}
          </Typography>
          <InviteResponseForm
            // The number arrives with the user's details; a late answer starts the form again with it.
            key={user.data?.user.phone ?? ''}
            token={token}
            phoneHint=""
            initialPhone={user.data?.user.phone ?? ''}
            onAccepted={onAccepted}
            onDeclined={() => {
              toast.show(t('mine.declined'), { severity: 'info' });
              onClose();
            }}
          />
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        </Stack>
      </DialogContent>
    </TitledDialog>
  );
}

function MyInviteCard({ invite, onAnswer }: { invite: MyInvite; onAnswer?: () => void }) {
  const { t } = useTranslation('invites');
  const headingId = useId();
  const expired =
    invite.status === 'pending' && (invite.expired || isInviteExpired(invite, new Date()));
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <InviteCardHeading
          avatar={
            <Avatar aria-hidden sx={{ bgcolor: 'primary.main' }}>
              <StorefrontIcon />
            </Avatar>
          }
          headingId={headingId}
          level="h2"
          title={invite.shop_name}
          subtitle={
            <Typography variant="body2" color="text.secondary">
              {t('mine.invitedAs', { name: invite.name })}
            </Typography>
          }
        >
          <InviteStatusChip status={invite.status} />
        </InviteCardHeading>
        <Stack spacing={0.5} sx={{ mt: 1.5, color: 'text.secondary' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <EventIcon fontSize="small" aria-hidden />
            <Typography variant="body2">
              {t('card.sent', { date: formatInviteDate(invite.created_at) })}
            </Typography>
          </Stack>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', color: expired ? 'error.main' : undefined }}
          >
            <EventBusyIcon fontSize="small" aria-hidden />
            <Typography variant="body2" sx={{ fontWeight: expired ? 600 : undefined }}>
              {t('card.expires', { date: formatInviteDate(invite.expires_at) })}
              {expired ? t('card.expiredSuffix') : ''}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
      {onAnswer && (
        <CardActions sx={{ px: 2, pb: 2, pt: 0, justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            startIcon={<HowToRegIcon />}
            onClick={onAnswer}
            aria-label={t('mine.answerFor', { shop: invite.shop_name })}
          >
            {t('mine.answer')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

/** /employee/invites: the invites shops sent to my phone; an open one can be accepted here. */
export function MyInvitesPage() {
  const { t } = useTranslation('invites');
  const invites = useMyInvites();
  const [answering, setAnswering] = useState<MyInvite | null>(null);
  const now = new Date();
  const list = invites.data?.invites;

  return (
    <Stack spacing={2}>
      <PageTitle>{t('mine.title')}</PageTitle>
      <Typography color="text.secondary">{t('mine.subtitle')}</Typography>
      {invites.isError && (
        <RetryAlert onRetry={() => void invites.refetch()} retryLabel={t('list.retry')}>
          {t('errors.loadFailed')}
        </RetryAlert>
      )}
      {invites.isPending ? (
        <Grid container spacing={2} aria-busy="true">
          {[0, 1].map((n) => (
            <Grid key={n} size={{ xs: 12, md: 6 }}>
              <Skeleton variant="rounded" height={150} />
            </Grid>
          ))}
        </Grid>
      ) : list && list.length > 0 ? (
        <Grid container spacing={2}>
          {list.map((invite) => (
            <Grid key={invite._id} size={{ xs: 12, md: 6 }}>
              <MyInviteCard
                invite={invite}
                onAnswer={canAnswer(invite, now) ? () => setAnswering(invite) : undefined}
              />
            </Grid>
          ))}
        </Grid>
      ) : (
        !invites.isError && (
          <EmptyState
            frame="outlined"
            icon={<MailOutlineIcon fontSize="large" />}
            title={t('mine.emptyTitle')}
            body={t('mine.emptyBody')}
          />
        )
      )}
      {answering && <AnswerInviteDialog invite={answering} onClose={() => setAnswering(null)} />}
    </Stack>
  );
}
