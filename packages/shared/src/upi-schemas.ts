/*
 * The UPI settings' schemas; upi.ts keeps the UPI rules and payment links, without zod.
 */
import { z } from 'zod';
import { UPI_CODES, UPI_ID_MAX_LENGTH, UPI_ID_PATTERN, UPI_PAYEE_NAME_MAX_LENGTH } from './upi';

/** The shop's UPI address: trimmed; '' or null removes it (no UPI payments offered). */
export const upiIdSchema = z
  .string({ error: UPI_CODES.UPI_ID_INVALID })
  .trim()
  .max(UPI_ID_MAX_LENGTH, UPI_CODES.UPI_ID_LENGTH)
  .refine((value) => value === '' || UPI_ID_PATTERN.test(value), UPI_CODES.UPI_ID_INVALID)
  .nullable()
  .transform((value) => (value ? value : null));

/** The name UPI apps show as the payee; '' or null falls back to the shop's name. */
export const upiPayeeNameSchema = z
  .string({ error: UPI_CODES.UPI_PAYEE_NAME_LENGTH })
  .trim()
  .max(UPI_PAYEE_NAME_MAX_LENGTH, UPI_CODES.UPI_PAYEE_NAME_LENGTH)
  .nullable()
  .transform((value) => (value ? value : null));
