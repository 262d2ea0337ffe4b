import { LANGUAGES, type Language } from '../constants';

/*
 * What a table of texts in every language lacks: the check every surface's texts go through (the
 * customer pages, the customer messages, the bills, tax invoices and pay slips; the web's JSON
 * namespaces have theirs in apps/web/src/lib/i18n.test.ts).
 */

/** Stand-ins for a text function's values: each shows in the text where the value goes. */
const SAMPLE_VALUES = ['⟦a⟧', '⟦b⟧', '⟦c⟧', '⟦d⟧', '⟦e⟧'];

function placeholders(text: string): string {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join();
}

function shownValues(text: string): string {
  return SAMPLE_VALUES.filter((value) => text.includes(value)).join();
}

/** Each text of the tree by its path ('pages.order.title'), a function called with the stand-ins. */
function leaves(node: unknown, path: string, out: Map<string, string | null>): void {
  if (typeof node === 'string') out.set(path, node);
  else if (typeof node === 'function') {
    const text: unknown = (node as (...values: unknown[]) => unknown)(...SAMPLE_VALUES);
    out.set(path, typeof text === 'string' ? text : null);
  } else if (node && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) {
      leaves(child, path ? `${path}.${key}` : key, out);
    }
  } else out.set(path, null);
}

/**
 * Every gap of `table` against its English: a text missing or extra, empty or not text, or one
 * that drops or adds a {{value}} or a value of its function. An empty list: every language whole.
 */
export function textGaps(table: Record<Language, unknown>): string[] {
  const english = new Map<string, string | null>();
  leaves(table.en, '', english);
  const gaps: string[] = [];
  for (const language of LANGUAGES) {
    const texts = new Map<string, string | null>();
    leaves(table[language], '', texts);
    for (const [path, text] of texts) {
      const inEnglish = english.get(path);
      if (inEnglish === undefined) gaps.push(`${language} ${path}: not in English`);
      else if (text === null || text.trim() === '') gaps.push(`${language} ${path}: empty`);
      else if (inEnglish !== null && placeholders(text) !== placeholders(inEnglish))
        gaps.push(`${language} ${path}: other {{values}} than English`);
      else if (inEnglish !== null && shownValues(text) !== shownValues(inEnglish))
        gaps.push(`${language} ${path}: shows other values than English`);
    }
    for (const path of english.keys()) {
      if (!texts.has(path)) gaps.push(`${language} ${path}: missing`);
    }
  }
  return gaps;
}
