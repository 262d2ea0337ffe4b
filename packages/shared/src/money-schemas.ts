/*
 * Rupee amount schemas; money.ts keeps the money rules and formats, without zod.
 */
import { z } from 'zod';
import { hasAtMostTwoDecimals, MAX_RUPEE_AMOUNT, MONEY_CODES } from './money';

export interface RupeeAmountSchemaOptions {
  /** Refuse 0 as well as negatives. */
  positive?: boolean;
  /** The rule code for a value that is not a finite number. */
  invalidMessage?: string;
  /** The rule code for 0 (with positive) or a negative value. */
  minMessage?: string;
}

/**
 * A rupee amount on the wire: a finite number, at most 2 decimals, at most 10 crore, not negative
 * (or above 0 with `positive`). It validates only; convert with rupeesToPaise where money is stored.
 * Forms pass their own codes, e.g. `{ positive: true, minMessage: 'ORDER_PRICE_ABOVE_ZERO' }`.
 */
export function createRupeeAmountSchema(options: RupeeAmountSchemaOptions = {}) {
  const positive = options.positive ?? false;
  const invalidMessage = options.invalidMessage ?? MONEY_CODES.AMOUNT_INVALID;
  const minMessage =
    options.minMessage ??
    (positive ? MONEY_CODES.AMOUNT_NOT_POSITIVE : MONEY_CODES.AMOUNT_NEGATIVE);
  const base = z.number({ error: invalidMessage });
  return (positive ? base.gt(0, minMessage) : base.min(0, minMessage))
    .max(MAX_RUPEE_AMOUNT, MONEY_CODES.AMOUNT_MAX)
    .refine(hasAtMostTwoDecimals, MONEY_CODES.AMOUNT_DECIMALS);
}

/** 0 or more rupees, at most 2 decimals, at most 10 crore (advances, alteration totals). */
export const rupeeAmountSchema = createRupeeAmountSchema();

/** More than 0 rupees, at most 2 decimals, at most 10 crore (prices, collected payments). */
export const positiveRupeeAmountSchema = createRupeeAmountSchema({ positive: true });
