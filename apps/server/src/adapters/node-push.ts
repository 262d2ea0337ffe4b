import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { PushTransport, ResolvedAddress } from '../features/push';

const SEND_TIMEOUT_MS = 10_000;

/** A DNS lookup that answers only the checked address (TLS still verifies the host name). */
function pinnedLookup(address: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  };
}

/**
 * POSTs with Node's http(s) client. Redirects are not followed, a slow push service is given up
 * on, and a checked address is connected to as it was checked, so a subscription's endpoint can
 * neither send the server elsewhere nor hold it up.
 */
export const nodePushTransport: PushTransport = {
  send(request) {
    const url = new URL(request.endpoint);
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<number>((resolve, reject) => {
      const outgoing = client.request(
        url,
        {
          method: 'POST',
          headers: {
            ...request.headers,
            'content-length': String(request.body?.byteLength ?? 0),
          },
          timeout: SEND_TIMEOUT_MS,
          ...(request.address ? { lookup: pinnedLookup(request.address) } : {}),
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('push service timed out')));
      outgoing.on('error', reject);
      outgoing.end(request.body ?? undefined);
    });
  },
};
