import { languageOrEnglish } from '@tailor/shared/constants';
import type { Position } from '@tailor/shared/employees-rules';
import { todayInShopZone } from '@tailor/shared/dates';
import {
  garmentKeyOf,
  isLedgerPeriod,
  ledgerPeriodOf,
  type KarigarLedger,
  type KarigarRate,
  type KarigarRateValues,
  type KarigarRateList,
  type KarigarSummary,
  type LedgerEntry,
  type LedgerPeriod,
  type LedgerPeriodQuery,
  type LedgerSums,
  type PayoutValues,
  type ReverseEntryValues,
} from '@tailor/shared/karigars';
import {
  type KarigarStage,
  type LedgerEntryKind,
  type PayoutMethod,
} from '@tailor/shared/karigars-rules';
import { paiseToRupees, rupeesToPaise } from '@tailor/shared/money';
import { formatOrderNumber } from '@tailor/shared/settings-rules';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { sameShopRow } from '../../db/shop-joins';
import { employees } from '../../db/schema/employees';
import { karigarLedger, karigarRates } from '../../db/schema/karigar-ledger';
import { stores } from '../../db/schema/stores';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/uuid';
import type { StoreAuthContext } from '../../plugins/auth';
import type { PdfFile } from '../../lib/pdf-file';
import { loadPdfFonts } from '../../lib/pdf-fonts';
import { renderPaySlipPdf } from './pay-slip-pdf';

/*
 * Karigar wages (packages/shared/src/karigars.ts says what is earned when and how a period is
 * summed). Credits are written by settleKarigarCredits inside the order writes; this file sets
 * rates, records and reverses payouts, and reads the ledger. Every read and write is scoped to the
 * caller's store; an employee of another shop, or the owner's own row, is 404.
 */

async function shopOf(db: DbOrTx, storeId: string) {
  const [store] = await db
    .select({ timeZone: stores.timeZone, prefix: stores.orderNumberPrefix })
    .from(stores)
    .where(eq(stores.id, storeId));
  return store!;
}

async function periodOf(
  db: DbOrTx,
  clock: Clock,
  storeId: string,
  query: LedgerPeriodQuery,
): Promise<LedgerPeriod & { prefix: string }> {
  const shop = await shopOf(db, storeId);
  const period = ledgerPeriodOf(query, todayInShopZone(clock.now(), shop.timeZone));
  if (!isLedgerPeriod(period)) throw badRequest('LEDGER_PERIOD_INVALID');
  return { ...period, prefix: shop.prefix };
}

/** A karigar as the summary, the ledger and the pay slip name them. */
const karigarColumns = {
  _id: employees.id,
  name: employees.name,
  phone: employees.phone,
  position: employees.position,
  active: employees.active,
};

/** A karigar of the store: any employee but the owner's own row (the owner pays no wage to self). */
async function findKarigar(db: DbOrTx, storeId: string, employeeId: string) {
  if (!isUuid(employeeId)) throw notFound('KARIGAR_NOT_FOUND');
  const [row] = await db
    .select(karigarColumns)
    .from(employees)
    .where(
      and(
        eq(employees.id, employeeId),
        eq(employees.storeId, storeId),
        eq(employees.isOwner, false),
      ),
    );
  if (!row) throw notFound('KARIGAR_NOT_FOUND');
  return { ...row, position: row.position as Position };
}

/* ───────────── Rates ───────────── */

function rateOf(row: {
  id: string;
  garment: string;
  stage: string;
  employeeId: string | null;
  employeeName: string | null;
  ratePaise: number;
  updatedAt: Date;
}): KarigarRate {
  return {
    _id: row.id,
    garment: row.garment,
    stage: row.stage as KarigarStage,
    employee: row.employeeId ? { _id: row.employeeId, name: row.employeeName ?? '' } : null,
    rate: paiseToRupees(row.ratePaise),
    updated_at: row.updatedAt.toISOString(),
  };
}

