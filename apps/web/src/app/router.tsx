import { isValidElement, useState } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  Navigate,
  RouterProvider,
  type RouteObject,
} from 'react-router';
import { NotFoundScreen } from '../components/not-found-screen';
import { APP_LAYOUT_TEXTS, PUBLIC_LAYOUT_TEXTS } from '../components/page-texts';
import { RouteErrorScreen } from '../components/route-error-screen';
import {
  ACCOUNT_SECTION_TEXTS,
  EMPLOYEE_ACCOUNT_PAGE_TEXTS,
  SIGNUP_PAGE_TEXTS,
} from '../features/account/page-texts';
import { DASHBOARD_PAGE_TEXTS, EARNINGS_PAGE_TEXTS } from '../features/analytics/page-texts';
import { OAUTH_CALLBACK_TEXTS, SIGN_IN_TEXTS } from '../features/auth/page-texts';
import { BILLING_DOWNLOADS_TEXTS } from '../features/billing/page-texts';
import { CAPACITY_LOAD_TEXTS, CAPACITY_PAGE_TEXTS } from '../features/capacity/page-texts';
import { CUSTOMER_DETAILS_TEXTS, CUSTOMERS_PAGE_TEXTS } from '../features/customers/page-texts';
import {
  EMPLOYEE_DETAILS_TEXTS,
  EMPLOYEE_FORM_TEXTS,
  EMPLOYEE_LIST_TEXTS,
} from '../features/employees/page-texts';
import {
  ACCEPT_INVITE_TEXTS,
  INVITE_EMPLOYEE_DIALOG_TEXTS,
  MY_INVITES_TEXTS,
  SENT_INVITES_TEXTS,
} from '../features/invites/page-texts';
import { KARIGARS_PAGE_TEXTS, ORDER_WORK_TEXTS } from '../features/karigars/page-texts';
import { TERMS_PAGE_TEXTS } from '../features/legal/page-texts';
import {
  NOTIFICATION_BELL_TEXTS,
  NOTIFICATIONS_PAGE_TEXTS,
} from '../features/notifications/page-texts';
import {
  EMPLOYEE_ORDER_LIST_TEXTS,
  GARMENT_PAGE_TEXTS,
  ORDER_DETAILS_TEXTS,
  ORDER_FORM_TEXTS,
  ORDER_LIST_TEXTS,
  PRODUCT_DETAILS_TEXTS,
  SCAN_TEXTS,
} from '../features/orders/page-texts';
import { OUTSTANDING_PAGE_TEXTS } from '../features/outstanding/page-texts';
import { PUSH_PROMPT_TEXTS, PUSH_REGISTRATION_TEXTS } from '../features/push/page-texts';
import { SHARE_ACTIONS_TEXTS } from '../features/sharing/page-texts';
import {
  STORE_FROM_LINK_TEXTS,
  STORE_SELECTION_TEXTS,
  STORE_SWITCHER_TEXTS,
} from '../features/stores/page-texts';
import { TAKINGS_PAGE_TEXTS, TODAYS_TAKINGS_CARD_TEXTS } from '../features/takings/page-texts';
import { CMP08_LINE_TEXTS, DAY_BOOK_PAGE_TEXTS } from '../features/books/page-texts';
import { TRIALS_PAGE_TEXTS } from '../features/trials/page-texts';
import { pageTexts } from '../lib/page-texts';
import { PublicOnly, RequireRole } from './guards';
import { isPreloadable, lazyNamed } from './lazy-named';
import { RootLayout } from './root-layout';

// Each lazy level names the text namespaces it shows, as its features list them (page-texts.ts):
// a route file's list joins those of the features' parts it puts together, and a feature's list
// those of the other features' parts it shows (orders' forms and order page show capacity's load,
// the employee's page invites' dialog).
const orderFormTexts = pageTexts(ORDER_FORM_TEXTS, CAPACITY_LOAD_TEXTS);
/** The shopkeeper's order forms, which offer to add an employee. */
const shopOrderFormTexts = pageTexts(orderFormTexts, EMPLOYEE_FORM_TEXTS);
const orderDetailsTexts = pageTexts(ORDER_DETAILS_TEXTS, CAPACITY_LOAD_TEXTS);
/** What a shopkeeper's order page adds to the order: the bill downloads and sharing. */
const shopOrderActionsTexts = pageTexts(BILLING_DOWNLOADS_TEXTS, SHARE_ACTIONS_TEXTS);
const notificationsTexts = pageTexts(NOTIFICATIONS_PAGE_TEXTS, PUSH_PROMPT_TEXTS);

