import type { Language } from '@tailor/shared/constants';
import type { CustomerMessageKind } from '@tailor/shared/customer-messages';
import type { Config } from '../../config/env';
import type { SmsTransport } from '../auth';
import { whatsAppCloudTransport } from './whatsapp-cloud-transport';

/** One message to one customer, worded, with its template's values for gateways that want them. */
export interface OutgoingMessage {
  /** The outbox row's id. */
  id: string;
  /** The customer's 10-digit Indian mobile number. */
  to: string;
  kind: CustomerMessageKind;
  language: Language;
  text: string;
  /** The values in the order of the message's template ({{1}}, {{2}}…). */
  templateValues: string[];
}

/**
 * Why a send failed. `retryable`: the gateway could not be reached, was busy or limited us (the
 * message is tried again later); otherwise it refused this message (a bad number, a template not
 * approved) and trying again would not help.
 */
export class MessageSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'MessageSendError';
  }
}

/** Sends messages to customers. Each gateway is an adapter behind this one interface. */
export interface MessageTransport {
  readonly channel: 'sms' | 'whatsapp';
  /** Answers the gateway's id of the message, if it gives one. */
  send(message: OutgoingMessage): Promise<{ providerId: string | null }>;
}

/** The SMS transports of sign-in codes (console, outbox, http) carry the text as it is. */
export function smsMessageTransport(sms: SmsTransport): MessageTransport {
  return {
    channel: 'sms',
    async send(message) {
      try {
        await sms.send({ to: message.to, text: message.text, meta: { message_id: message.id } });
      } catch (error) {
        const status = (error as { status?: number }).status;
        // A gateway's 4xx other than 408 and 429 is a refusal of this message; anything else (no
        // answer, 5xx, rate limits) may pass later.
        const refused =
          typeof status === 'number' &&
          status >= 400 &&
          status < 500 &&
          ![408, 429].includes(status);
        throw new MessageSendError(
          error instanceof Error ? error.message : String(error),
          !refused,
        );
      }
      return { providerId: null };
    },
  };
}

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
