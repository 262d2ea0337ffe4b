import { describe, expect, it } from 'vitest';
import type { MeasurementTemplates } from '@tailor/shared/measurements';
import {
  GARMENT_NAME_MAX_LENGTH,
  GARMENTS_PER_GENDER_MAX,
  MEASUREMENTS_PER_GARMENT_MAX,
} from '@tailor/shared/settings-rules';
import {
  addGarment,
  addMeasurement,
  canAddGarment,
  canAddMeasurement,
  fromDraft,
  garmentNameProblem,
  measurementNameProblem,
  moveGarment,
  moveMeasurement,
  removeGarment,
  removeMeasurement,
  renameGarment,
  renameMeasurement,
  sameTemplates,
  setMeasurementHint,
  toDraft,
} from './template-draft';

const templates: MeasurementTemplates = {
  male: [
    { garment: 'Kurta', measurements: ['Length', 'Chest', 'Waist'] },
    { garment: 'Pyjama', measurements: ['Length', 'Waist'] },
  ],
  female: [{ garment: 'Blouse', measurements: ['Bust'] }],
};

const keyOf = (draft: ReturnType<typeof toDraft>, garment: string) =>
  draft.male.find((g) => g.garment === garment)!.key;

describe('toDraft and fromDraft', () => {
  it('round-trip the templates, with a distinct key per garment', () => {
    const draft = toDraft(templates);
    expect(fromDraft(draft)).toEqual(templates);
    const keys = [...draft.male, ...draft.female].map((g) => g.key);
    expect(new Set(keys).size).toBe(3);
  });

  it('trims names on the way out', () => {
    const draft = toDraft({
      male: [{ garment: ' Kurta ', measurements: [' Chest'] }],
      female: [],
    });
    expect(fromDraft(draft)).toEqual({
      male: [{ garment: 'Kurta', measurements: ['Chest'] }],
      female: [],
    });
  });
});

describe('operations', () => {
  it('add a garment at the end with no measurements, then its measurements in order', () => {
    const start = toDraft(templates);
    const { draft, key } = addGarment(start, 'male', '  Jodhpuri ');
    const withTwo = addMeasurement(
      addMeasurement(draft, 'male', key, 'Chest'),
      'male',
      key,
      'Length',
    );
    expect(fromDraft(withTwo).male.at(-1)).toEqual({
      garment: 'Jodhpuri',
      measurements: ['Chest', 'Length'],
    });
    // The draft it started from is unchanged.
    expect(fromDraft(start)).toEqual(templates);
  });

  it('rename and remove a garment of one gender only', () => {
    const draft = toDraft(templates);
    const renamed = renameGarment(draft, 'male', keyOf(draft, 'Kurta'), 'Pathani Kurta');
    expect(fromDraft(renamed).male.map((g) => g.garment)).toEqual(['Pathani Kurta', 'Pyjama']);
    const removed = removeGarment(renamed, 'male', keyOf(draft, 'Pyjama'));
    expect(fromDraft(removed)).toEqual({
      male: [{ garment: 'Pathani Kurta', measurements: ['Length', 'Chest', 'Waist'] }],
      female: templates.female,
    });
  });

  it('rename, remove and reorder measurements', () => {
    const draft = toDraft(templates);
    const kurta = keyOf(draft, 'Kurta');
    const renamed = renameMeasurement(draft, 'male', kurta, 1, 'Chest Round');
    const moved = moveMeasurement(renamed, 'male', kurta, 2, -1);
    expect(fromDraft(moved).male[0]!.measurements).toEqual(['Length', 'Waist', 'Chest Round']);
    const removed = removeMeasurement(moved, 'male', kurta, 0);
    expect(fromDraft(removed).male[0]!.measurements).toEqual(['Waist', 'Chest Round']);
  });

  it('move nothing past either end', () => {
    const draft = toDraft(templates);
    const kurta = keyOf(draft, 'Kurta');
    expect(fromDraft(moveMeasurement(draft, 'male', kurta, 0, -1))).toEqual(templates);
    expect(fromDraft(moveMeasurement(draft, 'male', kurta, 2, 1))).toEqual(templates);
    expect(fromDraft(moveGarment(draft, 'male', kurta, -1))).toEqual(templates);
  });

  it('reorder garments', () => {
    const draft = toDraft(templates);
    const moved = moveGarment(draft, 'male', keyOf(draft, 'Kurta'), 1);
    expect(fromDraft(moved).male.map((g) => g.garment)).toEqual(['Pyjama', 'Kurta']);
  });
});

