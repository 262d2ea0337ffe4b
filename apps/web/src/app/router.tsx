import { isValidElement, useState } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  Navigate,
  RouterProvider,
  type RouteObject,
} from 'react-router';
import { NotFoundScreen } from '../components/not-found-screen';
import { RouteErrorScreen } from '../components/route-error-screen';
import { PublicOnly, RequireRole } from './guards';
import { isPreloadable, lazyNamed } from './lazy-named';
import { RootLayout } from './root-layout';

// The text namespaces that several pages share: a page's own list names them with its extras.
/** The new order, add order and alteration order forms. */
const orderFormTexts = ['capacity', 'common', 'employees', 'errors', 'newOrder'];
/** The staff order detail (the order, its payments, status, share link and garments). */
const orderDetailsTexts = [...orderFormTexts, 'orderDetails', 'public', 'sharing'];
const trialsTexts = ['common', 'public', 'trials'];
const capacityTexts = ['capacity', 'common', 'public'];
const notificationsTexts = ['common', 'notifications', 'public'];
const karigarsTexts = ['common', 'dataList', 'errors', 'karigars', 'newOrder'];

// Pages load on demand: each is its own chunk. So does the signed-in frame (app bar,
// drawer, bell), which the sign-in pages never need.
// The public pages' frame (app bar with the language and logout) is not the sign-in pages'.
const PublicLayout = lazyNamed(() => import('../components/public-layout'), 'PublicLayout', [
  'common',
  'public',
]);
// The session check that guards them comes with the first signed-in page.
const RequireAuth = lazyNamed(() => import('./require-auth'), 'RequireAuth', ['common']);
const AppLayout = lazyNamed(() => import('../components/app-layout'), 'AppLayout', [
  'common',
  'errors',
  'public',
]);
const NotificationBell = lazyNamed(
  () => import('../features/notifications/components/notification-bell'),
  'NotificationBell',
  notificationsTexts,
);
const PushRegistration = lazyNamed(
  () => import('../features/push/components/push-registration'),
  'PushRegistration',
  [],
);
const LoginPage = lazyNamed(() => import('../features/auth/components/login-page'), 'LoginPage', [
  'auth',
  'common',
  'errors',
  'public',
]);
const OtpPage = lazyNamed(() => import('../features/auth/components/otp-page'), 'OtpPage', [
  'auth',
  'common',
  'errors',
  'public',
]);
const OAuthCallbackPage = lazyNamed(
  () => import('../features/auth/components/oauth-callback-page'),
  'OAuthCallbackPage',
  ['auth'],
);
const SignupPage = lazyNamed(
  () => import('../features/account/components/signup-page'),
  'SignupPage',
  ['accounts', 'auth', 'common', 'errors', 'public'],
);
const TermsPage = lazyNamed(() => import('../features/legal/components/terms-page'), 'TermsPage', [
  'auth',
  'common',
  'legal',
  'public',
]);

const DashboardRoute = lazyNamed(
  () => import('./routes/shopkeeper/dashboard-route'),
  'DashboardRoute',
  ['analytics', 'common', 'dataList', 'public', 'takings'],
);
const NewOrderRoute = lazyNamed(
  () => import('./routes/shopkeeper/new-order-route'),
  'NewOrderRoute',
  orderFormTexts,
);
const OrderListRoute = lazyNamed(
  () => import('./routes/shopkeeper/order-list-route'),
  'OrderListRoute',
  ['common', 'dataList', 'orderList', 'public'],
);
const AccountRoute = lazyNamed(() => import('./routes/shopkeeper/account-route'), 'AccountRoute', [
  'account',
  'common',
  'dataExport',
  'employees',
  'errors',
  'newOrder',
  'settings',
]);
const PricingRoute = lazyNamed(() => import('./routes/shopkeeper/pricing-route'), 'PricingRoute', [
  'common',
]);
const AddOrderRoute = lazyNamed(
  () => import('./routes/shopkeeper/add-order-route'),
  'AddOrderRoute',
  orderFormTexts,
);
const AddAlterationOrderRoute = lazyNamed(
  () => import('./routes/shopkeeper/add-alteration-order-route'),
  'AddAlterationOrderRoute',
  orderFormTexts,
);
const CustomerDetailsRoute = lazyNamed(
  () => import('./routes/shopkeeper/customer-details-route'),
  'CustomerDetailsRoute',
  ['common', 'customers', 'dataList', 'errors', 'newOrder', 'orderList', 'public', 'sharing'],
);
const CustomersRoute = lazyNamed(
  () => import('./routes/shopkeeper/customers-route'),
  'CustomersRoute',
  ['common', 'customers', 'dataList'],
);
const EarningsRoute = lazyNamed(
  () => import('./routes/shopkeeper/earnings-route'),
  'EarningsRoute',
  ['analytics', 'common'],
);
const EmployeeListRoute = lazyNamed(
  () => import('./routes/shopkeeper/employee-list-route'),
  'EmployeeListRoute',
  ['common', 'dataList', 'employees', 'errors', 'invites'],
);
const OrderDetailsRoute = lazyNamed(
  () => import('./routes/shopkeeper/order-details-route'),
  'OrderDetailsRoute',
  ['billing', 'karigars', ...orderDetailsTexts],
);
const StaffOrderRoute = lazyNamed(
  () => import('./routes/shopkeeper/staff-order-route'),
  'StaffOrderRoute',
  ['billing', ...orderDetailsTexts],
);
const EmployeeDetailsRoute = lazyNamed(
  () => import('./routes/shopkeeper/employee-details-route'),
  'EmployeeDetailsRoute',
  ['common', 'dataList', 'employees', 'errors', 'invites', 'public'],
);
const InvitesRoute = lazyNamed(() => import('./routes/shopkeeper/invites-route'), 'InvitesRoute', [
  'common',
  'invites',
]);
const TakingsRoute = lazyNamed(() => import('./routes/shopkeeper/takings-route'), 'TakingsRoute', [
  'common',
  'dataList',
  'takings',
]);
const OutstandingRoute = lazyNamed(
  () => import('./routes/shopkeeper/outstanding-route'),
  'OutstandingRoute',
  ['common', 'dataList', 'errors', 'outstanding'],
);
const KarigarsRoute = lazyNamed(
  () => import('./routes/shopkeeper/karigars-route'),
  'KarigarsRoute',
  karigarsTexts,
);
const EmployeeWagesRoute = lazyNamed(
  () => import('./routes/employee/employee-wages-route'),
  'EmployeeWagesRoute',
  karigarsTexts,
);
const TrialsRoute = lazyNamed(
  () => import('./routes/shopkeeper/trials-route'),
  'TrialsRoute',
  trialsTexts,
);
const EmployeeTrialsRoute = lazyNamed(
  () => import('./routes/employee/employee-trials-route'),
  'EmployeeTrialsRoute',
  trialsTexts,
);
const CapacityRoute = lazyNamed(
  () => import('./routes/shopkeeper/capacity-route'),
  'CapacityRoute',
  capacityTexts,
);
const EmployeeCapacityRoute = lazyNamed(
  () => import('./routes/employee/employee-capacity-route'),
  'EmployeeCapacityRoute',
  capacityTexts,
);
const NotificationsRoute = lazyNamed(
  () => import('./routes/shopkeeper/notifications-route'),
  'NotificationsRoute',
  notificationsTexts,
);

