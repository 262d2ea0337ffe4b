import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from './session';
import { decideRedirect, landingPath } from './decide-redirect';

const shopkeeper: SessionSnapshot = { authToken: 't', role: 'shopkeeper', signup: 'false' };
const employee: SessionSnapshot = {
  authToken: 't',
  role: 'employee',
  signup: 'false',
  selectedStoreId: 's1',
  selectedStoreName: 'Sai Tailors',
};

describe('decideRedirect', () => {
  it('stays put when nobody is signed in', () => {
    for (const path of [
      '/',
      '/otp',
      '/signup',
      '/app/dashboard',
      '/invite/abc',
      '/store-selection',
    ]) {
      expect(decideRedirect(path, {})).toBeNull();
    }
  });

  describe('rule 1: the identity-provider flag', () => {
    it('does nothing at all while fromGoogle is true', () => {
      expect(decideRedirect('/', { ...shopkeeper, fromGoogle: 'true' })).toBeNull();
      expect(
        decideRedirect('/app/dashboard', { ...shopkeeper, signup: 'true', fromGoogle: 'true' }),
      ).toBeNull();
    });

    it('applies the other rules when the flag is anything else', () => {
      expect(decideRedirect('/', { ...shopkeeper, fromGoogle: 'false' })).toBe('/app/order_list');
    });
  });

  describe('rule 2: unfinished signup', () => {
    const signingUp = { ...shopkeeper, signup: 'true' };

    it('sends a signed-in user with signup true to /signup from anywhere else', () => {
      for (const path of [
        '/',
        '/otp',
        '/app/order_list',
        '/employee/orders',
        '/store-selection',
        '/invite/x',
      ]) {
        expect(decideRedirect(path, signingUp)).toBe('/signup');
      }
    });

    it('leaves /signup itself alone', () => {
      expect(decideRedirect('/signup', signingUp)).toBeNull();
    });

    it('leaves the terms page alone, since signup opens it in a new tab', () => {
      expect(decideRedirect('/terms-and-conditions', signingUp)).toBeNull();
    });

    it('needs a token', () => {
      expect(decideRedirect('/app/order_list', { signup: 'true', role: 'shopkeeper' })).toBeNull();
    });
  });

  describe('rule 3: a signed-in user on an entry page', () => {
    it.each(['/', '/signup', '/invite/abc', '/invite', '/store-selection'])(
      'sends a shopkeeper from %s to /app/order_list',
      (path) => {
        expect(decideRedirect(path, shopkeeper)).toBe('/app/order_list');
      },
    );

    it.each(['/', '/signup', '/invite/abc', '/store-selection'])(
      'sends an employee with a selected store from %s to /employee/orders',
      (path) => {
        expect(decideRedirect(path, employee)).toBe('/employee/orders');
      },
    );

    it('leaves an employee without both store id and name where they are', () => {
      expect(decideRedirect('/', { ...employee, selectedStoreName: null })).toBeNull();
      expect(decideRedirect('/store-selection', { ...employee, selectedStoreId: null })).toBeNull();
    });

    it('treats a missing signup flag as not true', () => {
      expect(decideRedirect('/', { authToken: 't', role: 'shopkeeper' })).toBe('/app/order_list');
    });

    it('needs both a token and a role', () => {
      expect(decideRedirect('/', { role: 'shopkeeper' })).toBeNull();
      expect(decideRedirect('/', { authToken: 't' })).toBeNull();
    });

    it('does not touch other pages', () => {
      for (const path of [
        '/otp',
        '/app/dashboard',
        '/employee/orders',
        '/shared_order/x',
        '/terms-and-conditions',
      ]) {
        expect(decideRedirect(path, shopkeeper)).toBeNull();
        expect(decideRedirect(path, employee)).toBeNull();
      }
    });

    it('only matches whole entry paths', () => {
      expect(decideRedirect('/signup-help', shopkeeper)).toBeNull();
      expect(decideRedirect('/store-selection/x', shopkeeper)).toBeNull();
    });
  });
});

describe('landingPath', () => {
  it('knows where each signed-in role works', () => {
    expect(landingPath(shopkeeper)).toBe('/app/order_list');
    expect(landingPath(employee)).toBe('/employee/orders');
    expect(landingPath({ ...employee, selectedStoreId: null })).toBe('/store-selection');
  });

  it('has no answer while signed out or signing up', () => {
    expect(landingPath({})).toBeNull();
    expect(landingPath({ ...shopkeeper, signup: 'true' })).toBeNull();
  });
});
