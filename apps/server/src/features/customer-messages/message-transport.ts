import type { Language } from '@tailor/shared/constants';
import type { CustomerMessageKind } from '@tailor/shared/customer-messages';
import type { SmsTransport } from '../auth';

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
 * approved) and trying again would not help. Either way the gateway does not have the message.
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

/**
 * A send whose outcome is unknown: the request may have reached the gateway (no answer in time,
 * the connection dropped once it was written, a 5xx from a gateway that may have taken it). Trying
 * again could message the customer twice, so it is never tried again by itself.
 */
export class MessageOutcomeUnknownError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MessageOutcomeUnknownError';
  }
}

/**
 * Failures of a connection before any of the request was written (no address, refused, no route,
 * TLS refused): the gateway cannot have the message.
 */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/**
 * What a request to a gateway that threw (no HTTP answer) means for its message: not sent when the
 * connection failed before anything was written, else unknown (a timeout, a reset, anything else).
 */
export function requestFailure(
  error: unknown,
  gateway: string,
): MessageSendError | MessageOutcomeUnknownError {
  const reason = error instanceof Error ? error.message : String(error);
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  const detail = typeof cause?.message === 'string' ? `: ${cause.message}` : '';
  if (code && NOT_SENT_CODES.has(code))
    return new MessageSendError(`${gateway} could not be reached: ${reason}${detail}`, true);
  return new MessageOutcomeUnknownError(
    `${gateway} gave no answer, it may have sent the message: ${reason}${detail}`,
  );
}

/** Sends messages to customers. Each gateway is an adapter behind this one interface. */
export interface MessageTransport {
  readonly channel: 'sms' | 'whatsapp';
  /**
   * Answers the gateway's id of the message, if it gives one. Throws MessageSendError when the
   * gateway does not have the message, MessageOutcomeUnknownError when it may.
   */
  send(message: OutgoingMessage): Promise<{ providerId: string | null }>;
}

/**
 * The SMS transports of sign-in codes (console, outbox, http) carry the text as it is, with the
 * outbox row's id as the gateway's reference: a gateway that keeps references sends it once.
 */
export function smsMessageTransport(sms: SmsTransport): MessageTransport {
  return {
    channel: 'sms',
    async send(message) {
      try {
        await sms.send({
          to: message.to,
          text: message.text,
          reference: message.id,
          meta: { message_id: message.id },
        });
      } catch (error) {
        const status = (error as { status?: unknown }).status;
        if (typeof status !== 'number') {
          // No answer from an HTTP gateway; a local transport (a file) failed before sending.
          if (isRequestFailure(error)) throw requestFailure(error, 'The SMS gateway');
          throw new MessageSendError(error instanceof Error ? error.message : String(error), true);
        }
        const reason = error instanceof Error ? error.message : String(error);
        // A 5xx may come after the gateway took the message.
        if (status >= 500) throw new MessageOutcomeUnknownError(reason);
        // A 4xx other than 408 and 429 is a refusal of this message; those two may pass later.
        throw new MessageSendError(reason, [408, 429].includes(status));
      }
      return { providerId: null };
    },
  };
}

/** A fetch that failed without an answer: a timeout, an abort or a network error. */
function isRequestFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'TimeoutError' || error.name === 'AbortError' || 'cause' in error;
}
