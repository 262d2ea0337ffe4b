import { LANGUAGES, type Language } from '@tailor/shared/constants';

export { PUBLIC_TEXTS } from '@tailor/shared/locales/public/all';

/** The cookie that keeps a visitor's language choice across the customer pages. */
export const LANGUAGE_COOKIE = 'lang';

function asLanguage(value: unknown): Language | null {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
    ? (value as Language)
    : null;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

export interface PageLanguage {
  language: Language;
  /** The visitor picked it now (?lang=): the answer remembers it in the cookie. */
  chosen: boolean;
}

/**
 * The customer pages speak the shop's language until the visitor picks one (a language link,
 * ?lang=xx), which a cookie then remembers for every customer page; English without either.
 */
export function pageLanguageOf(
  query: { lang?: unknown },
  cookieHeader: string | undefined,
  shopLanguage: Language | undefined,
): PageLanguage {
  const picked = asLanguage(query.lang);
  if (picked) return { language: picked, chosen: true };
  const remembered = asLanguage(cookieValue(cookieHeader, LANGUAGE_COOKIE));
  return { language: remembered ?? shopLanguage ?? 'en', chosen: false };
}

export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
