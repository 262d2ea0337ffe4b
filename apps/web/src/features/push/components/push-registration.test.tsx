import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { stubFetch, type StubCall } from '../../../test/render-page';
import { fakePushBrowser, SUBSCRIPTION_JSON, VAPID_KEY } from '../test/fake-push';
import { PushRegistration } from './push-registration';

function stubPushApi() {
  return stubFetch((call: StubCall) => {
    if (call.url.endsWith('/push/vapid-public-key')) return { body: { vapidPublicKey: VAPID_KEY } };
    if (call.url.endsWith('/push/subscribe')) return { status: 201, body: { subscribed: true } };
    return { status: 200, body: {} };
  });
}

describe('PushRegistration', () => {
  let browser: ReturnType<typeof fakePushBrowser> | undefined;
  beforeEach(() => localStorage.setItem('authToken', 'token'));
  afterEach(() => {
    browser?.restore();
    browser = undefined;
    vi.unstubAllGlobals();
  });

  it('subscribes a browser that already allows notifications once signed in, without asking', async () => {
    browser = fakePushBrowser({ permission: 'granted' });
    const calls = stubPushApi();
    renderWithProviders(<PushRegistration />);
    await waitFor(() =>
      expect(calls.some((c) => c.url.endsWith('/api/push/subscribe'))).toBe(true),
    );
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('does nothing while notifications are not allowed', async () => {
    browser = fakePushBrowser({ permission: 'default' });
    const calls = stubPushApi();
    renderWithProviders(<PushRegistration />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();
  });

  it('tells the server to forget the subscription at logout, before the token goes', async () => {
    browser = fakePushBrowser({ permission: 'granted', subscribed: true });
    const calls = stubPushApi();
    renderWithProviders(<PushRegistration />);
    const subscription = browser.subscription()!;
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/push/subscribe'))).toBe(true));
    calls.length = 0;
    await logout();
    const paths = calls.map((c: StubCall) => new URL(c.url, 'http://x').pathname);
    expect(paths).toEqual(['/api/push/unsubscribe', '/api/auth/logout']);
    expect(calls[0]!.body).toEqual({ endpoint: SUBSCRIPTION_JSON.endpoint });
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('stops caring about logout once unmounted', async () => {
    browser = fakePushBrowser({ permission: 'default', subscribed: true });
    const calls = stubPushApi();
    const { unmount } = renderWithProviders(<PushRegistration />);
    unmount();
    await logout();
    expect(calls.map((c) => new URL(c.url, 'http://x').pathname)).toEqual(['/api/auth/logout']);
  });
});
