import type { Gender } from './customers-rules';
import { codesOf } from './rules';
import { MEASUREMENT_VALUE_RULES } from './measurements-rules';

/** A garment and the measurements a tailor takes for it, in the order they are usually taken. */
export interface GarmentTemplate {
  garment: string;
  measurements: string[];
  /**
   * Where to measure, in the shop's words, for its own measurements (by measurement name): shown
   * beside the field in the new-order flow. The default measurements have theirs in every language.
   */
  hints?: Record<string, string>;
}

export type MeasurementTemplates = Record<Gender, GarmentTemplate[]>;

/**
 * Default measurement lists for Indian tailoring, offered in the new-order flow (a shop may keep
 * its own in stores.measurement_templates). Names are what a tailor writes in the order book; the
 * web translates them for display by this English key.
 */
export const DEFAULT_MEASUREMENT_TEMPLATES: MeasurementTemplates = {
  male: [
    {
      garment: 'Shirt',
      measurements: [
        'Length',
        'Chest',
        'Waist',
        'Hip',
        'Shoulder',
        'Sleeve Length',
        'Armhole',
        'Bicep',
        'Cuff',
        'Neck',
      ],
    },
    {
      garment: 'Kurta',
      measurements: [
        'Length',
        'Chest',
        'Waist',
        'Hip',
        'Shoulder',
        'Sleeve Length',
        'Armhole',
        'Bicep',
        'Cuff',
        'Neck',
        'Slit Length',
      ],
    },
    {
      garment: 'Trouser',
      measurements: [
        'Length',
        'Waist',
        'Hip',
        'Thigh',
        'Knee',
        'Calf',
        'Bottom',
        'Inseam',
        'Crotch (Rise)',
      ],
    },
    {
      garment: 'Pyjama',
      measurements: ['Length', 'Waist', 'Hip', 'Thigh', 'Knee', 'Bottom', 'Inseam'],
    },
    {
      garment: 'Sherwani',
      measurements: [
        'Length',
        'Chest',
        'Waist',
        'Hip',
        'Shoulder',
        'Sleeve Length',
        'Armhole',
        'Bicep',
        'Cuff',
        'Neck',
        'Front Cross',
        'Back Cross',
      ],
    },
    {
      garment: 'Suit / Blazer',
      measurements: [
        'Length',
        'Chest',
        'Waist',
        'Hip',
        'Shoulder',
        'Sleeve Length',
        'Armhole',
        'Bicep',
        'Neck',
        'Front Cross',
        'Back Cross',
      ],
    },
    {
      garment: 'Waistcoat / Nehru Jacket',
      measurements: ['Length', 'Chest', 'Waist', 'Hip', 'Shoulder', 'Armhole', 'Neck'],
    },
  ],
  female: [
    {
      garment: 'Blouse',
      measurements: [
        'Length',
        'Upper Chest',
        'Bust',
        'Under Bust',
        'Waist',
        'Shoulder',
        'Sleeve Length',
        'Sleeve Round',
        'Armhole',
        'Front Neck Depth',
        'Back Neck Depth',
        'Apex Point',
      ],
    },
    {
      garment: 'Salwar Kameez / Kurti',
      measurements: [
        'Length',
        'Bust',
        'Waist',
        'Hip',
        'Shoulder',
        'Sleeve Length',
        'Sleeve Round',
        'Armhole',
        'Front Neck Depth',
        'Back Neck Depth',
        'Slit Length',
      ],
    },
    {
      garment: 'Salwar / Churidar',
      measurements: ['Length', 'Waist', 'Hip', 'Thigh', 'Knee', 'Calf', 'Ankle', 'Bottom'],
    },
    {
      garment: 'Lehenga',
      measurements: ['Length', 'Waist', 'Hip', 'Flare'],
    },
    {
      garment: 'Saree Fall / Petticoat',
      measurements: ['Length', 'Waist', 'Hip'],
    },
    {
      garment: 'Gown / Anarkali',
      measurements: [
        'Length',
        'Bust',
        'Under Bust',
        'Waist',
        'Hip',
        'Shoulder',
        'Sleeve Length',
        'Sleeve Round',
        'Armhole',
        'Front Neck Depth',
        'Back Neck Depth',
        'Flare',
      ],
    },
  ],
};

/** The measurement names for a garment (any casing), or [] for a garment without a template. */
export function measurementNamesFor(
  gender: Gender,
  garment: string,
  templates: MeasurementTemplates = DEFAULT_MEASUREMENT_TEMPLATES,
): string[] {
  const wanted = garment.trim().toLowerCase();
  return templates[gender].find((t) => t.garment.toLowerCase() === wanted)?.measurements ?? [];
}

