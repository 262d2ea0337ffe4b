import type { Language } from '../../constants';

/** The fixed texts of a sheet of garment tags, in the shop's customer language (Settings). */
export interface TagLabels {
  /** The PDF's document title. */
  title: (order: string, shop: string) => string;
  /** 'Order 12' on each tag. */
  order: (order: string) => string;
  /** 'Due 05 Dec 2026' on each tag. */
  due: (date: string) => string;
}

export const TAG_LABELS: Record<Language, TagLabels> = {
  en: {
    title: (order, shop) => `Garment tags, order ${order} - ${shop}`,
    order: (order) => `Order ${order}`,
    due: (date) => `Due ${date}`,
  },
  hi: {
    title: (order, shop) => `कपड़ों के टैग, ऑर्डर ${order} - ${shop}`,
    order: (order) => `ऑर्डर ${order}`,
    due: (date) => `डिलीवरी ${date}`,
  },
  gu: {
    title: (order, shop) => `કપડાંના ટૅગ, ઓર્ડર ${order} - ${shop}`,
    order: (order) => `ઓર્ડર ${order}`,
    due: (date) => `ડિલિવરી ${date}`,
  },
  mr: {
    title: (order, shop) => `कपड्यांचे टॅग, ऑर्डर ${order} - ${shop}`,
    order: (order) => `ऑर्डर ${order}`,
    due: (date) => `डिलिव्हरी ${date}`,
  },
  ta: {
    title: (order, shop) => `ஆடை குறிச்சீட்டுகள், ஆர்டர் ${order} - ${shop}`,
    order: (order) => `ஆர்டர் ${order}`,
    due: (date) => `டெலிவரி ${date}`,
  },
};
