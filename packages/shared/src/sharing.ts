import { sharedApprovalSchema } from './approvals';
import { sharedFitSchema } from './fit';
import { GARMENT_STAGES } from './garments-rules';
import { z } from 'zod';
import { LANGUAGES } from './constants';
import { CUSTOMER_NOT_FOUND, RELATIONS } from './customers-rules';
import { ORDER_MESSAGES } from './orders/messages';
import { ORDER_STATUSES } from './orders/constants';
import { trialAnswerViewSchema } from './trials';

/**
 * The customer's link-based pages: one order's tracking page and the customer's order history.
 * Anyone holding
 * the link sees these answers, so they carry what a customer may see of their own orders and nothing
 * else: never a phone number or address, measurements, notes, staff names or other customers.
 */

export const SHARING_MESSAGES = {
  orderNotFound: ORDER_MESSAGES.orderNotFound,
  customerNotFound: CUSTOMER_NOT_FOUND,
} as const;

/**
 * What the shop tells the customer about a late order: set only while the order is Delayed (the
 * status dialog asks 'Tell the customer why the order is late'), null otherwise.
 */
const delayFields = {
  delay_note: z.string().nullable(),
  /** The new date the customer can expect the order (YYYY-MM-DD), if the shop gave one. */
  expected_date: z.string().nullable(),
};

/** GET /shared_order/{share_token} */
export const sharedOrderSchema = z.object({
  shop_name: z.string(),
  customer_name: z.string(),
  /** The shop's language for customer messages: the page's language until the visitor picks one. */
  shop_language: z.enum(LANGUAGES),
  /** The shop's order number prefix: the page writes the number as the bill does ('SGT-2'). */
  order_number_prefix: z.string().optional(),
  /** The customer copy of the bill, relative to the API host ('/api/generate_customer_billing_pdf/{id}?token=…'). */
  customer_pdf_url: z.string(),
  /** What the customer still owes, in rupees (the order's remaining amount; 0 when cancelled). */
  balance_due: z.number(),
  /**
   * `upi://pay?pa=…&pn=…&am=<balance_due, 2 decimals>&cu=INR&tn=Order <number>` (upi.ts), or null
   * when nothing is due or the shop has no UPI address.
   */
  upi_payment_link: z.string().nullable(),
  order: z.object({
    order_number: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    totalAmount: z.number(),
    /** The advance taken when the order was made (figures as in order-amounts.ts). */
    advancePayment: z.number(),
    /** Everything paid to date: the advance and later payments. */
    paidAmount: z.number(),
    remainingAmount: z.number(),
    orderDate: z.string(),
    dueDate: z.string(),
    /** The trial (fitting): 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm' shop time; null: none. */
    trialDate: z.string().nullable(),
    ...delayFields,
    /** The garment names, in the order's product order: shown as 'Product #n' with its text. */
    products: z.array(z.string()),
    /** Each garment's step of work (as `products`), from its tag's scans; null: none yet. */
    product_stages: z.array(z.enum(GARMENT_STAGES).nullable()).default([]),
    /**
     * Every status the order has been in, oldest first, from its recorded status changes: the
     * tracker shows only the steps the order went through.
     */
    status_history: z.array(z.enum(ORDER_STATUSES)),
  }),
  /** The customer's answer to the trial, once given (POST /shared_order/{token}/trial). */
  trial_answer: trialAnswerViewSchema.nullable(),
  /** What the shop asked the customer to approve (add-ons, designs), oldest first, with the answers. */
  approvals: z.array(sharedApprovalSchema),
  /** 'How did it fit?': open for 14 days after Delivered, with the answers given. */
  fit: sharedFitSchema,
});
export type SharedOrder = z.infer<typeof sharedOrderSchema>;

/** One order on the customer's history page. */
export const sharedCustomerOrderSchema = z.object({
  _id: z.string(),
  order_number: z.number().int(),
  orderDate: z.string(),
  status: z.enum(ORDER_STATUSES),
  totalAmount: z.number(),
  /** What is still owed: the total less the payments (0 once cancelled). */
  remainingAmount: z.number(),
  dueDate: z.string(),
  ...delayFields,
  /** The order's tracking page: PUBLIC_URL + /shared_order/{share_token}. */
  share_link: z.string(),
  products: z.array(z.string()),
  /** Whose order it is: one of `people` (a family shares one mobile number). */
  customer_id: z.string(),
  customer_name: z.string(),
});
export type SharedCustomerOrder = z.infer<typeof sharedCustomerOrderSchema>;

/** A person on the mobile number whose history link was opened. */
export const sharedPersonSchema = z.object({
  _id: z.string(),
  name: z.string(),
  relation: z.enum(RELATIONS),
  order_count: z.number().int(),
});
export type SharedPerson = z.infer<typeof sharedPersonSchema>;

/**
 * GET /shared_customer_orders/{share_token}: orders newest first by order date. The link is the
 * family's: it holds the orders of everyone on the customer's mobile number at the shop, each
 * naming its person, and `people` lists them, the link's own person first (`customer_name`), then
 * as the shop first kept them.
 */
export const sharedCustomerOrdersSchema = z.object({
  store_name: z.string(),
  customer_name: z.string(),
  shop_language: z.enum(LANGUAGES),
  /** The shop's order number prefix, as on the shared order. */
  order_number_prefix: z.string().optional(),
  orders: z.array(sharedCustomerOrderSchema),
  people: z.array(sharedPersonSchema),
});
export type SharedCustomerOrders = z.infer<typeof sharedCustomerOrdersSchema>;

export const shareTokenParamsSchema = z.object({ share_token: z.string() });
