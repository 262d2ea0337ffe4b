import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@tailor/shared/constants';
import { GARMENT_NAMES, MEASUREMENT_NAMES } from '@tailor/shared/template-names';

const locales = import.meta.glob<{
  garments: Record<string, string>;
  measurementNames: Record<string, string>;
}>('../../../../locales/*/newOrder.json', { eager: true, import: 'default' });

describe('garment and measurement names on screen and on bills', () => {
  it('are the same in every language: the bills use the names the new-order screens show', () => {
    for (const language of LANGUAGES) {
      const texts = locales[`../../../../locales/${language}/newOrder.json`]!;
      const expected = (table: typeof GARMENT_NAMES) =>
        Object.fromEntries(
          Object.entries(table).map(([name, t]) => [name, language === 'en' ? name : t[language]]),
        );
      expect(texts.garments, language).toEqual(expected(GARMENT_NAMES));
      expect(texts.measurementNames, language).toEqual(expected(MEASUREMENT_NAMES));
    }
  });
});
