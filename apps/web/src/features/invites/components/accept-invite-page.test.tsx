import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SignInResult } from '@tailor/shared/auth';
import { type PublicInvite } from '@tailor/shared/invites';
import { INVITE_MESSAGES } from '@tailor/shared/invites-rules';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { stubApi, type StubAnswer, type StubCall } from '../../../test/invite-fixtures';
import { AcceptInvitePage } from './accept-invite-page';

const open: PublicInvite = {
  shop_name: 'Patel Stitching Centre',
  name: 'Kiran Desai',
  status: 'pending',
  expires_at: '2099-11-12T06:30:00.000Z',
  expired: false,
  phone_hint: '3210',
};

const signIn: SignInResult = {
  status: 'success',
  token: 'employee-token',
  user_id: 'user-7',
  employee_id: 'employee-7',
  role: 'employee',
  store_id: 'store-a',
  store_name: 'Patel Stitching Centre',
  signup: false,
  store_selection_required: false,
  available_stores: [{ store_id: 'store-a', store_name: 'Patel Stitching Centre' }],
};

function renderPage(answer: (call: StubCall) => StubAnswer | undefined, invite = open) {
  const calls = stubApi((call) => answer(call) ?? { body: invite });
  const router = createMemoryRouter(
    [
      { path: '/invite/:token', element: <AcceptInvitePage token="tok-1" /> },
      { path: '/employee/orders', element: <p>Employee orders</p> },
      { path: '/store-selection', element: <p>Store selection</p> },
    ],
    { initialEntries: ['/invite/tok-1'] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), router, calls };
}

const otpAnswer = { body: { status: 'success', retry_after_s: 30 } };

const retries = apiConfig.writeRetries;
beforeEach(() => {
  apiConfig.writeRetries = 0;
});
afterEach(() => {
  apiConfig.writeRetries = retries;
  vi.unstubAllGlobals();
});

describe('AcceptInvitePage', () => {
  it('names the shop and the invitee, verifies the invited phone and accepts into the employee area', async () => {
    const { calls, router } = renderPage((call) => {
      if (call.path === '/api/auth/otp/request') return otpAnswer;
      if (call.path === '/api/invites/tok-1/accept') return { body: signIn };
      return undefined;
    });
    expect(await screen.findByTestId('invite-shop-name')).toHaveProperty(
      'textContent',
      'Patel Stitching Centre',
    );
    expect(
      screen.getByText(/Hello Kiran Desai, Patel Stitching Centre has invited you/),
    ).toBeTruthy();
    expect(screen.getByText('Use the number ending in 3210')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Your mobile number'), {
      target: { value: '9876543210' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    const otp = await screen.findByLabelText('OTP');
    expect(screen.getByText('Enter the 6-digit code sent to +91 9876543210.')).toBeTruthy();
    fireEvent.change(otp, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept Invite' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/employee/orders'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/auth/otp/request', body: { phone: '9876543210' } },
      {
        method: 'POST',
        path: '/api/invites/tok-1/accept',
        body: { phone: '9876543210', otp: '123456' },
      },
    ]);
    expect(session.get('authToken')).toBe('employee-token');
    expect(session.get('role')).toBe('employee');
    expect(session.get('selectedStoreId')).toBe('store-a');
    expect(session.get('selectedStoreName')).toBe('Patel Stitching Centre');
    expect(session.get('employeeId')).toBe('employee-7');
  });

  it('goes to store selection when the answer asks for one', async () => {
    const { router } = renderPage((call) => {
      if (call.path === '/api/auth/otp/request') return otpAnswer;
      if (call.path === '/api/invites/tok-1/accept')
        return {
          body: { ...signIn, store_id: null, store_name: null, store_selection_required: true },
        };
      return undefined;
    });
    fireEvent.change(await screen.findByLabelText('Your mobile number'), {
      target: { value: '9876543210' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept Invite' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/store-selection'));
  });

  it('refuses a number that does not end in the hint without sending an SMS', async () => {
    const { calls } = renderPage(() => undefined);
    fireEvent.change(await screen.findByLabelText('Your mobile number'), {
      target: { value: '9876500000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(INVITE_MESSAGES.differentPhone)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the server’s reason when the OTP is wrong and stays on the page', async () => {
    const { router } = renderPage((call) => {
      if (call.path === '/api/auth/otp/request') return otpAnswer;
      if (call.path === '/api/invites/tok-1/accept')
        return {
          status: 400,
          body: {
            error: 'Incorrect OTP. 4 attempts left.',
            code: 'OTP_INCORRECT',
            params: { count: 4 },
          },
        };
      return undefined;
    });
    fireEvent.change(await screen.findByLabelText('Your mobile number'), {
      target: { value: '9876543210' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept Invite' }));
    expect(await screen.findByText('Incorrect OTP. 4 attempts left.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/invite/tok-1');
    expect(session.get('authToken')).toBeNull();
  });

  it('declines after a confirm and then says it was declined', async () => {
    const { calls } = renderPage((call) => {
      if (call.path === '/api/auth/otp/request') return otpAnswer;
      if (call.path === '/api/invites/tok-1/reject')
        return { body: { ...open, status: 'rejected' } };
      return undefined;
    });
    fireEvent.change(await screen.findByLabelText('Your mobile number'), {
      target: { value: '9876543210' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decline Invite' }));
    expect(await screen.findByText('You declined this invite')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/invites/tok-1/reject')).toBe(true);
  });

  it.each([
    [{ ...open, expired: true }, 'This invite has expired'],
    [{ ...open, status: 'cancelled' as const }, 'This invite was cancelled'],
    [{ ...open, status: 'accepted' as const }, 'This invite has already been accepted'],
    [{ ...open, status: 'rejected' as const }, 'You declined this invite'],
  ])('says clearly when the invite cannot be answered: %#', async (invite, title) => {
    renderPage(() => undefined, invite);
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.queryByLabelText('Your mobile number')).toBeNull();
  });

  it('writes the day the invite runs until as the app writes dates, in the page language', async () => {
    try {
      await act(() => i18n.changeLanguage('ta'));
      renderPage(() => undefined);
      expect(
        await screen.findByText(
          'பதிலளிக்க உங்கள் கைபேசி எண்ணை உறுதிப்படுத்தவும். இந்த அழைப்பு 12 நவ. 2099 வரை செல்லுபடியாகும்.',
        ),
      ).toBeTruthy();
      await act(() => i18n.changeLanguage('en'));
      expect(
        screen.getByText(
          'Verify your mobile number to answer. This invite is valid until 12 Nov 2099.',
        ),
      ).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('says when the link names no invite', async () => {
    renderPage(() => ({
      status: 404,
      body: { error: INVITE_MESSAGES.notFound, code: 'INVITE_NOT_FOUND' },
    }));
    expect(await screen.findByText('Invite not found')).toBeTruthy();
  });
});
