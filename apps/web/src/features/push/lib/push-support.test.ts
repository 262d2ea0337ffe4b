import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePushBrowser, VAPID_KEY } from '../test/fake-push';
import { base64UrlToBytes, isPushSupported, pushPermission, sameKey } from './push-support';

describe('push support', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads a base64url key with or without padding', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...base64UrlToBytes('AQ==')]).toEqual([1]);
    const key = base64UrlToBytes(VAPID_KEY);
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
  });

  it('tells whether a subscription was made with the same key', () => {
    const key = base64UrlToBytes('AQID');
    expect(sameKey(Uint8Array.from([1, 2, 3]).buffer, key)).toBe(true);
    expect(sameKey(Uint8Array.from([1, 2, 4]).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });

  it('needs a service worker, the Push API and notifications', () => {
    expect(isPushSupported()).toBe(false);
    expect(pushPermission()).toBe('unsupported');
    const browser = fakePushBrowser({ permission: 'denied' });
    expect(isPushSupported()).toBe(true);
    expect(pushPermission()).toBe('denied');
    browser.restore();
  });
});
