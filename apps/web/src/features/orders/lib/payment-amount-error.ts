import { formatRupees, parseRupeeInput, rupeesToPaise } from '@tailor/shared/money';
import { collectAmountError, finalTotalError } from '@tailor/shared/orders/rules';

/** A broken payment rule as a key under `collectDialog.errors` / `finalDialog.errors`, with its amount. */
export type PaymentAmountProblem =
  | { key: 'invalid' }
  | { key: 'aboveRemaining'; amount: string }
  | { key: 'belowAdvance'; amount: string };

/**
 * Collect payment: digits with at most 2 decimals, above 0, at most the remaining
 * amount. The numeric rules are the shared ones the server applies too.
 */
export function collectAmountProblem(text: string, remaining: number): PaymentAmountProblem | null {
  const amount = parseRupeeInput(text);
  if (amount === null) return { key: 'invalid' };
  const error = collectAmountError(amount, rupeesToPaise(remaining));
  if (!error) return null;
  return amount > 0
    ? { key: 'aboveRemaining', amount: formatRupees(remaining) }
    : { key: 'invalid' };
}

/** Final alteration payment: the same format, above 0, not below the advance paid. */
export function finalTotalProblem(text: string, advance: number): PaymentAmountProblem | null {
  const total = parseRupeeInput(text);
  if (total === null) return { key: 'invalid' };
  const error = finalTotalError(total, rupeesToPaise(advance));
  if (!error) return null;
  return total > 0 ? { key: 'belowAdvance', amount: formatRupees(advance) } : { key: 'invalid' };
}

/** Keeps what an amount field may hold while typing: digits and one decimal point. */
export function sanitizeAmountInput(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  return dot === -1
    ? cleaned
    : `${cleaned.slice(0, dot + 1)}${cleaned.slice(dot + 1).replace(/\./g, '')}`;
}

/** The amount a field starts with: the number as plain digits ('1500', '1499.5'). */
export function amountInputValue(amount: number): string {
  return amount > 0 ? String(amount) : '';
}

/** The amount a problem's message names, if it names one. */
export function problemAmount(problem: PaymentAmountProblem): string | undefined {
  return 'amount' in problem ? problem.amount : undefined;
}
