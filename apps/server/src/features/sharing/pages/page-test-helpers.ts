import type {
  SharedCustomerOrder,
  SharedCustomerOrders,
  SharedOrder,
} from '@tailor/shared/sharing';

/** Test reading of the rendered pages: their markup is ours and regular, so patterns suffice. */

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The text a reader sees in a piece of markup: tags dropped, entities decoded. */
export function textOf(markup: string): string {
  return markup.replace(/<[^>]*>/g, '').replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function escapeHtmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => Object.entries(ENTITIES).find(([, v]) => v === c)![0]);
}

/** The value under a label of a dt/dd pair. */
export function figureOf(page: string, label: string): string | undefined {
  const match = new RegExp(
    `<dt>${escapeRegExp(escapeHtmlText(label))}</dt><dd[^>]*>(.*?)</dd>`,
  ).exec(page);
  return match ? textOf(match[1]!) : undefined;
}

/** The text of every element carrying data-testid="id" (elements of that id hold no element of their own kind). */
export function testIdTexts(page: string, id: string): string[] {
  const out: string[] = [];
  const re = new RegExp(`<(\\w+)([^>]*)data-testid="${escapeRegExp(id)}"[^>]*>`, 'g');
  for (const match of page.matchAll(re)) {
    const tag = match[1]!;
    const start = match.index + match[0].length;
    const end = page.indexOf(`</${tag}>`, start);
    out.push(textOf(page.slice(start, end)));
  }
  return out;
}

export interface Step {
  label: string;
  state: string;
  current: boolean;
  delayed: boolean;
}

/** The tracker's steps, in order. */
export function stepsOf(page: string): Step[] {
  return [...page.matchAll(/<li class="step"([^>]*)>(.*?)<\/li>/g)].map((match) => ({
    label: textOf(match[2]!.replace(/<span class="warn">.*?<\/span>/, '')).replace(/^\d/, ''),
    state: /data-state="(\w+)"/.exec(match[1]!)![1]!,
    current: match[1]!.includes('aria-current="step"'),
    delayed: match[1]!.includes('data-delayed'),
  }));
}

/** Each order card of the history page, as markup. */
export function cardsOf(page: string): string[] {
  return [...page.matchAll(/<article[^>]*>.*?<\/article>/g)].map((m) => m[0]);
}

/** The content of a <meta> by its property or name. */
export function metaOf(page: string, key: string): string | undefined {
  const match = new RegExp(
    `<meta (?:property|name)="${escapeRegExp(key)}" content="([^"]*)">`,
  ).exec(page);
  return match ? textOf(match[1]!) : undefined;
}

export function makeSharedOrder(
  order: Partial<SharedOrder['order']> = {},
  payment: Partial<
    Pick<SharedOrder, 'balance_due' | 'upi_payment_link' | 'trial_answer' | 'approvals' | 'fit'>
  > = {},
): SharedOrder {
  return {
    shop_name: 'Sai Tailors',
    customer_name: 'Asha Rao',
    shop_language: 'en',
    customer_pdf_url: '/api/generate_customer_billing_pdf/order-1?token=tok_123456789012345',
    balance_due: order.remainingAmount ?? 1700,
    upi_payment_link: null,
    trial_answer: null,
    approvals: [],
    fit: { open_until: null, answers: [], garments: [] },
    ...payment,
    order: {
      order_number: 42,
      status: 'Assigned',
      totalAmount: 2700,
      advancePayment: 1000,
      paidAmount: 1000,
      remainingAmount: 1700,
      orderDate: '2026-11-05',
      dueDate: '2026-11-20',
      trialDate: null,
      delay_note: null,
      expected_date: null,
      products: ['Shirt', 'Trouser'],
      product_stages: ['stitching', null],
      // Through every step: each status's tracker shows all four.
      status_history: ['Pending', 'Assigned', 'In Process', 'Completed', 'Delivered'],
      ...order,
    },
  };
}

export function makeHistoryOrder(
  n: number,
  order: Partial<SharedCustomerOrder> = {},
): SharedCustomerOrder {
  return {
    _id: `order-${n}`,
    order_number: n,
    orderDate: '2026-11-05',
    status: 'Assigned',
    totalAmount: 1000 * n,
    remainingAmount: 1000 * n,
    dueDate: '2026-11-20',
    delay_note: null,
    expected_date: null,
    share_link: `http://localhost:3000/shared_order/token-${n}`,
    products: ['Kurta'],
    customer_id: 'customer-1',
    customer_name: 'Asha Rao',
    ...order,
  };
}

export function makeHistory(orders: SharedCustomerOrder[]): SharedCustomerOrders {
  return {
    store_name: 'Sai Tailors',
    customer_name: 'Asha Rao',
    shop_language: 'en',
    order_number_prefix: '',
    orders,
    people: [{ _id: 'customer-1', name: 'Asha Rao', relation: 'self', order_count: orders.length }],
  };
}
