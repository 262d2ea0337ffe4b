import { z } from 'zod';

/** Every 4xx and 5xx answer of the API has this body. */
export const errorBodySchema = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;
