import i18next, { type BackendModule, type Resource } from 'i18next';
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

/** `./<namespace>.json` -> its texts, as a glob of a language's files gathers them. */
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
// sign-in pages (common, auth and errors) are bundled. Every other namespace of every language is
// its own small chunk (locales/<lang>/<namespace>.json, and locales/<lang>/public.ts for the
// texts shared with the customer pages), fetched when a page that shows it loads: each lazy page
// names its namespaces (lazyNamed in app/lazy-named.ts), which load beside the page's code.
const englishFiles = import.meta.glob<Record<string, unknown>>(
  '../locales/en/{common,auth,errors}.json',
  { eager: true, import: 'default' },
);
const namespaceFiles = import.meta.glob<Record<string, unknown>>(
  ['../locales/*/*.json', '!../locales/en/{common,auth,errors}.json'],
  { import: 'default' },
);
const publicFiles = import.meta.glob<Record<string, unknown>>('../locales/*/public.ts', {
  import: 'default',
});

/** Every namespace of the staff app. */
export const NAMESPACES: readonly string[] = [
  ...new Set(
    [...Object.keys(englishFiles), ...Object.keys(namespaceFiles)].map(
      (path) => /([^/.]+)\.json$/.exec(path)![1]!,
    ),
  ),
  PUBLIC_NAMESPACE,
].sort();

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

const fetching = new Map<string, Promise<Record<string, unknown>>>();

/** Fetches one namespace of one language once; a failed fetch (offline) may be tried again later. */
function fetchNamespace(lng: Language, ns: string): Promise<Record<string, unknown>> {
  const here = i18n.getResourceBundle(lng, ns) as Record<string, unknown> | undefined;
  if (here) return Promise.resolve(here);
  const key = `${lng}/${ns}`;
  const pending = fetching.get(key);
  if (pending) return pending;
  const file =
    namespaceFiles[`../locales/${key}.json`] ??
    (ns === PUBLIC_NAMESPACE ? publicFiles[`../locales/${lng}/public.ts`] : undefined);
  if (!file) return Promise.reject(new Error(`No texts for ${key}`));
  const load = file()
    .then((texts) => {
      i18n.addResourceBundle(lng, ns, texts, true, true);
      return texts;
    })
    .finally(() => fetching.delete(key));
  fetching.set(key, load);
  return load;
}

/**
 * For a component that uses a namespace its page did not name: i18next then fetches it while the
 * component suspends, instead of showing keys.
 */
const lateNamespaces: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (lng, ns, callback) => {
    if (!isLanguage(lng)) return callback(new Error(`No texts for ${lng}/${ns}`), false);
    fetchNamespace(lng, ns).then(
      (texts) => callback(null, texts),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

void i18n
  .use(lateNamespaces)
  .use(initReactI18next)
  .init({
    resources,
    // Only English's bundled namespaces are given; the backend above fetches any other.
    partialBundledLanguages: true,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    // English's bundled texts are here, so initialisation finishes synchronously and the first
    // render is translated.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // Re-render translated screens when texts arrive, not only when the language changes.
    react: { bindI18nStore: 'added' },
  });

/** The namespaces the app has asked for so far: a language shown next needs them all. */
const requested = new Set<string>([DEFAULT_NAMESPACE]);

/** The language being switched to, whose texts a page loading meanwhile needs as well. */
let comingLanguage: Language = DEFAULT_LANGUAGE;

/** Fetches namespaces of one language, with English's (the fallback) beside them. */
function loadTexts(namespaces: readonly string[], lng: Language): Promise<void> {
  for (const ns of namespaces) requested.add(ns);
  const languages = lng === DEFAULT_LANGUAGE ? [lng] : [lng, DEFAULT_LANGUAGE];
  return Promise.all(languages.flatMap((l) => namespaces.map((ns) => fetchNamespace(l, ns)))).then(
    () => undefined,
  );
}

/**
 * Fetches the namespaces a page shows, in the interface language (and the one it is changing to),
 * started together with the page's own code so that neither waits for the other.
 */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  const languages = new Set([currentLanguage(), comingLanguage]);
  return Promise.all([...languages].map((lng) => loadTexts(namespaces, lng))).then(() => undefined);
}

/** Whether a language has every namespace the app has asked for so far. */
export function isLanguageLoaded(lng: Language): boolean {
  return [...requested].every((ns) => i18n.hasResourceBundle(lng, ns));
}

const loading = new Map<Language, Promise<void>>();

/** Fetches a language's texts for every namespace asked for so far, once; may be tried again. */
export function loadLanguage(lng: Language): Promise<void> {
  if (isLanguageLoaded(lng)) return Promise.resolve();
  const pending = loading.get(lng);
  if (pending) return pending;
  const load = loadTexts([...requested], lng).finally(() => loading.delete(lng));
  loading.set(lng, load);
  return load;
}

/** Fetches a language's texts, then runs `beforeShowing` and shows the interface in it. */
async function switchTo(lng: Language, beforeShowing?: () => void): Promise<void> {
  comingLanguage = lng;
  try {
    await loadLanguage(lng);
    beforeShowing?.();
    await i18n.changeLanguage(lng);
  } finally {
    if (comingLanguage === lng) comingLanguage = currentLanguage();
  }
}

/** Shows the interface in a language, fetching its texts first (without remembering the choice). */
export function showLanguage(lng: Language): Promise<void> {
  return switchTo(lng);
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

// A tiny store for the global 'Changing Language...' indicator.
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
    await switchTo(lng, () => remember(lng));
    await shortest;
  } catch {
    // Not fetched: nothing changed.
  } finally {
    setChanging(false);
  }
}

export default i18n;