// Pages load on demand: each is its own chunk. So does the signed-in frame (app bar,
// drawer, bell), which the sign-in pages never need.
// The public pages' frame (app bar with the language and logout) is not the sign-in pages'.
const PublicLayout = lazyNamed(
  () => import('../components/public-layout'),
  'PublicLayout',
  PUBLIC_LAYOUT_TEXTS,
);
// The session check that guards them comes with the first signed-in page.
const RequireAuth = lazyNamed(() => import('./require-auth'), 'RequireAuth', ['common']);
const AppLayout = lazyNamed(
  () => import('../components/app-layout'),
  'AppLayout',
  APP_LAYOUT_TEXTS,
);
const NotificationBell = lazyNamed(
  () => import('../features/notifications/components/notification-bell'),
  'NotificationBell',
  NOTIFICATION_BELL_TEXTS,
);
const PushRegistration = lazyNamed(
  () => import('../features/push/components/push-registration'),
  'PushRegistration',
  PUSH_REGISTRATION_TEXTS,
);
const LoginPage = lazyNamed(
  () => import('../features/auth/components/login-page'),
  'LoginPage',
  SIGN_IN_TEXTS,
);
const OtpPage = lazyNamed(
  () => import('../features/auth/components/otp-page'),
  'OtpPage',
  SIGN_IN_TEXTS,
);
const OAuthCallbackPage = lazyNamed(
  () => import('../features/auth/components/oauth-callback-page'),
  'OAuthCallbackPage',
  OAUTH_CALLBACK_TEXTS,
);
const SignupPage = lazyNamed(
  () => import('../features/account/components/signup-page'),
  'SignupPage',
  SIGNUP_PAGE_TEXTS,
);
const TermsPage = lazyNamed(
  () => import('../features/legal/components/terms-page'),
  'TermsPage',
  TERMS_PAGE_TEXTS,
);

const DashboardRoute = lazyNamed(
  () => import('./routes/shopkeeper/dashboard-route'),
  'DashboardRoute',
  pageTexts(DASHBOARD_PAGE_TEXTS, TODAYS_TAKINGS_CARD_TEXTS),
);
const NewOrderRoute = lazyNamed(
  () => import('./routes/shopkeeper/new-order-route'),
  'NewOrderRoute',
  shopOrderFormTexts,
);
const OrderListRoute = lazyNamed(
  () => import('./routes/shopkeeper/order-list-route'),
  'OrderListRoute',
  pageTexts(ORDER_LIST_TEXTS, SCAN_TEXTS),
);
const AccountRoute = lazyNamed(
  () => import('./routes/shopkeeper/account-route'),
  'AccountRoute',
  ACCOUNT_SECTION_TEXTS,
);
const PricingRoute = lazyNamed(() => import('./routes/shopkeeper/pricing-route'), 'PricingRoute', [
  'common',
]);
const AddOrderRoute = lazyNamed(
  () => import('./routes/shopkeeper/add-order-route'),
  'AddOrderRoute',
  shopOrderFormTexts,
);
const AddAlterationOrderRoute = lazyNamed(
  () => import('./routes/shopkeeper/add-alteration-order-route'),
  'AddAlterationOrderRoute',
  shopOrderFormTexts,
);
const CustomerDetailsRoute = lazyNamed(
  () => import('./routes/shopkeeper/customer-details-route'),
  'CustomerDetailsRoute',
  pageTexts(CUSTOMER_DETAILS_TEXTS, ORDER_LIST_TEXTS, SHARE_ACTIONS_TEXTS),
);
const CustomersRoute = lazyNamed(
  () => import('./routes/shopkeeper/customers-route'),
  'CustomersRoute',
  CUSTOMERS_PAGE_TEXTS,
);
const EarningsRoute = lazyNamed(
  () => import('./routes/shopkeeper/earnings-route'),
  'EarningsRoute',
  pageTexts(EARNINGS_PAGE_TEXTS, CMP08_LINE_TEXTS),
);
const EmployeeListRoute = lazyNamed(
  () => import('./routes/shopkeeper/employee-list-route'),
  'EmployeeListRoute',
  pageTexts(EMPLOYEE_LIST_TEXTS, SENT_INVITES_TEXTS),
);
const OrderDetailsRoute = lazyNamed(
  () => import('./routes/shopkeeper/order-details-route'),
  'OrderDetailsRoute',
  pageTexts(orderDetailsTexts, ORDER_WORK_TEXTS, shopOrderActionsTexts),
);
const StaffOrderRoute = lazyNamed(
  () => import('./routes/shopkeeper/staff-order-route'),
  'StaffOrderRoute',
  pageTexts(orderDetailsTexts, shopOrderActionsTexts),
);
const EmployeeDetailsRoute = lazyNamed(
  () => import('./routes/shopkeeper/employee-details-route'),
  'EmployeeDetailsRoute',
  pageTexts(EMPLOYEE_DETAILS_TEXTS, INVITE_EMPLOYEE_DIALOG_TEXTS),
);
const InvitesRoute = lazyNamed(
  () => import('./routes/shopkeeper/invites-route'),
  'InvitesRoute',
  pageTexts(['common'], SENT_INVITES_TEXTS),
);
const TakingsRoute = lazyNamed(
  () => import('./routes/shopkeeper/takings-route'),
  'TakingsRoute',
  TAKINGS_PAGE_TEXTS,
);
const DayBookRoute = lazyNamed(
  () => import('./routes/shopkeeper/day-book-route'),
  'DayBookRoute',
  DAY_BOOK_PAGE_TEXTS,
);
const OutstandingRoute = lazyNamed(
  () => import('./routes/shopkeeper/outstanding-route'),
  'OutstandingRoute',
  OUTSTANDING_PAGE_TEXTS,
);
const KarigarsRoute = lazyNamed(
  () => import('./routes/shopkeeper/karigars-route'),
  'KarigarsRoute',
  KARIGARS_PAGE_TEXTS,
);
const EmployeeWagesRoute = lazyNamed(
  () => import('./routes/employee/employee-wages-route'),
  'EmployeeWagesRoute',
  KARIGARS_PAGE_TEXTS,
);
const TrialsRoute = lazyNamed(
  () => import('./routes/shopkeeper/trials-route'),
  'TrialsRoute',
  TRIALS_PAGE_TEXTS,
);
const EmployeeTrialsRoute = lazyNamed(
  () => import('./routes/employee/employee-trials-route'),
  'EmployeeTrialsRoute',
  TRIALS_PAGE_TEXTS,
);
const CapacityRoute = lazyNamed(
  () => import('./routes/shopkeeper/capacity-route'),
  'CapacityRoute',
  CAPACITY_PAGE_TEXTS,
);
const EmployeeCapacityRoute = lazyNamed(
  () => import('./routes/employee/employee-capacity-route'),
  'EmployeeCapacityRoute',
  CAPACITY_PAGE_TEXTS,
);
const NotificationsRoute = lazyNamed(
  () => import('./routes/shopkeeper/notifications-route'),
  'NotificationsRoute',
  notificationsTexts,
);

