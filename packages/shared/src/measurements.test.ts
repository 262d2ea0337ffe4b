import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeLimitFor,
  CM_PER_INCH,
  convertLength,
  convertMeasurementValue,
  DEFAULT_MEASUREMENT_TEMPLATES,
  formatMeasurement,
  formatMeasurementDifference,
  GARMENT_LENGTH_RANGES,
  isLengthMeasurement,
  MEASUREMENT_RANGES,
  MEASUREMENT_VALUE_CODES,
  measurementChange,
  measurementNamesFor,
  measurementValueIssue,
  measurementWarnings,
  parseMeasurementValue,
  plausibleRangeOf,
  roundMeasurement,
} from './measurements';
import { measurementsSchema } from './orders/create-order-schemas';

describe('DEFAULT_MEASUREMENT_TEMPLATES', () => {
  it('has the common garments for both genders, each with distinct, non-empty names', () => {
    const garments = (g: 'male' | 'female') =>
      DEFAULT_MEASUREMENT_TEMPLATES[g].map((t) => t.garment);
    expect(garments('male')).toEqual(
      expect.arrayContaining(['Shirt', 'Kurta', 'Trouser', 'Pyjama', 'Sherwani']),
    );
    expect(garments('female')).toEqual(
      expect.arrayContaining(['Blouse', 'Lehenga', 'Salwar / Churidar']),
    );
    for (const list of Object.values(DEFAULT_MEASUREMENT_TEMPLATES)) {
      for (const { measurements } of list) {
        expect(measurements.length).toBeGreaterThan(0);
        expect(new Set(measurements).size).toBe(measurements.length);
        for (const name of measurements) expect(name.length).toBeLessThanOrEqual(50);
      }
    }
  });

  it('measurementNamesFor ignores case and answers [] for unknown garments', () => {
    expect(measurementNamesFor('male', 'shirt')).toContain('Chest');
    expect(measurementNamesFor('female', 'BLOUSE')).toContain('Bust');
    expect(measurementNamesFor('male', 'Spacesuit')).toEqual([]);
  });
});

describe('parseMeasurementValue', () => {
  it.each([
    ['38', 38],
    [' 38.5 ', 38.5],
    ['.5', 0.5],
    ['1/2', 0.5],
    ['38 1/2', 38.5],
    ['38  3/4', 38.75],
    ['38½', 38.5],
    ['38 ¼', 38.25],
    ['0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(parseMeasurementValue(text)).toBe(value);
  });

  it.each(['', 'abc', '38a', '38..5', '-2', '1/0', '38 1/0', '38-1/2', '1/2/3', '3 8'])(
    'reads %j as no number',
    (text) => {
      expect(parseMeasurementValue(text)).toBeNull();
    },
  );

  it('reads every whole-and-fraction value as whole + above / below', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 1, max: 16 }),
        (whole, above, below) => {
          expect(parseMeasurementValue(`${whole} ${above}/${below}`)).toBeCloseTo(
            whole + above / below,
            9,
          );
        },
      ),
    );
  });

  it('reads every decimal it writes back to the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (hundredths) => {
        const text = (hundredths / 100).toString();
        expect(parseMeasurementValue(text)).toBe(hundredths / 100);
      }),
    );
  });
});

describe('measurementValueIssue', () => {
  it.each([
    ['abc', true, MEASUREMENT_VALUE_CODES.MEASUREMENT_VALUE_NOT_A_NUMBER],
    ['38a', true, MEASUREMENT_VALUE_CODES.MEASUREMENT_VALUE_NOT_A_NUMBER],
    ['38..5', true, MEASUREMENT_VALUE_CODES.MEASUREMENT_VALUE_DECIMAL_POINTS],
    ['3.8.5', false, MEASUREMENT_VALUE_CODES.MEASUREMENT_VALUE_DECIMAL_POINTS],
    ['-2', true, MEASUREMENT_VALUE_CODES.MEASUREMENT_VALUE_NEGATIVE],
    ['-38 1/2', false, MEASUREMENT_VALUE_CODES.MEASUREMENT_VALUE_NEGATIVE],
    ['1/0', true, MEASUREMENT_VALUE_CODES.MEASUREMENT_VALUE_ZERO_FRACTION],
    ['38 1/0', false, MEASUREMENT_VALUE_CODES.MEASUREMENT_VALUE_ZERO_FRACTION],
    ['38-1/2', true, MEASUREMENT_VALUE_CODES.MEASUREMENT_VALUE_NOT_A_NUMBER],
  ])('refuses %j (a length: %s)', (text, numeric, message) => {
    expect(measurementValueIssue(text, numeric)).toBe(message);
  });

  it.each([
    ['38', true],
    ['38 1/2', true],
    ['1/2', true],
    ['', true],
    ['Chinese', false],
    ['2 buttons', false],
  ])('accepts %j (a length: %s)', (text, numeric) => {
    expect(measurementValueIssue(text, numeric)).toBeNull();
  });

  it('accepts exactly the values it can read as numbers, for a length', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[-0-9./ a½]{1,8}$/), (text) => {
        const refused = measurementValueIssue(text, true) !== null;
        expect(refused).toBe(text.trim() !== '' && parseMeasurementValue(text) === null);
      }),
    );
  });
});