const rateColumns = {
  id: karigarRates.id,
  garment: karigarRates.garment,
  stage: karigarRates.stage,
  employeeId: karigarRates.employeeId,
  employeeName: employees.name,
  ratePaise: karigarRates.ratePaise,
  updatedAt: karigarRates.updatedAt,
};

/** GET /karigar-rates: the shop's rates by garment, the rate for all before each employee's own. */
export async function listKarigarRates(options: {
  db: Database;
  storeId: string;
}): Promise<KarigarRateList> {
  const rows = await options.db
    .select(rateColumns)
    .from(karigarRates)
    .leftJoin(employees, sameShopRow(employees, karigarRates.employeeId, karigarRates))
    .where(eq(karigarRates.storeId, options.storeId))
    .orderBy(
      asc(karigarRates.garmentKey),
      sql`${karigarRates.stage} <> 'completed'`,
      asc(karigarRates.stage),
      sql`${karigarRates.employeeId} is not null`,
      asc(employees.name),
    );
  return { rates: rows.map(rateOf) };
}

/**
 * PUT /karigar-rates: sets a garment's rate for one employee or for all, replacing the rate it
 * had; garments already credited keep the rate they were credited at.
 */
export async function setKarigarRate(options: {
  db: Database;
  caller: StoreAuthContext;
  input: KarigarRateValues;
}): Promise<KarigarRate> {
  const { db, caller, input } = options;
  const storeId = caller.store_id;
  const employee = input.employee_id ? await findKarigar(db, storeId, input.employee_id) : null;
  const ratePaise = rupeesToPaise(input.rate);
  const [row] = await db
    .insert(karigarRates)
    .values({
      storeId,
      employeeId: employee?._id ?? null,
      garment: input.garment,
      garmentKey: garmentKeyOf(input.garment),
      stage: input.stage,
      ratePaise,
      updatedBy: caller.userId,
    })
    .onConflictDoUpdate({
      target: [
        karigarRates.storeId,
        karigarRates.garmentKey,
        karigarRates.stage,
        karigarRates.employeeId,
      ],
      set: { garment: input.garment, ratePaise, updatedBy: caller.userId, updatedAt: new Date() },
    })
    .returning();
  return rateOf({ ...row!, employeeName: employee?.name ?? null });
}

/** DELETE /karigar-rates/{id}: the garment earns no rate from now on (past credits stay). */
export async function deleteKarigarRate(options: {
  db: Database;
  storeId: string;
  rateId: string;
}): Promise<void> {
  const { db, storeId, rateId } = options;
  if (!isUuid(rateId)) throw notFound('KARIGAR_RATE_NOT_FOUND');
  const deleted = await db
    .delete(karigarRates)
    .where(and(eq(karigarRates.id, rateId), eq(karigarRates.storeId, storeId)))
    .returning({ id: karigarRates.id });
  if (deleted.length === 0) throw notFound('KARIGAR_RATE_NOT_FOUND');
}

/* ───────────── Sums and entries ───────────── */

const EARNED_KINDS = sql`('credit', 'credit_reversal')`;
const PAID_KINDS = sql`('payout', 'payout_reversal')`;

/**
 * Garments credited in a period, per employee and for the shop: a garment counts once however many
 * of its credits (the whole garment, its steps) fall in the period, and whoever of the shop's
 * karigars earned them; one whose credits there are all taken back counts nothing, and one only
 * taken back there (credited before) counts -1.
 */
async function garmentsCredited(
  db: DbOrTx,
  storeId: string,
  period: LedgerPeriod,
  employeeId?: string,
): Promise<{ byEmployee: Map<string, number>; shop: number }> {
  const l = karigarLedger;
  const rows = await db
    .select({
      employeeId: l.employeeId,
      productId: l.productId,
      net: sql<string>`count(*) filter (where ${l.kind} = 'credit') - count(*) filter (where ${l.kind} = 'credit_reversal')`,
    })
    .from(l)
    .where(
      and(
        eq(l.storeId, storeId),
        gte(l.entryDate, period.from),
        lte(l.entryDate, period.to),
        inArray(l.kind, ['credit', 'credit_reversal']),
        employeeId ? eq(l.employeeId, employeeId) : undefined,
      ),
    )
    .groupBy(l.employeeId, l.productId);
  const byEmployee = new Map<string, number>();
  const byGarment = new Map<string | null, number>();
  for (const row of rows) {
    const net = Number(row.net);
    byEmployee.set(row.employeeId, (byEmployee.get(row.employeeId) ?? 0) + Math.sign(net));
    byGarment.set(row.productId, (byGarment.get(row.productId) ?? 0) + net);
  }
  let shop = 0;
  for (const net of byGarment.values()) shop += Math.sign(net);
  return { byEmployee, shop };
}

