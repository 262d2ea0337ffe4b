import type { SmsTransport } from '../features/auth';

/**
 * Posts `{to, text}` (and `reference` when given) as JSON to a gateway URL (most SMS providers
 * accept this shape or a thin proxy does).
 */
export function httpTransport(
  url: string,
  authorization: string | undefined,
  timeoutMs = 10_000,
): SmsTransport {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(authorization ? { authorization } : {}),
          ...(message.reference ? { 'idempotency-key': message.reference } : {}),
        },
        body: JSON.stringify({
          to: `+91${message.to}`,
          text: message.text,
          ...(message.reference ? { reference: message.reference } : {}),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok)
        throw Object.assign(new Error(`SMS gateway answered ${response.status}`), {
          status: response.status,
        });
    },
  };
}
