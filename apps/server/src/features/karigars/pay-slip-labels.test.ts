import { describe, expect, it } from 'vitest';
import { textGaps } from '@tailor/shared/locales/text-gaps';
import { PAY_SLIP_LABELS } from './pay-slip-labels';

describe('the texts of a pay slip', () => {
  it('has every text in all five languages, with the same values', () => {
    expect(textGaps(PAY_SLIP_LABELS)).toEqual([]);
  });
});
