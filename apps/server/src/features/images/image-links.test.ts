import { describe, expect, it } from 'vitest';
import { createImageLinks, IMAGE_LINK_TTL_SECONDS } from './image-links';

const KEY = 'Ab3xYz_-q0123456789abcdefghijklm';
const secret = new TextEncoder().encode('a'.repeat(32));

function clockAt(iso: string) {
  let now = new Date(iso).getTime();
  return {
    now: () => new Date(now),
    advance: (seconds: number) => void (now += seconds * 1000),
  };
}

function queryOf(url: string) {
  const query = new URL(url, 'http://x').searchParams;
  return { exp: query.get('exp') ?? undefined, sig: query.get('sig') ?? undefined };
}

describe('createImageLinks', () => {
  it('signs a URL that opens its key for the TTL, rounded up to the hour, and not after', () => {
    const clock = clockAt('2026-03-01T10:20:00Z');
    const links = createImageLinks({ secret, clock });
    const url = links.url(KEY);
    expect(url).toMatch(new RegExp(`^/api/images/${KEY}\\?exp=\\d+&sig=[A-Za-z0-9_-]{22}$`));
    const expiry = Number(queryOf(url).exp);
    expect(new Date(expiry * 1000).toISOString()).toBe('2026-03-01T15:00:00.000Z');

    expect(links.check(KEY, queryOf(url))).toEqual({ valid: true, remainingSeconds: 16_800 });
    clock.advance(16_799);
    expect(links.check(KEY, queryOf(url))).toEqual({ valid: true, remainingSeconds: 1 });
    clock.advance(1);
    expect(links.check(KEY, queryOf(url))).toEqual({ valid: false, reason: 'expired' });
  });

  it('gives an image the same URL for the rest of the hour, so browsers keep it cached', () => {
    const clock = clockAt('2026-03-01T10:00:01Z');
    const links = createImageLinks({ secret, clock });
    const first = links.url(KEY);
    clock.advance(3_599);
    expect(links.url(KEY)).toBe(first);
    clock.advance(1);
    expect(links.url(KEY)).not.toBe(first);
  });

  it('refuses a link without a signature, with a changed expiry, for another key or of another server', () => {
    const clock = clockAt('2026-03-01T10:20:00Z');
    const links = createImageLinks({ secret, clock });
    const query = queryOf(links.url(KEY));
    expect(links.check(KEY, {})).toEqual({ valid: false, reason: 'unsigned' });
    expect(links.check(KEY, { exp: query.exp })).toEqual({ valid: false, reason: 'invalid' });
    expect(links.check(KEY, { sig: query.sig })).toEqual({ valid: false, reason: 'invalid' });
    const later = String(Number(query.exp) + 3_600);
    expect(links.check(KEY, { ...query, exp: later })).toEqual({ valid: false, reason: 'invalid' });
    expect(links.check(`${KEY.slice(0, -1)}n`, query)).toEqual({
      valid: false,
      reason: 'invalid',
    });
    const flipped = `${query.sig!.slice(0, -1)}${query.sig!.endsWith('A') ? 'B' : 'A'}`;
    expect(links.check(KEY, { ...query, sig: flipped })).toEqual({
      valid: false,
      reason: 'invalid',
    });
    const other = createImageLinks({ secret: new TextEncoder().encode('b'.repeat(32)), clock });
    expect(other.check(KEY, query)).toEqual({ valid: false, reason: 'invalid' });
  });

  it.each([
    ['an expiry that is not a number', { exp: '1e12', sig: 'x'.repeat(22) }],
    ['a signature of the wrong length', { exp: '1800000000', sig: 'abc' }],
    ['repeated parameters', { exp: ['1', '2'], sig: 'x'.repeat(22) }],
  ])('refuses %s without throwing', (_name, query) => {
    const links = createImageLinks({ secret, clock: clockAt('2026-03-01T10:20:00Z') });
    expect(links.check(KEY, query)).toEqual({ valid: false, reason: 'invalid' });
  });

  it('refuses an expiry further ahead than this server ever signs, even with a valid signature', () => {
    const clock = clockAt('2026-03-01T10:20:00Z');
    const longLived = createImageLinks({ secret, clock, ttlSeconds: 30 * 86_400 });
    const query = queryOf(longLived.url(KEY));
    const links = createImageLinks({ secret, clock });
    expect(links.check(KEY, query)).toEqual({ valid: false, reason: 'invalid' });
    expect(IMAGE_LINK_TTL_SECONDS).toBeLessThanOrEqual(8 * 3_600);
  });
});
