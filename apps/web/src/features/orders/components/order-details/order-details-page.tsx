import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Role } from '@tailor/shared/constants';
import type { Order } from '@tailor/shared/orders/responses';
import { pricedOrder, type MemberOrder } from '@tailor/shared/price-visibility';
import { CachedDataAge } from '../../../../components/cached-data-age';
import { UnavailableCard } from '../../../../components/unavailable-card';
import { ApiError } from '../../../../lib/api-client';
import { useSessionValue } from '../../../../lib/session';
import { useMayCollectPayments } from '../../../employees';
import { orderQueryOptions, useOrder } from '../../api/get-order';
import { PrintTagsButton } from '../garment/print-tags-button';
import { isKept, mergeOrder } from '../../lib/order-details-cache';
import { useWaitingOrderChanges, withWaitingPayments } from '../../lib/waiting-order-changes';
import {
  orderFromNavigationState,
  type OrderDetailsView,
} from '../../lib/order-details-navigation';
import { BillingSummaryCard } from './billing-summary-card';
import { CustomerCard } from './customer-card';
import { DelayNotice } from './delay-notice';
import { OrderDetailsHeader } from './order-details-header';
import { OrderDetailsPlainHeader } from './order-details-plain-header';
import { OrderDetailsSkeleton } from './order-details-skeleton';
import { OrderInfoCard } from './order-info-card';
import { PaymentsCard } from './payments-card';
import { ProductCard } from './product-card';
import { StatusHistoryCard } from './status-history-card';

// The dialogs (forms, date pickers, their checks) load when one is first opened.
const CollectPaymentDialog = lazy(() =>
  import('../payments/collect-payment-dialog').then((module) => ({
    default: module.CollectPaymentDialog,
  })),
);
const FinalPaymentDialog = lazy(() =>
  import('../payments/final-payment-dialog').then((module) => ({
    default: module.FinalPaymentDialog,
  })),
);
const UpdateStatusDialog = lazy(() =>
  import('../status/update-status-dialog').then((module) => ({
    default: module.UpdateStatusDialog,
  })),
);
const CancelOrderDialog = lazy(() =>
  import('./cancel-order-dialog').then((module) => ({ default: module.CancelOrderDialog })),
);
const EditOrderDialog = lazy(() =>
  import('./edit-order-dialog').then((module) => ({ default: module.EditOrderDialog })),
);
// Loaded after the page: the first visit's JavaScript stays within its budget.
const ApprovalsCard = lazy(() =>
  import('./approvals-card').then((module) => ({ default: module.ApprovalsCard })),
);
const CustomerMessagesCard = lazy(() =>
  import('./customer-messages-card').then((module) => ({
    default: module.CustomerMessagesCard,
  })),
);

export interface OrderDetailsPageProps {
  /** From the path, the ?id= query or the navigation state's order; null when none names one. */
  orderId: string | null;
  navigationState: unknown;
  /** Where 'Back to Orders' leads: the order list of the viewer's area. */
  ordersPath: string;
  /**
   * The header's further actions for the shown order (sharing, billing PDFs), from the route. Only
   * for a viewer who may see prices: the order's link and bills show every amount.
   */
  renderActions?: (order: OrderDetailsView & Order) => ReactNode;
}

type OpenModal = 'status' | 'collect' | 'final' | 'edit' | 'cancel' | null;

