import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a push subscription may send the server: https on port 443 at a public address. A browser's
 * push service (FCM, Mozilla autopush, Apple) always is one; anything else would let a signed-in
 * user make the server call into its own network (server-side request forgery).
 */

/**
 * Addresses no push service has: loopback, private, shared, link-local, multicast, reserved. Two
 * lists, because a BlockList also matches IPv4 addresses against its IPv4-mapped IPv6 rules.
 */
const notPublicV4 = new BlockList();
const notPublicV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const)
  notPublicV4.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['::ffff:0:0', 96], // IPv4-mapped: whatever IPv4 address it carries
  ['64:ff9b::', 96], // NAT64 of any IPv4 address
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: carries an IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  notPublicV6.addSubnet(network, prefix, 'ipv6');

/** Whether `address` (an IPv4 or IPv6 literal) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !notPublicV4.check(address, 'ipv4') : !notPublicV6.check(address, 'ipv6');
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name resolves to. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => ({
    address: entry.address,
    family: entry.family === 6 ? 6 : 4,
  }));

/** Where to send: the endpoint and the checked address to connect to (null: resolve as usual). */
export interface PushTarget {
  endpoint: string;
  address: ResolvedAddress | null;
}

export type EndpointCheck =
  { ok: true; target: PushTarget } | { ok: false; reason: 'not-https' | 'not-public' };

export interface EndpointGuard {
  /** Checks the endpoint now; called when a subscription is saved and again before every send. */
  check(endpoint: string): Promise<EndpointCheck>;
}

/**
 * The real check: https, port 443, and a host that is, or resolves only to, public addresses;
 * the send is pinned to the address checked, so a DNS answer that changes in between cannot
 * redirect it. `allowAnyEndpoint` turns it off for tests, whose push service is a plain http
 * server on the loopback.
 */
export function createEndpointGuard(
  options: { resolve?: Resolver; allowAnyEndpoint?: boolean } = {},
): EndpointGuard {
  const resolve = options.resolve ?? systemResolver;
  return {
    async check(endpoint) {
      let url: URL;
      try {
        url = new URL(endpoint);
      } catch {
        return { ok: false, reason: 'not-https' };
      }
      if (options.allowAnyEndpoint && (url.protocol === 'https:' || url.protocol === 'http:'))
        return { ok: true, target: { endpoint, address: null } };
      // An explicit :443 is normalised away: any port left is another one.
      if (url.protocol !== 'https:' || url.port !== '') return { ok: false, reason: 'not-https' };
      const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
      if (isIP(host)) {
        if (!isPublicAddress(host)) return { ok: false, reason: 'not-public' };
        return { ok: true, target: { endpoint, address: null } };
      }
      let addresses: ResolvedAddress[];
      try {
        addresses = await resolve(host);
      } catch {
        return { ok: false, reason: 'not-public' };
      }
      // Every answer must be public: a client may connect to any of them.
      if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address)))
        return { ok: false, reason: 'not-public' };
      return { ok: true, target: { endpoint, address: addresses[0]! } };
    },
  };
}
