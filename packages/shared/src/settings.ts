/*
 * The shop settings' requests (PUT /settings): what the server checks and the Settings page
 * edits. What the API answers is in settings-responses.ts, which the order pages read without
 * these rules.
 */
import { z } from 'zod';
import { LANGUAGES } from './constants';
import { POSITIONS, type Position } from './employees-rules';
import type { Gender } from './customers-rules';
import { DEFAULT_MEASUREMENT_TEMPLATES, type MeasurementTemplates } from './measurements';
import { measurementUnitSchema } from './measurements-schemas';
import { updateCustomerMessageSettingsSchema } from './customer-messages';
import { bufferDaysSchema, dailyCapacitySchema, employeeCapacitySchema } from './capacity';
import { GARMENT_RULES, TAG_SHEETS } from './garments-rules';
import {
  compositionRateSchema,
  gstinSchema,
  gstRateSchema,
  gstSchemeSchema,
  sacCodeSchema,
} from './gst-schemas';
import { GST_CODES } from './gst';
import { openingCashSchema, tallyLedgersInputSchema } from './books';
import { upiIdSchema, upiPayeeNameSchema } from './upi-schemas';
import { codesOf, ruleIssue } from './rules';
import {
  GARMENT_NAME_MAX_LENGTH,
  GARMENTS_PER_GENDER_MAX,
  MEASUREMENT_HINT_MAX_LENGTH,
  MEASUREMENTS_PER_GARMENT_MAX,
  ORDER_NUMBER_PREFIX_MAX_LENGTH,
  SETTINGS_RULES,
  TEMPLATE_MEASUREMENT_NAME_MAX_LENGTH,
} from './settings-rules';
import {
  forEachPosition,
  positionPermissionSchema,
  type PositionPermission,
  type PositionPermissions,
} from './settings-responses';

const SETTINGS_CODES = codesOf(SETTINGS_RULES);

const TOO_MANY_GARMENTS = {
  male: SETTINGS_CODES.SETTINGS_TOO_MANY_GARMENTS_MALE,
  female: SETTINGS_CODES.SETTINGS_TOO_MANY_GARMENTS_FEMALE,
} satisfies Record<Gender, string>;

/* ───────────── Order numbers on bills ───────────── */

const ORDER_NUMBER_PREFIX = /^[A-Za-z0-9/-]*$/;

/* ───────────── What each position may do ───────────── */

const SETTINGS_GARMENT_CODES = codesOf(GARMENT_RULES);

/** One position in PUT /settings: see_prices left out keeps what the shop chose before. */
const positionPermissionInputSchema = positionPermissionSchema.extend({
  see_prices: positionPermissionSchema.shape.see_prices.optional(),
});
export const positionPermissionsInputSchema = forEachPosition(positionPermissionInputSchema);
export type PositionPermissionsInput = z.output<typeof positionPermissionsInputSchema>;

/**
 * Until a shop decides, every position may collect and see prices, as before the setting existed:
 * turning money off for staff who already take payments at the counter would stop a working shop
 * on its first day. The settings screen shows these and the shop tightens them.
 */
export const DEFAULT_POSITION_PERMISSIONS: PositionPermissions = {
  manager: { collect_payments: true, see_prices: true },
  tailor: { collect_payments: true, see_prices: true },
  assistant: { collect_payments: true, see_prices: true },
  other: { collect_payments: true, see_prices: true },
};

/**
 * A shop's permissions: its own when saved, else the defaults, per position and per permission
 * (data saved before see_prices existed lacks it, and a missing position is the default).
 */
export function effectivePositionPermissions(
  own: Partial<Record<Position, Partial<PositionPermission>>> | null | undefined,
): PositionPermissions {
  return Object.fromEntries(
    POSITIONS.map((p) => [p, { ...DEFAULT_POSITION_PERMISSIONS[p], ...(own?.[p] ?? {}) }]),
  ) as PositionPermissions;
}

/**
 * What a member of this position may actually do: collecting a payment shows the balance, a
 * price, so a position that may not see prices may not collect either, whatever its own switch.
 */
export function allowedByPosition(permission: PositionPermission): PositionPermission {
  return {
    collect_payments: permission.collect_payments && permission.see_prices,
    see_prices: permission.see_prices,
  };
}

