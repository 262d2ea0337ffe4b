import i18next, { type Resource } from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@tailor/shared/constants';
import {
  chooseLanguage as englishChooseLanguage,
  orderStatus as englishOrderStatus,
} from '@tailor/shared/locales/public/en';
import { LANGUAGE_NAMES } from '@tailor/shared/locales/public/texts';

export const DEFAULT_LANGUAGE: Language = 'en';
export const DEFAULT_NAMESPACE = 'common';
export const LANGUAGE_STORAGE_KEY = 'language';

/** Each language's name in its own script, as the language menu shows it. */
export { LANGUAGE_NAMES };

/**
 * The 'public' namespace: texts the staff app shares with the customer pages the server renders
 * (status names, the language choice), kept in packages/shared/src/locales/public/<lang>.ts.
 */
export const PUBLIC_NAMESPACE = 'public';

/** Shortest time the 'Changing Language...' indicator stays up, so it reads as feedback, not a flicker. */
const MIN_INDICATOR_MS = 300;

type Namespaces = Record<string, Record<string, unknown>>;

/** `./<namespace>.json` -> its texts, as a language's index module gathers them. */
type LanguageFiles = Record<string, Record<string, unknown>>;

/** Namespace name -> texts, from `locales/<lang>/<namespace>.json` paths (or a bare namespace name). */
export function namespacesOf(files: LanguageFiles): Namespaces {
  const byNamespace: Namespaces = {};
  for (const [path, texts] of Object.entries(files)) {
    const match = /([^/.]+)(?:\.json)?$/.exec(path);
    if (match) byNamespace[match[1]!] = texts;
  }
  return byNamespace;
}

// English is the fallback and the first render's language for most visitors: the texts of the
// sign-in pages (common, auth and errors) are bundled, the rest of English is one chunk
// (locales/en/index.ts) fetched with the first other page (lazyNamed in app/lazy-named.ts waits
// for it). Each other language is one chunk (locales/<lang>/index.ts), fetched when first needed.
const englishFiles = import.meta.glob<Record<string, unknown>>(
  '../locales/en/{common,auth,errors}.json',
  { eager: true, import: 'default' },
);
const languageChunks = import.meta.glob<LanguageFiles>('../locales/*/index.ts', {
  import: 'default',
});

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

const english = {
  ...namespacesOf(englishFiles),
  [PUBLIC_NAMESPACE]: { chooseLanguage: englishChooseLanguage, orderStatus: englishOrderStatus },
};
const resources: Resource = { [DEFAULT_LANGUAGE]: english };

export const i18n = i18next.createInstance();

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(english).length ? Object.keys(english) : [DEFAULT_NAMESPACE],
  defaultNS: DEFAULT_NAMESPACE,
  // English is bundled, so initialisation finishes synchronously and the first render is translated.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  // Re-render translated screens when a language's texts arrive, not only when the language changes.
  react: { bindI18nStore: 'added' },
});

const loading = new Map<Language, Promise<void>>();

let englishComplete = false;

/** Whether all of a language's texts are here. */
export function isLanguageLoaded(lng: Language): boolean {
  if (lng === DEFAULT_LANGUAGE && !englishComplete) return false;
  return i18n.hasResourceBundle(lng, DEFAULT_NAMESPACE);
}

/** Fetches a language's texts once; a failed fetch (offline) may be tried again later. */
export function loadLanguage(lng: Language): Promise<void> {
  if (isLanguageLoaded(lng)) return Promise.resolve();
  const pending = loading.get(lng);
  if (pending) return pending;
  const chunk = languageChunks[`../locales/${lng}/index.ts`];
  if (!chunk) return Promise.reject(new Error(`No texts for language ${lng}`));
  const load = chunk()
    .then((files) => {
      for (const [ns, texts] of Object.entries(namespacesOf(files))) {
        i18n.addResourceBundle(lng, ns, texts, true, true);
      }
      if (lng === DEFAULT_LANGUAGE) englishComplete = true;
    })
    .finally(() => loading.delete(lng));
  loading.set(lng, load);
  return load;
}

/** Shows the interface in a language, fetching its texts first (without remembering the choice). */
export async function showLanguage(lng: Language): Promise<void> {
  await loadLanguage(lng);
  await i18n.changeLanguage(lng);
}

/** How long the first render waits for the remembered language before starting in English. */
const FIRST_RENDER_WAIT_MS = 4_000;

/**
 * Resolves once the remembered language is showing (at once for English). The app renders after
 * it, so a Hindi reader never sees an English flash. If the texts cannot be fetched, English
 * shows; if they are slow, English shows after a while and the language follows when they come.
 */
export const i18nReady: Promise<void> = (() => {
  const stored = storedLanguage();
  if (stored === DEFAULT_LANGUAGE) return Promise.resolve();
  return Promise.race([
    showLanguage(stored).catch(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
  ]);
})();

// A tiny store for the global 'Changing Language...' indicator (spec §1).
let changing = false;
const listeners = new Set<() => void>();

function setChanging(value: boolean): void {
  changing = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChangingLanguage(): boolean {
  return useSyncExternalStore(subscribe, () => changing);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

function remember(lng: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // The choice then lasts for this visit only.
  }
}

/**
 * Switches the interface language, remembers it, and shows the indicator while switching. The
 * choice is remembered before the screen changes, so a reload straight after keeps it. If the
 * language's texts cannot be fetched (offline), the interface stays as it was.
 */
export async function changeLanguage(lng: Language): Promise<void> {
  setChanging(true);
  try {
    const shortest = new Promise((resolve) => setTimeout(resolve, MIN_INDICATOR_MS));
    await loadLanguage(lng);
    remember(lng);
    await i18n.changeLanguage(lng);
    await shortest;
  } catch {
    // Not fetched: nothing changed.
  } finally {
    setChanging(false);
  }
}

export default i18n;
