/*
 * The rules on a text's length and a number's digits, each worded the same wherever a field has
 * one: the field's label, the limit as the rule's own param, and the key the web words it with.
 */

/** '<label> must be at least N characters'. */
export const atLeastCharacters = (key: string, label: string, min: number) => ({
  key,
  text: (p: { min: number }) => `${label} must be at least ${p.min} characters`,
  params: { min },
});

/** '<label> must be at most N characters'. */
export const atMostCharacters = (key: string, label: string, max: number) => ({
  key,
  text: (p: { max: number }) => `${label} must be at most ${p.max} characters`,
  params: { max },
});

/** 'limit must be a whole number from 1 to N': a list's page size. */
export const pageLimitRule = (key: string, max: number) => ({
  key,
  text: (p: { max: number }) => `limit must be a whole number from 1 to ${p.max}`,
  params: { max },
});

/** '<label> must be exactly N digits'. */
export const exactlyDigits = (key: string, label: string, digits: number) => ({
  key,
  text: (p: { digits: number }) => `${label} must be exactly ${p.digits} digits`,
  params: { digits },
});
