import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session';
import { jsonResponse } from '../test/responses';
import { lazyNamed } from './lazy-named';
import { preloadRoute } from './router';

const orderListPrefetch = vi.hoisted(() => vi.fn());
vi.mock('./routes/shopkeeper/order-list-route', () => ({
  OrderListRoute: () => <h1>Orders</h1>,
  prefetch: orderListPrefetch,
}));

const requestedPaths = () =>
  vi.mocked(fetch).mock.calls.map(([url]) => new URL(String(url), 'http://shop.test').pathname);

beforeEach(() => {
  orderListPrefetch.mockClear();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    jsonResponse({ user_id: 'u1', role: 'shopkeeper' }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('preloadRoute', () => {
  it('asks for the session check and the page with its first queries at once, before rendering', async () => {
    session.set('authToken', 't');
    preloadRoute('/app/order_list');
    await vi.waitFor(() => expect(orderListPrefetch).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(requestedPaths()).toContain('/api/get_user_details'));
  });

  it('asks for nothing of the signed-in app on the sign-in page', async () => {
    preloadRoute('/');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(orderListPrefetch).not.toHaveBeenCalled();
    expect(requestedPaths()).not.toContain('/api/get_user_details');
  });
});

describe('lazyNamed', () => {
  it('loads a module once however often it is preloaded, and calls its prefetch once', async () => {
    const prefetch = vi.fn();
    const load = vi.fn(async () => ({ Page: () => null, prefetch }));
    const Page = lazyNamed(load, 'Page', []);
    await Promise.all([Page.preload(), Page.preload()]);
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('tries a load that failed again on the next request', async () => {
    const load = vi
      .fn<() => Promise<{ Page: () => null }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Page: () => null });
    const Page = lazyNamed(load, 'Page', []);
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
