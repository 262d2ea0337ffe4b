/**
 * Whether a typed number ('98765', '+91 98765 43210', '98765-43210') is part of a stored 10-digit
 * phone. Text with letters is never a phone search.
 */
export function matchesPhone(phone: string, query: string): boolean {
  const typed = query.trim();
  if (!/^[+\d\s()-]+$/.test(typed)) return false;
  let digits = typed.replace(/\D/g, '');
  if (typed.startsWith('+91') || (digits.length > 10 && digits.startsWith('91'))) {
    digits = digits.slice(2);
  }
  return digits.length > 0 && phone.includes(digits);
}
