import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '@tailor/shared/accounts';
import type { SignInResult } from '@tailor/shared/auth';
import { apiConfig } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { renderPage, stubFetch, type StubAnswer, type StubCall } from '../../../test/render-page';
import { SignupPage } from './signup-page';

const details = (user: Partial<UserDetails['user']> = {}): UserDetails => ({
  user: { _id: 'user-1', name: null, phone: '9876543210', email: null, ...user },
  role: 'shopkeeper',
  signup: true,
  store: null,
  employee_id: null,
  auth_methods: ['phone'],
});

const created: SignInResult = {
  status: 'success',
  token: 'shop-token',
  user_id: 'user-1',
  employee_id: null,
  role: 'shopkeeper',
  store_id: 'store-1',
  store_name: 'Sharma Tailors',
  signup: false,
  store_selection_required: false,
  available_stores: [],
};

const PLACES: Record<string, StubAnswer> = {
  '/api/pincode/110001': {
    body: { pincode: '110001', state: 'Delhi', district: 'New Delhi', districts: ['New Delhi'] },
  },
  '/api/pincode/999999': {
    status: 404,
    body: { error: 'Invalid Pincode', code: 'PINCODE_NOT_FOUND' },
  },
  '/api/pincode/500500': {
    status: 503,
    body: { error: 'The server is busy. Please try again in a few seconds.', code: 'SERVER_BUSY' },
  },
};

type Options = {
  user?: UserDetails | null;
  createAnswer?: StubAnswer;
  signedIn?: boolean;
};