/* ───────────── Requests ───────────── */

export const customerMessageLanguageSchema = z.enum(LANGUAGES, SETTINGS_CODES.SETTINGS_LANGUAGE);

export const orderNumberPrefixSchema = z
  .string({ error: SETTINGS_CODES.SETTINGS_PREFIX_CHARACTERS })
  .trim()
  .max(ORDER_NUMBER_PREFIX_MAX_LENGTH, SETTINGS_CODES.SETTINGS_PREFIX_LENGTH)
  .regex(ORDER_NUMBER_PREFIX, SETTINGS_CODES.SETTINGS_PREFIX_CHARACTERS);

const garmentNameSchema = z
  .string({ error: SETTINGS_CODES.SETTINGS_GARMENT_REQUIRED })
  .trim()
  .min(1, SETTINGS_CODES.SETTINGS_GARMENT_REQUIRED)
  .max(GARMENT_NAME_MAX_LENGTH, SETTINGS_CODES.SETTINGS_GARMENT_LENGTH);

const templateMeasurementNameSchema = z
  .string({ error: SETTINGS_CODES.SETTINGS_MEASUREMENT_REQUIRED })
  .trim()
  .min(1, SETTINGS_CODES.SETTINGS_MEASUREMENT_REQUIRED)
  .max(TEMPLATE_MEASUREMENT_NAME_MAX_LENGTH, SETTINGS_CODES.SETTINGS_MEASUREMENT_LENGTH);

const sameKey = (name: string) => name.toLowerCase();

/** The first name that appears twice (without case), or null. */
function firstRepeated(names: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const name of names) {
    const key = sameKey(name);
    if (seen.has(key)) return name;
    seen.add(key);
  }
  return null;
}

/** One garment of a shop's templates: its name and the measurements taken for it, in order. */
export const garmentTemplateSchema = z
  .object(
    {
      garment: garmentNameSchema,
      measurements: z
        .array(templateMeasurementNameSchema, {
          error: SETTINGS_CODES.SETTINGS_MEASUREMENTS_REQUIRED,
        })
        .min(1, SETTINGS_CODES.SETTINGS_MEASUREMENTS_REQUIRED)
        .max(MEASUREMENTS_PER_GARMENT_MAX, SETTINGS_CODES.SETTINGS_MEASUREMENTS_MAX),
      hints: z
        .record(
          z.string(),
          z
            .string({ error: SETTINGS_CODES.SETTINGS_HINTS_SHAPE })
            .trim()
            .max(MEASUREMENT_HINT_MAX_LENGTH, SETTINGS_CODES.SETTINGS_HINT_LENGTH),
          { error: SETTINGS_CODES.SETTINGS_HINTS_SHAPE },
        )
        .optional(),
    },
    { error: SETTINGS_CODES.SETTINGS_TEMPLATES_SHAPE },
  )
  // A hint is kept only for a measurement the garment lists (by its name as listed) and only when
  // it says something; a garment without any has no `hints` at all.
  .transform(({ hints, ...template }) => {
    const kept = Object.entries(hints ?? {}).flatMap(([name, hint]) => {
      const listed = template.measurements.find((m) => sameKey(m) === sameKey(name.trim()));
      return listed && hint ? [[listed, hint] as const] : [];
    });
    return kept.length > 0 ? { ...template, hints: Object.fromEntries(kept) } : template;
  })
  .superRefine((template, ctx) => {
    const repeated = firstRepeated(template.measurements);
    if (repeated) {
      ctx.addIssue(
        ruleIssue(
          SETTINGS_CODES.SETTINGS_MEASUREMENT_TWICE,
          { garment: template.garment, measurement: repeated },
          ['measurements'],
        ),
      );
    }
  });

function garmentListSchema(gender: Gender) {
  return z
    .array(garmentTemplateSchema, { error: SETTINGS_CODES.SETTINGS_TEMPLATES_SHAPE })
    .max(GARMENTS_PER_GENDER_MAX, TOO_MANY_GARMENTS[gender])
    .superRefine((list, ctx) => {
      const repeated = firstRepeated(list.map((t) => t.garment));
      if (repeated)
        ctx.addIssue(
          ruleIssue(SETTINGS_CODES.SETTINGS_GARMENT_TWICE, { gender, garment: repeated }),
        );
    });
}

