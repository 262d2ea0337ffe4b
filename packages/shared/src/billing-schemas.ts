/*
 * The billing PDFs' request schemas; billing.ts keeps the file names and rule texts, without zod.
 */
import { z } from 'zod';
import { codesOf } from './rules';
import { BILLING_RULES } from './billing';

const BILLING_CODES = codesOf(BILLING_RULES);

export const orderIdParamsSchema = z.object({ orderId: z.string() });

/** The customer copy's query: the order's share token, which alone lets a customer fetch it. */
export const customerBillingQuerySchema = z.object({
  token: z
    .string({ error: BILLING_CODES.BILLING_TOKEN_REQUIRED })
    .trim()
    .min(1, BILLING_CODES.BILLING_TOKEN_REQUIRED),
});
export type CustomerBillingQuery = z.infer<typeof customerBillingQuerySchema>;
