import { describe, expect, it } from 'vitest';
import { measurementsText } from './shop-csv';

describe('measurementsText', () => {
  it('joins name: value pairs with semicolons, each number with its unit', () => {
    expect(measurementsText({ Chest: '38', Waist: '32' })).toBe('Chest: 38 in; Waist: 32 in');
    expect(measurementsText({ Chest: '96.5', Collar: 'Chinese' }, 'cm')).toBe(
      'Chest: 96.5 cm; Collar: Chinese',
    );
    expect(measurementsText({})).toBe('');
  });
});