/** A shop's measurement templates: up to 40 garments per gender, names unique without case. */
export const measurementTemplatesSchema = z.object(
  { male: garmentListSchema('male'), female: garmentListSchema('female') },
  { error: SETTINGS_CODES.SETTINGS_TEMPLATES_SHAPE },
);
export type MeasurementTemplatesInput = z.input<typeof measurementTemplatesSchema>;

/**
 * PUT /settings: only the fields given change. `measurement_templates: null` goes back to the
 * default templates. Past orders keep the measurements they were taken with.
 */
export const updateSettingsSchema = z
  .object({
    customer_message_language: customerMessageLanguageSchema.optional(),
    order_number_prefix: orderNumberPrefixSchema.optional(),
    measurement_templates: measurementTemplatesSchema.nullable().optional(),
    /** Inches or centimetres for new measurements; orders taken before keep theirs. */
    measurement_unit: measurementUnitSchema.optional(),
    position_permissions: positionPermissionsInputSchema.optional(),
    /** The shop's UPI address; '' or null removes it. */
    upi_id: upiIdSchema.optional(),
    /** The payee name customers' UPI apps show; '' or null: the shop's name. */
    upi_payee_name: upiPayeeNameSchema.optional(),
    /** The shop's GSTIN (checked to its check character); '' or null removes it: plain bills. */
    gstin: gstinSchema.optional(),
    /** The GST rate in per cent its tax-inclusive prices carry (gst.ts GST_RATES). */
    gst_rate: gstRateSchema.optional(),
    /**
     * unregistered (plain bills), composition (bills of supply) or regular (tax invoices); the two
     * registered schemes need the shop's GSTIN, given here or already set.
     */
    gst_scheme: gstSchemeSchema.optional(),
    /** The composition rate in per cent of turnover, for CMP-08 (6 for services). */
    composition_rate: compositionRateSchema.optional(),
    /** The SAC/HSN code bills print (998821 by default; the shop's accountant decides). */
    sac_code: sacCodeSchema.optional(),
    /** Last year's turnover above ₹5 crore: the code prints with 6 digits, else 4. */
    turnover_above_5_crore: z.boolean().optional(),
    /** The Tally ledger names the export uses; the names given change, the others stay. */
    tally_ledgers: tallyLedgersInputSchema.optional(),
    /** The day book's opening cash and the day it applies from; null removes it. */
    opening_cash: openingCashSchema.nullable().optional(),
    /** Which messages go to customers, and 'not collected' after how many days; fields given change. */
    customer_messages: updateCustomerMessageSettingsSchema.optional(),
    /** Garments the shop can finish a day; null: no capacity planning (capacity.ts). */
    daily_capacity: dailyCapacitySchema.optional(),
    /** Per employee id, garments they can finish a day; replaces the whole list ({} clears it). */
    employee_capacity: employeeCapacitySchema.optional(),
    /** Days before the due date staff aim to finish by (their internal target date). */
    buffer_days: bufferDaysSchema.optional(),
    /** The paper garment tags are printed on: 'a4' (24 labels a sheet) or 'thermal58'. */
    tag_sheet: z.enum(TAG_SHEETS, SETTINGS_GARMENT_CODES.GARMENT_TAG_SHEET_INVALID).optional(),
    /** Whether an order becomes Completed once every garment is scanned ready. */
    complete_when_ready: z.boolean().optional(),
  })
  // A registered scheme with its GSTIN removed in the same request; the stored GSTIN is checked
  // by the service.
  .refine((s) => !(s.gst_scheme && s.gst_scheme !== 'unregistered' && s.gstin === null), {
    message: GST_CODES.GST_SCHEME_NEEDS_GSTIN,
    path: ['gstin'],
  });
export type UpdateSettingsInput = z.input<typeof updateSettingsSchema>;
export type UpdateSettings = z.output<typeof updateSettingsSchema>;

/** A shop's templates: its own when it has saved some, else the defaults. */
export function effectiveMeasurementTemplates(
  own: MeasurementTemplates | null | undefined,
): MeasurementTemplates {
  return own ?? DEFAULT_MEASUREMENT_TEMPLATES;
}
