import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';

export interface SmsMessage {
  to: string;
  text: string;
  /**
   * The sender's own id of the message (an outbox row's): posted to the gateway as `reference` and
   * `Idempotency-Key`, so a gateway that keeps them sends a message given twice only once.
   */
  reference?: string;
  /** Machine-readable content, e.g. the OTP code, for the outbox used by tests. */
  meta?: Record<string, string>;
}

/** Sends text messages. Real gateways sit behind the same interface as the local transports. */
export interface SmsTransport {
  send(message: SmsMessage): Promise<void>;
}

export function consoleTransport(log: Pick<FastifyBaseLogger, 'info'>): SmsTransport {
  return {
    async send(message) {
      log.info({ to: message.to, text: message.text }, 'SMS (console transport)');
    },
  };
}

/** Appends one JSON line per message to a file; tests and local set-ups read codes from it. */
export function outboxTransport(outboxPath: string): SmsTransport {
  return {
    async send(message) {
      await mkdir(path.dirname(outboxPath), { recursive: true });
      const line = JSON.stringify({ ...message, sent_at: new Date().toISOString() });
      await appendFile(outboxPath, `${line}\n`, 'utf8');
    },
  };
}

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

export function createSmsTransport(
  config: Config['sms'],
  log: Pick<FastifyBaseLogger, 'info'>,
): SmsTransport {
  switch (config.transport) {
    case 'outbox':
      return outboxTransport(config.outboxPath);
    case 'http':
      return httpTransport(config.url, config.authorization);
    case 'console':
      return consoleTransport(log);
  }
}
