import { chooseLanguage, orderStatus } from '@tailor/shared/locales/public/mr';

/**
 * Every namespace of this language in one chunk, fetched when the language is first shown; the
 * 'public' one (texts shared with the server's customer pages) comes from packages/shared.
 */
export default {
  ...import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' }),
  public: { chooseLanguage, orderStatus },
};
