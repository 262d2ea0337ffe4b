import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock';

/**
 * How long a signed image link works. A shift at the counter is covered: the web app refetches an
 * order (and so gets fresh links) whenever its screen is opened again or refocused after 5 minutes,
 * and an image once shown stays in the browser's cache. A link copied out of the app, kept by a
 * former employee or by a proxy, stops working within hours instead of never.
 */
export const IMAGE_LINK_TTL_SECONDS = 4 * 3600;
/**
 * Expiries are rounded up to the next full hour, so an image keeps one URL for an hour and the
 * browser's cache serves it across refetches instead of loading it again every time.
 */
const EXPIRY_STEP_SECONDS = 3600;
const SIGNATURE_BYTES = 16;
const SIGNATURE = /^[A-Za-z0-9_-]{22}$/;
const EXPIRY = /^[0-9]{1,12}$/;

export type ImageLinkCheck =
  | { valid: true; remainingSeconds: number }
  | { valid: false; reason: 'unsigned' | 'expired' | 'invalid' };

/**
 * Signed, expiring URLs for stored images: `/api/images/{key}?exp={unix seconds}&sig={HMAC}`. The
 * signature covers the storage key and the expiry, not the variant, so '/thumb' inserted before
 * the query gives the thumbnail under the same signature. Whatever stores the bytes (disk, a
 * bucket), the rule is the same and is checked here.
 */
export interface ImageLinks {
  /** The URL to answer for this image, relative to the API host. */
  url(storageKey: string): string;
  /** Whether `exp` and `sig` (from the query) open this key now, and for how long more. */
  check(storageKey: string, query: { exp?: unknown; sig?: unknown }): ImageLinkCheck;
}

/**
 * `secret` is the server's token secret; the signing key is derived from it under a label of its
 * own, so an image link can never pass as a token nor the other way round, and nothing new needs
 * storing. Changing JWT_SECRET ends the old links along with the sessions.
 */
export function createImageLinks(options: {
  secret: Uint8Array;
  clock: Clock;
  ttlSeconds?: number;
}): ImageLinks {
  const { clock } = options;
  const ttl = options.ttlSeconds ?? IMAGE_LINK_TTL_SECONDS;
  const key = createHmac('sha256', options.secret).update('tailor-shop image links v1').digest();
  const sign = (storageKey: string, expiry: number) =>
    createHmac('sha256', key)
      .update(`${storageKey}.${expiry}`)
      .digest()
      .subarray(0, SIGNATURE_BYTES)
      .toString('base64url');
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  return {
    url(storageKey) {
      const expiry = Math.ceil((nowSeconds() + ttl) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      return `/api/images/${storageKey}?exp=${expiry}&sig=${sign(storageKey, expiry)}`;
    },

    check(storageKey, query) {
      const { exp, sig } = query;
      if (exp === undefined && sig === undefined) return { valid: false, reason: 'unsigned' };
      if (typeof exp !== 'string' || typeof sig !== 'string') {
        return { valid: false, reason: 'invalid' };
      }
      if (!EXPIRY.test(exp) || !SIGNATURE.test(sig)) return { valid: false, reason: 'invalid' };
      const expiry = Number(exp);
      const expected = Buffer.from(sign(storageKey, expiry));
      if (!timingSafeEqual(expected, Buffer.from(sig))) return { valid: false, reason: 'invalid' };
      const remainingSeconds = expiry - nowSeconds();
      if (remainingSeconds <= 0) return { valid: false, reason: 'expired' };
      // Only this server mints links, never further ahead than this.
      if (remainingSeconds > ttl + EXPIRY_STEP_SECONDS) return { valid: false, reason: 'invalid' };
      return { valid: true, remainingSeconds };
    },
  };
}
