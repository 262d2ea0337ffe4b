import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order } from '@tailor/shared/orders/responses';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AvatarHeadingSkeleton } from '../../../components/avatar-heading-skeleton';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { useCustomer } from '../api/get-customer';
import { useCustomerOrders } from '../api/get-customer-orders';
import { CustomerCard } from './customer-card';
import { MeasurementHistorySection } from './measurement-history';
import { RetryAlert } from '../../../components/retry-alert';

// Loaded when first opened: the details dialog's date of birth field brings the date pickers, and
// both bring the form library.
const EditDetailsDialog = lazy(() =>
  import('./edit-details-dialog').then((module) => ({ default: module.EditDetailsDialog })),
);
const EditAddressDialog = lazy(() =>
  import('./edit-address-dialog').then((module) => ({ default: module.EditAddressDialog })),
);

/** What the page hands to whoever draws the customer's orders (the orders feature, via the route). */
export type CustomerOrdersView = {
  orders: Order[] | undefined;
  isLoading: boolean;
  ariaLabel: string;
  emptyMessage: string;
};

type CustomerDetailsPageProps = {
  customerId: string;
  /** Draws the customer's orders; the route passes the orders feature's list. */
  renderOrders: (view: CustomerOrdersView) => ReactNode;
  /**
   * The slot for sharing the customer's order-history link (customer.share_link), which comes
   * with the sharing work; nothing is shown until it is filled.
   */
  orderHistoryShareAction?: ReactNode;
};

function CardSkeleton() {
  return (
    <Card aria-busy="true">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <AvatarHeadingSkeleton
          size={56}
          below={<Skeleton variant="rounded" width={72} height={24} />}
          mb={2}
        />
        <Skeleton variant="text" width="50%" />
        <Skeleton variant="text" width="70%" />
      </CardContent>
    </Card>
  );
}

/**
 * /app/customers/{id}: the customer's card (with the editors of their details and address), their measurements over time
 * per garment, and their orders, newest first, each opening its order; a button starts a new order
 * for this customer.
 */
export function CustomerDetailsPage({
  customerId,
  renderOrders,
  orderHistoryShareAction,
}: CustomerDetailsPageProps) {
  const { t } = useTranslation('customers');
  const customer = useCustomer(customerId);
  const orders = useCustomerOrders(customerId);
  const [editing, setEditing] = useState(false);
  const [editingDetails, setEditingDetails] = useState(false);
  // Stays mounted once opened, so that closing it plays its exit transition.
  const [detailsOpened, setDetailsOpened] = useState(false);
  // Mounted from the first opening on, so closing still slides the dialog away.
  const [addressOpened, setAddressOpened] = useState(false);
  const ordersHeadingId = useId();
  const notFound = customer.error instanceof ApiError && customer.error.status === 404;

  const back = (
    <Button
      component={RouterLink}
      to="/app/customer"
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('details.back')}
    </Button>
  );

  if (customer.isError && (notFound || !customer.data)) {
    return (
      <Stack spacing={2}>
        {back}
        <PageTitle>{t('details.title')}</PageTitle>
        <Alert
          severity={notFound ? 'warning' : 'error'}
          action={
            notFound ? undefined : (
              <Button color="inherit" size="small" onClick={() => void customer.refetch()}>
                {t('retry')}
              </Button>
            )
          }
        >
          {notFound ? t('details.notFound') : t('details.failed')}
        </Alert>
      </Stack>
    );
  }

  const data = customer.data;
  return (
    <Stack spacing={2.5}>
      {back}
      <PageTitle>{t('details.title')}</PageTitle>
      {data ? (
        <CustomerCard
          customer={data}
          onEditAddress={() => {
            setAddressOpened(true);
            setEditing(true);
          }}
          onEditDetails={() => {
            setDetailsOpened(true);
            setEditingDetails(true);
          }}
          actions={
            <>
              <Button
                component={RouterLink}
                to={`/app/new-order?mobile=${encodeURIComponent(data.mobile_no)}&customer=${encodeURIComponent(data._id)}`}
                variant="contained"
                startIcon={<AddIcon />}
                sx={{ width: { xs: '100%', sm: 'auto' } }}
              >
                {t('details.newOrder')}
              </Button>
              {orderHistoryShareAction}
            </>
          }
        />
      ) : (
        <CardSkeleton />
      )}

      {data && <MeasurementHistorySection customerId={customerId} />}

      <Box component="section" aria-labelledby={ordersHeadingId}>
        <Typography id={ordersHeadingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('details.ordersTitle')}
        </Typography>
        {orders.isError && !orders.data ? (
          <RetryAlert onRetry={() => void orders.refetch()} retryLabel={t('retry')}>
            {t('details.ordersFailed')}
          </RetryAlert>
        ) : (
          renderOrders({
            orders: orders.data?.orders,
            isLoading: orders.isPending,
            ariaLabel: t('details.ordersTitle'),
            emptyMessage: t('details.noOrders'),
          })
        )}
      </Box>

      {data && addressOpened && (
        <Suspense fallback={null}>
          <EditAddressDialog customer={data} open={editing} onClose={() => setEditing(false)} />
        </Suspense>
      )}
      {data && detailsOpened && (
        <Suspense fallback={null}>
          <EditDetailsDialog
            customer={data}
            open={editingDetails}
            onClose={() => setEditingDetails(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
