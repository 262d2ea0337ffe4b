import type { ResolvedAddress } from './push-endpoint';

/** One encrypted Web Push message, ready to POST to the subscription's endpoint (RFC 8030). */
export interface PushRequest {
  endpoint: string;
  headers: Record<string, string>;
  body: Uint8Array | null;
  /** The address the endpoint's host was checked at: the connection goes there and nowhere else. */
  address?: ResolvedAddress | null;
}

/**
 * Hands a message to the browser's push service; answers the HTTP status it replied with. The
 * real one is the adapter adapters/node-push.ts.
 */
export interface PushTransport {
  send(request: PushRequest): Promise<number>;
}