export const MEASUREMENT_VALUE_CODES = codesOf(MEASUREMENT_VALUE_RULES);
type MeasurementValueCode = keyof typeof MEASUREMENT_VALUE_RULES;

const VULGAR_FRACTIONS: Record<string, string> = { '¼': '1/4', '½': '1/2', '¾': '3/4' };
const DECIMAL = /^(\d+(?:\.\d*)?|\.\d+)$/;
const FRACTION = /^(\d+)\/(\d+)$/;
const MIXED = /^(\d+) (\d+)\/(\d+)$/;
/** Only digits, points, strokes, minus signs and spaces: an attempt at a number, whatever the name. */
const NUMBER_LIKE = /^[-\d./\s¼½¾]+$/;

function normalizedValue(text: string): string {
  return text
    .trim()
    .replace(/\s*([¼½¾])/g, (_, f: string) => ` ${VULGAR_FRACTIONS[f]}`)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A measurement value as a number: '38' → 38, '38.5' → 38.5, '1/2' → 0.5, '38 1/2' and '38½' →
 * 38.5; null for text that is not one (blank, a word, '38..5', '-2', '1/0').
 */
export function parseMeasurementValue(text: string): number | null {
  const value = normalizedValue(text);
  if (DECIMAL.test(value)) return Number(value);
  const fraction = FRACTION.exec(value);
  if (fraction) {
    const below = Number(fraction[2]);
    return below === 0 ? null : Number(fraction[1]) / below;
  }
  const mixed = MIXED.exec(value);
  if (mixed) {
    const below = Number(mixed[3]);
    return below === 0 ? null : Number(mixed[1]) + Number(mixed[2]) / below;
  }
  return null;
}

/**
 * Why a value cannot be a measurement (its rule code), or null when it is one (or blank). `numeric` says the
 * measurement is a length (one of the default garments'), so a word is refused; a shop's own
 * measurement may hold a word ('Collar Style': 'Chinese'), but a number written wrongly is refused.
 */
export function measurementValueIssue(text: string, numeric: boolean): MeasurementValueCode | null {
  const value = normalizedValue(text);
  if (value === '' || parseMeasurementValue(value) !== null) return null;
  const codes = MEASUREMENT_VALUE_CODES;
  if (!NUMBER_LIKE.test(value)) return numeric ? codes.MEASUREMENT_VALUE_NOT_A_NUMBER : null;
  if (value.startsWith('-') && parseMeasurementValue(value.slice(1)) !== null)
    return codes.MEASUREMENT_VALUE_NEGATIVE;
  if ((value.match(/\./g) ?? []).length > 1) return codes.MEASUREMENT_VALUE_DECIMAL_POINTS;
  if (/\/\s*0+(\s|$)/.test(value)) return codes.MEASUREMENT_VALUE_ZERO_FRACTION;
  return codes.MEASUREMENT_VALUE_NOT_A_NUMBER;
}

export interface MeasurementRange {
  min: number;
  max: number;
}

/**
 * The plausible values, in inches, of the default garments' measurements: from a small child's
 * body (about 3 years: chest 21, waist 20, neck 10, shoulder 9) to a large adult's (chest and waist
 * near 60, hip near 65), from the body measurement charts of garment sizing (children's and adult
 * ready-made sizes up to 6XL), widened by a margin on each side. A value outside is far more likely a
 * slip (a 2 read as 7, a digit missed or doubled) than a body, so it asks to be confirmed, never
 * refused. Garment lengths run from a child's short blouse to a floor-length gown on a tall woman;
 * Flare is the hem's round, up to a wide lehenga's six metres.
 */
export const MEASUREMENT_RANGES: Record<string, MeasurementRange> = {
  Length: { min: 8, max: 65 },
  Chest: { min: 18, max: 70 },
  'Upper Chest': { min: 18, max: 65 },
  Bust: { min: 18, max: 70 },
  'Under Bust': { min: 16, max: 65 },
  Waist: { min: 16, max: 70 },
  Hip: { min: 18, max: 75 },
  Shoulder: { min: 8, max: 30 },
  'Sleeve Length': { min: 2, max: 40 },
  'Sleeve Round': { min: 5, max: 26 },
  Armhole: { min: 8, max: 32 },
  Bicep: { min: 5, max: 26 },
  Cuff: { min: 4, max: 18 },
  Neck: { min: 9, max: 26 },
  'Front Neck Depth': { min: 1, max: 15 },
  'Back Neck Depth': { min: 0.5, max: 20 },
  'Apex Point': { min: 4, max: 18 },
  'Front Cross': { min: 6, max: 26 },
  'Back Cross': { min: 6, max: 28 },
  'Slit Length': { min: 1, max: 35 },
  Thigh: { min: 9, max: 42 },
  Knee: { min: 7, max: 32 },
  Calf: { min: 6, max: 28 },
  Ankle: { min: 5, max: 20 },
  Bottom: { min: 5, max: 45 },
  Inseam: { min: 8, max: 40 },
  'Crotch (Rise)': { min: 5, max: 36 },
  Flare: { min: 20, max: 260 },
};

/**
 * A garment's own Length, narrower than any garment's: a blouse ends near the waist, a gown near
 * the floor, from a child's to a tall adult's (a blouse of 41 for 14 is a slip, a gown of 41 not).
 */
export const GARMENT_LENGTH_RANGES: Record<string, MeasurementRange> = {
  Shirt: { min: 14, max: 42 },
  Kurta: { min: 16, max: 56 },
  Trouser: { min: 18, max: 50 },
  Pyjama: { min: 18, max: 50 },
  Sherwani: { min: 20, max: 58 },
  'Suit / Blazer': { min: 14, max: 40 },
  'Waistcoat / Nehru Jacket': { min: 12, max: 36 },
  Blouse: { min: 8, max: 28 },
  'Salwar Kameez / Kurti': { min: 14, max: 56 },
  'Salwar / Churidar': { min: 18, max: 50 },
  Lehenga: { min: 18, max: 50 },
  'Saree Fall / Petticoat': { min: 20, max: 50 },
  'Gown / Anarkali': { min: 24, max: 65 },
};

const key = (text: string) => text.trim().toLowerCase();
const RANGES_BY_NAME = new Map(
  Object.entries(MEASUREMENT_RANGES).map(([name, range]) => [key(name), range]),
);
const LENGTHS_BY_GARMENT = new Map(
  Object.entries(GARMENT_LENGTH_RANGES).map(([garment, range]) => [key(garment), range]),
);

/**
 * The plausible range of a measurement by its name (any casing), the garment's own for its
 * Length; null for a shop's own measurement.
 */
export function plausibleRangeOf(
  name: string,
  garment = '',
  unit: MeasurementUnit = 'in',
): MeasurementRange | null {
  const own = key(name) === 'length' ? LENGTHS_BY_GARMENT.get(key(garment)) : undefined;
  const inches = own ?? RANGES_BY_NAME.get(key(name)) ?? null;
  if (!inches || unit === 'in') return inches;
  // Widened to whole centimetres, so a value that passes in inches passes in centimetres too.
  return {
    min: Math.floor(inches.min * CM_PER_INCH),
    max: Math.ceil(inches.max * CM_PER_INCH),
  };
}

/** A measurement with a plausible range is a length: its value must be a number. */
export function isLengthMeasurement(name: string): boolean {
  return plausibleRangeOf(name) !== null;
}

/**
 * How much a measurement may change since the last visit before it asks to be confirmed: a tenth
 * of the last value (a body changes in proportion), at least 1 inch (small measurements such as a
 * neck depth are often restyled by an inch) and at most 3 inches (no body changes more between
 * two orders without it being worth a second look); in centimetres, 2.5 and 7.5.
 */
export const MEASUREMENT_CHANGE_RULE = { fraction: 0.1, minInches: 1, maxInches: 3 } as const;

export function changeLimitFor(previous: number, unit: MeasurementUnit = 'in'): number {
  const { fraction, minInches, maxInches } = MEASUREMENT_CHANGE_RULE;
  const scale = unit === 'cm' ? 2.5 : 1;
  return Math.min(maxInches * scale, Math.max(minInches * scale, Math.abs(previous) * fraction));
}

/** How a value differs from last time's: none, a number of inches, or text that was different. */
export type MeasurementChange =
  { kind: 'same' } | { kind: 'number'; difference: number } | { kind: 'text'; was: string };

export function measurementChange(previous: string, value: string): MeasurementChange {
  const before = parseMeasurementValue(previous);
  const now = parseMeasurementValue(value);
  if (before !== null && now !== null) {
    const difference = Math.round((now - before) * 1000) / 1000;
    return difference === 0 ? { kind: 'same' } : { kind: 'number', difference };
  }
  return normalizedValue(previous).toLowerCase() === normalizedValue(value).toLowerCase()
    ? { kind: 'same' }
    : { kind: 'text', was: previous.trim() };
}

/** A difference as a tailor writes it: '+1', '−0.5' (a true minus sign), '+0.25'. */
export function formatMeasurementDifference(difference: number): string {
  const size = String(Math.round(Math.abs(difference) * 1000) / 1000);
  return `${difference < 0 ? '\u2212' : '+'}${size}`;
}

/** Why a value is worth a second look: outside its plausible range, or changed a lot since last time. */
export type MeasurementWarning =
  | { kind: 'range'; name: string; value: string; min: number; max: number }
  | { kind: 'change'; name: string; value: string; previous: string; difference: number };

/**
 * The warnings for one measurement: its value against its plausible range (the garment's own for
 * a Length; a shop's own measurement has none) and against last time's value (MEASUREMENT_CHANGE_RULE). Values that are
 * not numbers give none: the value rules refuse them instead.
 */
export function measurementWarnings(options: {
  name: string;
  value: string;
  /** The garment measured, for its own Length range. */
  garment?: string;
  /** Last time's value, in the same unit as `value` (convertMeasurementValue). */
  previous?: string | null;
  /** The unit of the value: the range is converted to it. Inches unless said. */
  unit?: MeasurementUnit;
}): MeasurementWarning[] {
  const { name, value, garment, previous, unit = 'in' } = options;
  const number = parseMeasurementValue(value);
  if (number === null) return [];
  const warnings: MeasurementWarning[] = [];
  const range = plausibleRangeOf(name, garment, unit);
  if (range && (number < range.min || number > range.max)) {
    warnings.push({ kind: 'range', name, value: value.trim(), ...range });
  }
  const before = previous == null ? null : parseMeasurementValue(previous);
  if (before !== null) {
    const difference = Math.round((number - before) * 1000) / 1000;
    if (Math.abs(difference) > changeLimitFor(before, unit)) {
      warnings.push({
        kind: 'change',
        name,
        value: value.trim(),
        previous: previous!.trim(),
        difference,
      });
    }
  }
  return warnings;
}

/* ───────────── Units ───────────── */

/**
 * The units a shop may measure in: inches, the Indian tailoring norm and the default, or
 * centimetres. Each order line keeps the unit it was measured in, so changing the shop's setting
 * never changes what an old order says.
 */
export const MEASUREMENT_UNITS = ['in', 'cm'] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];
export const DEFAULT_MEASUREMENT_UNIT: MeasurementUnit = 'in';
export const CM_PER_INCH = 2.54;

