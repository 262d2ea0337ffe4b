import type { Config } from '../../config/env';
import type { SmsTransport } from '../auth';
import { smsMessageTransport, type MessageTransport } from './message-transport';
import { whatsAppCloudTransport } from './whatsapp-cloud-transport';

/** The configured gateway, or null when none is (the staff send messages by hand). */
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