/**
 * Sums per employee of the store for a period (opening, earned, paid, net garments), and the
 * shop's net garments.
 */
async function sumsByEmployee(
  db: DbOrTx,
  storeId: string,
  period: LedgerPeriod,
  employeeId?: string,
): Promise<{ sums: Map<string, LedgerSums>; shopGarments: number }> {
  const { from, to } = period;
  const l = karigarLedger;
  const inPeriod = sql`${l.entryDate} >= ${from}`;
  const [rows, garments] = await Promise.all([
    db
      .select({
        employeeId: l.employeeId,
        earnedBefore: sql<string>`coalesce(sum(${l.amountPaise}) filter (where ${l.kind} in ${EARNED_KINDS} and ${l.entryDate} < ${from}), 0)`,
        paidBefore: sql<string>`coalesce(sum(${l.amountPaise}) filter (where ${l.kind} in ${PAID_KINDS} and ${l.entryDate} < ${from}), 0)`,
        earned: sql<string>`coalesce(sum(${l.amountPaise}) filter (where ${l.kind} in ${EARNED_KINDS} and ${inPeriod}), 0)`,
        paid: sql<string>`coalesce(sum(${l.amountPaise}) filter (where ${l.kind} in ${PAID_KINDS} and ${inPeriod}), 0)`,
      })
      .from(l)
      .where(
        and(
          eq(l.storeId, storeId),
          lte(l.entryDate, to),
          employeeId ? eq(l.employeeId, employeeId) : undefined,
        ),
      )
      .groupBy(l.employeeId),
    garmentsCredited(db, storeId, period, employeeId),
  ]);
  const sums = new Map(
    rows.map((row): [string, LedgerSums] => {
      const openingPaise = Number(row.earnedBefore) - Number(row.paidBefore);
      const earnedPaise = Number(row.earned);
      const paidPaise = Number(row.paid);
      return [
        row.employeeId,
        {
          opening: paiseToRupees(openingPaise),
          earned: paiseToRupees(earnedPaise),
          paid: paiseToRupees(paidPaise),
          owed: paiseToRupees(openingPaise + earnedPaise - paidPaise),
          garments: garments.byEmployee.get(row.employeeId) ?? 0,
        },
      ];
    }),
  );
  return { sums, shopGarments: garments.shop };
}

const NO_SUMS: LedgerSums = { opening: 0, earned: 0, paid: 0, owed: 0, garments: 0 };

function addSums(a: LedgerSums, b: LedgerSums): LedgerSums {
  const add = (x: number, y: number) => paiseToRupees(rupeesToPaise(x) + rupeesToPaise(y));
  return {
    opening: add(a.opening, b.opening),
    earned: add(a.earned, b.earned),
    paid: add(a.paid, b.paid),
    owed: add(a.owed, b.owed),
    garments: a.garments + b.garments,
  };
}

/**
 * GET /karigars: every karigar's opening, earned, paid and owed for the period. Active employees
 * are always listed; a deactivated one while their ledger holds anything up to the period's end.
 */
