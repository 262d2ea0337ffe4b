import { rupeesToPaise } from './money';
import { atMostCharacters } from './length-rules';
import { codesOf, type RuleDefinition } from './rules';

/**
 * Paying the shop by UPI: the shop's UPI address (a VPA such as 'shopname@okaxis') and the payee
 * name its customers' UPI apps show, and the standard `upi://pay` link that opens any of those apps
 * with the exact amount filled in (NPCI "UPI Linking Specs": pa, pn, am, cu, tn).
 */

export const UPI_ID_MAX_LENGTH = 100;
export const UPI_PAYEE_NAME_MAX_LENGTH = 50;

/** Why a UPI ID or payee name is refused: each code with its English sentence and its settings key. */
export const UPI_RULES = {
  UPI_ID_INVALID: { key: 'settings:errors.upiId', text: 'Enter a UPI ID like shopname@okaxis' },
  UPI_ID_LENGTH: atMostCharacters('settings:errors.upiIdLength', 'UPI ID', UPI_ID_MAX_LENGTH),
  UPI_PAYEE_NAME_LENGTH: atMostCharacters(
    'settings:errors.payeeNameLength',
    'Payee name',
    UPI_PAYEE_NAME_MAX_LENGTH,
  ),
} as const satisfies Record<string, RuleDefinition>;

export const UPI_CODES = codesOf(UPI_RULES);

/**
 * A VPA is a handle at a payment provider: letters, digits, '.', '-' and '_' before the '@'
 * (phone numbers and names alike), then the provider's handle, letters first ('okaxis', 'ybl',
 * 'paytm', 'oksbi', 'axl').
 */
export const UPI_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*@[A-Za-z][A-Za-z0-9]{1,63}$/;

export function isUpiId(value: string): boolean {
  return value.length <= UPI_ID_MAX_LENGTH && UPI_ID_PATTERN.test(value);
}

/** Paise as the 2-decimal rupee text UPI expects ('am=1700.50'), without going through floats. */
export function upiAmount(paise: number): string {
  if (!Number.isInteger(paise) || paise <= 0)
    throw new RangeError(`Not an amount to pay: ${paise}`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** The longest transaction reference (`tr`) and note (`tn`) a UPI link carries (NPCI's linking spec). */
export const UPI_REFERENCE_MAX_LENGTH = 35;
export const UPI_NOTE_MAX_LENGTH = 50;

/**
 * The order number as a UPI transaction reference: its letters and digits only ('KT-42' is
 * 'KT42'), as the payer's app and the shop's bank statement carry it, at most 35 of them.
 */
export function upiReference(orderNumber: string): string {
  return orderNumber.replace(/[^A-Za-z0-9]/g, '').slice(0, UPI_REFERENCE_MAX_LENGTH);
}

/**
 * The link a customer taps (or scans as a QR code) to pay the shop exactly `rupees`:
 * `upi://pay?pa=<UPI ID>&pn=<payee>&am=<amount, 2 decimals>&cu=INR&tr=<reference>&tn=Order <number>`.
 * The reference (`tr`, upiReference) and the note (`tn`, 50 characters at most) name the order,
 * so the shop can match the payment in its UPI statement to the order. Null when nothing is due
 * or the shop has no UPI address. The payee and note are percent-encoded (a '+' would show as a
 * plus sign in some apps); the UPI ID is left as typed, its characters are all safe in a URL.
 */
export function upiPaymentLink(options: {
  upiId: string | null;
  payeeName: string;
  rupees: number;
  /** The order number as the bill writes it, prefix included ('KT-42'). */
  orderNumber: string;
}): string | null {
  const { upiId, payeeName, rupees, orderNumber } = options;
  if (!upiId || !(rupees > 0)) return null;
  const params = [
    `pa=${upiId}`,
    `pn=${encodeURIComponent(payeeName.trim().slice(0, UPI_PAYEE_NAME_MAX_LENGTH))}`,
    `am=${upiAmount(rupeesToPaise(rupees))}`,
    'cu=INR',
    ...(upiReference(orderNumber) ? [`tr=${upiReference(orderNumber)}`] : []),
    `tn=${encodeURIComponent(Array.from(`Order ${orderNumber}`).slice(0, UPI_NOTE_MAX_LENGTH).join(''))}`,
  ];
  return `upi://pay?${params.join('&')}`;
}