describe('measurementsSchema (the server and the form)', () => {
  it('refuses a word for a length and says which measurement', () => {
    const parsed = measurementsSchema.safeParse({ Chest: '38', Waist: 'thirty' });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues).toEqual([
      expect.objectContaining({
        path: ['Waist'],
        message: MEASUREMENT_VALUE_CODES.MEASUREMENT_VALUE_NOT_A_NUMBER,
      }),
    ]);
  });

  it("keeps fractions and a shop's own words", () => {
    expect(
      measurementsSchema.parse({ chest: '38 1/2', Sleeve: '1/2', 'Collar Style': 'Chinese' }),
    ).toEqual({ chest: '38 1/2', Sleeve: '1/2', 'Collar Style': 'Chinese' });
  });

  it("refuses a number written wrongly even for a shop's own measurement", () => {
    expect(measurementsSchema.safeParse({ 'Pocket Width': '5..5' }).error!.issues[0]!.message).toBe(
      MEASUREMENT_VALUE_CODES.MEASUREMENT_VALUE_DECIMAL_POINTS,
    );
  });
});

describe('MEASUREMENT_RANGES', () => {
  it('covers every measurement of the default garments with a sensible range', () => {
    const names = new Set(
      Object.values(DEFAULT_MEASUREMENT_TEMPLATES).flatMap((list) =>
        list.flatMap((t) => t.measurements),
      ),
    );
    for (const name of names) {
      const range = plausibleRangeOf(name);
      expect(range, name).not.toBeNull();
      expect(range!.min, name).toBeGreaterThan(0);
      expect(range!.max, name).toBeGreaterThan(range!.min);
    }
    expect(Object.keys(MEASUREMENT_RANGES).sort()).toEqual([...names].sort());
  });

  it("gives each default garment a Length of its own, within any garment's", () => {
    const garments = Object.values(DEFAULT_MEASUREMENT_TEMPLATES).flatMap((list) =>
      list.map((t) => t.garment),
    );
    expect(Object.keys(GARMENT_LENGTH_RANGES).sort()).toEqual([...garments].sort());
    for (const garment of garments) {
      const own = plausibleRangeOf('Length', garment)!;
      expect(own.min, garment).toBeGreaterThanOrEqual(MEASUREMENT_RANGES.Length!.min);
      expect(own.max, garment).toBeLessThanOrEqual(MEASUREMENT_RANGES.Length!.max);
    }
    expect(plausibleRangeOf('length', 'blouse')).toEqual(GARMENT_LENGTH_RANGES.Blouse);
    // Another measurement, or a garment of the shop's own, keeps the general range.
    expect(plausibleRangeOf('Waist', 'Blouse')).toEqual(MEASUREMENT_RANGES.Waist);
    expect(plausibleRangeOf('Length', 'Dhoti')).toEqual(MEASUREMENT_RANGES.Length);
  });

  it("finds a range by name in any casing; a shop's own measurement has none", () => {
    expect(plausibleRangeOf(' chest ')).toEqual(MEASUREMENT_RANGES.Chest);
    expect(isLengthMeasurement('NECK')).toBe(true);
    expect(plausibleRangeOf('Pocket Width')).toBeNull();
  });
});

