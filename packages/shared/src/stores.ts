import { z } from 'zod';
import { codesOf } from './rules';
import { storeRefSchema } from './auth';
import { STORE_RULES } from './stores-rules';

const STORE_CODES = codesOf(STORE_RULES);

/** GET /employee/available_stores: the shops where the caller has an active job, by name. */
export const availableStoresSchema = z.object({ stores: z.array(storeRefSchema) });
export type AvailableStores = z.infer<typeof availableStoresSchema>;

/** POST /employee/switch_store */
export const switchStoreSchema = z.object({
  store_id: z
    .string({ error: STORE_CODES.STORE_REQUIRED })
    .trim()
    .min(1, STORE_CODES.STORE_REQUIRED),
});
export type SwitchStoreInput = z.input<typeof switchStoreSchema>;

/** A fresh employee token scoped to the chosen store; it replaces the stored token and store. */
export const switchStoreResultSchema = z.object({
  token: z.string(),
  selected_store_id: z.string(),
  selected_store_name: z.string(),
  employee_id: z.string(),
});
export type SwitchStoreResult = z.infer<typeof switchStoreResultSchema>;
