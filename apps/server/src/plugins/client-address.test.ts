import { describe, expect, it } from 'vitest';
import { normalizeClientAddress } from './client-address';

describe('normalizeClientAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:0db8:0000:0000:ffff::1', '2001:db8:0:0::/64'],
    ['2001:db8:aa:bb:cc:dd:ee:ff', '2001:db8:aa:bb::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('counts %s as %s', (ip, expected) => {
    expect(normalizeClientAddress(ip)).toBe(expected);
  });
});
