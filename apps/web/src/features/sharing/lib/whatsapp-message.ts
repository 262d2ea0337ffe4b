import type { Language } from '@tailor/shared/constants';
import type { OrderStatus } from '@tailor/shared/orders/constants';
import { i18n } from '../../../lib/i18n';
import { orderStatusLabelKey } from '../../../components/order-status-chip';

export interface OrderMessage {
  customerName: string;
  /** As the shop writes it ('SGT-2'): formatOrderNumber. */
  orderNumber: string;
  status: OrderStatus;
  link: string;
  shopName: string | null | undefined;
}

export interface HistoryMessage {
  customerName: string;
  link: string;
  shopName: string | null | undefined;
}

/** Texts for customers are written in the shop's customer language, whatever the screen shows. */
function messageT(language: Language) {
  return i18n.getFixedT(language, 'sharing');
}

function shopOrFallback(t: ReturnType<typeof messageT>, shopName: string | null | undefined) {
  return shopName?.trim() || t('whatsapp.ourShop');
}

/** The order message: greeting, order number, status, tracking link, shop name. */
export function orderWhatsAppText(language: Language, message: OrderMessage): string {
  const t = messageT(language);
  return t('whatsapp.order', {
    name: message.customerName.trim(),
    number: message.orderNumber,
    status: t(orderStatusLabelKey(message.status)),
    link: message.link,
    shop: shopOrFallback(t, message.shopName),
  });
}

/** The share sheet's order message: its title ('Order #42') and the order message, both in `language`. */
export function orderShareMessage(
  language: Language,
  message: OrderMessage,
): { title: string; text: string } {
  return {
    title: messageT(language)('actions.orderShareTitle', { number: message.orderNumber }),
    text: orderWhatsAppText(language, message),
  };
}

/** The order history message: greeting, the history link, shop name. */
export function historyWhatsAppText(language: Language, message: HistoryMessage): string {
  const t = messageT(language);
  return t('whatsapp.history', {
    name: message.customerName.trim(),
    link: message.link,
    shop: shopOrFallback(t, message.shopName),
  });
}
