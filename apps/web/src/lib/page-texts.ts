/**
 * The text namespaces (locales/<lang>/<namespace>.json) a page shows: its own and those of the
 * parts it shows, each once. Each feature names its pages' lists in its page-texts.ts, which holds
 * no components, so the router (in the entry chunk) reads them without pulling the pages in.
 */
export function pageTexts(...lists: readonly (readonly string[])[]): readonly string[] {
  return [...new Set(lists.flat())].sort();
}