export async function getKarigarSummary(options: {
  db: Database;
  clock: Clock;
  storeId: string;
  query: LedgerPeriodQuery;
}): Promise<KarigarSummary> {
  const { db, clock, storeId } = options;
  const period = await periodOf(db, clock, storeId, options.query);
  const [staff, shopSums] = await Promise.all([
    db
      .select(karigarColumns)
      .from(employees)
      .where(and(eq(employees.storeId, storeId), eq(employees.isOwner, false)))
      .orderBy(asc(employees.name)),
    sumsByEmployee(db, storeId, period),
  ]);
  const { sums } = shopSums;
  const listed = staff
    .filter((row) => row.active || sums.has(row._id))
    .map((row) => ({
      ...row,
      position: row.position as Position,
      sums: sums.get(row._id) ?? NO_SUMS,
    }));
  return {
    from: period.from,
    to: period.to,
    employees: listed,
    // A garment two karigars worked on is one garment of the shop.
    totals: {
      ...listed.reduce((total, row) => addSums(total, row.sums), NO_SUMS),
      garments: shopSums.shopGarments,
    },
  };
}

/** One karigar's sums and entries of the period, oldest first. */
export async function getKarigarLedger(options: {
  db: Database;
  clock: Clock;
  storeId: string;
  employeeId: string;
  query: LedgerPeriodQuery;
}): Promise<KarigarLedger> {
  const { db, clock, storeId, employeeId } = options;
  const [employee, period] = await Promise.all([
    findKarigar(db, storeId, employeeId),
    periodOf(db, clock, storeId, options.query),
  ]);
  const l = karigarLedger;
  const [{ sums }, rows] = await Promise.all([
    sumsByEmployee(db, storeId, period, employeeId),
    db
      .select()
      .from(l)
      .where(
        and(
          eq(l.storeId, storeId),
          eq(l.employeeId, employeeId),
          gte(l.entryDate, period.from),
          lte(l.entryDate, period.to),
        ),
      )
      .orderBy(asc(l.entryDate), asc(l.createdAt)),
  ]);
  const reversedIds = new Set(
    rows.length === 0
      ? []
      : (
          await db
            .select({ id: l.reversesId })
            .from(l)
            .where(
              and(
                eq(l.storeId, storeId),
                inArray(
                  l.reversesId,
                  rows.map((row) => row.id),
                ),
              ),
            )
        ).map((row) => row.id),
  );
  return {
    from: period.from,
    to: period.to,
    employee,
    sums: sums.get(employeeId) ?? NO_SUMS,
    entries: rows.map((row): LedgerEntry => ({
      ...entryOf(row, period.prefix),
      reversed: reversedIds.has(row.id),
    })),
  };
}

/** GET /employee/ledger: the caller's own ledger in the selected store. */
export function getOwnLedger(options: {
  db: Database;
  clock: Clock;
  caller: StoreAuthContext;
  query: LedgerPeriodQuery;
}): Promise<KarigarLedger> {
  const { caller } = options;
  if (!caller.employee_id) throw notFound('KARIGAR_NOT_FOUND');
  return getKarigarLedger({
    ...options,
    storeId: caller.store_id,
    employeeId: caller.employee_id,
  });
}

/* ───────────── Payouts ───────────── */

