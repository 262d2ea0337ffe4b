import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

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

/**
 * Sends text messages. The real gateway (adapters/sms-http.ts) sits behind the same interface as
 * the local transports here, which stand in when there is none.
 */
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
