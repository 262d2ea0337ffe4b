/** One encrypted Web Push message, ready to POST to the subscription's endpoint (RFC 8030). */
export interface PushRequest {
  endpoint: string;
  headers: Record<string, string>;
  body: Uint8Array | null;
}

/** Hands a message to the browser's push service; answers the HTTP status it replied with. */
export interface PushTransport {
  send(request: PushRequest): Promise<number>;
}

const SEND_TIMEOUT_MS = 10_000;

/**
 * POSTs with fetch. Redirects are not followed and a slow push service is given up on, so a
 * subscription's endpoint can neither send the server elsewhere nor hold it up.
 */
export const fetchPushTransport: PushTransport = {
  async send(request) {
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
  },
};
