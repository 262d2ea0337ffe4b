/*
 * What the API answers about a shop's settings (GET and PUT /settings, GET
 * /measurement_templates, GET /my_permissions), apart from the requests' schemas (settings.ts),
 * which check what the Settings page saves and carry the GST, Tally, UPI, capacity and message
 * rules. The order pages and the new-order wizard read these answers, so they load this module
 * without those rules: the response names the GST schemes and the Tally ledgers by their
 * zod-free lists (gst-rules.ts, books-rules.ts), not through gst.ts and books.ts.
 */
import { z } from 'zod';
import { LANGUAGES } from './constants';
import { POSITIONS, type Position } from './employees-rules';
import { MEASUREMENT_UNITS } from './measurements';
import { customerMessageSettingsSchema } from './customer-messages';
import { TAG_SHEETS } from './garments-rules';
import { GST_SCHEMES } from './gst-rules';
import { TALLY_LEDGER_KEYS, type TallyLedgerKey } from './books-rules';
import { codesOf } from './rules';
import { SETTINGS_RULES } from './settings-rules';

const SETTINGS_CODES = codesOf(SETTINGS_RULES);

/* ───────────── What each position may do ───────────── */

/** What the shop lets staff of one position do with money. The shopkeeper always may. */
export const positionPermissionSchema = z.object({
  /** Record balance, final and advance payments (only with see_prices: the balance is a price). */
  collect_payments: z.boolean({ error: SETTINGS_CODES.SETTINGS_COLLECT_PAYMENTS_INVALID }),
  /**
   * See and set money: prices, totals, payments. Without it the server answers every money figure
   * of an order as null and refuses prices and payments from this position.
   */
  see_prices: z.boolean({ error: SETTINGS_CODES.SETTINGS_SEE_PRICES_INVALID }),
});
export type PositionPermission = z.infer<typeof positionPermissionSchema>;

/** The same schema for each position, all four required. */
export const forEachPosition = <S extends z.ZodType>(schema: S) =>
  z.object(Object.fromEntries(POSITIONS.map((p) => [p, schema])) as Record<Position, S>, {
    error: SETTINGS_CODES.SETTINGS_POSITIONS_REQUIRED,
  });

export const positionPermissionsSchema = forEachPosition(positionPermissionSchema);
export type PositionPermissions = z.infer<typeof positionPermissionsSchema>;

/* ───────────── Answers ───────────── */

/** The Tally ledger names, each the shop's or Tally's own (books-rules.ts). */
const tallyLedgersSchema = z.object(
  Object.fromEntries(TALLY_LEDGER_KEYS.map((key) => [key, z.string()])) as Record<
    TallyLedgerKey,
    z.ZodString
  >,
);

/** Measurement templates as the API answers them (validated on the way in, so plain here). */
const garmentTemplateResponseSchema = z.object({
  garment: z.string(),
  measurements: z.array(z.string()),
  hints: z.record(z.string(), z.string()).optional(),
});
export const measurementTemplatesResponseSchema = z.object({
  male: z.array(garmentTemplateResponseSchema),
  female: z.array(garmentTemplateResponseSchema),
});

/** GET /settings, PUT /settings */
export const settingsSchema = z.object({
  /** The language of texts sent to customers (bills, messages). */
  customer_message_language: z.enum(LANGUAGES),
  /** Shown before order numbers on bills ('KT-' gives 'KT-42'); '' for none. */
  order_number_prefix: z.string(),
  /** The shop's own templates, or the defaults while it has none. */
  measurement_templates: measurementTemplatesResponseSchema,
  /** False while the shop uses the default templates. */
  custom_measurement_templates: z.boolean(),
  /** The unit new measurements are taken in: 'in' (the default) or 'cm'. */
  measurement_unit: z.enum(MEASUREMENT_UNITS),
  /** Per position, whether staff may collect payments and see prices. */
  position_permissions: positionPermissionsSchema,
  /** The UPI address customers pay the balance to (tracking page, bills); null: none. */
  upi_id: z.string().nullable(),
  /** The payee name UPI apps show; null: the shop's name. */
  upi_payee_name: z.string().nullable(),
  /** The shop's GSTIN; null: bills are plain bills, not tax invoices. */
  gstin: z.string().nullable(),
  /** The GST rate in per cent the shop's prices include; 5 (tailoring services) by default. */
  gst_rate: z.number(),
  /** Which bills the shop issues: plain bills, bills of supply or tax invoices. */
  gst_scheme: z.enum(GST_SCHEMES).default('unregistered'),
  /** Per cent of turnover a composition shop pays (CMP-08). */
  composition_rate: z.number().default(6),
  /** The SAC/HSN code the bills print (4 or 6 digits of it). */
  sac_code: z.string().default('998821'),
  turnover_above_5_crore: z.boolean().default(false),
  /** The Tally ledger names, the defaults where the shop set none. */
  tally_ledgers: tallyLedgersSchema.optional(),
  /** The day book's opening cash (rupees) and the day it is the cash at the start of; null: none. */
  opening_cash: z.object({ amount: z.number(), date: z.string() }).nullable().default(null),
  /** Which messages go to customers (all by default), and 'not collected' after how many days. */
  customer_messages: customerMessageSettingsSchema,
  /** Garments the shop can finish a day; null: no capacity planning, no warnings. */
  daily_capacity: z.number().int().nullable(),
  /** Per employee id, the garments they can finish a day (only those the shop set). */
  employee_capacity: z.record(z.string(), z.number().int()),
  /** Days before the due date staff aim to finish by; 0: none. */
  buffer_days: z.number().int(),
  /** The paper garment tags are printed on: 'a4' (24 labels a sheet) or 'thermal58'. */
  tag_sheet: z.enum(TAG_SHEETS).default('a4'),
  /** Whether an order becomes Completed once every garment is scanned ready. */
  complete_when_ready: z.boolean().default(true),
});
export type Settings = z.infer<typeof settingsSchema>;

/** GET /measurement_templates: what the new-order flow offers, for every member of the shop. */
export const measurementTemplatesResultSchema = z.object({
  measurement_templates: measurementTemplatesResponseSchema,
  /** The unit the shop measures in: the new-order fields, their ranges and last time's values. */
  measurement_unit: z.enum(MEASUREMENT_UNITS).default('in'),
});
export type MeasurementTemplatesResult = z.infer<typeof measurementTemplatesResultSchema>;
