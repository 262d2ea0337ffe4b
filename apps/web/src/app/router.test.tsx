import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/responses';
import { session } from '../lib/session';
import { createTestQueryClient } from '../test/render';
import { AppProviders } from './providers';
import { appRoutes } from './router';

// The auth screens belong to the auth feature; here they only need to be recognisable.
vi.mock('../features/auth/components/login-page', () => ({ LoginPage: () => <p>login screen</p> }));
vi.mock('../features/auth/components/otp-page', () => ({ OtpPage: () => <p>otp screen</p> }));
vi.mock('../features/auth/components/oauth-callback-page', () => ({
  OAuthCallbackPage: () => <p>oauth screen</p>,
}));
vi.mock('../features/account/components/signup-page', () => ({
  SignupPage: () => <p>signup screen</p>,
}));
vi.mock('../features/legal/components/terms-page', () => ({
  TermsPage: () => <p>terms screen</p>,
}));

// Screens with data of their own are tested in their features; here a heading stands in for each.
vi.mock('./routes/shopkeeper/dashboard-route', () => ({
  DashboardRoute: () => <h1>Dashboard</h1>,
}));
vi.mock('./routes/shopkeeper/order-list-route', () => ({ OrderListRoute: () => <h1>Orders</h1> }));
vi.mock('./routes/shopkeeper/earnings-route', () => ({ EarningsRoute: () => <h1>Earnings</h1> }));
vi.mock('./routes/shopkeeper/outstanding-route', () => ({
  OutstandingRoute: () => <h1>Money still out</h1>,
}));
vi.mock('./routes/employee/employee-orders-route', () => ({
  EmployeeOrdersRoute: () => <h1>My Orders</h1>,
}));
vi.mock('./routes/employee/employee-created-orders-route', () => ({
  EmployeeCreatedOrdersRoute: () => <h1>Created Orders</h1>,
}));
vi.mock('./routes/employee/employee-product-details-route', () => ({
  EmployeeProductDetailsRoute: () => <h1>Product Details</h1>,
}));
vi.mock('./routes/employee/employee-new-order-route', () => ({
  EmployeeNewOrderRoute: () => <h1>New Order</h1>,
}));
vi.mock('./routes/employee/employee-add-alteration-order-route', () => ({
  EmployeeAddAlterationOrderRoute: () => <h1>Add Alteration Order</h1>,
}));
vi.mock('./routes/employee/employee-order-details-route', () => ({
  EmployeeOrderDetailsRoute: () => <h1>Order Details</h1>,
}));

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function signIn(values: Record<string, string>) {
  for (const [key, value] of Object.entries(values))
    session.set(key as Parameters<typeof session.set>[0], value);
}

const shopkeeper = {
  authToken: 't',
  userId: 'u1',
  role: 'shopkeeper',
  signup: 'false',
  selectedStoreId: 's1',
  selectedStoreName: 'Sai Tailors',
};
const employee = {
  authToken: 't',
  userId: 'u2',
  role: 'employee',
  signup: 'false',
  selectedStoreId: 's1',
  selectedStoreName: 'Sai Tailors',
};

const userDetails = {
  user: { _id: 'u1', name: 'Sai', phone: '9876543210', email: null },
  role: 'shopkeeper',
  signup: false,
  store: null,
  employee_id: null,
  auth_methods: ['phone'],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) =>
      Promise.resolve(
        String(input).endsWith('/get_user_details')
          ? jsonResponse(userDetails)
          : new Response('{}', { status: 200 }),
      ),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// The frames and menus the routes load on demand, imported once, as a browser that has fetched
// them keeps them: a test's wait is for the screen, not for compiling their modules.
beforeAll(async () => {
  await Promise.all([
    import('./require-auth'),
    import('../components/app-layout'),
    import('../components/public-layout'),
    import('../components/language-menu-list'),
    import('./routes/shopkeeper/pricing-route'),
  ]);
}, 60_000);