/**
 * A converted length rounded as a tailor's tape reads it: centimetres to the half, inches to the
 * quarter.
 */
export function roundMeasurement(value: number, unit: MeasurementUnit): number {
  const step = unit === 'cm' ? 0.5 : 0.25;
  return Math.round(value / step) * step;
}

/** A length from one unit to another, rounded to the tape (roundMeasurement). */
export function convertLength(value: number, from: MeasurementUnit, to: MeasurementUnit): number {
  if (from === to) return value;
  return roundMeasurement(from === 'in' ? value * CM_PER_INCH : value / CM_PER_INCH, to);
}

/**
 * A measurement value written in another unit: '36' in inches is '91.5' in centimetres, '38 1/2'
 * is '98', '91.5' cm is '36'. The same unit, a word ('Chinese') or a blank stays as written.
 */
export function convertMeasurementValue(
  text: string,
  from: MeasurementUnit,
  to: MeasurementUnit,
): string {
  if (from === to) return text;
  const number = parseMeasurementValue(text);
  return number === null ? text : String(convertLength(number, from, to));
}

/**
 * A value with its unit ('36 in', '91.5 cm'), and, when `shownIn` is another unit, the value in
 * that one after it in brackets ('36 in (91.5 cm)'): how history taken in the old unit reads once
 * the shop has changed its setting. A word stays a word. `labels` names the units in the reader's
 * language (the abbreviations by default).
 */
export function formatMeasurement(
  text: string,
  unit: MeasurementUnit,
  options: { shownIn?: MeasurementUnit; labels?: Record<MeasurementUnit, string> } = {},
): string {
  const value = text.trim();
  if (parseMeasurementValue(value) === null) return value;
  const label = (options.labels ?? UNIT_ABBREVIATIONS)[unit];
  const written = `${value} ${label}`;
  const shownIn = options.shownIn;
  if (!shownIn || shownIn === unit) return written;
  const other = (options.labels ?? UNIT_ABBREVIATIONS)[shownIn];
  return `${written} (${convertMeasurementValue(value, unit, shownIn)} ${other})`;
}

export const UNIT_ABBREVIATIONS: Record<MeasurementUnit, string> = { in: 'in', cm: 'cm' };
