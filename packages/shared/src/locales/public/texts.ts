import type { GarmentStage } from '../../garments-rules';
import type { Language } from '../../constants';
import type { Relation } from '../../customers-rules';
import type { OrderStatus } from '../../orders/constants';

/**
 * Texts of the customer's pages (/shared_order/{token}, /shared_customer_orders/{token}), which the
 * server renders as HTML, and the few the staff app shows too (status names, the language choice).
 * One module per language, so the web app fetches a language's texts only when it shows it.
 */

/** Each order status's name, on staff screens, customer pages and bills alike. */
export type OrderStatusNames = Record<
  'pending' | 'assigned' | 'inProcess' | 'completed' | 'delayed' | 'delivered' | 'cancelled',
  string
>;

/** The key of a status's name in OrderStatusNames. */
export const ORDER_STATUS_KEYS: Record<OrderStatus, keyof OrderStatusNames> = {
  Pending: 'pending',
  Assigned: 'assigned',
  'In Process': 'inProcess',
  Completed: 'completed',
  Delayed: 'delayed',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
};

/** A text by the plural form of its {{count}} (Intl.PluralRules); every page language has these two. */
export interface PluralTexts {
  one: string;
  other: string;
}

/** The customer pages' own texts ({{name}} marks a value put in). */
export interface CustomerPageTexts {
  order: {
    title: string;
    orderNumber: string;
    orderNumberLabel: string;
    totalAmount: string;
    advancePaid: string;
    paidSoFar: string;
    remainingAmount: string;
    currentStatus: string;
    orderDate: string;
    dueDate: string;
    progress: string;
    pendingNote: string;
    delayedNote: string;
    cancelledNote: string;
    deliveredNote: string;
    products: string;
    productNumber: string;
    /** The step of work each garment is at (its tag's last scan); none shown before the first. */
    garmentStages: Record<GarmentStage, string>;
    noProducts: string;
    downloadBill: string;
    /** The balance by UPI: the button on a phone, the QR code's title on a wide screen. */
    payByUpi: string;
    payByUpiPhone: string;
    payByUpiScan: string;
    payByUpiNote: string;
    errorTitle: string;
    errorText: string;
    retry: string;
  };
  history: {
    title: string;
    orderCount: PluralTexts;
    ordersLabel: string;
    orderNumber: string;
    orderDate: string;
    total: string;
    /** What is still owed on the order. */
    balance: string;
    dueDate: string;
    status: string;
    products: string;
    delivered: string;
    trackOrder: string;
    trackOrderLabel: string;
    emptyTitle: string;
    emptyText: string;
    errorTitle: string;
    errorText: string;
    customerNotFound: string;
    retry: string;
    /** A person's heading on a family's page (several people on one mobile number). */
    personHeading: string;
    personNoOrders: string;
    relations: Record<Relation, string>;
  };
  delay: {
    title: string;
    reason: string;
    expectedDate: string;
  };
  /** The trial (fitting) card: when, and the customer's one-tap answer. */
  trial: {
    title: string;
    when: string;
    confirm: string;
    anotherDay: string;
    noteLabel: string;
    confirmed: string;
    askedAnotherDay: string;
    yourNote: string;
  };
  /** The approvals card: what the shop asks before extra work, with Approve / Decline. */
  approvals: {
    title: string;
    intro: string;
    addon: string;
    design: string;
    price: string;
    approve: string;
    decline: string;
    noteLabel: string;
    approvedAt: string;
    declinedAt: string;
    yourNote: string;
  };
  /** 'How did it fit?', for 14 days after Delivered: good, or needs a change, per garment. */
  fit: {
    title: string;
    intro: string;
    wholeOrder: string;
    good: string;
    needsChange: string;
    noteLabel: string;
    saidGood: string;
    saidNeedsChange: string;
  };
  /** Link previews (Open Graph): the shop and the page, never the customer's details. */
  preview: {
    orderDescription: string;
    historyDescription: string;
  };
}

/** Everything one language's module exports. */
export interface PublicTexts {
  chooseLanguage: string;
  orderStatus: OrderStatusNames;
  pages: CustomerPageTexts;
}

/** Each language's name in its own script, as the language choices show it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  gu: 'ગુજરાતી',
  mr: 'मराठी',
  ta: 'தமிழ்',
};

/** Puts values into a text's {{name}} marks; a mark without a value stays as written. */
export function fillText(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (mark, name: string) =>
    name in values ? String(values[name]) : mark,
  );
}

/** A count in words, '1 order' or '3 orders', by the language's plural rules. */
export function fillCount(texts: PluralTexts, count: number, language: Language): string {
  const form = new Intl.PluralRules(language).select(count) === 'one' ? texts.one : texts.other;
  return fillText(form, { count });
}
