import type { Language } from '@tailor/shared/constants';
import { POSITIONS } from '@tailor/shared/employees-rules';
import type { PositionPermissionsInput, UpdateSettings } from '@tailor/shared/settings';
import type {
  MeasurementTemplatesResult,
  PositionPermissions,
  Settings,
} from '@tailor/shared/settings-responses';
import {
  DEFAULT_POSITION_PERMISSIONS,
  effectiveMeasurementTemplates,
  effectivePositionPermissions,
} from '@tailor/shared/settings';
import { customerMessageSettingsOf } from '@tailor/shared/customer-messages';
import { tallyLedgersOf } from '@tailor/shared/books-rules';
import type { GstScheme } from '@tailor/shared/gst-rules';
import { paiseToRupees, rupeesToPaise } from '@tailor/shared/money';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { stores } from '../../db/schema/stores';
import { badRequest, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';

const settingsColumns = {
  customerMessageLanguage: stores.customerMessageLanguage,
  orderNumberPrefix: stores.orderNumberPrefix,
  measurementTemplates: stores.measurementTemplates,
  measurementUnit: stores.measurementUnit,
  positionPermissions: stores.positionPermissions,
  upiId: stores.upiId,
  upiPayeeName: stores.upiPayeeName,
  gstin: stores.gstin,
  gstRate: stores.gstRate,
  gstScheme: stores.gstScheme,
  compositionRate: stores.compositionRate,
  sacCode: stores.sacCode,
  turnoverAbove5Crore: stores.turnoverAbove5Crore,
  tallyLedgers: stores.tallyLedgers,
  openingCashPaise: stores.openingCashPaise,
  openingCashDate: stores.openingCashDate,
  customerMessages: stores.customerMessages,
  dailyCapacity: stores.dailyCapacity,
  employeeCapacity: stores.employeeCapacity,
  bufferDays: stores.bufferDays,
  tagSheet: stores.tagSheet,
  completeWhenReady: stores.completeWhenReady,
};

type SettingsRow = Pick<typeof stores.$inferSelect, keyof typeof settingsColumns>;

function toSettings(row: SettingsRow): Settings {
  return {
    customer_message_language: row.customerMessageLanguage as Language,
    order_number_prefix: row.orderNumberPrefix,
    measurement_templates: effectiveMeasurementTemplates(row.measurementTemplates),
    custom_measurement_templates: row.measurementTemplates !== null,
    measurement_unit: row.measurementUnit,
    position_permissions: effectivePositionPermissions(row.positionPermissions),
    upi_id: row.upiId,
    upi_payee_name: row.upiPayeeName,
    gstin: row.gstin,
    gst_rate: row.gstRate,
    gst_scheme: row.gstScheme,
    composition_rate: row.compositionRate,
    sac_code: row.sacCode,
    turnover_above_5_crore: row.turnoverAbove5Crore,
    tally_ledgers: tallyLedgersOf(row.tallyLedgers),
    opening_cash:
      row.openingCashPaise === null || row.openingCashDate === null
        ? null
        : { amount: paiseToRupees(row.openingCashPaise), date: row.openingCashDate },
    customer_messages: customerMessageSettingsOf(row.customerMessages),
    daily_capacity: row.dailyCapacity,
    employee_capacity: row.employeeCapacity ?? {},
    buffer_days: row.bufferDays,
    tag_sheet: row.tagSheet,
    complete_when_ready: row.completeWhenReady,
  };
}

/** GET /settings: the shop's settings; its measurement templates are the defaults until it saves its own. */
export async function getSettings(options: { db: Database; storeId: string }): Promise<Settings> {
  const [row] = await options.db
    .select(settingsColumns)
    .from(stores)
    .where(eq(stores.id, options.storeId));
  if (!row) throw notFound('SHOP_NOT_FOUND');
  return toSettings(row);
}

/**
 * PUT /settings: changes only the fields given (templates null: back to the defaults), in one
 * statement. Past orders are untouched: each keeps the measurements it was taken with, in the
 * unit they were taken in.
 */
export async function updateSettings(options: {
  db: Database;
  storeId: string;
  input: UpdateSettings;
}): Promise<Settings> {
  const { db, storeId, input } = options;
  const set: Partial<
    Omit<typeof stores.$inferInsert, 'customerMessages' | 'tallyLedgers' | 'gstScheme'>
  > & {
    customerMessages?: SQL;
    tallyLedgers?: SQL;
    gstScheme?: GstScheme | SQL;
  } = {};
  if (input.customer_message_language !== undefined)
    set.customerMessageLanguage = input.customer_message_language;
  if (input.order_number_prefix !== undefined) set.orderNumberPrefix = input.order_number_prefix;
  if (input.measurement_templates !== undefined)
    set.measurementTemplates = input.measurement_templates;
  if (input.measurement_unit !== undefined) set.measurementUnit = input.measurement_unit;
  if (input.position_permissions !== undefined)
    set.positionPermissions = await withStoredSeePrices(db, storeId, input.position_permissions);
  if (input.upi_id !== undefined) set.upiId = input.upi_id;
  if (input.upi_payee_name !== undefined) set.upiPayeeName = input.upi_payee_name;
  if (input.gstin !== undefined) set.gstin = input.gstin;
  // A client that knows only the GSTIN keeps its meaning: a GSTIN makes tax invoices (a shop
  // already composition stays so), none makes plain bills.
  if (input.gstin !== undefined && input.gst_scheme === undefined)
    set.gstScheme =
      input.gstin === null
        ? 'unregistered'
        : sql<GstScheme>`case when ${stores.gstScheme} = 'unregistered' then 'regular' else ${stores.gstScheme} end`;
  if (input.gst_rate !== undefined) set.gstRate = input.gst_rate;
  if (input.gst_scheme !== undefined) set.gstScheme = input.gst_scheme;
  if (input.composition_rate !== undefined) set.compositionRate = input.composition_rate;
  if (input.sac_code !== undefined) set.sacCode = input.sac_code;
  if (input.opening_cash !== undefined) {
    set.openingCashPaise = input.opening_cash ? rupeesToPaise(input.opening_cash.amount) : null;
    set.openingCashDate = input.opening_cash?.date ?? null;
  }
  if (input.turnover_above_5_crore !== undefined)
    set.turnoverAbove5Crore = input.turnover_above_5_crore;
  if (input.tally_ledgers !== undefined)
    set.tallyLedgers = sql`coalesce(${stores.tallyLedgers}, '{}'::jsonb) || ${JSON.stringify(input.tally_ledgers)}::jsonb`;
  if (input.customer_messages !== undefined)
    // Merged into what is stored, so a client that knows fewer kinds keeps the others as they are.
    set.customerMessages = sql`coalesce(${stores.customerMessages}, '{}'::jsonb) || ${JSON.stringify(input.customer_messages)}::jsonb`;
  if (input.daily_capacity !== undefined) set.dailyCapacity = input.daily_capacity;
  if (input.buffer_days !== undefined) set.bufferDays = input.buffer_days;
  if (input.tag_sheet !== undefined) set.tagSheet = input.tag_sheet;
  if (input.complete_when_ready !== undefined) set.completeWhenReady = input.complete_when_ready;
  if (input.employee_capacity !== undefined) {
    await assertShopEmployees(db, storeId, Object.keys(input.employee_capacity));
    set.employeeCapacity = input.employee_capacity;
  }
  if (Object.keys(set).length === 0) return getSettings({ db, storeId });

  const [row] = await db
    .update(stores)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(stores.id, storeId))
    .returning(settingsColumns);
  if (!row) throw notFound('SHOP_NOT_FOUND');
  // Checked on the row as written, in the request's transaction: a refusal rolls the change back.
  if (row.gstScheme !== 'unregistered' && !row.gstin) throw badRequest('GST_SCHEME_WITHOUT_GSTIN');
  return toSettings(row);
}

