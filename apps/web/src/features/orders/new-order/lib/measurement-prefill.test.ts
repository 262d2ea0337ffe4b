import { describe, expect, it } from 'vitest';
import {
  allBlank,
  lastMeasurementsFor,
  templateEntries,
  withLastValues,
} from './measurement-prefill';

describe('lastMeasurementsFor', () => {
  const map = { Shirt: { Chest: '38.5' }, Kurta: {} };

  it('finds the garment whatever its casing', () => {
    expect(lastMeasurementsFor(map, 'shirt')).toEqual({ Chest: '38.5' });
    expect(lastMeasurementsFor(map, ' SHIRT ')).toEqual({ Chest: '38.5' });
  });

  it('has nothing for an unknown garment, an empty one or no data', () => {
    expect(lastMeasurementsFor(map, 'Trouser')).toBeNull();
    expect(lastMeasurementsFor(map, 'Kurta')).toBeNull();
    expect(lastMeasurementsFor(undefined, 'Shirt')).toBeNull();
    expect(lastMeasurementsFor(map, '')).toBeNull();
  });
});

describe('templateEntries', () => {
  it("lists the garment's measurement names with empty values", () => {
    const entries = templateEntries('male', 'Shirt');
    expect(entries[0]).toEqual({ name: 'Length', value: '' });
    expect(entries.map((e) => e.name)).toContain('Chest');
    expect(templateEntries('female', 'Shirt')).toEqual([]);
    expect(templateEntries('', 'Shirt')).toEqual([]);
  });
});

describe('withLastValues', () => {
  it('fills listed names and adds the ones the template lacks', () => {
    const entries = [
      { name: 'Length', value: '' },
      { name: 'Chest', value: '' },
    ];
    expect(withLastValues(entries, { chest: '38.5', 'Collar Style': 'Chinese' })).toEqual([
      { name: 'Length', value: '' },
      { name: 'Chest', value: '38.5' },
      { name: 'Collar Style', value: 'Chinese' },
    ]);
    // The input is not changed.
    expect(entries[1]!.value).toBe('');
  });
});

describe('allBlank', () => {
  it('is true until a value is typed', () => {
    expect(allBlank([{ name: 'Chest', value: ' ' }])).toBe(true);
    expect(allBlank([{ name: 'Chest', value: '38' }])).toBe(false);
    expect(allBlank([])).toBe(true);
  });
});