const EmployeeDashboardRoute = lazyNamed(
  () => import('./routes/employee/employee-dashboard-route'),
  'EmployeeDashboardRoute',
  EMPLOYEE_ORDER_LIST_TEXTS,
);
const EmployeeAccountRoute = lazyNamed(
  () => import('./routes/employee/employee-account-route'),
  'EmployeeAccountRoute',
  EMPLOYEE_ACCOUNT_PAGE_TEXTS,
);
const EmployeeOrdersRoute = lazyNamed(
  () => import('./routes/employee/employee-orders-route'),
  'EmployeeOrdersRoute',
  pageTexts(EMPLOYEE_ORDER_LIST_TEXTS, STORE_FROM_LINK_TEXTS, SCAN_TEXTS),
);
const EmployeeCreatedOrdersRoute = lazyNamed(
  () => import('./routes/employee/employee-created-orders-route'),
  'EmployeeCreatedOrdersRoute',
  EMPLOYEE_ORDER_LIST_TEXTS,
);
const EmployeeOrderDetailsRoute = lazyNamed(
  () => import('./routes/employee/employee-order-details-route'),
  'EmployeeOrderDetailsRoute',
  pageTexts(orderDetailsTexts, ORDER_WORK_TEXTS, SHARE_ACTIONS_TEXTS),
);
const EmployeeProductDetailsRoute = lazyNamed(
  () => import('./routes/employee/employee-product-details-route'),
  'EmployeeProductDetailsRoute',
  PRODUCT_DETAILS_TEXTS,
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
const GarmentRoute = lazyNamed(
  () => import('./routes/shopkeeper/garment-route'),
  'GarmentRoute',
  GARMENT_PAGE_TEXTS,
);
const EmployeeGarmentRoute = lazyNamed(
  () => import('./routes/employee/employee-garment-route'),
  'EmployeeGarmentRoute',
  GARMENT_PAGE_TEXTS,
);
const GarmentLinkRoute = lazyNamed(
  () => import('./routes/public/garment-link-route'),
  'GarmentLinkRoute',
  ['common'],
);
const EmployeeInvitesRoute = lazyNamed(
  () => import('./routes/employee/employee-invites-route'),
  'EmployeeInvitesRoute',
  MY_INVITES_TEXTS,
);

const StoreSwitcher = lazyNamed(
  () => import('../features/stores/components/store-switcher'),
  'StoreSwitcher',
  STORE_SWITCHER_TEXTS,
);

const PushPrompt = lazyNamed(
  () => import('../features/push/components/push-prompt'),
  'PushPrompt',
  PUSH_PROMPT_TEXTS,
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
  STORE_SELECTION_TEXTS,
);
const AcceptInviteRoute = lazyNamed(
  () => import('./routes/public/accept-invite-route'),
  'AcceptInviteRoute',
  ACCEPT_INVITE_TEXTS,
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
      // A garment tag's QR: on to the garment in the user's area, or sign-in and back.
      { path: '/g/:tag', element: <GarmentLinkRoute /> },
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
                      { path: 'day-book', element: <DayBookRoute /> },
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
                      { path: 'g/:tag', element: <GarmentRoute /> },
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
                          { path: 'g/:tag', element: <EmployeeGarmentRoute /> },
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
