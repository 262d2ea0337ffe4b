import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isInviteExpired, type Invite } from '@tailor/shared/invites';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmptyState } from '../../../components/list-empty-state';
import { useShopInvites } from '../api/get-shop-invites';
import { matchesInvite } from '../lib/match-invite';
import { InviteActionDialog, type InviteAction } from './invite-action-dialog';
import { InviteCard } from './invite-card';
import { RetryAlert } from '../../../components/retry-alert';

/**
 * An accepted invite makes an employee of the shop. Every employee query's key starts with
 * 'employees', whichever screen asks.
 */
const EMPLOYEE_QUERIES = ['employees'] as const;

function InvitesSkeleton() {
  const { t } = useTranslation('invites');
  return (
    <Grid container spacing={2} aria-busy="true">
      <Typography role="status" sx={{ position: 'absolute', left: -10000 }}>
        {t('list.loading')}
      </Typography>
      {[0, 1, 2, 3].map((n) => (
        <Grid key={n} size={{ xs: 12, md: 6 }}>
          <Card>
            <CardContent>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
                <Skeleton variant="circular" width={40} height={40} />
                <Box sx={{ flexGrow: 1 }}>
                  <Skeleton variant="text" width="50%" />
                  <Skeleton variant="text" width="30%" />
                </Box>
                <Skeleton variant="rounded" width={64} height={24} />
              </Stack>
              <Skeleton variant="text" width="60%" />
              <Skeleton variant="text" width="55%" />
              <Skeleton variant="rounded" height={28} sx={{ mt: 1 }} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

function EmptyInvites({ searching }: { searching: boolean }) {
  const { t } = useTranslation('invites');
  return (
    <ListEmptyState
      ns="invites"
      frame="outlined"
      searching={searching}
      Icon={MailOutlineIcon}
      action={
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
          {t('list.addToInvite')}
        </Typography>
      }
    />
  );
}

/**
 * 'Sent Invites': the shop's invites as cards with a Refresh button and the confirm
 * dialogs for cancel and resend. `search` narrows the cards by name or phone. Invites are made
 * where people are: Add Employee invites whom it adds, and an employee's page invites someone
 * recorded who cannot sign in yet, so this tab has no invite button of its own.
 */
export function SentInvites({ search = '' }: { search?: string }) {
  const { t } = useTranslation('invites');
  const invites = useShopInvites();
  const [pendingAction, setPendingAction] = useState<{
    invite: Invite;
    action: InviteAction;
  } | null>(null);
  const all = invites.data?.invites;
  const queryClient = useQueryClient();
  const hasAccepted = Boolean(all?.some((invite) => invite.status === 'accepted'));

  // Fresh invites may show someone who accepted since the employee list was fetched.
  useEffect(() => {
    if (hasAccepted) void queryClient.invalidateQueries({ queryKey: EMPLOYEE_QUERIES });
  }, [hasAccepted, invites.dataUpdatedAt, queryClient]);
  const shown = useMemo(
    () => all?.filter((invite) => matchesInvite(invite, search)),
    [all, search],
  );
  // The server marks expiry by its clock; a page left open past the expiry time marks it too.
  const now = new Date();

  return (
    <Stack spacing={2} component="section" aria-labelledby="sent-invites-title">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography id="sent-invites-title" variant="h6" component="h2">
          {t('list.title')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            onClick={() => void invites.refetch()}
            loading={invites.isRefetching}
            loadingPosition="start"
          >
            {t('list.refresh')}
          </Button>
        </Stack>
      </Stack>

      {invites.isError && (
        <RetryAlert onRetry={() => void invites.refetch()} retryLabel={t('list.retry')}>
          {t('errors.loadFailed')}
        </RetryAlert>
      )}

      {invites.isPending ? (
        <InvitesSkeleton />
      ) : shown && shown.length > 0 ? (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((invite) => (
            <Grid key={invite._id} size={{ xs: 12, md: 6 }} component="li">
              <InviteCard
                invite={invite}
                expired={invite.expired || isInviteExpired(invite, now)}
                onAction={(action) => setPendingAction({ invite, action })}
              />
            </Grid>
          ))}
        </Grid>
      ) : (
        !invites.isError && (
          <EmptyInvites searching={Boolean(search.trim()) && (all?.length ?? 0) > 0} />
        )
      )}

      {pendingAction && (
        <InviteActionDialog
          invite={pendingAction.invite}
          action={pendingAction.action}
          onClose={() => setPendingAction(null)}
        />
      )}
    </Stack>
  );
}