function NotFound({
  ordersPath,
  onBack,
  onRetry,
}: {
  ordersPath: string;
  onBack: () => void;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('orderDetails');
  return (
    <Stack spacing={3}>
      <OrderDetailsPlainHeader onBack={onBack} />
      <UnavailableCard
        message={t('notFound')}
        backTo={ordersPath}
        backLabel={t('backToOrders')}
        onRetry={onRetry}
        retryLabel={t('tryAgain')}
        roomy
      />
    </Stack>
  );
}

/**
 * The staff order detail: shown at once from navigation state when the opening screen
 * passed the order, else fetched with GET /orders/{id}, which also brings the status history and
 * the payments. Shopkeepers and employees share it; the role only changes what the status and
 * payment modals allow.
 */
export function OrderDetailsPage({
  orderId,
  navigationState,
  ordersPath,
  renderActions,
}: OrderDetailsPageProps) {
  const { t } = useTranslation('orderDetails');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const role: Role = useSessionValue('role') === 'employee' ? 'employee' : 'shopkeeper';
  const fromState = useMemo(
    () => orderFromNavigationState(navigationState, orderId),
    [navigationState, orderId],
  );
  const id = orderId ?? fromState?._id ?? null;
  const query = useOrder(id);
  const [modal, setModal] = useState<OpenModal>(null);
  // Just saved by the new-order flow: its tags are the next thing to print.
  const justCreated = Boolean((location.state as { printTags?: boolean } | null)?.printTags);
  // Staff whose position may not take money see no payment action (the server would refuse it).
  const mayCollect = useMayCollectPayments(role);
  const fetched: OrderDetailsView | null = query.data ?? fromState;
  // What this device changed offline and the shown answer does not hold yet is shown over it.
  const waiting = useWaitingOrderChanges(id, query.data ? query.dataUpdatedAt : 0);
  const detail: OrderDetailsView | null = useMemo(() => {
    if (!fetched) return null;
    const paid = withWaitingPayments(fetched, waiting.payments);
    return waiting.status
      ? { ...paid, status: waiting.status.status as OrderDetailsView['status'] }
      : paid;
  }, [fetched, waiting]);

  const goBack = () => {
    // A page opened directly (a link, a reload) has nothing in this app to go back to.
    if (location.key !== 'default') navigate(-1);
    else navigate(ordersPath);
  };

  /** The order a write answered replaces the one shown, even when the detail itself never loaded. */
  const showUpdated = (order: MemberOrder) => {
    const key = orderQueryOptions(order._id).queryKey;
    if (!queryClient.getQueryData(key) && detail) {
      queryClient.setQueryData(key, {
        ...mergeOrder(detail, order),
        customer: detail.customer!,
        status_history: detail.status_history ?? [],
        payments: detail.payments ?? [],
        cancellation: detail.cancellation ?? null,
        upi_payee: detail.upi_payee ?? null,
        trial_answer: detail.trial_answer ?? null,
      });
    }
  };

  if (!id) return <NotFound ordersPath={ordersPath} onBack={goBack} />;
  if (!detail) {
    if (query.isPending) return <OrderDetailsSkeleton onBack={goBack} />;
    // A failed fetch shows no message of its own, only the not-found state; a failure
    // that may pass (network, server) can be tried again.
    const retryable = !(query.error instanceof ApiError && query.error.status === 404);
    return (
      <NotFound
        ordersPath={ordersPath}
        onBack={goBack}
        onRetry={retryable ? () => void query.refetch() : undefined}
      />
    );
  }
  if (!detail.customer) {
    if (query.isFetching) return <OrderDetailsSkeleton onBack={goBack} />;
    return (
      <Stack spacing={2}>
        <OrderDetailsPlainHeader onBack={goBack} />
        <Alert severity="warning" role="alert">
          {t('dataMissing')}
        </Alert>
        <div>
          <Button variant="contained" onClick={goBack}>
            {t('goBack')}
          </Button>
        </div>
      </Stack>
    );
  }

  const products = detail.order.products;
  // Null for staff whose position may not see prices: no money, payments, links to the customer's
  // pages (they show every amount) or money actions then.
  const priced = pricedOrder(detail);
  const finalPending = detail.order.orderType === 'alteration' && detail.order.totalAmount === 0;

  return (
    <Stack spacing={3} data-testid="order-details">
      <OrderDetailsHeader
        order={detail}
        statusWaiting={waiting.status?.state ?? null}
        onBack={goBack}
        onUpdateStatus={() => setModal('status')}
        actions={priced && renderActions?.(priced)}
      />

      <CachedDataAge
        dataUpdatedAt={query.data ? query.dataUpdatedAt : 0}
        refreshError={query.isRefetchError ? query.error : null}
      />

      <DelayNotice order={detail} />

      {justCreated && detail.status !== 'Cancelled' && (
        <Alert
          severity="success"
          action={
            <PrintTagsButton
              orderId={detail._id}
              orderNumber={detail.order_number}
              variant="contained"
            />
          }
        >
          {t('created.printTags')}
        </Alert>
      )}

      {detail.status !== 'Cancelled' && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<EditOutlinedIcon />}
            onClick={() => setModal('edit')}
          >
            {t('edit.open')}
          </Button>
          {!justCreated && (
            <PrintTagsButton orderId={detail._id} orderNumber={detail.order_number} />
          )}
          {role === 'shopkeeper' && detail.status !== 'Delivered' && (
            <Button
              variant="outlined"
              color="error"
              startIcon={<CancelOutlinedIcon />}
              onClick={() => setModal('cancel')}
            >
              {t('cancel.open')}
            </Button>
          )}
        </Stack>
      )}

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <CustomerCard customer={detail.customer} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <OrderInfoCard
            order={detail}
            trialAnswer={detail.trial_answer}
            ownerIsMe={role === 'shopkeeper'}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <BillingSummaryCard
            order={detail}
            onCollect={!finalPending && mayCollect === true ? () => setModal('collect') : undefined}
            onSetFinal={finalPending && role === 'shopkeeper' ? () => setModal('final') : undefined}
            collectNotAllowed={mayCollect === false}
          />
        </Grid>
      </Grid>

      <section aria-labelledby="order-products-title">
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Inventory2OutlinedIcon color="primary" aria-hidden />
          <Typography id="order-products-title" variant="h6" component="h2">
            {t('products.title')}
          </Typography>
          <Chip size="small" label={t('products.count', { count: products.length })} />
        </Stack>
        <Stack spacing={2}>
          {products.map((product, index) => (
            <ProductCard
              key={product._id}
              product={product}
              position={index + 1}
              ownerIsMe={role === 'shopkeeper'}
            />
          ))}
        </Stack>
      </section>

      {/* Only GET /orders/{id} knows these; when it failed, the screen does without them. */}
      {!(query.isError && detail.status_history === null) && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: priced ? 6 : 12 }}>
            <StatusHistoryCard events={detail.status_history} />
          </Grid>
          {priced && (
            <Grid size={{ xs: 12, md: 6 }}>
              <PaymentsCard payments={detail.payments} waiting={waiting.payments} />
            </Grid>
          )}
        </Grid>
      )}

      <Suspense fallback={null}>
        <ApprovalsCard
          orderId={detail._id}
          open={detail.status !== 'Delivered' && detail.status !== 'Cancelled'}
          mayAskAddon={priced !== null}
        />
      </Suspense>

      {/* The messages name amounts: only those who may see prices see them. */}
      {priced && (
        <Suspense fallback={null}>
          <CustomerMessagesCard orderId={detail._id} />
        </Suspense>
      )}

      <Suspense fallback={null}>
        {modal === 'status' && (
          <UpdateStatusDialog
            order={detail}
            upiPayee={detail.upi_payee}
            role={role}
            onClose={() => setModal(null)}
            onUpdated={showUpdated}
          />
        )}
        {modal === 'edit' && (
          <EditOrderDialog
            order={{
              ...detail,
              customer: detail.customer,
              status_history: [],
              payments: [],
              cancellation: null,
              upi_payee: null,
              trial_answer: null,
            }}
            role={role}
            onClose={() => setModal(null)}
            onUpdated={showUpdated}
          />
        )}
        {modal === 'cancel' && priced && (
          <CancelOrderDialog
            order={priced}
            onClose={() => setModal(null)}
            onCancelled={showUpdated}
          />
        )}
        {modal === 'collect' && priced && (
          <CollectPaymentDialog
            order={priced}
            upiPayee={detail.upi_payee}
            onCancel={() => setModal(null)}
            onCompleted={(order) => {
              // A payment kept offline is shown from the outbox, over the order as fetched.
              if (!isKept(order)) showUpdated(order);
              setModal(null);
            }}
          />
        )}
        {modal === 'final' && priced && (
          <FinalPaymentDialog
            order={priced}
            onCancel={() => setModal(null)}
            onCompleted={(order) => {
              showUpdated(order);
              setModal(null);
            }}
          />
        )}
      </Suspense>
    </Stack>
  );
}