describe('name checks', () => {
  const draft = toDraft(templates);
  const kurta = draft.male[0]!;

  it('require a name', () => {
    expect(garmentNameProblem(draft, 'male', '   ')).toBe('required');
    expect(measurementNameProblem(kurta, '')).toBe('required');
  });

  it('refuse a name already listed, compared without case', () => {
    expect(garmentNameProblem(draft, 'male', 'kurta')).toBe('duplicate');
    expect(measurementNameProblem(kurta, ' CHEST ')).toBe('duplicate');
  });

  it('allow the same name for the other gender and for the item being renamed', () => {
    expect(garmentNameProblem(draft, 'female', 'Kurta')).toBeNull();
    expect(garmentNameProblem(draft, 'male', 'KURTA', kurta.key)).toBeNull();
    expect(measurementNameProblem(kurta, 'chest', 1)).toBeNull();
  });

  it('refuse names longer than the server accepts', () => {
    expect(garmentNameProblem(draft, 'male', 'x'.repeat(GARMENT_NAME_MAX_LENGTH + 1))).toBe(
      'tooLong',
    );
    expect(garmentNameProblem(draft, 'male', 'x'.repeat(GARMENT_NAME_MAX_LENGTH))).toBeNull();
  });
});

describe('limits', () => {
  it('stop adding garments and measurements at the server limits', () => {
    const many = toDraft({
      male: Array.from({ length: GARMENTS_PER_GENDER_MAX }, (_, i) => ({
        garment: `G${i}`,
        measurements: Array.from({ length: MEASUREMENTS_PER_GARMENT_MAX }, (_, j) => `M${j}`),
      })),
      female: [],
    });
    expect(canAddGarment(many, 'male')).toBe(false);
    expect(canAddGarment(many, 'female')).toBe(true);
    expect(canAddMeasurement(many.male[0]!)).toBe(false);
    expect(canAddMeasurement(toDraft(templates).male[0]!)).toBe(true);
  });
});

describe('sameTemplates', () => {
  it('tells a changed order of measurements apart', () => {
    const draft = toDraft(templates);
    expect(sameTemplates(fromDraft(draft), templates)).toBe(true);
    const moved = moveMeasurement(draft, 'male', keyOf(draft, 'Kurta'), 0, 1);
    expect(sameTemplates(fromDraft(moved), templates)).toBe(false);
  });
});

describe('measurement hints', () => {
  it('keeps a hint with its measurement through a rename, drops it with a blank hint or the measurement', () => {
    const draft = toDraft(templates);
    const kurta = keyOf(draft, 'Kurta');
    const hinted = setMeasurementHint(draft, 'male', kurta, 'Chest', ' Under the arms ');
    expect(fromDraft(hinted).male[0]).toEqual({
      garment: 'Kurta',
      measurements: ['Length', 'Chest', 'Waist'],
      hints: { Chest: 'Under the arms' },
    });
    const renamed = renameMeasurement(hinted, 'male', kurta, 1, 'Chest Round');
    expect(fromDraft(renamed).male[0]!.hints).toEqual({ 'Chest Round': 'Under the arms' });
    expect(fromDraft(removeMeasurement(renamed, 'male', kurta, 1)).male[0]).not.toHaveProperty(
      'hints',
    );
    expect(fromDraft(setMeasurementHint(hinted, 'male', kurta, 'Chest', '  '))).toEqual(templates);
    // Saved hints come back into the draft as they were.
    expect(fromDraft(toDraft(fromDraft(hinted)))).toEqual(fromDraft(hinted));
  });
});