describe('router', () => {
  it('sends a visitor without a token from /app/dashboard to the login route', async () => {
    const router = renderAt('/app/dashboard');
    expect(await screen.findByText('login screen')).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
  });

  it('guards the employee area the same way', async () => {
    const router = renderAt('/employee-order-details/o1');
    expect(await screen.findByText('login screen')).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a shopkeeper screen inside the layout with the shop name and navigation', async () => {
    signIn(shopkeeper);
    renderAt('/app/pricing');
    expect(await screen.findByText('Stay tuned for updates!')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeDefined();
    expect(screen.getByText('Sai Tailors')).toBeDefined();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    // The drawer's links arrive with its own chunk, just after the frame.
    expect(await within(nav).findByRole('link', { name: 'Dashboard' })).toBeDefined();
    for (const label of [
      'Dashboard',
      'New Order',
      'Orders',
      'Customers',
      'Earnings',
      'Employees',
      'Karigar wages',
      'Invites',
      'Account',
      'Pricing',
    ]) {
      expect(within(nav).getByRole('link', { name: label })).toBeDefined();
    }
    expect(within(nav).getByRole('link', { name: 'Pricing' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('shows the text-only pricing page inside the layout', async () => {
    signIn(shopkeeper);
    renderAt('/app/pricing');
    expect(await screen.findByText('Stay tuned for updates!')).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeDefined();
  });

  it('navigates from the drawer', async () => {
    signIn(shopkeeper);
    const router = renderAt('/app/pricing');
    fireEvent.click(await screen.findByRole('link', { name: 'Earnings' }));
    expect(await screen.findByRole('heading', { name: 'Earnings' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/app/earnings');
  });

  it('opens the money still out from the drawer', async () => {
    signIn(shopkeeper);
    const router = renderAt('/app/pricing');
    fireEvent.click(await screen.findByRole('link', { name: 'Money still out' }));
    expect(await screen.findByRole('heading', { name: 'Money still out' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/app/outstanding');
  });

  it('gives employees their own navigation', async () => {
    signIn(employee);
    renderAt('/employee/created-orders');
    expect(await screen.findByRole('heading', { name: 'Created Orders' })).toBeDefined();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Dashboard',
      'New Order',
      'My Orders',
      'Created Orders',
      'Trials',
      'My wages',
      'Capacity',
      'Invites',
      'Account',
    ]);
  });

  it.each([
    ['/employee/orders/s1', 'My Orders'],
    ['/employee/p1/product/x1', 'Product Details'],
    ['/employee-order-details/o1', 'Order Details'],
    ['/employee/new-order', 'New Order'],
    ['/employee/add-alteration-order', 'Add Alteration Order'],
    ['/employee/trials', 'Trials'],
  ])('routes %s', async (path, title) => {
    signIn(employee);
    renderAt(path);
    expect(await screen.findByRole('heading', { name: title })).toBeDefined();
  });

  it('keeps each role in its own area', async () => {
    signIn(employee);
    const router = renderAt('/app/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee/orders'));
  });

  it('sends a signed-in shopkeeper from the login page to the order list (rule 3)', async () => {
    signIn(shopkeeper);
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/app/order_list');
  });

  it('sends a user who has not finished signup to /signup (rule 2)', async () => {
    signIn({ ...shopkeeper, signup: 'true' });
    const router = renderAt('/app/dashboard');
    expect(await screen.findByText('signup screen')).toBeDefined();
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('lets the terms page open during signup', async () => {
    signIn({ ...shopkeeper, signup: 'true' });
    renderAt('/terms-and-conditions');
    expect(await screen.findByText('terms screen')).toBeDefined();
  });

  it('leaves the OTP page to a visitor', async () => {
    renderAt('/otp');
    expect(await screen.findByText('otp screen')).toBeDefined();
  });

  it.each([
    ['/invite/tok', 'Accept Invite'],
    ['/store-selection', 'Select a Store'],
  ])('opens %s without login', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: title })).toBeDefined();
  });

  it("answers an unknown path with 'Page Not Found'", async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeDefined();
  });

  it('logs out from the app bar', async () => {
    signIn(shopkeeper);
    const router = renderAt('/app/pricing');
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    // A stray tap does not end the session: the app asks first.
    const confirm = await screen.findByRole('dialog', { name: 'Log out?' });
    expect(session.get('authToken')).not.toBeNull();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('login screen')).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
    expect(session.get('authToken')).toBeNull();
  });

  it('switches language from the app bar', async () => {
    signIn(shopkeeper);
    renderAt('/app/pricing');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose language' }));
    // The menu's list loads when first opened.
    const options = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(options).toEqual(['English', 'हिन्दी', 'ગુજરાતી', 'मराठी', 'தமிழ்']);
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'हिन्दी' }));
    });
    // Loaded texts switch at once; the indicator stays briefly, already in the new language.
    expect(screen.getByText('भाषा बदली जा रही है...')).toBeDefined();
    expect(await screen.findByText('नए अपडेट के लिए जुड़े रहें!')).toBeDefined();
    await waitFor(() => expect(screen.queryByText('भाषा बदली जा रही है...')).toBeNull());
  });

  describe('opening the app with no network', () => {
    afterEach(() => onlineManager.setOnline(true));

    it('keeps the last session and opens the screen instead of waiting for the session check', async () => {
      onlineManager.setOnline(false);
      signIn(shopkeeper);
      const router = renderAt('/app/pricing');
      expect(
        await screen.findByText('Stay tuned for updates!', {}, { timeout: 8000 }),
      ).toBeDefined();
      expect(router.state.location.pathname).toBe('/app/pricing');
      expect(session.get('authToken')).toBe('t');
      expect(fetch).not.toHaveBeenCalled();
    }, 15_000);

    it('still signs out on a real 401 once the check can be made', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(() =>
          Promise.resolve(jsonResponse({ error: 'Unauthorized', code: 'UNAUTHORIZED' }, 401)),
        ),
      );
      // The API client reads the address bar to tell an expired session from a wrong code.
      window.history.replaceState(null, '', '/app/pricing');
      signIn(shopkeeper);
      const router = renderAt('/app/pricing');
      expect(await screen.findByText('login screen', {}, { timeout: 8000 })).toBeDefined();
      expect(router.state.location.pathname).toBe('/');
      expect(session.get('authToken')).toBeNull();
      window.history.replaceState(null, '', '/');
    }, 15_000);
  });
});
