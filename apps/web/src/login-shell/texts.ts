import { LANGUAGES, type Language } from '@tailor/shared/constants';
import { fillText } from '@tailor/shared/locales/public/texts';
import type englishAuth from '../locales/en/auth.json';
import english from './languages/en';

/** The sign-in page's texts in one language: the app's `auth` namespace and the language label. */
export type ShellTexts = { auth: typeof englishAuth; chooseLanguage: string };

/** localStorage key the app's i18n remembers the language under (lib/i18n.ts). */
export const LANGUAGE_STORAGE_KEY = 'language';

// English comes with the page; every other language is one small chunk, fetched when shown.
const languageModules = import.meta.glob<ShellTexts>(['./languages/*.ts', '!./languages/en.ts'], {
  import: 'default',
});
const errorModules = import.meta.glob<Record<string, string>>('../locales/*/errors.json', {
  import: 'default',
});

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : 'en';
  } catch {
    return 'en';
  }
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

export async function loadTexts(language: Language): Promise<ShellTexts> {
  if (language === 'en') return english;
  const load = languageModules[`./languages/${language}.ts`];
  if (!load) throw new Error(`No sign-in texts for ${language}`);
  return load();
}

/** A text by its dotted key ('login.sendOtp'), worded with `values`; the key itself if missing. */
export function textOf(
  texts: ShellTexts,
  key: string,
  values: Record<string, string | number> = {},
): string {
  if (key === 'chooseLanguage') return texts.chooseLanguage;
  let node: unknown = texts.auth;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? fillText(node, values) : key;
}

/**
 * Puts the texts into the page: `data-t` elements get the text as their content, `data-t-label`
 * elements as their accessible name.
 */
export function applyTexts(root: ParentNode, texts: ShellTexts): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-t]')) {
    element.textContent = textOf(texts, element.dataset.t!);
  }
  for (const element of root.querySelectorAll<HTMLElement>('[data-t-label]')) {
    element.setAttribute('aria-label', textOf(texts, element.dataset.tLabel!));
  }
}

/**
 * The wording of an API error code in `language` (the app's `errors` namespace), or null when it
 * cannot be loaded. Fetched only once a request has failed.
 */
export async function errorCodeText(
  language: Language,
  code: string,
  params: Record<string, string | number>,
): Promise<string | null> {
  try {
    const load = errorModules[`../locales/${language}/errors.json`];
    const errors = load ? await load() : null;
    // i18next's plural keys (OTP_INCORRECT_one, OTP_INCORRECT_other) when the wording has a count.
    const plural =
      typeof params.count === 'number'
        ? `${code}_${new Intl.PluralRules(language).select(params.count)}`
        : null;
    const text =
      (plural ? (errors?.[plural] ?? errors?.[`${code}_other`]) : undefined) ??
      errors?.[code] ??
      errors?.fallback;
    return text ? fillText(text, params) : null;
  } catch {
    return null;
  }
}
