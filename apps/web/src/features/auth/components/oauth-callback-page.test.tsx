import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignInResult } from '@tailor/shared/auth';
import { session } from '../../../lib/session';
import { renderPage, stubFetch } from '../../../test/render-page';
import { OAuthCallbackPage } from './oauth-callback-page';

const result: SignInResult = {
  status: 'success',
  token: 'google-token',
  user_id: 'user-2',
  employee_id: null,
  role: 'shopkeeper',
  store_id: 's1',
  store_name: 'Shop',
  signup: false,
  store_selection_required: false,
  available_stores: [],
};

describe('OAuthCallbackPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('exchanges the code once, stores a Google session and routes on', async () => {
    const calls = stubFetch(() => ({ body: result }));
    const { router } = renderPage(<OAuthCallbackPage />, {
      path: '/oauth_callback',
      entry: '/oauth_callback?code=abc&state=xyz',
    });
    expect(screen.getByText('Processing Google Sign-In...')).toBeTruthy();
    expect(screen.getByText('Please wait while we complete your authentication.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/order_list'));
    expect(calls).toEqual([
      { method: 'GET', url: '/api/auth/google/callback?code=abc&state=xyz', body: undefined },
    ]);
    expect(session.get('authToken')).toBe('google-token');
    expect(session.get('fromGoogle')).toBe('true');
  });

  it('goes back to the login page, silently, when the exchange fails', async () => {
    stubFetch(() => ({ status: 400, body: { error: 'Invalid state' } }));
    const { router } = renderPage(<OAuthCallbackPage />, {
      path: '/oauth_callback',
      entry: '/oauth_callback?code=spent&state=xyz',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(session.get('authToken')).toBeNull();
  });
});
