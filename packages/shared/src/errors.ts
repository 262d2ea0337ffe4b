import { z } from 'zod';
import { ERROR_CODE_LIST } from './error-codes';

export const errorCodeSchema = z.enum(ERROR_CODE_LIST);

/**
 * Every 4xx and 5xx answer of the API has this body: `error` the English message, `code` what went
 * wrong (packages/shared/src/error-codes.ts), `params` the values a client words the message with.
 */
export const errorBodySchema = z.object({
  error: z.string(),
  code: errorCodeSchema,
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
