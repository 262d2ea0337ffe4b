import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@tailor/shared/constants';
import { RULES, ruleKey, ruleText, type RuleCode } from '@tailor/shared/rule-codes';
import { i18n, namespacesOf } from './i18n';
import { ruleMessageText } from './rule-text';

type Tree = { [key: string]: unknown };

const localeFiles = import.meta.glob<Tree>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** The text at 'namespace:a.b' in one language's locale files, or undefined. */
function textAt(lng: string, key: string): unknown {
  const [ns, path] = key.split(':') as [string, string];
  const file = Object.entries(localeFiles).find(([name]) => name.endsWith(`/${lng}/${ns}.json`));
  const tree = file ? (namespacesOf({ [file[0]]: file[1] })[ns] as Tree) : undefined;
  return path.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
}

const CODES = Object.keys(RULES) as RuleCode[];
/** Params enough to word any code, in each form its key can take. */
const SAMPLES = [
  { gender: 'male', garment: 'Kurta', measurement: 'Chest' },
  { gender: 'female', garment: "Ladies' Suit", measurement: 'Waist' },
];

describe('rule codes on the web', () => {
  it.each(CODES.flatMap((code) => LANGUAGES.map((lng) => [code, lng] as const)))(
    '%s has its translation in %s',
    (code, lng) => {
      for (const params of SAMPLES) {
        const text = textAt(lng, ruleKey(code, params));
        expect(typeof text === 'string' && text.trim() !== '', ruleKey(code, params)).toBe(true);
      }
    },
  );

  it.each(CODES)('%s reads in English as the server words it', (code) => {
    const t = i18n.getFixedT('en');
    for (const params of SAMPLES)
      expect(ruleMessageText(t, code, params)).toBe(ruleText(code, params));
  });

  it('translates with the names in place', () => {
    const t = i18n.getFixedT('hi');
    const text = ruleMessageText(t, 'SETTINGS_GARMENT_TWICE', {
      gender: 'female',
      garment: 'Blouse',
    });
    expect(text).toContain('Blouse');
    expect(text).not.toBe(
      ruleText('SETTINGS_GARMENT_TWICE', { gender: 'female', garment: 'Blouse' }),
    );
  });

  it('gives nothing for a rule whose namespace the page has not loaded, not the bare key', async () => {
    const nothingLoaded = createInstance();
    await nothingLoaded.init({ lng: 'en', resources: {} });
    expect(ruleMessageText(nothingLoaded.t, 'CUSTOMER_ADDRESS_MAX')).toBeUndefined();
    expect(ruleMessageText(i18n.getFixedT('en'), 'CUSTOMER_ADDRESS_MAX')).toBeTruthy();
  });

  it('leaves any other text alone', () => {
    const t = i18n.getFixedT('en');
    expect(ruleMessageText(t, 'Shop not found')).toBeUndefined();
    expect(ruleMessageText(t, undefined)).toBeUndefined();
  });
});