const EmployeeDashboardRoute = lazyNamed(
  () => import('./routes/employee/employee-dashboard-route'),
  'EmployeeDashboardRoute',
  ['capacity', 'common', 'dataList', 'employeeArea', 'public'],
);
const EmployeeAccountRoute = lazyNamed(
  () => import('./routes/employee/employee-account-route'),
  'EmployeeAccountRoute',
  ['common', 'employeeArea'],
);
const EmployeeOrdersRoute = lazyNamed(
  () => import('./routes/employee/employee-orders-route'),
  'EmployeeOrdersRoute',
  ['capacity', 'common', 'dataList', 'employeeArea', 'public', 'stores'],
);
const EmployeeCreatedOrdersRoute = lazyNamed(
  () => import('./routes/employee/employee-created-orders-route'),
  'EmployeeCreatedOrdersRoute',
  ['capacity', 'common', 'dataList', 'employeeArea', 'public'],
);
const EmployeeOrderDetailsRoute = lazyNamed(
  () => import('./routes/employee/employee-order-details-route'),
  'EmployeeOrderDetailsRoute',
  ['karigars', ...orderDetailsTexts],
);
const EmployeeProductDetailsRoute = lazyNamed(
  () => import('./routes/employee/employee-product-details-route'),
  'EmployeeProductDetailsRoute',
  ['capacity', 'common', 'employeeArea', 'newOrder', 'orderDetails', 'public'],
);
const EmployeeNewOrderRoute = lazyNamed(
  () => import('./routes/employee/employee-new-order-route'),
  'EmployeeNewOrderRoute',
  orderFormTexts,
);
const EmployeeAddAlterationOrderRoute = lazyNamed(
  () => import('./routes/employee/employee-add-alteration-order-route'),
  'EmployeeAddAlterationOrderRoute',
  orderFormTexts,
);
const EmployeeInvitesRoute = lazyNamed(
  () => import('./routes/employee/employee-invites-route'),
  'EmployeeInvitesRoute',
  ['common', 'errors', 'invites'],
);

const StoreSwitcher = lazyNamed(
  () => import('../features/stores/components/store-switcher'),
  'StoreSwitcher',
  ['stores'],
);

const PushPrompt = lazyNamed(
  () => import('../features/push/components/push-prompt'),
  'PushPrompt',
  ['notifications'],
);
const EmployeeNotificationsRoute = lazyNamed(
  () => import('./routes/employee/employee-notifications-route'),
  'EmployeeNotificationsRoute',
  notificationsTexts,
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
  ['common', 'stores'],
);
const AcceptInviteRoute = lazyNamed(
  () => import('./routes/public/accept-invite-route'),
  'AcceptInviteRoute',
  ['common', 'errors', 'invites'],
);

/** Every route of the app. A page that fails shows the error screen inside its layout. */
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
              // Outside both the public-only and the protected group.
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

/**
 * Starts loading, together, every lazily loaded level of the page at `pathname`: the session check,
 * the signed-in frame with its bell, the page, and the queries each of them renders first (their
 * modules' `prefetch`). Left to render, each level would ask for the next only once it has
 * arrived and rendered: a round trip or more apiece on a slow network.
 */
export function preloadRoute(pathname: string): void {
  const preload = (type: unknown) => {
    if (isPreloadable(type)) type.preload().catch(() => undefined);
  };
  for (const { route } of matchRoutes(appRoutes, pathname) ?? []) {
    if (!isValidElement(route.element)) continue;
    preload(route.element.type);
    if (route.element.type === AppLayout) {
      // Rendered by the frame itself (appBarActions, the employee's store switcher).
      [PushRegistration, NotificationBell].forEach(preload);
      if ((route.element.props as { area?: string }).area === 'employee') preload(StoreSwitcher);
    }
  }
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

/** The router of the running app (tests build a memory router from appRoutes instead). */
export function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
