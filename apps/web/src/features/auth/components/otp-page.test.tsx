import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignInResult } from '@tailor/shared/auth';
import { apiConfig } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { renderPage, stubFetch, type StubAnswer, type StubCall } from '../../../test/render-page';
import { OtpPage } from './otp-page';

const PHONE = '9876543210';

const signIn = (overrides: Partial<SignInResult> = {}): SignInResult => ({
  status: 'success',
  token: 'token-1',
  user_id: 'user-1',
  employee_id: null,
  role: 'shopkeeper',
  store_id: null,
  store_name: null,
  signup: true,
  store_selection_required: false,
  available_stores: [],
  ...overrides,
});

function setup(answer: (call: StubCall) => StubAnswer, { resendAt = Date.now() + 30_000 } = {}) {
  sessionStorage.setItem('otpPhone', PHONE);
  sessionStorage.setItem('otpResendAt', String(resendAt));
  const calls = stubFetch(answer);
  const view = renderPage(<OtpPage />, {
    path: '/otp',
    entry: { pathname: '/otp', state: { phone: PHONE } },
  });
  const enter = (otp: string) =>
    fireEvent.change(screen.getByLabelText('OTP'), { target: { value: otp } });
  const verify = () => fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  return { ...view, calls, enter, verify };
}

describe('OtpPage', () => {
  const writeRetries = apiConfig.writeRetries;
  beforeEach(() => {
    apiConfig.writeRetries = 0;
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => {
    apiConfig.writeRetries = writeRetries;
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks to go back when no phone number is known', () => {
    stubFetch(() => ({ body: {} }));
    renderPage(<OtpPage />, { path: '/otp' });
    expect(screen.getByText('Phone number missing. Go back and enter your number.')).toBeTruthy();
    expect(screen.queryByLabelText('OTP')).toBeNull();
  });

  it('shows the number the code went to', () => {
    setup(() => ({ body: {} }));
    expect(screen.getByText(`Enter the 6-digit code sent to +91 ${PHONE}.`)).toBeTruthy();
  });

  it('wants six digits and keeps digits only', async () => {
    const { enter, verify, calls } = setup(() => ({ body: {} }));
    enter('12a3');
    expect((screen.getByLabelText('OTP') as HTMLInputElement).value).toBe('123');
    verify();
    expect(await screen.findByText('Enter the 6-digit OTP.')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/auth/otp/verify')).toHaveLength(0);
  });

  it('keeps all six digits of a code pasted with a space or dash', () => {
    setup(() => ({ body: {} }));
    const input = screen.getByLabelText('OTP') as HTMLInputElement;
    fireEvent.paste(input, { clipboardData: { getData: () => '123 456' } });
    expect(input.value).toBe('123456');
    fireEvent.paste(input, { clipboardData: { getData: () => ' 654-321\n' } });
    expect(input.value).toBe('654321');
    // Autofill and keyboards that insert the spaced text in one go are not cut either.
    expect(input.maxLength < 0 || input.maxLength >= '123 456'.length).toBe(true);
    fireEvent.change(input, { target: { value: '123 456' } });
    expect(input.value).toBe('123456');
  });

  it('verifies, stores the session as an OTP sign-in and routes a new shopkeeper to /signup', async () => {
    const { enter, verify, calls, router } = setup(() => ({ body: signIn() }));
    enter('123456');
    verify();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/auth/otp/verify',
      body: { phone: PHONE, otp: '123456' },
    });
    expect(session.get('authToken')).toBe('token-1');
    expect(session.get('fromOtp')).toBe('true');
    expect(session.get('signup')).toBe('true');
    expect(sessionStorage.getItem('otpPhone')).toBeNull();
  });

  it('goes back to the page where the session expired', async () => {
    sessionStorage.setItem(
      'returnPath',
      JSON.stringify({ path: '/app/order-details/o1', userId: 'user-1' }),
    );
    const { enter, verify, router } = setup(() => ({ body: signIn({ signup: false }) }));
    enter('123456');
    verify();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/order-details/o1'));
    expect(sessionStorage.getItem('returnPath')).toBeNull();
  });

  it('routes an employee with a store to /employee/orders', async () => {
    const result = signIn({
      role: 'employee',
      signup: false,
      employee_id: 'e1',
      store_id: 's1',
      store_name: 'A',
    });
    const { enter, verify, router } = setup(() => ({ body: result }));
    enter('123456');
    verify();
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee/orders'));
    expect(session.get('selectedStoreId')).toBe('s1');
  });

  it("shows 'OTP Verification Failed' with the server's reason", async () => {
    const { enter, verify, router } = setup(() => ({
      status: 400,
      body: {
        error: 'Incorrect OTP. 2 attempts left.',
        code: 'OTP_INCORRECT',
        params: { count: 2 },
      },
    }));
    enter('000000');
    verify();
    expect(await screen.findByText('OTP Verification Failed')).toBeTruthy();
    expect(screen.getByText('Incorrect OTP. 2 attempts left.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/otp');
    expect(session.get('authToken')).toBeNull();
  });

  it('counts down before a resend is allowed', () => {
    setup(() => ({ body: {} }), { resendAt: Date.now() + 30_000 });
    expect(screen.getByText(/^Resend OTP in (30|29)s$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
  });

  it('resends and restarts the countdown', async () => {
    const { calls } = setup(() => ({ body: { status: 'success', retry_after_s: 30 } }), {
      resendAt: Date.now() - 1,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText(/^Resend OTP in (30|29)s$/)).toBeTruthy();
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/auth/otp/resend',
      body: { phone: PHONE },
    });
  });

  it("shows 'Failed to resend OTP' when the resend is refused", async () => {
    setup(
      () => ({
        status: 429,
        body: {
          error: 'Please wait 25 seconds before requesting another OTP.',
          code: 'OTP_RESEND_WAIT',
          params: { seconds: 25 },
        },
      }),
      { resendAt: Date.now() - 1 },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Failed to resend OTP')).toBeTruthy();
    expect(screen.getByText('Please wait 25 seconds before requesting another OTP.')).toBeTruthy();
  });
});
