import { normalizeIndianMobile } from '@tailor/shared/phone';

/**
 * A WhatsApp chat with `text` typed in: to the customer's number when it is a known Indian mobile
 * (wa.me wants the country code and digits only), else WhatsApp lets the sender pick the chat.
 */
export function whatsAppUrl(mobile: string | null | undefined, text: string): string {
  const digits = mobile ? normalizeIndianMobile(mobile) : null;
  return `https://wa.me/${digits ? `91${digits}` : ''}?text=${encodeURIComponent(text)}`;
}
