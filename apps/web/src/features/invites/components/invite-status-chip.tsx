import Chip, { type ChipProps } from '@mui/material/Chip';
import type { InviteStatus } from '@tailor/shared/invites-rules';
import { useTranslation } from 'react-i18next';

/** Warning pending, success accepted, error rejected; a cancelled invite is grey. */
export const INVITE_STATUS_COLORS: Record<InviteStatus, NonNullable<ChipProps['color']>> = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'error',
  cancelled: 'default',
};

export function InviteStatusChip({ status }: { status: InviteStatus }) {
  const { t } = useTranslation('invites');
  return (
    <Chip
      size="small"
      color={INVITE_STATUS_COLORS[status]}
      label={t(`status.${status}`)}
      data-testid="invite-status-chip"
      data-status={status}
      sx={{ fontWeight: 600 }}
    />
  );
}
