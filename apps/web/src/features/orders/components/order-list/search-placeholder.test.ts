import { LANGUAGES } from '@tailor/shared/constants';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';

// What a 390 px phone shows of the search field beside the filter button, in the widest script.
const FITS_AT_390_PX = 27;

describe('the order search hint', () => {
  it.each(LANGUAGES)('is short enough to be read whole on a phone (%s)', (language) => {
    const hint = i18n.t('orderList:search.placeholder', { lng: language });
    const letters = [...new Intl.Segmenter(language, { granularity: 'grapheme' }).segment(hint)];
    expect(hint).not.toBe('search.placeholder');
    expect(letters.length).toBeLessThanOrEqual(FITS_AT_390_PX);
  });
});
