import type { Gender } from '@tailor/shared/customers-rules';
import type { MeasurementTemplates } from '@tailor/shared/measurements';
import {
  GARMENT_NAME_MAX_LENGTH,
  GARMENTS_PER_GENDER_MAX,
  MEASUREMENTS_PER_GARMENT_MAX,
  TEMPLATE_MEASUREMENT_NAME_MAX_LENGTH,
} from '@tailor/shared/settings-rules';

/**
 * The templates being edited. Each garment carries a key of its own so that renaming it keeps its
 * panel (open or closed) in place; measurement names are unique within a garment and key themselves,
 * and key the shop's hints (where to measure) too.
 */
export type DraftGarment = {
  key: string;
  garment: string;
  measurements: string[];
  hints: Record<string, string>;
};
export type TemplatesDraft = Record<Gender, DraftGarment[]>;

let lastKey = 0;
const nextKey = () => `garment-${++lastKey}`;

export function toDraft(templates: MeasurementTemplates): TemplatesDraft {
  const garments = (gender: Gender) =>
    templates[gender].map((t) => ({
      key: nextKey(),
      garment: t.garment,
      measurements: [...t.measurements],
      hints: { ...(t.hints ?? {}) },
    }));
  return { male: garments('male'), female: garments('female') };
}

/**
 * The PUT /settings body's measurement_templates: names trimmed, keys dropped, hints kept for the
 * measurements listed (a garment without any has no `hints`, as the server answers it).
 */
export function fromDraft(draft: TemplatesDraft): MeasurementTemplates {
  const garments = (gender: Gender) =>
    draft[gender].map((g) => {
      const measurements = g.measurements.map((m) => m.trim());
      const hints = Object.entries(g.hints).filter(
        ([name, hint]) => hint.trim() && measurements.includes(name),
      );
      return {
        garment: g.garment.trim(),
        measurements,
        ...(hints.length > 0 ? { hints: Object.fromEntries(hints) } : {}),
      };
    });
  return { male: garments('male'), female: garments('female') };
}

export function sameTemplates(a: MeasurementTemplates, b: MeasurementTemplates): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/* ───────────── Name checks (the server's rules, said before saving) ───────────── */

export type NameProblem = 'required' | 'tooLong' | 'duplicate';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function nameProblem(
  name: string,
  maxLength: number,
  others: readonly string[],
): NameProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > maxLength) return 'tooLong';
  if (others.some((other) => sameName(other, trimmed))) return 'duplicate';
  return null;
}

/** What is wrong with `name` as a garment of `gender` (names compared without case), or null. */
export function garmentNameProblem(
  draft: TemplatesDraft,
  gender: Gender,
  name: string,
  exceptKey?: string,
): NameProblem | null {
  const others = draft[gender].filter((g) => g.key !== exceptKey).map((g) => g.garment);
  return nameProblem(name, GARMENT_NAME_MAX_LENGTH, others);
}

/** What is wrong with `name` as a measurement of this garment, or null. */
export function measurementNameProblem(
  garment: DraftGarment,
  name: string,
  exceptIndex?: number,
): NameProblem | null {
  const others = garment.measurements.filter((_, i) => i !== exceptIndex);
  return nameProblem(name, TEMPLATE_MEASUREMENT_NAME_MAX_LENGTH, others);
}

export function canAddGarment(draft: TemplatesDraft, gender: Gender): boolean {
  return draft[gender].length < GARMENTS_PER_GENDER_MAX;
}

export function canAddMeasurement(garment: DraftGarment): boolean {
  return garment.measurements.length < MEASUREMENTS_PER_GARMENT_MAX;
}

/* ───────────── Operations: each answers a new draft and leaves the old one as it was ───────────── */

function updateGarment(
  draft: TemplatesDraft,
  gender: Gender,
  key: string,
  change: (garment: DraftGarment) => DraftGarment,
): TemplatesDraft {
  return { ...draft, [gender]: draft[gender].map((g) => (g.key === key ? change(g) : g)) };
}

function move<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const result = [...list];
  [result[index], result[target]] = [result[target]!, result[index]!];
  return result;
}

/** Adds a garment, without measurements yet, at the end; answers the draft and the new garment's key. */
export function addGarment(
  draft: TemplatesDraft,
  gender: Gender,
  name: string,
): { draft: TemplatesDraft; key: string } {
  const key = nextKey();
  return {
    draft: {
      ...draft,
      [gender]: [...draft[gender], { key, garment: name.trim(), measurements: [], hints: {} }],
    },
    key,
  };
}

export function renameGarment(
  draft: TemplatesDraft,
  gender: Gender,
  key: string,
  name: string,
): TemplatesDraft {
  return updateGarment(draft, gender, key, (g) => ({ ...g, garment: name.trim() }));
}

export function removeGarment(draft: TemplatesDraft, gender: Gender, key: string): TemplatesDraft {
  return { ...draft, [gender]: draft[gender].filter((g) => g.key !== key) };
}

/** Moves a garment one place up (-1) or down (1) in the list the new-order flow offers. */
export function moveGarment(
  draft: TemplatesDraft,
  gender: Gender,
  key: string,
  delta: -1 | 1,
): TemplatesDraft {
  const index = draft[gender].findIndex((g) => g.key === key);
  return { ...draft, [gender]: move(draft[gender], index, delta) };
}

export function addMeasurement(
  draft: TemplatesDraft,
  gender: Gender,
  key: string,
  name: string,
): TemplatesDraft {
  return updateGarment(draft, gender, key, (g) => ({
    ...g,
    measurements: [...g.measurements, name.trim()],
  }));
}

export function renameMeasurement(
  draft: TemplatesDraft,
  gender: Gender,
  key: string,
  index: number,
  name: string,
): TemplatesDraft {
  return updateGarment(draft, gender, key, (g) => {
    const before = g.measurements[index];
    const { [before ?? '']: hint, ...hints } = g.hints;
    return {
      ...g,
      measurements: g.measurements.map((m, i) => (i === index ? name.trim() : m)),
      // The hint follows its measurement to the new name.
      hints: hint === undefined ? hints : { ...hints, [name.trim()]: hint },
    };
  });
}

/** Sets where to measure a measurement of this garment; a blank hint removes it. */
export function setMeasurementHint(
  draft: TemplatesDraft,
  gender: Gender,
  key: string,
  name: string,
  hint: string,
): TemplatesDraft {
  return updateGarment(draft, gender, key, (g) => {
    const hints = { ...g.hints };
    delete hints[name];
    return { ...g, hints: hint.trim() ? { ...hints, [name]: hint.trim() } : hints };
  });
}

export function removeMeasurement(
  draft: TemplatesDraft,
  gender: Gender,
  key: string,
  index: number,
): TemplatesDraft {
  return updateGarment(draft, gender, key, (g) => ({
    ...g,
    measurements: g.measurements.filter((_, i) => i !== index),
  }));
}

/** Moves a measurement one place up (-1) or down (1): the order a tailor takes them in. */
export function moveMeasurement(
  draft: TemplatesDraft,
  gender: Gender,
  key: string,
  index: number,
  delta: -1 | 1,
): TemplatesDraft {
  return updateGarment(draft, gender, key, (g) => ({
    ...g,
    measurements: move(g.measurements, index, delta),
  }));
}
