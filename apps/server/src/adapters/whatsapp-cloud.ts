import type { Language } from '@tailor/shared/constants';
import { templateName } from '@tailor/shared/customer-message-texts';
import {
  MessageOutcomeUnknownError,
  MessageSendError,
  requestFailure,
  type MessageTransport,
} from '../features/customer-messages';

/** WhatsApp's code of each language a template is approved in. */
const TEMPLATE_LANGUAGE: Record<Language, string> = {
  en: 'en',
  hi: 'hi',
  gu: 'gu',
  mr: 'mr',
  ta: 'ta',
};

/**
 * Graph API error codes that are about pace, not about the message: throughput (130429), spam
 * and per-user rate limits (131048, 131056), a temporary service problem (131000, 131016, 2). Any
 * 5xx is an unknown outcome whatever its code: the message may have been taken.
 */
const RETRYABLE_ERROR_CODES = new Set([2, 4, 80007, 130429, 131000, 131016, 131048, 131056]);

interface GraphError {
  error?: { message?: string; code?: number; error_subcode?: number };
}

/**
 * The WhatsApp Business Cloud API: each message is sent as its approved template
 * (docs/whatsapp-templates.md), POST {apiUrl}/{phone-number-id}/messages with the access token, the
 * customer's number with country code and the template's body values. Business-initiated messages
 * must be templates: free text reaches only customers who wrote in the last 24 hours. The outbox
 * row's id travels as `biz_opaque_callback_data`, which WhatsApp hands back in the message's status
 * webhooks: a send whose answer was lost is settled by them.
 */
export function whatsAppCloudTransport(options: {
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  timeoutMs?: number;
}): MessageTransport {
  const url = `${options.apiUrl}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  return {
    channel: 'whatsapp',
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.accessToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: `91${message.to}`,
            type: 'template',
            template: {
              name: templateName(message.kind),
              language: { code: TEMPLATE_LANGUAGE[message.language] },
              components: [
                {
                  type: 'body',
                  parameters: message.templateValues.map((text) => ({ type: 'text', text })),
                },
              ],
            },
            biz_opaque_callback_data: message.id,
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw requestFailure(error, 'WhatsApp');
      }
      const body = (await response.json().catch(() => ({}))) as GraphError & {
        messages?: { id?: string }[];
      };
      if (response.ok) return { providerId: body.messages?.[0]?.id ?? null };
      const code = body.error?.code;
      const reason = `WhatsApp answered ${response.status}${code !== undefined ? ` (code ${code})` : ''}: ${
        body.error?.message ?? 'no reason given'
      }`;
      if (response.status >= 500) throw new MessageOutcomeUnknownError(reason);
      const retryable =
        response.status === 429 || (code !== undefined && RETRYABLE_ERROR_CODES.has(code));
      throw new MessageSendError(reason, retryable);
    },
  };
}
