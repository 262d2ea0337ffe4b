import type { z } from 'zod';
import type * as authSchemas from '@tailor/shared/auth';

type AuthModule = typeof authSchemas;
type SchemaName = {
  [K in keyof AuthModule]: AuthModule[K] extends z.ZodType ? K : never;
}[keyof AuthModule];

/**
 * A sign-in answer's schema, loaded when the first answer arrives: the sign-in pages open without
 * zod, which the rest of the app brings (see ResponseSchema in lib/api-client).
 */
export function authSchema<K extends SchemaName>(name: K): () => Promise<AuthModule[K]> {
  return () => import('@tailor/shared/auth').then((schemas) => schemas[name]);
}
