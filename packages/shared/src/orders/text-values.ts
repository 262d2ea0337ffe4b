/** How the order schemas and rules read a value as typed or sent. */

/** The one of `values` that `text` names in any casing, or null. */
export function findIgnoringCase<T extends string>(values: readonly T[], text: string): T | null {
  const wanted = text.trim().toLowerCase();
  return values.find((v) => v.toLowerCase() === wanted) ?? null;
}

/** An empty text or null as absent, for an optional field. */
export const emptyToUndefined = (value: unknown) =>
  value === '' || value === null ? undefined : value;
