import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { stubFetch, type StubCall } from '../../../test/render-page';
import { PUSH_PROMPT_DISMISSED_KEY } from '../lib/push-prompt-store';
import { fakePushBrowser, SUBSCRIPTION_JSON, VAPID_KEY } from '../test/fake-push';
import { PushPrompt } from './push-prompt';

function stubPushApi() {
  return stubFetch((call: StubCall) => {
    if (call.url.endsWith('/push/vapid-public-key')) return { body: { vapidPublicKey: VAPID_KEY } };
    if (call.url.endsWith('/push/subscribe')) return { status: 201, body: { subscribed: true } };
    return { status: 404, body: { error: 'Not found' } };
  });
}

describe('PushPrompt', () => {
  let browser: ReturnType<typeof fakePushBrowser> | undefined;
  beforeEach(() => localStorage.setItem('authToken', 'token'));
  afterEach(() => {
    browser?.restore();
    browser = undefined;
    vi.unstubAllGlobals();
  });

  it('shows nothing where the browser cannot take push', () => {
    stubPushApi();
    const { container } = renderWithProviders(<PushPrompt />);
    expect(container.textContent).toBe('');
  });

  it('offers push without asking the browser until the user says so', () => {
    browser = fakePushBrowser({ permission: 'default' });
    stubPushApi();
    renderWithProviders(<PushPrompt />);
    expect(screen.getByRole('region', { name: 'Get notified instantly' })).toBeTruthy();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('asks for permission on Turn on, subscribes with the server key and tells the server', async () => {
    browser = fakePushBrowser({ permission: 'default', answer: 'granted' });
    const calls = stubPushApi();
    renderWithProviders(<PushPrompt />);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Notifications are on for this device.')).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const options = browser.pushManager.subscribe.mock.calls[0]![0];
    expect(options).toMatchObject({ userVisibleOnly: true });
    expect(options.applicationServerKey).toHaveLength(65);
    const subscribe = calls.find((c) => c.url.endsWith('/api/push/subscribe'));
    expect(subscribe).toMatchObject({ method: 'POST', body: SUBSCRIPTION_JSON });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Get notified instantly' })).toBeNull(),
    );
  });

  it('explains a refusal', async () => {
    browser = fakePushBrowser({ permission: 'default', answer: 'denied' });
    const calls = stubPushApi();
    renderWithProviders(<PushPrompt />);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByText(
        'Notifications are blocked in this browser. Allow them in the site settings to turn them on.',
      ),
    ).toBeTruthy();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls.some((c) => c.url.endsWith('/push/subscribe'))).toBe(false);
  });

  it('goes away on Not now, for good on this device', () => {
    browser = fakePushBrowser({ permission: 'default' });
    stubPushApi();
    const first = renderWithProviders(<PushPrompt />);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Get notified instantly' })).toBeNull();
    expect(localStorage.getItem(PUSH_PROMPT_DISMISSED_KEY)).toBe('true');
    first.unmount();
    renderWithProviders(<PushPrompt />);
    expect(screen.queryByRole('region', { name: 'Get notified instantly' })).toBeNull();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });
});
