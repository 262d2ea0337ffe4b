import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { i18n } from '../lib/i18n';
import { listenForStaleCode, STALE_CODE_RELOAD_GUARD_MS } from '../lib/stale-code-reload';
import { renderWithProviders } from '../test/render';
import { lazyNamed } from './lazy-named';

let reload: Mock<() => void>;
let stopListening: () => void;

beforeEach(() => {
  reload = vi.fn<() => void>();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
  stopListening = listenForStaleCode();
});

afterEach(() => {
  stopListening();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function preloadError(): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('reloading into a new version', () => {
  it('reloads once when Vite cannot load a chunk, and not again within the guard', () => {
    expect(preloadError().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(preloadError().defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the guard has passed', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    preloadError();
    vi.setSystemTime(Date.now() + STALE_CODE_RELOAD_GUARD_MS + 1);
    preloadError();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads when a page’s code is gone from the server, at most once', async () => {
    const gone = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    const Page = lazyNamed<'Page', { Page: () => null }>(gone, 'Page', []);
    void Page.preload();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    const Other = lazyNamed<'Page', { Page: () => null }>(gone, 'Page', []);
    await expect(Other.preload()).rejects.toThrow('dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says a new version was loaded on the page it reloaded into, once', async () => {
    preloadError();
    const first = renderWithProviders(<p>Orders</p>);
    expect(await screen.findByText('A new version was loaded')).toBeDefined();
    first.unmount();
    renderWithProviders(<p>Orders</p>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('A new version was loaded')).toBeNull();
  });

  it('says it in the interface language', async () => {
    await i18n.changeLanguage('hi');
    preloadError();
    renderWithProviders(<p>Orders</p>);
    expect(await screen.findByText('नया संस्करण लोड हो गया')).toBeDefined();
  });
});
