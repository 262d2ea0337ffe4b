/*
 * A garment's tag and its steps of work: wire values, rule codes and refusal texts, apart from the
 * schemas (garments.ts) so that screens and the error and rule texts load them without zod.
 */
import type { RuleDefinition } from './rules';

/** The steps a garment is scanned through, in order; 'ready' is the last. */
export const GARMENT_STAGES = [
  'received',
  'cutting',
  'stitching',
  'finishing',
  'trial',
  'ready',
] as const;
export type GarmentStage = (typeof GARMENT_STAGES)[number];

/** The step after `stage` (the first when the garment has none yet); null once it is ready. */
export function nextGarmentStage(stage: GarmentStage | null): GarmentStage | null {
  if (stage === null) return GARMENT_STAGES[0];
  return GARMENT_STAGES[GARMENT_STAGES.indexOf(stage) + 1] ?? null;
}

/**
 * The characters of a garment's tag: digits and capitals without the ones read as each other on a
 * label or typed by hand (0/O, 1/I/L). Migration 0025's new_tag_code() draws from the same.
 */
export const TAG_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const TAG_CODE_LENGTH = 6;
export const TAG_CODE_PATTERN = /^[2-9A-HJKMNP-Z]{6}$/;

/** A tag as typed or scanned: trimmed and in capitals; null when it cannot be a tag. */
export function normalizeTagCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return TAG_CODE_PATTERN.test(code) ? code : null;
}

/** The paper garment tags are printed on: an A4 sheet of 24 labels, or a 58 mm thermal roll. */
export const TAG_SHEETS = ['a4', 'thermal58'] as const;
export type TagSheet = (typeof TAG_SHEETS)[number];

/** Why a tag or a step is refused: codes with their texts (rules.ts). */
export const GARMENT_RULES = {
  GARMENT_TAG_INVALID: {
    key: 'garments:rules.tagInvalid',
    text: 'A garment tag is 6 letters and digits, such as K7M2QX',
  },
  GARMENT_STAGE_INVALID: {
    key: 'garments:rules.stageInvalid',
    text: 'Choose the step: received, cutting, stitching, finishing, trial or ready',
  },
  GARMENT_TAG_SHEET_INVALID: {
    key: 'garments:rules.tagSheetInvalid',
    text: 'Choose the tag paper: A4 label sheet or 58 mm thermal roll',
  },
} as const satisfies Record<string, RuleDefinition>;

export const GARMENT_MESSAGES = {
  notFound: 'Garment not found: no garment of this shop has this tag',
  orderCancelled: 'This order was cancelled: its garments take no more steps',
} as const;

/**
 * The tag a scanned QR or a typed text names: a garment's address (…/g/K7M2QX, as its label's QR
 * holds) or the code itself; null for anything else (a UPI code, another site's address).
 */
export function tagCodeFromScan(text: string): string | null {
  const trimmed = text.trim();
  const address = /^https?:\/\/[^/]+\/g\/([^/?#]+)\/?(?:[?#].*)?$/i.exec(trimmed);
  return normalizeTagCode(address ? decodeURIComponent(address[1]!) : trimmed);
}
