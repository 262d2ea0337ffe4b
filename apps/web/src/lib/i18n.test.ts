import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@tailor/shared/constants';
import {
  changeLanguage,
  i18n,
  isLanguageLoaded,
  LANGUAGE_STORAGE_KEY,
  loadLanguage,
  loadNamespaces,
  namespacesOf,
  showLanguage,
} from './i18n';

type Tree = { [key: string]: unknown };

/** Every leaf of a translation file as 'a.b.c' -> text. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [p, v] of leaves(value as Tree, path)) out.set(p, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]!).sort();
}

const localeFiles = import.meta.glob<Tree>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const resources: Record<string, Record<string, Tree>> = {};
for (const [path, texts] of Object.entries(localeFiles)) {
  const lng = /locales\/([^/]+)\//.exec(path)![1]!;
  resources[lng] = {
    ...resources[lng],
    ...(namespacesOf({ [path]: texts }) as Record<string, Tree>),
  };
}
const english = resources.en ?? {};
const namespaces = [
  ...new Set(Object.values(resources).flatMap((byNs) => Object.keys(byNs))),
].sort();

describe('translations', () => {
  it('finds the locale files on disk, common among them', () => {
    expect(Object.keys(resources).sort()).toEqual([...LANGUAGES].sort());
    expect(namespaces).toContain('common');
  });

  describe.each(namespaces)('namespace %s', (ns) => {
    it('exists in English', () => {
      expect(english[ns], `locales/en/${ns}.json is missing`).toBeDefined();
    });

    it.each(LANGUAGES.filter((lng) => lng !== 'en'))(
      'has exactly the English keys in %s, none empty',
      (lng) => {
        const en = leaves(english[ns] ?? {});
        const file = resources[lng]?.[ns];
        expect(file, `locales/${lng}/${ns}.json is missing`).toBeDefined();
        const other = leaves(file ?? {});
        const missing = [...en.keys()].filter((k) => !other.has(k));
        const extra = [...other.keys()].filter((k) => !en.has(k));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
        const empty = [...other]
          .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
          .map(([k]) => k);
        expect(empty, 'empty or non-text values').toEqual([]);
        const wrongPlaceholders = [...en]
          .filter(
            ([k, v]) =>
              typeof v === 'string' &&
              placeholders(v).join() !== placeholders(String(other.get(k))).join(),
          )
          .map(([k]) => k);
        expect(wrongPlaceholders, 'placeholders differ from English').toEqual([]);
      },
    );

    it('has no empty English text', () => {
      const empty = [...leaves(english[ns] ?? {})].filter(
        ([, v]) => typeof v !== 'string' || v.trim() === '',
      );
      expect(empty.map(([k]) => k)).toEqual([]);
    });
  });
});

describe('changeLanguage', () => {
  it('switches, remembers the choice and sets <html lang>', async () => {
    await changeLanguage('hi');
    expect(i18n.language).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(i18n.t('common:language.changing')).toBe('भाषा बदली जा रही है...');
  });

  it('remembers the choice before the screen changes, so a quick reload keeps it', async () => {
    let storedWhenShown: string | null = null;
    const seen = () => {
      storedWhenShown = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    };
    i18n.on('languageChanged', seen);
    try {
      await changeLanguage('gu');
    } finally {
      i18n.off('languageChanged', seen);
    }
    expect(i18n.language).toBe('gu');
    expect(storedWhenShown).toBe('gu');
  });

  it("fetches a language's texts when it is first shown, and only once", async () => {
    for (const ns of Object.keys(english)) i18n.removeResourceBundle('ta', ns);
    expect(isLanguageLoaded('ta')).toBe(false);
    expect(i18n.t('common:language.changing', { lng: 'ta' })).toBe('Changing Language...');
    const first = loadLanguage('ta');
    expect(loadLanguage('ta')).toBe(first);
    await showLanguage('ta');
    expect(isLanguageLoaded('ta')).toBe(true);
    expect(i18n.language).toBe('ta');
    expect(i18n.t('common:language.changing')).toBe(
      (resources.ta!.common!.language as Tree)['changing'],
    );
    expect(i18n.t('common:language.changing')).not.toBe('Changing Language...');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('falls back to English for a key a language lacks', () => {
    expect(i18n.t('common:session.expired', { lng: 'en' })).toBe(
      'Session expired. Please login again.',
    );
    expect(i18n.options.fallbackLng).toEqual(['en']);
  });

  it("fetches only the namespaces a page names, in the interface language and English's", async () => {
    await showLanguage('hi');
    i18n.removeResourceBundle('hi', 'orderList');
    i18n.removeResourceBundle('hi', 'takings');
    i18n.removeResourceBundle('en', 'orderList');
    try {
      await loadNamespaces(['common', 'orderList']);
      expect(i18n.hasResourceBundle('hi', 'orderList')).toBe(true);
      expect(i18n.hasResourceBundle('en', 'orderList')).toBe(true);
      expect(i18n.hasResourceBundle('hi', 'takings')).toBe(false);
      expect(isLanguageLoaded('hi')).toBe(false);
    } finally {
      await loadLanguage('hi');
    }
    expect(isLanguageLoaded('hi')).toBe(true);
  });

  it('fetches a namespace a page did not name when a component asks i18next for it', async () => {
    await showLanguage('ta');
    i18n.removeResourceBundle('ta', 'trials');
    await i18n.loadNamespaces('trials');
    expect(i18n.hasResourceBundle('ta', 'trials')).toBe(true);
    expect(i18n.t('trials:title')).toBe((resources.ta!.trials as Tree)['title']);
  });
});
