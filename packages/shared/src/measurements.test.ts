import { describe, expect, it } from 'vitest';
import { DEFAULT_MEASUREMENT_TEMPLATES, measurementNamesFor } from './measurements';

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