describe('changeLimitFor', () => {
  it('allows a tenth of the last value, at least 1 inch and at most 3', () => {
    expect(changeLimitFor(15)).toBe(1.5);
    expect(changeLimitFor(6)).toBe(1);
    expect(changeLimitFor(40)).toBe(3);
  });

  it('is always between 1 and 3 inches', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 300, noNaN: true }), (previous) => {
        const limit = changeLimitFor(previous);
        expect(limit).toBeGreaterThanOrEqual(1);
        expect(limit).toBeLessThanOrEqual(3);
      }),
    );
  });
});

describe('measurementWarnings', () => {
  it('warns of a value outside its plausible range', () => {
    expect(measurementWarnings({ name: 'Chest', value: '88' })).toEqual([
      { kind: 'range', name: 'Chest', value: '88', min: 18, max: 70 },
    ]);
    expect(measurementWarnings({ name: 'Neck', value: '1/2' })).toEqual([
      expect.objectContaining({ kind: 'range', name: 'Neck' }),
    ]);
    expect(measurementWarnings({ name: 'Chest', value: '38 1/2' })).toEqual([]);
  });

  it("checks a Length against the garment's own range", () => {
    expect(measurementWarnings({ name: 'Length', value: '41', garment: 'Blouse' })).toEqual([
      { kind: 'range', name: 'Length', value: '41', ...GARMENT_LENGTH_RANGES.Blouse! },
    ]);
    expect(
      measurementWarnings({ name: 'Length', value: '41', garment: 'Gown / Anarkali' }),
    ).toEqual([]);
  });

  it('warns of a change above the limit since last time, comparing fractions as numbers', () => {
    expect(measurementWarnings({ name: 'Chest', value: '42 1/2', previous: '38 1/2' })).toEqual([
      {
        kind: 'change',
        name: 'Chest',
        value: '42 1/2',
        previous: '38 1/2',
        difference: 4,
      },
    ]);
    expect(measurementWarnings({ name: 'Chest', value: '41 1/2', previous: '38.5' })).toEqual([]);
    expect(measurementWarnings({ name: 'Neck', value: '13', previous: '15' })).toEqual([
      expect.objectContaining({ kind: 'change', difference: -2 }),
    ]);
  });

  it("checks a shop's own measurement against last time only", () => {
    expect(measurementWarnings({ name: 'Pocket', value: '300' })).toEqual([]);
    expect(measurementWarnings({ name: 'Pocket', value: '9', previous: '5' })).toHaveLength(1);
  });

  it('never warns of a value within range and within the limit of last time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200, max: 600 }),
        fc.integer({ min: -10, max: 10 }),
        (tenths, change) => {
          const previous = tenths / 10;
          const value = previous + change / 10;
          expect(
            measurementWarnings({
              name: 'Chest',
              value: String(value),
              previous: String(previous),
            }),
          ).toEqual([]);
        },
      ),
    );
  });
});

describe('measurementChange', () => {
  it('compares numbers as numbers, in any writing', () => {
    expect(measurementChange('38 1/2', '38.5')).toEqual({ kind: 'same' });
    expect(measurementChange('38', '39')).toEqual({ kind: 'number', difference: 1 });
    expect(measurementChange('38½', '38')).toEqual({ kind: 'number', difference: -0.5 });
  });

  it('tells what a word was', () => {
    expect(measurementChange('Chinese', 'chinese')).toEqual({ kind: 'same' });
    expect(measurementChange('Chinese', 'Round')).toEqual({ kind: 'text', was: 'Chinese' });
    expect(measurementChange('38', '')).toEqual({ kind: 'text', was: '38' });
  });

  it('formats differences with a sign', () => {
    expect(formatMeasurementDifference(1)).toBe('+1');
    expect(formatMeasurementDifference(-0.5)).toBe('\u22120.5');
    expect(formatMeasurementDifference(0.25)).toBe('+0.25');
  });
});

