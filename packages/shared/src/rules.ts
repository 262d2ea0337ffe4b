/**
 * How a shared rule or schema says why it refuses a value: a stable code, not a sentence. A zod
 * issue's `message` is the code; the values it is worded with are the rule's own limits (`params`
 * of its definition) and, for a custom issue, the issue's `params` (a garment's name, say). Each
 * area defines its codes beside its rules; rule-codes.ts gathers them and words them in English.
 */

/** Values a rule's text is worded with. */
export type RuleParamValues = Record<string, string | number>;

export type RuleDefinition = {
  /** The translation key ('namespace:key') the web words it with, or the key built from the params. */
  key: string | ((params: never) => string);
  /** The English sentence: fixed, or built from the params (the server answers with it). */
  text: string | ((params: never) => string);
  /** The rule's own limits, which every refusal by it states ({ max: 10 }). */
  params?: RuleParamValues;
};

/** Each code of `rules` by its own name, to use as a zod message: `codes.GST_RATE`. */
export function codesOf<R extends Record<string, RuleDefinition>>(
  rules: R,
): { readonly [C in keyof R & string]: C } {
  return Object.fromEntries(Object.keys(rules).map((code) => [code, code])) as {
    [C in keyof R & string]: C;
  };
}

/** A custom zod issue refusing with `code`, worded with `params`, at `path`. */
export function ruleIssue(code: string, params: RuleParamValues, path: PropertyKey[] = []) {
  return { code: 'custom' as const, message: code, params, path };
}
