import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants';
import { DEFAULT_MEASUREMENT_TEMPLATES } from './measurements';
import { GARMENT_NAMES, MEASUREMENT_NAMES, garmentName, measurementName } from './template-names';

const templates = Object.values(DEFAULT_MEASUREMENT_TEMPLATES).flat();

describe('garmentName and measurementName', () => {
  it('translate every default garment and measurement into every language', () => {
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      for (const { garment, measurements } of templates) {
        expect(garmentName(garment, language), `${garment} in ${language}`).not.toBe(garment);
        for (const name of measurements)
          expect(measurementName(name, language), `${name} in ${language}`).not.toBe('');
      }
    }
    expect(Object.keys(GARMENT_NAMES).sort()).toEqual(
      [...new Set(templates.map((t) => t.garment))].sort(),
    );
    expect(Object.keys(MEASUREMENT_NAMES).sort()).toEqual(
      [...new Set(templates.flatMap((t) => t.measurements))].sort(),
    );
  });

  it('keep English, and names the shop typed, as they are', () => {
    expect(garmentName('Blouse', 'hi')).toBe('ब्लाउज़');
    expect(measurementName('Chest', 'hi')).toBe('छाती');
    expect(garmentName('Blouse', 'en')).toBe('Blouse');
    expect(garmentName('Dhoti Special', 'ta')).toBe('Dhoti Special');
    expect(measurementName('Nada loop', 'gu')).toBe('Nada loop');
    expect(garmentName('toString', 'hi')).toBe('toString');
  });
});
