import { parseRupeeInput } from '@tailor/shared/money';
import { remainingAmount, sumRupees } from '@tailor/shared/orders/rules';
import type { ProductValues } from './order-form-values';

/** A typed amount as rupees: blank is 0, text that is not an amount is null. */
export function amountOf(text: string): number | null {
  if (text.trim() === '') return 0;
  return parseRupeeInput(text);
}

/** The order total: the sum of the prices typed so far, exact to the paisa (invalid ones skipped). */
export function orderTotal(products: readonly Pick<ProductValues, 'price'>[]): number {
  return sumRupees(
    products.map((p) => amountOf(p.price)).filter((a): a is number => a !== null && a >= 0),
  );
}

/** What the customer still owes after the advance; never below 0. */
export function orderRemaining(total: number, advanceText: string): number {
  const advance = amountOf(advanceText);
  return remainingAmount(total, advance ?? 0);
}

/** Keeps what an amount can be made of while typing: digits and one decimal point. */
export function amountInput(value: string): string {
  const [whole = '', ...rest] = value.replace(/[^\d.]/g, '').split('.');
  return rest.length ? `${whole}.${rest.join('')}` : whole;
}
