import { z } from 'zod';
import {
  APPROVAL_ADDON_DESCRIPTION_MAX_LENGTH,
  APPROVAL_DECISIONS,
  APPROVAL_DESCRIPTION_MIN_LENGTH,
  APPROVAL_DESCRIPTION_MAX_LENGTH,
  APPROVAL_KINDS,
  APPROVAL_NOTE_MAX_LENGTH,
  APPROVAL_RULES,
  APPROVAL_STATUSES,
} from './approvals-rules';
import { createRupeeAmountSchema } from './money-schemas';
import { codesOf } from './rules';

const APPROVAL_CODES = codesOf(APPROVAL_RULES);

/**
 * POST /orders/{id}/approvals: what the shop asks the customer to approve. An add-on carries its
 * price in rupees (it becomes a line of the order once approved); a design carries no price, and
 * any amount sent with it is ignored. Either may show one of the order's photos.
 */
export const createApprovalSchema = z
  .object({
    kind: z.enum(APPROVAL_KINDS, { error: APPROVAL_CODES.APPROVAL_KIND_INVALID }),
    description: z
      .string({ error: APPROVAL_CODES.APPROVAL_DESCRIPTION_REQUIRED })
      .trim()
      .min(1, APPROVAL_CODES.APPROVAL_DESCRIPTION_REQUIRED)
      .min(APPROVAL_DESCRIPTION_MIN_LENGTH, APPROVAL_CODES.APPROVAL_DESCRIPTION_LENGTH)
      .max(APPROVAL_DESCRIPTION_MAX_LENGTH, APPROVAL_CODES.APPROVAL_DESCRIPTION_LENGTH),
    amount: createRupeeAmountSchema({ positive: true }).nullish(),
    image_id: z.uuid({ error: APPROVAL_CODES.APPROVAL_IMAGE_INVALID }).nullish(),
  })
  .superRefine((value, context) => {
    if (
      value.kind === 'addon' &&
      value.description.length > APPROVAL_ADDON_DESCRIPTION_MAX_LENGTH
    ) {
      context.addIssue({
        code: 'custom',
        path: ['description'],
        message: APPROVAL_CODES.APPROVAL_ADDON_DESCRIPTION_LENGTH,
      });
    }
    if (value.kind === 'addon' && (value.amount === undefined || value.amount === null)) {
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: APPROVAL_CODES.APPROVAL_AMOUNT_REQUIRED,
      });
    }
  })
  .transform((value) => ({
    kind: value.kind,
    description: value.description,
    amount: value.kind === 'addon' ? value.amount! : null,
    image_id: value.image_id ?? null,
  }));
export type CreateApprovalInput = z.input<typeof createApprovalSchema>;
export type CreateApproval = z.output<typeof createApprovalSchema>;

/** POST /shared_order/{token}/approvals/{approvalId}: the customer's answer, with an optional note. */
export const approvalDecisionSchema = z.object({
  decision: z.enum(APPROVAL_DECISIONS, { error: APPROVAL_CODES.APPROVAL_DECISION_INVALID }),
  note: z
    .string()
    .trim()
    .max(APPROVAL_NOTE_MAX_LENGTH, APPROVAL_CODES.APPROVAL_NOTE_LENGTH)
    .nullish()
    .transform((v) => v || null),
});
export type ApprovalDecisionInput = z.output<typeof approvalDecisionSchema>;

export const approvalParamsSchema = z.object({ id: z.string() });
export const sharedApprovalParamsSchema = z.object({
  share_token: z.string(),
  approval_id: z.string(),
});

/** An approval as the shop's staff see it: the amount null for staff who may not see prices. */
export const approvalSchema = z.object({
  _id: z.string(),
  kind: z.enum(APPROVAL_KINDS),
  description: z.string(),
  amount: z.number().nullable(),
  /** The photo shown with it, relative to the API host ('/api/images/…'). */
  image_url: z.string().nullable(),
  image_id: z.string().nullable(),
  status: z.enum(APPROVAL_STATUSES),
  customer_note: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
});
export type Approval = z.infer<typeof approvalSchema>;

/** GET /orders/{id}/approvals, oldest first. */
export const approvalListSchema = z.object({
  approvals: z.array(approvalSchema),
  /** The order's photos, to show one with a new approval. */
  photos: z.array(z.object({ _id: z.string(), url: z.string() })),
});
export type ApprovalList = z.infer<typeof approvalListSchema>;

/** An approval as the customer sees it on the tracking page: no staff names. */
export const sharedApprovalSchema = approvalSchema.omit({ created_by_name: true, image_id: true });
export type SharedApproval = z.infer<typeof sharedApprovalSchema>;
