import i18next, { type Resource } from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@tailor/shared/constants';

export const DEFAULT_LANGUAGE: Language = 'en';
export const DEFAULT_NAMESPACE = 'common';
export const LANGUAGE_STORAGE_KEY = 'language';

/** Each language's name in its own script, as the language menu shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  gu: 'ગુજરાતી',
  mr: 'मराठी',
  ta: 'தமிழ்',
};

/** Shortest time the 'Changing Language...' indicator stays up, so it reads as feedback, not a flicker. */
const MIN_INDICATOR_MS = 300;

type LocaleModule = { default: Record<string, unknown> };

/** Every `locales/<lang>/<namespace>.json`, one namespace per feature. */
export const localeFiles = import.meta.glob<LocaleModule>('../locales/*/*.json', { eager: true });

export function buildResources(files: Record<string, LocaleModule>): Resource {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lng, ns] = match as unknown as [string, string, string];
    resources[lng] ??= {};
    resources[lng][ns] = module.default;
  }
  return resources;
}

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

const resources = buildResources(localeFiles);
const namespaces = [...new Set(Object.values(resources).flatMap((byNs) => Object.keys(byNs)))];

export const i18n = i18next.createInstance();

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: namespaces.length ? namespaces : [DEFAULT_NAMESPACE],
  defaultNS: DEFAULT_NAMESPACE,
  // Resources are bundled, so initialisation finishes synchronously and the first render is translated.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

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

/** Switches the interface language, remembers it, and shows the indicator while switching. */
export async function changeLanguage(lng: Language): Promise<void> {
  // Remembered first, so a reload straight after the page changes language keeps the choice.
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // The choice then lasts for this visit only.
  }
  setChanging(true);
  try {
    await Promise.all([
      i18n.changeLanguage(lng),
      new Promise((resolve) => setTimeout(resolve, MIN_INDICATOR_MS)),
    ]);
  } finally {
    setChanging(false);
  }
}

export default i18n;