/** Every id given a daily capacity must be one of this shop's employees. */
async function assertShopEmployees(db: Database, storeId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  if (!ids.every(isUuid)) throw badRequest('CAPACITY_EMPLOYEE_UNKNOWN');
  const found = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.storeId, storeId), inArray(employees.id, ids)));
  if (found.length !== new Set(ids).size) throw badRequest('CAPACITY_EMPLOYEE_UNKNOWN');
}

/**
 * Clients written before see_prices existed send only collect_payments: each position left
 * without see_prices keeps what the shop chose before (the default until it chose).
 */
async function withStoredSeePrices(
  db: Database,
  storeId: string,
  input: PositionPermissionsInput,
): Promise<PositionPermissions> {
  const stored = POSITIONS.some((p) => input[p].see_prices === undefined)
    ? (await getSettings({ db, storeId })).position_permissions
    : DEFAULT_POSITION_PERMISSIONS;
  return Object.fromEntries(
    POSITIONS.map((p) => [
      p,
      {
        collect_payments: input[p].collect_payments,
        see_prices: input[p].see_prices ?? stored[p].see_prices,
      },
    ]),
  ) as PositionPermissions;
}

/** GET /measurement_templates: the garments and measurements the new-order flow offers. */
export async function getMeasurementTemplates(options: {
  db: Database;
  storeId: string;
}): Promise<MeasurementTemplatesResult> {
  const { measurement_templates, measurement_unit } = await getSettings(options);
  return { measurement_templates, measurement_unit };
}