function entryOf(row: typeof karigarLedger.$inferSelect, prefix: string): LedgerEntry {
  return {
    _id: row.id,
    kind: row.kind as LedgerEntryKind,
    date: row.entryDate,
    amount: paiseToRupees(row.amountPaise),
    garment: row.garment,
    stage: row.stage as KarigarStage | null,
    order_id: row.orderId,
    order_number: row.orderNumber === null ? null : formatOrderNumber(prefix, row.orderNumber),
    method: row.method as PayoutMethod | null,
    note: row.note,
    reverses_id: row.reversesId,
    reversed: false,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * POST /karigars/{employeeId}/payouts: money given to a karigar, by cash or UPI, on a day up to
 * today. More than is owed is allowed: it is an advance, and the karigar's owed goes negative.
 */
export async function recordPayout(options: {
  db: Database;
  clock: Clock;
  caller: StoreAuthContext;
  employeeId: string;
  input: PayoutValues;
}): Promise<LedgerEntry> {
  const { db, clock, caller, employeeId, input } = options;
  const storeId = caller.store_id;
  const [employee, shop] = await Promise.all([
    findKarigar(db, storeId, employeeId),
    shopOf(db, storeId),
  ]);
  const today = todayInShopZone(clock.now(), shop.timeZone);
  const entryDate = input.date ?? today;
  if (entryDate > today) throw badRequest('PAYOUT_DATE_FUTURE');
  const [row] = await db
    .insert(karigarLedger)
    .values({
      storeId,
      employeeId: employee._id,
      kind: 'payout',
      amountPaise: rupeesToPaise(input.amount),
      entryDate,
      method: input.method,
      note: input.note,
      createdBy: caller.userId,
    })
    .returning();
  return entryOf(row!, shop.prefix);
}

/**
 * POST /karigar-ledger/{entryId}/reverse: a payout recorded by mistake is undone by a reversing
 * entry of today, never deleted. Only payouts (a credit follows its order), and only once: the
 * payout's row is locked, so a second reversal, even a concurrent one, answers 409.
 */
export async function reverseLedgerEntry(options: {
  db: Database;
  clock: Clock;
  caller: StoreAuthContext;
  entryId: string;
  input: ReverseEntryValues;
}): Promise<LedgerEntry> {
  const { db, clock, caller, entryId, input } = options;
  const storeId = caller.store_id;
  if (!isUuid(entryId)) throw notFound('LEDGER_ENTRY_NOT_FOUND');
  const shop = await shopOf(db, storeId);
  const row = await db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(karigarLedger)
      .where(and(eq(karigarLedger.id, entryId), eq(karigarLedger.storeId, storeId)))
      .for('update');
    if (!entry) throw notFound('LEDGER_ENTRY_NOT_FOUND');
    if (entry.kind !== 'payout') throw conflict('LEDGER_ENTRY_NOT_REVERSIBLE');
    const [already] = await tx
      .select({ id: karigarLedger.id })
      .from(karigarLedger)
      .where(and(eq(karigarLedger.reversesId, entry.id), eq(karigarLedger.storeId, storeId)));
    if (already) throw conflict('LEDGER_ENTRY_ALREADY_REVERSED');
    const [reversal] = await tx
      .insert(karigarLedger)
      .values({
        storeId,
        employeeId: entry.employeeId,
        kind: 'payout_reversal',
        amountPaise: -entry.amountPaise,
        entryDate: todayInShopZone(clock.now(), shop.timeZone),
        method: entry.method,
        note: input.note,
        reversesId: entry.id,
        createdBy: caller.userId,
      })
      .returning();
    return reversal!;
  });
  return entryOf(row, shop.prefix);
}

/* ───────────── Pay slip ───────────── */

/**
 * GET /karigars/{employeeId}/pay-slip and GET /employee/ledger/pay-slip: the period's ledger as a
 * PDF in the shop's language (the language its customer messages and bills are written in).
 */
export async function createPaySlipPdf(options: {
  db: Database;
  clock: Clock;
  storeId: string;
  employeeId: string | undefined;
  query: LedgerPeriodQuery;
}): Promise<PdfFile> {
  const { db, storeId, employeeId } = options;
  if (!employeeId) throw notFound('KARIGAR_NOT_FOUND');
  const [ledger, [shop], fonts] = await Promise.all([
    getKarigarLedger({ ...options, employeeId }),
    db
      .select({
        name: stores.shopName,
        address: stores.address,
        district: stores.district,
        state: stores.state,
        pincode: stores.pincode,
        phone: stores.phone,
        timeZone: stores.timeZone,
        language: stores.customerMessageLanguage,
      })
      .from(stores)
      .where(eq(stores.id, storeId)),
    loadPdfFonts(),
  ]);
  const pdf = await renderPaySlipPdf({
    fonts,
    data: {
      shop: {
        name: shop!.name,
        address: `${shop!.address}, ${shop!.district}, ${shop!.state} - ${shop!.pincode}`,
        phone: shop!.phone,
        timeZone: shop!.timeZone,
      },
      phone: ledger.employee.phone,
      ledger,
      language: languageOrEnglish(shop!.language),
      generatedAt: options.clock.now(),
    },
  });
  return { fileName: `pay_slip_${ledger.from}_${ledger.to}.pdf`, pdf };
}
