import { useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { NotFoundScreen } from '../components/not-found-screen';
import { RouteErrorScreen } from '../components/route-error-screen';
import { PublicOnly, RequireRole } from './guards';
import { lazyNamed } from './lazy-named';
import { RootLayout } from './root-layout';

// Pages load on demand (spec §2): each is its own chunk. So does the signed-in frame (app bar,
// drawer, bell), which the sign-in pages never need.
// The public pages' frame (app bar with the language and logout) is not the sign-in pages'.
const PublicLayout = lazyNamed(() => import('../components/public-layout'), 'PublicLayout');
// The session check that guards them comes with the first signed-in page.
const RequireAuth = lazyNamed(() => import('./require-auth'), 'RequireAuth');
const AppLayout = lazyNamed(() => import('../components/app-layout'), 'AppLayout');
const NotificationBell = lazyNamed(
  () => import('../features/notifications/components/notification-bell'),
  'NotificationBell',
);
const PushRegistration = lazyNamed(
  () => import('../features/push/components/push-registration'),
  'PushRegistration',
);
const LoginPage = lazyNamed(
  () => import('../features/auth/components/login-page'),
  'LoginPage',
  'sign-in',
);
const OtpPage = lazyNamed(
  () => import('../features/auth/components/otp-page'),
  'OtpPage',
  'sign-in',
);
const OAuthCallbackPage = lazyNamed(
  () => import('../features/auth/components/oauth-callback-page'),
  'OAuthCallbackPage',
);
const SignupPage = lazyNamed(
  () => import('../features/accounts/components/signup-page'),
  'SignupPage',
);
const TermsPage = lazyNamed(() => import('../features/legal/components/terms-page'), 'TermsPage');

const DashboardRoute = lazyNamed(
  () => import('./routes/shopkeeper/dashboard-route'),
  'DashboardRoute',
);
const NewOrderRoute = lazyNamed(
  () => import('./routes/shopkeeper/new-order-route'),
  'NewOrderRoute',
);
const OrderListRoute = lazyNamed(
  () => import('./routes/shopkeeper/order-list-route'),
  'OrderListRoute',
);
const AccountRoute = lazyNamed(() => import('./routes/shopkeeper/account-route'), 'AccountRoute');
const PricingRoute = lazyNamed(() => import('./routes/shopkeeper/pricing-route'), 'PricingRoute');
const AddOrderRoute = lazyNamed(
  () => import('./routes/shopkeeper/add-order-route'),
  'AddOrderRoute',
);
const AddAlterationOrderRoute = lazyNamed(
  () => import('./routes/shopkeeper/add-alteration-order-route'),
  'AddAlterationOrderRoute',
);
const CustomerDetailsRoute = lazyNamed(
  () => import('./routes/shopkeeper/customer-details-route'),
  'CustomerDetailsRoute',
);
const CustomersRoute = lazyNamed(
  () => import('./routes/shopkeeper/customers-route'),
  'CustomersRoute',
);
const EarningsRoute = lazyNamed(
  () => import('./routes/shopkeeper/earnings-route'),
  'EarningsRoute',
);
const EmployeeListRoute = lazyNamed(
  () => import('./routes/shopkeeper/employee-list-route'),
  'EmployeeListRoute',
);
const OrderDetailsRoute = lazyNamed(
  () => import('./routes/shopkeeper/order-details-route'),
  'OrderDetailsRoute',
);
const StaffOrderRoute = lazyNamed(
  () => import('./routes/shopkeeper/staff-order-route'),
  'StaffOrderRoute',
);
const EmployeeDetailsRoute = lazyNamed(
  () => import('./routes/shopkeeper/employee-details-route'),
  'EmployeeDetailsRoute',
);
const InvitesRoute = lazyNamed(() => import('./routes/shopkeeper/invites-route'), 'InvitesRoute');
const TakingsRoute = lazyNamed(() => import('./routes/shopkeeper/takings-route'), 'TakingsRoute');
const OutstandingRoute = lazyNamed(
  () => import('./routes/shopkeeper/outstanding-route'),
  'OutstandingRoute',
);
const KarigarsRoute = lazyNamed(
  () => import('./routes/shopkeeper/karigars-route'),
  'KarigarsRoute',
);
const EmployeeWagesRoute = lazyNamed(
  () => import('./routes/employee/employee-wages-route'),
  'EmployeeWagesRoute',
);
const TrialsRoute = lazyNamed(() => import('./routes/shopkeeper/trials-route'), 'TrialsRoute');
const EmployeeTrialsRoute = lazyNamed(
  () => import('./routes/employee/employee-trials-route'),
  'EmployeeTrialsRoute',
);
const CapacityRoute = lazyNamed(
  () => import('./routes/shopkeeper/capacity-route'),
  'CapacityRoute',
);
const EmployeeCapacityRoute = lazyNamed(
  () => import('./routes/employee/employee-capacity-route'),
  'EmployeeCapacityRoute',
);
const NotificationsRoute = lazyNamed(
  () => import('./routes/shopkeeper/notifications-route'),
  'NotificationsRoute',
);

const EmployeeDashboardRoute = lazyNamed(
  () => import('./routes/employee/employee-dashboard-route'),
  'EmployeeDashboardRoute',
);
const EmployeeAccountRoute = lazyNamed(
  () => import('./routes/employee/employee-account-route'),
  'EmployeeAccountRoute',
);
const EmployeeOrdersRoute = lazyNamed(
  () => import('./routes/employee/employee-orders-route'),
  'EmployeeOrdersRoute',
);
const EmployeeCreatedOrdersRoute = lazyNamed(
  () => import('./routes/employee/employee-created-orders-route'),
  'EmployeeCreatedOrdersRoute',
);
const EmployeeOrderDetailsRoute = lazyNamed(
  () => import('./routes/employee/employee-order-details-route'),
  'EmployeeOrderDetailsRoute',
);
const EmployeeProductDetailsRoute = lazyNamed(
  () => import('./routes/employee/employee-product-details-route'),
  'EmployeeProductDetailsRoute',
);
const EmployeeNewOrderRoute = lazyNamed(
  () => import('./routes/employee/employee-new-order-route'),
  'EmployeeNewOrderRoute',
);
const EmployeeAddAlterationOrderRoute = lazyNamed(
  () => import('./routes/employee/employee-add-alteration-order-route'),
  'EmployeeAddAlterationOrderRoute',
);
const EmployeeInvitesRoute = lazyNamed(
  () => import('./routes/employee/employee-invites-route'),
  'EmployeeInvitesRoute',
);

const StoreSwitcher = lazyNamed(
  () => import('../features/stores/components/store-switcher'),
  'StoreSwitcher',
);

const PushPrompt = lazyNamed(() => import('../features/push/components/push-prompt'), 'PushPrompt');
const EmployeeNotificationsRoute = lazyNamed(
  () => import('./routes/employee/employee-notifications-route'),
  'EmployeeNotificationsRoute',
);

/** The app bar's bell (with the push offer in its panel) and the push subscription's upkeep. */
function appBarActions(area: 'shopkeeper' | 'employee') {
  return (
    <>
      <PushRegistration />
      <NotificationBell area={area} prompt={<PushPrompt compact />} />
    </>
  );
}

const StoreSelectionRoute = lazyNamed(
  () => import('./routes/public/store-selection-route'),
  'StoreSelectionRoute',
);
const AcceptInviteRoute = lazyNamed(
  () => import('./routes/public/accept-invite-route'),
  'AcceptInviteRoute',
);

/** Every route of spec §2. A page that fails shows the error screen inside its layout. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        // Public-only: a signed-in user is sent on to their work.
        element: <PublicOnly />,
        children: [
          { path: '/', element: <LoginPage /> },
          { path: '/otp', element: <OtpPage /> },
          { path: '/signup', element: <SignupPage /> },
        ],
      },
      { path: '/oauth_callback', element: <OAuthCallbackPage /> },
      { path: '/terms-and-conditions', element: <TermsPage /> },
      {
        element: <PublicLayout />,
        children: [
          {
            errorElement: <RouteErrorScreen />,
            children: [
              { path: '/store-selection', element: <StoreSelectionRoute /> },
              // Outside both the public-only and the protected group (spec §2).
              { path: '/invite/:token', element: <AcceptInviteRoute /> },
              // The customer's pages (/shared_order/…, /shared_customer_orders/…) are HTML the
              // server renders (apps/server/src/features/sharing/pages), not routes of this app.
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <RequireRole role="shopkeeper" />,
            children: [
              {
                path: '/app',
                element: <AppLayout area="shopkeeper" actions={appBarActions('shopkeeper')} />,
                children: [
                  {
                    errorElement: <RouteErrorScreen />,
                    children: [
                      { index: true, element: <Navigate to="/app/order_list" replace /> },
                      { path: 'dashboard', element: <DashboardRoute /> },
                      { path: 'new-order', element: <NewOrderRoute /> },
                      { path: 'order_list', element: <OrderListRoute /> },
                      { path: 'account', element: <AccountRoute /> },
                      { path: 'pricing', element: <PricingRoute /> },
                      { path: 'add-order', element: <AddOrderRoute /> },
                      { path: 'add-alteration-order', element: <AddAlterationOrderRoute /> },
                      { path: 'customers/:id', element: <CustomerDetailsRoute /> },
                      { path: 'customer', element: <CustomersRoute /> },
                      { path: 'earnings', element: <EarningsRoute /> },
                      { path: 'takings', element: <TakingsRoute /> },
                      { path: 'outstanding', element: <OutstandingRoute /> },
                      { path: 'karigars', element: <KarigarsRoute /> },
                      { path: 'trials', element: <TrialsRoute /> },
                      { path: 'capacity', element: <CapacityRoute /> },
                      { path: 'employee-list', element: <EmployeeListRoute /> },
                      { path: 'order-details/:id', element: <OrderDetailsRoute /> },
                      // The staff order detail: the order id comes as ?id=, in navigation state or in the path.
                      { path: 'orders', element: <StaffOrderRoute /> },
                      { path: 'orders/:id', element: <StaffOrderRoute /> },
                      { path: 'employee-details/:id', element: <EmployeeDetailsRoute /> },
                      { path: 'invites', element: <InvitesRoute /> },
                      { path: 'notifications', element: <NotificationsRoute /> },
                    ],
                  },
                ],
              },
            ],
          },
          {
            element: <RequireRole role="employee" />,
            children: [
              {
                element: (
                  <AppLayout
                    area="employee"
                    storeSwitcher={<StoreSwitcher />}
                    actions={appBarActions('employee')}
                  />
                ),
                children: [
                  {
                    errorElement: <RouteErrorScreen />,
                    children: [
                      {
                        path: '/employee',
                        children: [
                          { index: true, element: <Navigate to="/employee/orders" replace /> },
                          { path: 'dashboard', element: <EmployeeDashboardRoute /> },
                          { path: 'account', element: <EmployeeAccountRoute /> },
                          { path: 'orders', element: <EmployeeOrdersRoute /> },
                          { path: 'orders/:storeId', element: <EmployeeOrdersRoute /> },
                          { path: 'created-orders', element: <EmployeeCreatedOrdersRoute /> },
                          { path: 'trials', element: <EmployeeTrialsRoute /> },
                          { path: 'wages', element: <EmployeeWagesRoute /> },
                          { path: 'capacity', element: <EmployeeCapacityRoute /> },
                          { path: 'new-order', element: <EmployeeNewOrderRoute /> },
                          {
                            path: 'add-alteration-order',
                            element: <EmployeeAddAlterationOrderRoute />,
                          },
                          {
                            path: ':id/product/:productId',
                            element: <EmployeeProductDetailsRoute />,
                          },
                          { path: 'invites', element: <EmployeeInvitesRoute /> },
                          { path: 'notifications', element: <EmployeeNotificationsRoute /> },
                        ],
                      },
                      {
                        path: '/employee-order-details/:id',
                        element: <EmployeeOrderDetailsRoute />,
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

/** The router of the running app (tests build a memory router from appRoutes instead). */
export function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
