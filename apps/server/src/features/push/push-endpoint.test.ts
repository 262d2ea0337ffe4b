import { describe, expect, it } from 'vitest';
import { createEndpointGuard, isPublicAddress, type Resolver } from './push-endpoint';

describe('isPublicAddress', () => {
  it.each([
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.1',
    '10.255.255.255',
    '100.64.0.1',
    '100.127.255.254',
    '127.0.0.1',
    '127.1.2.3',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.10',
    '192.0.2.7',
    '198.18.0.1',
    '224.0.0.251',
    '239.255.255.250',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::a00:1',
    '2002:c0a8:0101::1',
    'fc00::1',
    'fd12:3456:789a::1',
    'fe80::1',
    'febf::1',
    'ff02::1',
    '2001:db8::1',
    'not an address',
    'localhost',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '142.250.183.10',
    '100.63.255.255',
    '100.128.0.1',
    '172.15.255.255',
    '172.32.0.1',
    '169.253.255.255',
    '192.169.0.1',
    '2606:4700::6810:84e5',
    '2a00:1450:4001:82b::200a',
  ])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('createEndpointGuard', () => {
  const dns: Record<string, string[]> = {
    'fcm.googleapis.com': ['142.250.183.10', '2a00:1450:4001:82b::200a'],
    'rebind.example': ['8.8.8.8', '127.0.0.1'],
    'intranet.example': ['192.168.1.20'],
    'mapped.example': ['::ffff:10.1.2.3'],
  };
  const resolve: Resolver = async (hostname) => {
    const addresses = dns[hostname];
    if (!addresses) throw new Error(`getaddrinfo ENOTFOUND ${hostname}`);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  const guard = createEndpointGuard({ resolve });

  it('accepts https on port 443 at a public host, pinned to the address it checked', async () => {
    expect(await guard.check('https://fcm.googleapis.com/fcm/send/abc')).toEqual({
      ok: true,
      target: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        address: { address: '142.250.183.10', family: 4 },
      },
    });
    expect(await guard.check('https://fcm.googleapis.com:443/fcm/send/abc')).toMatchObject({
      ok: true,
    });
    expect(await guard.check('https://142.250.183.10/push')).toMatchObject({ ok: true });
  });

  it.each([
    ['http://fcm.googleapis.com/fcm/send/abc', 'not-https'],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', 'not-https'],
    ['https://127.0.0.1:39443/internal/admin', 'not-https'],
    ['ftp://fcm.googleapis.com/x', 'not-https'],
    ['not a url', 'not-https'],
    ['https://127.0.0.1/internal/admin', 'not-public'],
    ['https://169.254.169.254/latest/meta-data', 'not-public'],
    ['https://10.0.0.8/x', 'not-public'],
    ['https://100.100.100.100/x', 'not-public'],
    ['https://[::1]/x', 'not-public'],
    ['https://[::ffff:127.0.0.1]/x', 'not-public'],
    ['https://[fd00::5]/x', 'not-public'],
    ['https://[fe80::1]/x', 'not-public'],
    ['https://[ff02::1]/x', 'not-public'],
    ['https://0.0.0.0/x', 'not-public'],
    ['https://2130706433/x', 'not-public'],
    ['https://0x7f.1/x', 'not-public'],
    ['https://intranet.example/x', 'not-public'],
    ['https://mapped.example/x', 'not-public'],
    ['https://rebind.example/x', 'not-public'],
    ['https://unknown.example/x', 'not-public'],
  ])('refuses %s (%s)', async (endpoint, reason) => {
    expect(await guard.check(endpoint)).toEqual({ ok: false, reason });
  });

  it('answers what the host resolves to at the time of the check (DNS can change)', async () => {
    let answer = '8.8.4.4';
    const changing = createEndpointGuard({
      resolve: async () => [{ address: answer, family: 4 }],
    });
    expect(await changing.check('https://push.example/x')).toMatchObject({ ok: true });
    answer = '10.0.0.1';
    expect(await changing.check('https://push.example/x')).toEqual({
      ok: false,
      reason: 'not-public',
    });
  });

  it('lets tests use any http(s) endpoint when told to', async () => {
    const tests = createEndpointGuard({ resolve, allowAnyEndpoint: true });
    expect(await tests.check('http://127.0.0.1:39443/push/x')).toEqual({
      ok: true,
      target: { endpoint: 'http://127.0.0.1:39443/push/x', address: null },
    });
    expect(await tests.check('ftp://127.0.0.1/x')).toEqual({ ok: false, reason: 'not-https' });
  });
});
