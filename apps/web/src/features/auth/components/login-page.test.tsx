import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../../../lib/api-client';
import { renderPage, stubFetch, type StubAnswer, type StubCall } from '../../../test/render-page';
import { LoginPage } from './login-page';

const ok = (body: unknown): StubAnswer => ({ status: 200, body });

function setup(answer: (call: StubCall) => StubAnswer = () => ok({})) {
  const calls = stubFetch((call) =>
    call.url === '/api/auth/providers' ? ok({ google: false }) : answer(call),
  );
  const view = renderPage(<LoginPage />, { path: '/' });
  const phone = screen.getByLabelText('Mobile number');
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  return { ...view, calls, phone, submit };
}

const otpRequests = (calls: StubCall[]) => calls.filter((c) => c.url === '/api/auth/otp/request');

describe('LoginPage', () => {
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

  it('refuses a number that is not 10 digits', async () => {
    const { phone, submit, calls } = setup();
    fireEvent.change(phone, { target: { value: '98765' } });
    submit();
    expect(await screen.findByText('Enter a valid 10-digit mobile number.')).toBeTruthy();
    expect(otpRequests(calls)).toHaveLength(0);
  });

  it('refuses an empty number', async () => {
    const { submit } = setup();
    submit();
    expect(await screen.findByText('Enter a valid 10-digit mobile number.')).toBeTruthy();
  });

  it('keeps digits only, at most 10', () => {
    const { phone } = setup();
    fireEvent.change(phone, { target: { value: '+91 98765-43210 99' } });
    expect((phone as HTMLInputElement).value).toBe('9198765432');
    fireEvent.change(phone, { target: { value: 'ab98765 43210' } });
    expect((phone as HTMLInputElement).value).toBe('9876543210');
  });

  it('clears the message once the number is edited', async () => {
    const { phone, submit } = setup();
    submit();
    await screen.findByText('Enter a valid 10-digit mobile number.');
    fireEvent.change(phone, { target: { value: '9' } });
    expect(screen.queryByText('Enter a valid 10-digit mobile number.')).toBeNull();
  });

  it('requests an OTP and moves on to /otp with the number', async () => {
    const { phone, submit, calls, router } = setup(() =>
      ok({ status: 'success', retry_after_s: 30 }),
    );
    fireEvent.change(phone, { target: { value: '9876543210' } });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp'));
    expect(otpRequests(calls)).toEqual([
      { method: 'POST', url: '/api/auth/otp/request', body: { phone: '9876543210' } },
    ]);
    expect(router.state.location.state).toEqual({ phone: '9876543210' });
    expect(sessionStorage.getItem('otpPhone')).toBe('9876543210');
  });

  it("shows the server's reason, e.g. when rate-limited", async () => {
    const message = 'Please wait 30 seconds before requesting another OTP.';
    const { phone, submit, router } = setup(() => ({
      status: 429,
      body: { error: message, code: 'OTP_RESEND_WAIT', params: { seconds: 30 } },
    }));
    fireEvent.change(phone, { target: { value: '9876543210' } });
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('falls back to a general message when the server cannot be reached', async () => {
    const { phone, submit } = setup(() => 'network-error');
    fireEvent.change(phone, { target: { value: '9876543210' } });
    submit();
    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeTruthy();
  });

  it('shows the message another screen sent to the login page', () => {
    stubFetch(() => ok({ google: false }));
    renderPage(<LoginPage />, {
      path: '/',
      entry: { pathname: '/', state: { message: 'Authentication required. Please login.' } },
    });
    expect(screen.getByText('Authentication required. Please login.')).toBeTruthy();
  });

  it('offers Google sign-in only when the server has it configured', async () => {
    stubFetch(() => ok({ google: true }));
    renderPage(<LoginPage />, { path: '/' });
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe('/api/auth/google/start');
    cleanup();

    setup();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send OTP' })).toBeTruthy());
    expect(screen.queryByText('Continue with Google')).toBeNull();
  });
});
