import { describe, expect, it } from 'vitest';
import { DEFAULT_MEASUREMENT_TEMPLATES } from './measurements';
import {
  effectiveMeasurementTemplates,
  measurementTemplatesSchema,
  updateSettingsSchema,
} from './settings';
import { formatOrderNumber } from './settings-rules';

describe('formatOrderNumber', () => {
  it('puts the prefix before the number, as bills show it', () => {
    expect(formatOrderNumber('KT-', 42)).toBe('KT-42');
    expect(formatOrderNumber('2025/', 7)).toBe('2025/7');
    expect(formatOrderNumber('', 42)).toBe('42');
  });
});

describe('measurementTemplatesSchema', () => {
  it('accepts the default templates', () => {
    expect(measurementTemplatesSchema.parse(DEFAULT_MEASUREMENT_TEMPLATES)).toEqual(
      DEFAULT_MEASUREMENT_TEMPLATES,
    );
  });

  it('compares garment and measurement names without case', () => {
    const garments = {
      male: [
        { garment: 'Kurta', measurements: ['Chest'] },
        { garment: 'KURTA', measurements: ['Chest'] },
      ],
      female: [],
    };
    expect(measurementTemplatesSchema.safeParse(garments).success).toBe(false);
    const names = { male: [{ garment: 'Kurta', measurements: ['Chest', 'CHEST'] }], female: [] };
    expect(measurementTemplatesSchema.safeParse(names).success).toBe(false);
    const sameNameOtherGender = {
      male: [{ garment: 'Kurta', measurements: ['Chest'] }],
      female: [{ garment: 'kurta', measurements: ['Chest'] }],
    };
    expect(measurementTemplatesSchema.safeParse(sameNameOtherGender).success).toBe(true);
  });
});

describe('updateSettingsSchema', () => {
  it('takes any subset of the fields, and null templates for the defaults', () => {
    expect(updateSettingsSchema.parse({})).toEqual({});
    expect(updateSettingsSchema.parse({ measurement_templates: null })).toEqual({
      measurement_templates: null,
    });
    expect(updateSettingsSchema.parse({ order_number_prefix: ' KT- ' })).toEqual({
      order_number_prefix: 'KT-',
    });
  });
});

describe('effectiveMeasurementTemplates', () => {
  it("is the shop's own templates, else the defaults", () => {
    const own = { male: [], female: [] };
    expect(effectiveMeasurementTemplates(own)).toBe(own);
    expect(effectiveMeasurementTemplates(null)).toBe(DEFAULT_MEASUREMENT_TEMPLATES);
  });
});
