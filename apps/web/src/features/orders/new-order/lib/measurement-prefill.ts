import type { LastMeasurements } from '@tailor/shared/customers';
import type { Gender } from '@tailor/shared/customers-rules';
import {
  convertMeasurementValue,
  DEFAULT_MEASUREMENT_TEMPLATES,
  measurementNamesFor,
  type MeasurementTemplates,
  type MeasurementUnit,
} from '@tailor/shared/measurements';
import type { MeasurementEntry } from './order-form-values';

export type LastMeasurementsMap = Record<string, Record<string, string>>;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The measurements last taken for this garment (names compared without case), or null. */
export function lastMeasurementsFor(
  map: LastMeasurementsMap | undefined,
  productName: string,
): Record<string, string> | null {
  if (!map || !productName.trim()) return null;
  const key = Object.keys(map).find((name) => same(name, productName));
  const found = key === undefined ? undefined : map[key];
  return found && Object.keys(found).length > 0 ? found : null;
}

/** A garment's last measurements as they were written, and the unit they were taken in. */
export interface LastTaken {
  values: Record<string, string>;
  unit: MeasurementUnit;
}

/** The customer's last measurements of this garment with their unit (inches when not said), or null. */
export function lastTakenFor(
  last:
    (Pick<LastMeasurements, 'measurements'> & Partial<Pick<LastMeasurements, 'units'>>) | undefined,
  productName: string,
): LastTaken | null {
  const values = lastMeasurementsFor(last?.measurements, productName);
  if (!values || !last) return null;
  const key = Object.keys(last.units ?? {}).find((name) => same(name, productName));
  return { values, unit: (key === undefined ? undefined : last.units?.[key]) ?? 'in' };
}

/**
 * Last time's values in the unit measured in now (numbers converted and rounded to the tape,
 * words as written), to compare with and to fill in again; null without any.
 */
export function lastValuesIn(
  taken: LastTaken | null,
  unit: MeasurementUnit,
): Record<string, string> | null {
  if (!taken) return null;
  if (taken.unit === unit) return taken.values;
  return Object.fromEntries(
    Object.entries(taken.values).map(([name, value]) => [
      name,
      convertMeasurementValue(value, taken.unit, unit),
    ]),
  );
}

/** The template's measurement names for a garment (the shop's templates), each with an empty value. */
export function templateEntries(
  gender: Gender | '',
  garment: string,
  templates: MeasurementTemplates = DEFAULT_MEASUREMENT_TEMPLATES,
): MeasurementEntry[] {
  if (!gender) return [];
  return measurementNamesFor(gender, garment, templates).map((name) => ({ name, value: '' }));
}

/** True when no value has been typed yet, so prefilling cannot overwrite the user's work. */
export function allBlank(entries: readonly MeasurementEntry[]): boolean {
  return entries.every((entry) => entry.value.trim() === '');
}

/**
 * The entries with the last order's values filled in: a name already listed gets its value, a
 * name the template lacks (a custom measurement taken last time) is added at the end.
 */
export function withLastValues(
  entries: readonly MeasurementEntry[],
  last: Record<string, string>,
): MeasurementEntry[] {
  const result = entries.map((entry) => ({ ...entry }));
  for (const [name, value] of Object.entries(last)) {
    const existing = result.find((entry) => same(entry.name, name));
    if (existing) existing.value = value;
    else result.push({ name, value });
  }
  return result;
}

/** Last time's value of one measurement (names compared without case), or null. */
export function previousValueOf(
  last: Record<string, string> | null | undefined,
  name: string,
): string | null {
  if (!last || !name.trim()) return null;
  const key = Object.keys(last).find((known) => same(known, name));
  return key === undefined ? null : (last[key] ?? null);
}