async function setup({
  user = details(),
  createAnswer = { body: created },
  signedIn = true,
}: Options = {}) {
  if (signedIn) {
    session.set('authToken', 'token-1');
    session.set('userId', 'user-1');
    session.set('signup', 'true');
    session.set('fromOtp', 'true');
  }
  const calls = stubFetch((call: StubCall) => {
    if (call.url === '/api/get_user_details')
      return user
        ? { body: user }
        : {
            status: 401,
            body: { error: 'Authentication required. Please login again.', code: 'AUTH_REQUIRED' },
          };
    if (call.url === '/api/create_account') return createAnswer;
    return PLACES[call.url] ?? 'network-error';
  });
  const view = renderPage(<SignupPage />, { path: '/signup' });
  await screen.findByLabelText('Owner name');
  const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const type = (label: string, value: string) =>
    fireEvent.change(input(label), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
  const fillValid = async () => {
    type('Owner name', 'Ramesh Sharma');
    type('Shop name', 'Sharma Tailors');
    if (screen.queryByLabelText('Email (optional)')) type('Email (optional)', 'ramesh@example.com');
    type('Shop address', '12 Main Bazaar, Karol Bagh');
    type('Pincode', '110001');
    await waitFor(() => expect(input('State').value).toBe('Delhi'));
    fireEvent.click(screen.getByLabelText(/I accept the/));
  };
  return { ...view, calls, input, type, submit, fillValid };
}

describe('SignupPage', () => {
  const writeRetries = apiConfig.writeRetries;
  beforeEach(() => {
    apiConfig.writeRetries = 0;
    localStorage.clear();
  });
  afterEach(() => {
    apiConfig.writeRetries = writeRetries;
    cleanup();
    vi.unstubAllGlobals();
  });

  describe('validation', () => {
    it('names every missing field', async () => {
      const { submit } = await setup();
      submit();
      for (const message of [
        'Owner name is required',
        'Shop name is required',
        'Address is required',
        'Pincode is required',
        'State is required',
        'District is required',
        'You must accept the Terms and Conditions',
      ]) {
        expect(await screen.findByText(message)).toBeTruthy();
      }
      // Many tailors have no email: it is optional.
      expect(screen.queryByText('Email is required')).toBeNull();
    });

    it('checks lengths, email shape, phone and pincode digits', async () => {
      const { type, submit } = await setup();
      type('Owner name', 'Ra');
      type('Shop name', 'ST');
      type('Email (optional)', 'ramesh@');
      type('Phone number (optional)', '98765');
      type('Shop address', 'Road');
      type('Pincode', '1100');
      submit();
      for (const message of [
        'Owner name must be at least 3 characters',
        'Shop name must be at least 3 characters',
        'Enter a valid email address',
        'Phone number must be exactly 10 digits',
        'Address must be at least 5 characters',
        'Pincode must be 6 digits',
      ]) {
        expect(await screen.findByText(message)).toBeTruthy();
      }
    });

    it('clears a field error as soon as that field is edited', async () => {
      const { type, submit } = await setup();
      submit();
      await screen.findByText('Owner name is required');
      type('Owner name', 'R');
      expect(screen.queryByText('Owner name is required')).toBeNull();
      expect(screen.queryByText('Owner name must be at least 3 characters')).toBeNull();
      expect(screen.getByText('Shop name is required')).toBeTruthy();
    });

    it('requires the terms to be accepted', async () => {
      const { fillValid, submit, calls } = await setup();
      await fillValid();
      fireEvent.click(screen.getByLabelText(/I accept the/));
      submit();
      expect(await screen.findByText('You must accept the Terms and Conditions')).toBeTruthy();
      expect(calls.filter((c) => c.url === '/api/create_account')).toHaveLength(0);
      fireEvent.click(screen.getByLabelText(/I accept the/));
      expect(screen.queryByText('You must accept the Terms and Conditions')).toBeNull();
    });

    it('links the terms to their own page in a new tab', async () => {
      await setup();
      const link = screen.getByRole('link', { name: 'Terms and Conditions' });
      expect(link.getAttribute('href')).toBe('/terms-and-conditions');
      expect(link.getAttribute('target')).toBe('_blank');
    });
  });

  describe('input normalisation', () => {
    it('trims leading spaces and collapses repeated spaces in names', async () => {
      const { type, input } = await setup();
      type('Owner name', '   Ramesh    Kumar  Sharma');
      type('Shop name', '  Sharma   Tailors');
      type('Shop address', '   12 Main Bazaar');
      expect(input('Owner name').value).toBe('Ramesh Kumar Sharma');
      expect(input('Shop name').value).toBe('Sharma Tailors');
      expect(input('Shop address').value).toBe('12 Main Bazaar');
    });

    it('keeps digits only in the phone, at most 10', async () => {
      const { type, input } = await setup();
      type('Phone number (optional)', '+91 98765-43210');
      expect(input('Phone number (optional)').value).toBe('9198765432');
      type('Phone number (optional)', '98a76 54321099');
      expect(input('Phone number (optional)').value).toBe('9876543210');
    });
  });

  describe('pincode lookup', () => {
    it('fills state and district when the pincode reaches 6 digits', async () => {
      const { type, input, calls } = await setup();
      type('Pincode', '11000');
      expect(calls.some((c) => c.url.startsWith('/api/pincode/'))).toBe(false);
      type('Pincode', '110001');
      await waitFor(() => expect(input('State').value).toBe('Delhi'));
      expect(input('District').value).toBe('New Delhi');
      expect(input('State').readOnly).toBe(true);
      expect(input('District').readOnly).toBe(true);
    });

    it("says 'Invalid Pincode' and clears state and district for an unknown pincode", async () => {
      const { type, input } = await setup();
      type('Pincode', '110001');
      await waitFor(() => expect(input('State').value).toBe('Delhi'));
      type('Pincode', '999999');
      expect(await screen.findByText('Invalid Pincode')).toBeTruthy();
      expect(input('State').value).toBe('');
      expect(input('District').value).toBe('');
    });

    it("says 'Failed to fetch location details' when the lookup fails", async () => {
      const { type, input } = await setup();
      type('Pincode', '500500');
      expect(await screen.findByText('Failed to fetch location details')).toBeTruthy();
      expect(input('State').value).toBe('');
      type('Pincode', '40000');
      expect(screen.queryByText('Failed to fetch location details')).toBeNull();
    });
  });

  describe('prefill', () => {
    it('prefills the name, shows a known email as a heading instead of a field, and leaves the shop phone empty', async () => {
      const { input } = await setup({
        user: details({ name: 'Ramesh  Sharma', email: 'ramesh@example.com' }),
      });
      expect(input('Owner name').value).toBe('Ramesh Sharma');
      // The number just verified (9876543210) is the sign-in, not necessarily the shop's phone.
      expect(input('Phone number (optional)').value).toBe('');
      expect(screen.getByText('Signing up as ramesh@example.com')).toBeTruthy();
      expect(screen.queryByLabelText(/^Email/)).toBeNull();
    });

    it('tells a user who came through OTP what is left to do', async () => {
      await setup();
      expect(
        screen.getByText(
          'Your mobile number is verified. Add your shop details to finish creating your account.',
        ),
      ).toBeTruthy();
    });
  });

  describe('submit', () => {
    it('creates the shop, ends the signup and goes to the order list', async () => {
      const { fillValid, submit, calls, router } = await setup();
      await fillValid();
      submit();
      await waitFor(() => expect(router.state.location.pathname).toBe('/app/order_list'));
      expect(calls.find((c) => c.url === '/api/create_account')).toEqual({
        method: 'POST',
        url: '/api/create_account',
        body: {
          owners_name: 'Ramesh Sharma',
          shop_name: 'Sharma Tailors',
          email: 'ramesh@example.com',
          address: '12 Main Bazaar, Karol Bagh',
          pincode: '110001',
          state: 'Delhi',
          district: 'New Delhi',
        },
      });
      expect(session.get('authToken')).toBe('shop-token');
      expect(session.get('signup')).toBe('false');
      expect(session.get('selectedStoreId')).toBe('store-1');
      expect(await screen.findByText('Your shop account has been created.')).toBeTruthy();
    });

    it('sends a phone typed for the shop', async () => {
      const { fillValid, type, submit, calls } = await setup();
      await fillValid();
      type('Phone number (optional)', '9812345678');
      submit();
      await waitFor(() => expect(calls.some((c) => c.url === '/api/create_account')).toBe(true));
      expect(calls.find((c) => c.url === '/api/create_account')?.body).toMatchObject({
        phone: '9812345678',
      });
    });

    it('creates a shop without an email: the field is optional and left out of the request', async () => {
      const { fillValid, type, submit, calls, router } = await setup();
      await fillValid();
      type('Email (optional)', '');
      submit();
      await waitFor(() => expect(router.state.location.pathname).toBe('/app/order_list'));
      const body = calls.find((c) => c.url === '/api/create_account')?.body as Record<
        string,
        unknown
      >;
      expect('email' in body).toBe(false);
    });

    it('leaves out an empty phone', async () => {
      const { fillValid, submit, calls } = await setup();
      await fillValid();
      submit();
      await waitFor(() => expect(calls.some((c) => c.url === '/api/create_account')).toBe(true));
      const body = calls.find((c) => c.url === '/api/create_account')?.body as Record<
        string,
        unknown
      >;
      expect('phone' in body).toBe(false);
    });

    it("shows the server's error in a toast and stays", async () => {
      const { fillValid, submit, router } = await setup({
        createAnswer: {
          status: 409,
          body: { error: 'This account already has a shop.', code: 'SHOP_ALREADY_EXISTS' },
        },
      });
      await fillValid();
      submit();
      const toast = await screen.findByRole('alert');
      await waitFor(() =>
        expect(within(toast).getByText('This account already has a shop.')).toBeTruthy(),
      );
      expect(router.state.location.pathname).toBe('/signup');
    });

    it("falls back to 'Signup failed. Try again.'", async () => {
      const { fillValid, submit } = await setup({ createAnswer: 'network-error' });
      await fillValid();
      submit();
      expect(await screen.findByText('Signup failed. Try again.')).toBeTruthy();
    });

    it('sends a visitor without a session to the login page', async () => {
      const { fillValid, submit, calls, router } = await setup({ signedIn: false });
      await fillValid();
      submit();
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(router.state.location.state).toEqual({
        message: 'Authentication required. Please login.',
      });
      expect(calls.some((c) => c.url === '/api/create_account')).toBe(false);
      expect(calls.some((c) => c.url === '/api/get_user_details')).toBe(false);
    });
  });
});
