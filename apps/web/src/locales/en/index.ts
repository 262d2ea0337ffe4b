/**
 * English beyond the sign-in pages' texts (those are bundled, see lib/i18n.ts), in one chunk
 * fetched with the first other page.
 */
export default import.meta.glob<Record<string, unknown>>(
  ['./*.json', '!./common.json', '!./auth.json', '!./errors.json'],
  { eager: true, import: 'default' },
);
