import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Approval } from '@tailor/shared/approvals';
import type { ApprovalStatus } from '@tailor/shared/approvals-rules';
import { formatDayMonthYearTime } from '@tailor/shared/dates';
import { formatRupees } from '@tailor/shared/money';
import { useOrderApprovals } from '../../api/get-order-approvals';
import { DetailCard } from './detail-card';

const ApprovalDialog = lazy(() =>
  import('./approval-dialog').then((module) => ({ default: module.ApprovalDialog })),
);

const STATUS_COLORS: Record<ApprovalStatus, NonNullable<ChipProps['color']>> = {
  pending: 'warning',
  approved: 'success',
  declined: 'default',
};

function ApprovalItem({ approval, language }: { approval: Approval; language: string }) {
  const { t } = useTranslation('orderDetails');
  const status = t(`approvals.status.${approval.status}`);
  return (
    <Stack
      component="li"
      direction="row"
      spacing={2}
      data-testid="approval"
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}
    >
      {approval.image_url && (
        <Box
          component="img"
          src={approval.image_url}
          alt=""
          sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, flex: 'none' }}
        />
      )}
      <Stack spacing={0.5} sx={{ minWidth: 0, flexGrow: 1 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {t(`approvals.kind.${approval.kind}`)}
          </Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {approval.description}
          </Typography>
          {approval.amount !== null && (
            <Typography sx={{ fontWeight: 600 }}>{formatRupees(approval.amount)}</Typography>
          )}
        </Stack>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color={STATUS_COLORS[approval.status]}
            label={
              approval.decided_at
                ? t('approvals.decidedAt', {
                    status,
                    when: formatDayMonthYearTime(approval.decided_at, { language }),
                  })
                : status
            }
          />
          {approval.created_by_name && (
            <Typography variant="caption" color="text.secondary">
              {t('approvals.askedBy', { name: approval.created_by_name })}
            </Typography>
          )}
        </Stack>
        {approval.customer_note && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('approvals.customerNote', { note: approval.customer_note })}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}

export interface ApprovalsCardProps {
  orderId: string;
  /** Delivered and Cancelled orders take no new approvals. */
  open: boolean;
  /** Whether the viewer may name prices: only they ask for add-ons. */
  mayAskAddon: boolean;
}

/**
 * The customer's approvals of the order (add-ons and designs asked before the work), each with its
 * answer and time, and 'Ask the customer' while the order is open.
 */
export function ApprovalsCard({ orderId, open, mayAskAddon }: ApprovalsCardProps) {
  const { t, i18n } = useTranslation('orderDetails');
  const query = useOrderApprovals(orderId);
  const [asking, setAsking] = useState(false);
  const list = query.data;

  return (
    <DetailCard
      id="approvals-card"
      title={t('approvals.title')}
      icon={<FactCheckOutlinedIcon />}
      action={
        open && list ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddCommentOutlinedIcon />}
            onClick={() => setAsking(true)}
          >
            {t('approvals.ask')}
          </Button>
        ) : undefined
      }
    >
      {query.isError && !query.data ? (
        <Typography color="error">{t('approvals.loadFailed')}</Typography>
      ) : !list ? (
        <Skeleton variant="rounded" height={48} />
      ) : list.approvals.length === 0 ? (
        <Typography color="text.secondary">{t('approvals.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {list.approvals.map((approval) => (
            <ApprovalItem key={approval._id} approval={approval} language={i18n.language} />
          ))}
        </Box>
      )}
      <Suspense fallback={null}>
        {asking && list && (
          <ApprovalDialog
            orderId={orderId}
            photos={list.photos}
            mayAskAddon={mayAskAddon}
            onClose={() => setAsking(false)}
          />
        )}
      </Suspense>
    </DetailCard>
  );
}
