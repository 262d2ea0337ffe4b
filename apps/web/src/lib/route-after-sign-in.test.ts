import { describe, expect, it } from 'vitest';
import type { SignInResult } from '@tailor/shared/auth';
import { routeAfterSignIn } from './route-after-sign-in';

const base: SignInResult = {
  status: 'success',
  token: 't',
  user_id: 'u1',
  employee_id: null,
  role: 'shopkeeper',
  store_id: null,
  store_name: null,
  signup: false,
  store_selection_required: false,
  available_stores: [],
};

const result = (overrides: Partial<SignInResult>): SignInResult => ({ ...base, ...overrides });

describe('routeAfterSignIn', () => {
  it('sends a shopkeeper who still has to sign up to /signup', () => {
    expect(routeAfterSignIn(result({ signup: true }))).toBe('/signup');
  });

  it('sends a signed-up shopkeeper to the order list', () => {
    expect(routeAfterSignIn(result({ store_id: 's1', store_name: 'Shop' }))).toBe(
      '/app/order_list',
    );
  });

  it('sends an employee who must choose among stores to /store-selection', () => {
    const stores = [
      { store_id: 's1', store_name: 'One' },
      { store_id: 's2', store_name: 'Two' },
    ];
    expect(
      routeAfterSignIn(
        result({ role: 'employee', store_selection_required: true, available_stores: stores }),
      ),
    ).toBe('/store-selection');
  });

  it('sends an employee with a selected store to /employee/orders', () => {
    expect(routeAfterSignIn(result({ role: 'employee', employee_id: 'e1', store_id: 's1' }))).toBe(
      '/employee/orders',
    );
  });

  it('does not ask for a store when none is available', () => {
    expect(routeAfterSignIn(result({ role: 'employee', store_selection_required: true }))).toBe(
      '/employee/orders',
    );
  });

  it('ignores the signup flag for employees', () => {
    expect(routeAfterSignIn(result({ role: 'employee', signup: true }))).toBe('/employee/orders');
  });

  it('sends any other role back to the login page', () => {
    expect(routeAfterSignIn(result({ role: 'customer' as SignInResult['role'] }))).toBe('/');
  });
});

describe('routeAfterSignIn after the session expired', () => {
  const shop = result({ store_id: 's1', store_name: 'Shop' });
  const back = (path: string, userId: string | null = 'u1') => ({ path, userId });

  it('brings the same person back to the page they were on', () => {
    expect(routeAfterSignIn(shop, back('/app/order-details/o1?tab=bill'))).toBe(
      '/app/order-details/o1?tab=bill',
    );
    const employee = result({ role: 'employee', employee_id: 'e1', store_id: 's1' });
    expect(routeAfterSignIn(employee, back('/employee/orders?page=2'))).toBe(
      '/employee/orders?page=2',
    );
  });

  it("never to another person's page or another area", () => {
    expect(routeAfterSignIn(shop, back('/app/order-details/o1', 'u2'))).toBe('/app/order_list');
    expect(routeAfterSignIn(shop, back('/employee/orders'))).toBe('/app/order_list');
    const employee = result({ role: 'employee', employee_id: 'e1', store_id: 's1' });
    expect(routeAfterSignIn(employee, back('/app/dashboard'))).toBe('/employee/orders');
    expect(routeAfterSignIn(result({ signup: true }), back('/app/dashboard'))).toBe('/signup');
  });
});

describe('routeAfterSignIn after a garment tag was opened signed out', () => {
  const tag = { path: '/g/K7M2QX', userId: null };

  it('brings whoever signs in to an area back to the garment', () => {
    expect(routeAfterSignIn(result({ store_id: 's1' }), tag)).toBe('/g/K7M2QX');
    const employee = result({ role: 'employee', employee_id: 'e1', store_id: 's1' });
    expect(routeAfterSignIn(employee, tag)).toBe('/g/K7M2QX');
  });

  it('not before the shop is set up or a shop chosen, nor to any other page left by no one', () => {
    expect(routeAfterSignIn(result({ signup: true }), tag)).toBe('/signup');
    const choosing = result({
      role: 'employee',
      store_selection_required: true,
      available_stores: [{ store_id: 's1', store_name: 'A' }],
    });
    expect(routeAfterSignIn(choosing, tag)).toBe('/store-selection');
    expect(routeAfterSignIn(result({}), { path: '/app/dashboard', userId: null })).toBe(
      '/app/order_list',
    );
  });
});
