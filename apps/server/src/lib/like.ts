/** A LIKE/ILIKE pattern matching `text` anywhere, with the user's own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The digits of a search that looks like a phone number ('98765', '+91 98765-43210'), else null. */
export function phoneDigitsOf(search: string): string | null {
  if (!/^[\d\s()+-]+$/.test(search)) return null;
  let digits = search.replace(/\D/g, '');
  if (search.trim().startsWith('+91')) digits = digits.slice(2);
  return digits.length > 0 ? digits : null;
}
