import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env';
import { consoleTransport, outboxTransport, type SmsTransport } from '../features/auth';
import { smsMessageTransport, type MessageTransport } from '../features/customer-messages';
import { httpTransport } from './sms-http';
import { whatsAppCloudTransport } from './whatsapp-cloud';

/** The configured SMS gateway, or a local transport that stands in for it. */
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

/** The configured gateway of messages to customers, or null when none is (the staff send by hand). */
export function createMessageTransport(
  config: Config['messages'],
  sms: SmsTransport,
): MessageTransport | null {
  switch (config.transport) {
    case 'none':
      return null;
    case 'sms':
      return smsMessageTransport(sms);
    case 'whatsapp':
      return whatsAppCloudTransport(config);
  }
}