describe('measurement units', () => {
  it('converts inches to centimetres rounded to the half, and back to the quarter inch', () => {
    expect(convertLength(36, 'in', 'cm')).toBe(91.5);
    expect(convertLength(38.5, 'in', 'cm')).toBe(98);
    expect(convertLength(91.5, 'cm', 'in')).toBe(36);
    expect(convertLength(98, 'cm', 'in')).toBe(38.5);
    expect(convertLength(100, 'cm', 'in')).toBe(39.25);
    expect(convertLength(37.3, 'in', 'in')).toBe(37.3);
  });

  it('rounds as a tape reads: centimetres to 0.5, inches to 0.25', () => {
    expect(roundMeasurement(91.44, 'cm')).toBe(91.5);
    expect(roundMeasurement(91.2, 'cm')).toBe(91);
    expect(roundMeasurement(36.1, 'in')).toBe(36);
    expect(roundMeasurement(36.13, 'in')).toBe(36.25);
  });

  it('a value converted there and back stays within half a step of where it began', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 260 * 4 }), (quarters) => {
        const inches = quarters / 4;
        const back = convertLength(convertLength(inches, 'in', 'cm'), 'cm', 'in');
        expect(Math.abs(back - inches)).toBeLessThanOrEqual(0.25);
      }),
    );
  });

  it('converts the text of a value, fractions included, and leaves words and blanks alone', () => {
    expect(convertMeasurementValue('38 1/2', 'in', 'cm')).toBe('98');
    expect(convertMeasurementValue('38½', 'in', 'cm')).toBe('98');
    expect(convertMeasurementValue('91.5', 'cm', 'in')).toBe('36');
    expect(convertMeasurementValue('38 1/2', 'in', 'in')).toBe('38 1/2');
    expect(convertMeasurementValue('Chinese', 'in', 'cm')).toBe('Chinese');
    expect(convertMeasurementValue('', 'in', 'cm')).toBe('');
  });

  it('formats a value with its unit, and with its conversion when shown in another', () => {
    expect(formatMeasurement('36', 'in')).toBe('36 in');
    expect(formatMeasurement(' 36 ', 'in', { shownIn: 'cm' })).toBe('36 in (91.5 cm)');
    expect(formatMeasurement('91.5', 'cm', { shownIn: 'in' })).toBe('91.5 cm (36 in)');
    expect(formatMeasurement('91.5', 'cm', { shownIn: 'cm' })).toBe('91.5 cm');
    expect(formatMeasurement('Chinese', 'cm', { shownIn: 'in' })).toBe('Chinese');
    expect(formatMeasurement('36', 'in', { labels: { in: 'इंच', cm: 'सेमी' }, shownIn: 'cm' })).toBe(
      '36 इंच (91.5 सेमी)',
    );
  });

  it('gives the plausible ranges in centimetres, never narrower than in inches', () => {
    expect(plausibleRangeOf('Chest', '', 'cm')).toEqual({ min: 45, max: 178 });
    expect(plausibleRangeOf('Length', 'Blouse', 'cm')).toEqual({ min: 20, max: 72 });
    expect(plausibleRangeOf('Pocket Width', '', 'cm')).toBeNull();
    for (const name of Object.keys(MEASUREMENT_RANGES)) {
      const inches = plausibleRangeOf(name)!;
      const cm = plausibleRangeOf(name, '', 'cm')!;
      expect(cm.min).toBeLessThanOrEqual(inches.min * CM_PER_INCH);
      expect(cm.max).toBeGreaterThanOrEqual(inches.max * CM_PER_INCH);
    }
  });

  it('flags values by the range and change rule of the unit they are written in', () => {
    // 38 is a chest in inches; in centimetres it is a child's at most, and 30 is too small.
    expect(measurementWarnings({ name: 'Chest', value: '96.5', unit: 'cm' })).toEqual([]);
    expect(measurementWarnings({ name: 'Chest', value: '96.5' })).toHaveLength(1);
    expect(measurementWarnings({ name: 'Chest', value: '30', unit: 'cm' })).toEqual([
      { kind: 'range', name: 'Chest', value: '30', min: 45, max: 178 },
    ]);
    // A change of 2 cm on a 40 cm neck is within the 2.5 cm the rule allows at least; 5 is not.
    expect(changeLimitFor(40, 'cm')).toBe(4);
    expect(changeLimitFor(10, 'cm')).toBe(2.5);
    expect(changeLimitFor(150, 'cm')).toBe(7.5);
    expect(measurementWarnings({ name: 'Neck', value: '42', previous: '40', unit: 'cm' })).toEqual(
      [],
    );
    expect(
      measurementWarnings({ name: 'Neck', value: '45', previous: '40', unit: 'cm' }),
    ).toMatchObject([{ kind: 'change', difference: 5 }]);
  });
});
