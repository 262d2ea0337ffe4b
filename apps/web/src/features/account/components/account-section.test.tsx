import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Store, UserDetails } from '@tailor/shared/accounts';
import { apiConfig } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { setNavigator } from '../../../lib/navigation';
import { session } from '../../../lib/session';
import { createTestQueryClient } from '../../../test/render';
import { renderPage, stubFetch, type StubAnswer, type StubCall } from '../../../test/render-page';
import { AccountSection } from './account-section';

const store: Store = {
  _id: 'store-1',
  shop_name: 'Sharma Tailors',
  owners_name: 'Ramesh Sharma',
  email: 'ramesh@example.com',
  phone: null,
  address: '12 Main Bazaar, Karol Bagh',
  pincode: '110001',
  district: 'New Delhi',
  state: 'Delhi',
};

const details = (over: Partial<UserDetails> = {}): UserDetails => ({
  user: { _id: 'user-1', name: 'Ramesh Sharma', phone: '9876543210', email: 'ramesh@example.com' },
  role: 'shopkeeper',
  signup: false,
  store,
  employee_id: null,
  auth_methods: ['phone'],
  ...over,
});

const PLACES: Record<string, StubAnswer> = {
  '/api/pincode/110001': {
    body: { pincode: '110001', state: 'Delhi', district: 'New Delhi', districts: ['New Delhi'] },
  },
  '/api/pincode/380001': {
    body: { pincode: '380001', state: 'Gujarat', district: 'Ahmedabad', districts: ['Ahmedabad'] },
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

async function setup(
  options: { user?: UserDetails; put?: StubAnswer; queryClient?: QueryClient } = {},
) {
  session.set('authToken', 'token-1');
  session.set('userId', 'user-1');
  session.set('role', 'shopkeeper');
  session.set('selectedStoreId', 'store-1');
  session.set('selectedStoreName', 'Sharma Tailors');
  let current = options.user ?? details();
  const server = { reachable: true };
  const calls = stubFetch((call: StubCall) => {
    if (!server.reachable) return 'network-error';
    if (call.url === '/api/get_user_details') return { body: current };
    if (call.url === '/api/account' && call.method === 'PUT') {
      if (options.put) return options.put;
      const body = call.body as Omit<Store, '_id' | 'phone'> & { phone?: string };
      const saved: Store = { ...body, _id: 'store-1', phone: body.phone ?? null };
      current = { ...current, store: saved };
      return { body: saved };
    }
    return PLACES[call.url] ?? 'network-error';
  });
  const view = renderPage(<AccountSection />, {
    path: '/app/account',
    queryClient: options.queryClient,
  });
  await screen.findByRole('heading', { name: 'Shop details' });
  const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const type = (label: string, value: string) =>
    fireEvent.change(input(label), { target: { value } });
  const edit = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('form', { name: 'Edit shop details' });
  };
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  const puts = () => calls.filter((c) => c.url === '/api/account').map((c) => c.body);
  return { ...view, calls, server, input, type, edit, save, puts };
}

describe('AccountSection', () => {
  const writeRetries = apiConfig.writeRetries;
  beforeEach(() => {
    apiConfig.writeRetries = 0;
  });
  afterEach(() => {
    apiConfig.writeRetries = writeRetries;
    vi.unstubAllGlobals();
  });

  describe('view mode', () => {
    it("shows the owner's and shop's details", async () => {
      await setup({ user: details({ store: { ...store, phone: '9123456780' } }) });
      const card = screen.getByRole('region', { name: 'Shop details' });
      for (const text of [
        'Sharma Tailors',
        'Ramesh Sharma',
        'ramesh@example.com',
        '+91 91234 56780',
        '12 Main Bazaar, Karol Bagh',
        '110001',
        'New Delhi',
        'Delhi',
      ]) {
        expect(within(card).getByText(text)).toBeTruthy();
      }
      expect(screen.queryByRole('form')).toBeNull();
    });

    it('keeps showing the details it has when asking the server again fails', async () => {
      const queryClient = createTestQueryClient();
      const { server } = await setup({ queryClient });
      server.reachable = false;
      await act(() => queryClient.refetchQueries());
      expect(queryClient.getQueryState(['user', 'details'])?.status).toBe('error');
      // The query's observers hear of the failure on a later task: let the page draw it.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      const card = screen.getByRole('region', { name: 'Shop details' });
      expect(within(card).getByText('Sharma Tailors')).toBeTruthy();
      expect(
        screen.queryByText('Could not load your account details. Please try again.'),
      ).toBeNull();
    });

    it('says when the shop has no phone number', async () => {
      await setup();
      const card = screen.getByRole('region', { name: 'Shop details' });
      expect(within(card).getByText('Not added')).toBeTruthy();
    });

    it('shows the signed-in phone with +91 and the linked sign-in methods', async () => {
      await setup({ user: details({ auth_methods: ['phone', 'google'] }) });
      const card = screen.getByRole('region', { name: 'Sign-in' });
      expect(within(card).getByText('+91 98765 43210')).toBeTruthy();
      const methods = within(card).getByRole('list', { name: 'Sign-in methods' });
      expect(
        within(methods)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Mobile number (OTP)', 'Google']);
    });

    it('does not list Google when it is not linked', async () => {
      await setup();
      const card = screen.getByRole('region', { name: 'Sign-in' });
      expect(within(card).queryByText('Google')).toBeNull();
    });

    it('logs out: the server revokes the token, the session is cleared and the login page opens', async () => {
      const { router, calls } = await setup();
      setNavigator((path) => void router.navigate(path, { replace: true }));
      try {
        fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
        await waitFor(() => expect(router.state.location.pathname).toBe('/'));
        expect(session.get('authToken')).toBeNull();
        expect(calls.some((c) => c.method === 'POST' && c.url === '/api/auth/logout')).toBe(true);
      } finally {
        setNavigator(null);
      }
    });

    it('switches the interface language', async () => {
      await setup();
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Interface language' }));
      fireEvent.click(
        within(await screen.findByRole('listbox')).getByRole('option', { name: 'हिन्दी' }),
      );
      await waitFor(() => expect(i18n.language).toBe('hi'));
      expect(await screen.findByRole('heading', { name: 'दुकान का विवरण' })).toBeTruthy();
    });
  });

  describe('edit mode: the signup rules', () => {
    it('starts from the saved details and cancels back to them', async () => {
      const { edit, input, type, puts } = await setup();
      await edit();
      expect(input('Owner name').value).toBe('Ramesh Sharma');
      expect(input('Shop address').value).toBe('12 Main Bazaar, Karol Bagh');
      expect(input('State').readOnly).toBe(true);
      type('Shop name', 'Something Else');
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(await screen.findByText('Sharma Tailors')).toBeTruthy();
      expect(puts()).toEqual([]);
    });

    it('names every missing field', async () => {
      const { edit, type, save, puts } = await setup();
      await edit();
      for (const label of [
        'Owner name',
        'Shop name',
        'Email (optional)',
        'Shop address',
        'Pincode',
      ])
        type(label, '');
      save();
      for (const message of [
        'Owner name is required',
        'Shop name is required',
        'Address is required',
        'Pincode is required',
        'State is required',
        'District is required',
      ]) {
        expect(await screen.findByText(message)).toBeTruthy();
      }
      // A shop may have no email.
      expect(screen.queryByText('Email is required')).toBeNull();
      expect(puts()).toEqual([]);
    });

    it('checks lengths, email shape, phone and pincode digits', async () => {
      const { edit, type, save } = await setup();
      await edit();
      type('Owner name', 'Ra');
      type('Shop name', 'ST');
      type('Email (optional)', 'ramesh@');
      type('Shop phone number (optional)', '98765');
      type('Shop address', 'Road');
      type('Pincode', '1100');
      save();
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
      const { edit, type, save } = await setup();
      await edit();
      type('Owner name', '');
      type('Shop name', '');
      save();
      await screen.findByText('Owner name is required');
      type('Owner name', 'R');
      expect(screen.queryByText('Owner name is required')).toBeNull();
      expect(screen.queryByText('Owner name must be at least 3 characters')).toBeNull();
      expect(screen.getByText('Shop name is required')).toBeTruthy();
    });

    it('trims leading spaces, collapses repeated spaces and keeps phone digits only', async () => {
      const { edit, type, input } = await setup();
      await edit();
      type('Owner name', '   Ramesh    Kumar  Sharma');
      type('Shop name', '  Sharma   Tailors');
      type('Shop address', '   12 Main Bazaar');
      type('Shop phone number (optional)', '+91 98765-43210');
      expect(input('Owner name').value).toBe('Ramesh Kumar Sharma');
      expect(input('Shop name').value).toBe('Sharma Tailors');
      expect(input('Shop address').value).toBe('12 Main Bazaar');
      expect(input('Shop phone number (optional)').value).toBe('9198765432');
    });
  });

  describe('edit mode: pincode lookup', () => {
    it('fills state and district when a new pincode reaches 6 digits', async () => {
      const { edit, type, input, calls } = await setup();
      await edit();
      type('Pincode', '38000');
      expect(input('State').value).toBe('');
      expect(calls.some((c) => c.url.startsWith('/api/pincode/'))).toBe(false);
      type('Pincode', '380001');
      await waitFor(() => expect(input('State').value).toBe('Gujarat'));
      expect(input('District').value).toBe('Ahmedabad');
    });

    it("says 'Invalid Pincode' and clears state and district for an unknown pincode", async () => {
      const { edit, type, input } = await setup();
      await edit();
      type('Pincode', '999999');
      expect(await screen.findByText('Invalid Pincode')).toBeTruthy();
      expect(input('State').value).toBe('');
      expect(input('District').value).toBe('');
    });

    it("says 'Failed to fetch location details' when the lookup fails", async () => {
      const { edit, type } = await setup();
      await edit();
      type('Pincode', '500500');
      expect(await screen.findByText('Failed to fetch location details')).toBeTruthy();
      type('Pincode', '50050');
      expect(screen.queryByText('Failed to fetch location details')).toBeNull();
    });
  });

  describe('saving', () => {
    it('sends the whole record with PUT /account, shows the saved details and renames the shop', async () => {
      const { edit, type, input, save, puts } = await setup();
      await edit();
      type('Shop name', 'Sharma  Fashion House');
      type('Shop phone number (optional)', '9123456780');
      type('Shop address', '5 Relief Road');
      type('Pincode', '380001');
      await waitFor(() => expect(input('State').value).toBe('Gujarat'));
      save();
      expect(await screen.findByText('Shop details saved.')).toBeTruthy();
      expect(puts()).toEqual([
        {
          owners_name: 'Ramesh Sharma',
          shop_name: 'Sharma Fashion House',
          email: 'ramesh@example.com',
          phone: '9123456780',
          address: '5 Relief Road',
          pincode: '380001',
          state: 'Gujarat',
          district: 'Ahmedabad',
        },
      ]);
      const card = await screen.findByRole('region', { name: 'Shop details' });
      await waitFor(() => expect(within(card).queryByRole('form')).toBeNull());
      expect(within(card).getByText('Sharma Fashion House')).toBeTruthy();
      expect(within(card).getByText('+91 91234 56780')).toBeTruthy();
      expect(session.get('selectedStoreName')).toBe('Sharma Fashion House');
    });

    it('leaves out an empty phone', async () => {
      const { edit, save, puts } = await setup();
      await edit();
      save();
      await waitFor(() => expect(puts()).toHaveLength(1));
      expect('phone' in (puts()[0] as object)).toBe(false);
    });

    it("shows the server's error in a toast and stays in edit mode", async () => {
      const { edit, save } = await setup({
        put: {
          status: 400,
          body: {
            error: 'State and district do not match the pincode',
            code: 'PINCODE_PLACE_MISMATCH',
          },
        },
      });
      await edit();
      save();
      const toast = await screen.findByRole('alert');
      await waitFor(() =>
        expect(within(toast).getByText('State and district do not match the pincode')).toBeTruthy(),
      );
      expect(screen.getByRole('form', { name: 'Edit shop details' })).toBeTruthy();
    });

    it('falls back to a plain message when the request fails', async () => {
      const { edit, save } = await setup({ put: 'network-error' });
      await edit();
      save();
      expect(
        await screen.findByText('Failed to save shop details. Please try again.'),
      ).toBeTruthy();
    });
  });
});
