import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The address limits are counted against: the socket's, or the one `TRUST_PROXY`'s proxy reports
 * (Fastify's `request.ip`). An IPv6 host holds a whole /64, so it counts as that one prefix.
 */
export function clientAddressOf(request: FastifyRequest): string {
  return normalizeClientAddress(request.ip);
}

export function normalizeClientAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
