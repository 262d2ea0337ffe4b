import { randomUUID } from 'node:crypto';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  shopExportSchema,
  type ExportTaxInvoice,
  type ShopExport,
} from '@tailor/shared/data-export';
import type { GstDocumentKind, GstDocumentLine, GstNoteKind } from '@tailor/shared/gst';
import { garmentKeyOf } from '@tailor/shared/karigars';
import { rupeesToPaise } from '@tailor/shared/money';
import { isRuleCode, ruleText } from '@tailor/shared/rule-codes';
import type { RuleParamValues } from '@tailor/shared/rules';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { employees } from '../../db/schema/employees';
import { invites } from '../../db/schema/invites';
import { orderProducts } from '../../db/schema/order-products';
import { orderStatusEvents } from '../../db/schema/order-status-events';
import { orders } from '../../db/schema/orders';
import {
  gstInvoices,
  gstInvoiceSeries,
  gstNotes,
  gstNoteSeries,
} from '../../db/schema/gst-invoices';
import { garmentSteps } from '../../db/schema/garment-steps';
import { orderApprovals } from '../../db/schema/order-approvals';
import { orderFitAnswers } from '../../db/schema/order-fit-answers';
import { karigarLedger, karigarRates } from '../../db/schema/karigar-ledger';
import { cashCounts } from '../../db/schema/cash-counts';
import { payments } from '../../db/schema/payments';
import { productImages } from '../../db/schema/product-images';
import { stores } from '../../db/schema/stores';
import { users } from '../../db/schema/users';
import { AppError, badRequest, conflict } from '../../lib/app-error';
import { ensureOwnerEmployee } from '../employees';

export interface ImportShopResult {
  storeId: string;
  shopName: string;
  ownerUserId: string;
  counts: {
    employees: number;
    invites: number;
    customers: number;
    orders: number;
    products: number;
    images: number;
    payments: number;
  };
  /** Storage keys of the product images, whose files the restore command can copy. */
  imageKeys: string[];
}

// Rows per INSERT: far below PostgreSQL's 65,535 parameters for the widest table here.
const CHUNK = 500;

const paiseOrNull = (rupees: number | null) => (rupees === null ? null : rupeesToPaise(rupees));

/** An exported invoice's or note's lines as the database records them. */
function documentLines(lines: NonNullable<ExportTaxInvoice['lines']>): GstDocumentLine[] {
  return lines.map((line) => ({
    productId: line.product_id,
    name: line.name,
    quantity: line.quantity,
    pricePaise: rupeesToPaise(line.price),
  }));
}

async function insertAll<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(table).values(rows.slice(i, i + CHUNK));
  }
}

/**
 * Whether any id, share token or image key of the export is already used here. They are kept as
 * exported and were unique across the installation; the database keeps them unique per shop only
 * (migration 0024: a table distributed by shop keeps no other key), so the restore looks itself.
 */
async function recordsExist(tx: Tx, shop: ShopExport): Promise<boolean> {
  const lines = shop.orders.flatMap((o) => o.products);
  const images = lines.flatMap((line) => line.images);
  const used: [PgTable, PgColumn, string[]][] = [
    [employees, employees.id, shop.employees.map((e) => e._id)],
    [invites, invites.id, shop.invites.map((i) => i._id)],
    [invites, invites.token, shop.invites.map((i) => i.token)],
    [customers, customers.id, shop.customers.map((c) => c._id)],
    [customers, customers.shareToken, shop.customers.map((c) => c.share_token)],
    [orders, orders.id, shop.orders.map((o) => o._id)],
    [orders, orders.shareToken, shop.orders.map((o) => o.share_token)],
    [orderProducts, orderProducts.id, lines.map((line) => line._id)],
    [productImages, productImages.id, images.map((image) => image._id)],
    [productImages, productImages.storageKey, images.map((image) => image.storage_key)],
    [payments, payments.id, shop.orders.flatMap((o) => o.payments.map((p) => p._id))],
    [
      orderStatusEvents,
      orderStatusEvents.id,
      shop.orders.flatMap((o) => o.status_events.map((e) => e._id)),
    ],
    [karigarRates, karigarRates.id, shop.karigar_rates.map((rate) => rate._id)],
    [karigarLedger, karigarLedger.id, shop.karigar_ledger.map((entry) => entry._id)],
    [garmentSteps, garmentSteps.id, lines.flatMap((line) => line.steps.map((step) => step._id))],
    [
      gstNotes,
      gstNotes.id,
      shop.orders.flatMap((o) => o.tax_invoice?.notes.map((n) => n._id) ?? []),
    ],
    [orderApprovals, orderApprovals.id, shop.orders.flatMap((o) => o.approvals.map((a) => a._id))],
    [
      orderFitAnswers,
      orderFitAnswers.id,
      shop.orders.flatMap((o) => o.fit_answers.map((a) => a._id)),
    ],
  ];
  for (const [table, column, values] of used) {
    if (values.length === 0) continue;
    const [found] = await tx
      .select({ one: sql`1` })
      .from(table)
      .where(inArray(column, values))
      .limit(1);
    if (found) return true;
  }
  return false;
}

/** The export, checked: its format and version first, for a clear word on the wrong file. */
function parseExport(data: unknown): ShopExport {
  const head = (data ?? {}) as { format?: unknown; version?: unknown };
  if (typeof data !== 'object' || data === null || head.format !== EXPORT_FORMAT) {
    throw badRequest('IMPORT_NOT_AN_EXPORT');
  }
  if (head.version !== EXPORT_VERSION) {
    throw badRequest('IMPORT_WRONG_VERSION', {
      version: String(head.version),
      expected: EXPORT_VERSION,
    });
  }
  const parsed = shopExportSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    // A shared rule refuses with its code: the detail is its English sentence.
    const why = isRuleCode(issue.message)
      ? ruleText(issue.message, (issue as { params?: RuleParamValues }).params)
      : issue.message;
    throw badRequest(
      'IMPORT_DAMAGED',
      `The export is damaged at ${issue.path.join('.') || 'the top'}: ${why}`,
    );
  }
  return parsed.data;
}

/** Every reference points at a record of the same export, so nothing ends up half-linked. */
function checkReferences(data: ShopExport): void {
  const userIds = new Set(data.users.map((u) => u._id));
  const employeeIds = new Set(data.employees.map((e) => e._id));
  const customerIds = new Set(data.customers.map((c) => c._id));
  const fail = (what: string) => {
    throw badRequest('IMPORT_DAMAGED', `The export is damaged: ${what}`);
  };
  const user = (id: string | null, where: string) => {
    if (id && !userIds.has(id)) fail(`${where} names a user who is not in it`);
  };

  user(data.store.owner_user_id, 'the shop');
  for (const employee of data.employees) user(employee.user_id, `employee ${employee.name}`);
  for (const invite of data.invites) {
    user(invite.invited_by, `invite ${invite.name}`);
    if (invite.employee_id && !employeeIds.has(invite.employee_id))
      fail(`invite ${invite.name} names an employee who is not in it`);
  }
  const orderNumbers = new Set<number>();
  for (const order of data.orders) {
    const label = `order ${order.order_number}`;
    if (orderNumbers.has(order.order_number)) fail(`${label} appears twice`);
    orderNumbers.add(order.order_number);
    if (!customerIds.has(order.customer_id)) fail(`${label} names a customer who is not in it`);
    user(order.created_by, label);
    for (const line of order.products) {
      if (line.assigned_employee_id && !employeeIds.has(line.assigned_employee_id))
        fail(`${label} names an employee who is not in it`);
      for (const image of line.images) user(image.uploaded_by, label);
      for (const step of line.steps) user(step.recorded_by, label);
    }
    for (const event of order.status_events) user(event.changed_by, label);
    for (const payment of order.payments) user(payment.recorded_by, label);
  }
  for (const rate of data.karigar_rates) {
    user(rate.updated_by, `the rate of ${rate.garment}`);
    if (rate.employee_id && !employeeIds.has(rate.employee_id))
      fail(`the rate of ${rate.garment} names an employee who is not in it`);
  }
  const entryIds = new Set(data.karigar_ledger.map((entry) => entry._id));
  for (const entry of data.karigar_ledger) {
    user(entry.created_by, `wage entry ${entry._id}`);
    if (!employeeIds.has(entry.employee_id))
      fail(`wage entry ${entry._id} names an employee who is not in it`);
    if (entry.reverses_id && !entryIds.has(entry.reverses_id))
      fail(`wage entry ${entry._id} reverses an entry that is not in it`);
  }
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string } | null) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
}

/**
 * Accounts for everyone the export names, matched by phone so that employees sign in to the restored
 * shop as before. The owner is the account of `ownerPhone`. New accounts keep their exported ids
 * when free. Answers exported user id → user id here.
 */
async function mapUsers(
  tx: Tx,
  data: ShopExport,
  ownerPhone: string,
): Promise<{ userIds: Map<string, string>; ownerUserId: string }> {
  const ownerEntry = data.users.find((u) => u._id === data.store.owner_user_id)!;
  const phones = [
    ownerPhone,
    ...data.users.flatMap((u) => (u.phone && u._id !== ownerEntry._id ? [u.phone] : [])),
  ];
  const existing = await tx
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(
      or(
        inArray(users.phone, phones),
        inArray(
          users.id,
          data.users.map((u) => u._id),
        ),
      ),
    );
  const idByPhone = new Map(existing.filter((u) => u.phone).map((u) => [u.phone!, u.id]));
  const takenIds = new Set(existing.map((u) => u.id));
  const freeId = (wanted: string) => {
    const chosen = takenIds.has(wanted) ? randomUUID() : wanted;
    takenIds.add(chosen);
    return chosen;
  };

  const created: (typeof users.$inferInsert)[] = [];
  const userIds = new Map<string, string>();
  let ownerUserId = idByPhone.get(ownerPhone);
  if (ownerUserId) {
    // One shop per owner: a second restore or shop creation for them waits here, then finds this one.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerUserId)).for('update');
    const [ownStore] = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.ownerUserId, ownerUserId));
    if (ownStore) throw conflict('IMPORT_OWNER_HAS_SHOP', { phone: ownerPhone });
  } else {
    ownerUserId = freeId(ownerEntry._id);
    created.push({
      id: ownerUserId,
      phone: ownerPhone,
      name: ownerEntry.name ?? data.store.owners_name,
      email: ownerEntry.email,
    });
    idByPhone.set(ownerPhone, ownerUserId);
  }
  userIds.set(ownerEntry._id, ownerUserId);

  for (const user of data.users) {
    if (user._id === ownerEntry._id) continue;
    const known = user.phone ? idByPhone.get(user.phone) : undefined;
    if (known) {
      userIds.set(user._id, known);
      continue;
    }
    // Someone without a phone (signed in with Google only) keeps their name on the records.
    const id = freeId(user._id);
    created.push({ id, phone: user.phone, name: user.name, email: user.email });
    if (user.phone) idByPhone.set(user.phone, id);
    userIds.set(user._id, id);
  }
  await insertAll(tx, users, created);
  return { userIds, ownerUserId };
}

/**
 * Recreates one shop from its JSON export (GET /export/json) in one transaction: the store, accounts
 * for its people (by phone), employees, invites, customers, orders with their products, images,
 * payments and status history. Ids, order numbers and share tokens are kept, so customers' links keep
 * working; the next order number follows the highest. Refuses when the owner already has a shop here
 * or the records are already in this database. Image files are not copied here (see restore.ts).
 */
export async function importShop(
  db: Database,
  data: unknown,
  options: { ownerPhone: string },
): Promise<ImportShopResult> {
  const ownerPhone = options.ownerPhone.trim();
  if (!/^\d{10}$/.test(ownerPhone)) throw badRequest('IMPORT_OWNER_PHONE_INVALID');
  const shop = parseExport(data);
  checkReferences(shop);
  const { store } = shop;
  const storeId = store._id;

  try {
    return await db.transaction(async (tx) => {
      const { userIds, ownerUserId } = await mapUsers(tx, shop, ownerPhone);
      const [already] = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(eq(stores.id, storeId));
      if (already) throw conflict('IMPORT_SHOP_EXISTS', { shop: store.shop_name });
      if (await recordsExist(tx, shop)) throw conflict('IMPORT_RECORDS_EXIST');
      const user = (id: string | null) => (id ? userIds.get(id)! : null);
      const at = (iso: string) => new Date(iso);

      const highestOrderNumber = Math.max(0, ...shop.orders.map((o) => o.order_number));
      await tx.insert(stores).values({
        id: storeId,
        ownerUserId,
        shopName: store.shop_name,
        ownersName: store.owners_name,
        email: store.email,
        phone: store.phone,
        address: store.address,
        pincode: store.pincode,
        district: store.district,
        state: store.state,
        nextOrderNumber: Math.max(store.next_order_number, highestOrderNumber + 1),
        orderNumberPrefix: store.order_number_prefix,
        customerMessageLanguage: store.customer_message_language,
        measurementTemplates: store.measurement_templates,
        measurementUnit: store.measurement_unit,
        upiId: store.upi_id,
        upiPayeeName: store.upi_payee_name,
        gstin: store.gstin,
        gstRate: store.gst_rate,
        gstScheme: store.gst_scheme ?? (store.gstin ? 'regular' : 'unregistered'),
        compositionRate: store.composition_rate,
        sacCode: store.sac_code,
        turnoverAbove5Crore: store.turnover_above_5_crore,
        openingCashPaise: store.opening_cash === null ? null : rupeesToPaise(store.opening_cash),
        openingCashDate: store.opening_cash_date,
        tallyLedgers: store.tally_ledgers,
        customerMessages: store.customer_messages,
        dailyCapacity: store.daily_capacity,
        employeeCapacity: store.employee_capacity,
        bufferDays: store.buffer_days,
        tagSheet: store.tag_sheet,
        completeWhenReady: store.complete_when_ready,
        timeZone: store.time_zone,
        createdAt: at(store.created_at),
        updatedAt: at(store.updated_at),
      });
      await insertAll(
        tx,
        employees,
        shop.employees.map((e) => ({
          id: e._id,
          storeId,
          userId: user(e.user_id),
          name: e.name,
          phone: e.phone,
          email: e.email,
          isOwner: e.is_owner,
          position: e.position,
          experience: e.experience,
          specialization: e.specialization,
          active: e.active,
          createdAt: at(e.created_at),
          updatedAt: at(e.updated_at),
        })),
      );
      // An export made before the owner could take garments has no owner row: make it.
      await ensureOwnerEmployee(tx, storeId);
      await insertAll(
        tx,
        invites,
        shop.invites.map((i) => ({
          id: i._id,
          storeId,
          name: i.name,
          phone: i.phone,
          email: i.email,
          token: i.token,
          status: i.status,
          invitedBy: user(i.invited_by),
          employeeId: i.employee_id,
          createdAt: at(i.created_at),
          expiresAt: at(i.expires_at),
          respondedAt: i.responded_at ? at(i.responded_at) : null,
        })),
      );
      await insertAll(
        tx,
        customers,
        shop.customers.map((c) => ({
          id: c._id,
          storeId,
          name: c.name,
          gender: c.gender,
          mobileNo: c.mobile_no,
          address: c.address,
          relation: c.relation,
          dateOfBirth: c.date_of_birth,
          gstin: c.gstin,
          shareToken: c.share_token,
          createdAt: at(c.created_at),
          updatedAt: at(c.updated_at),
        })),
      );
      await insertAll(
        tx,
        orders,
        shop.orders.map((o) => ({
          id: o._id,
          storeId,
          orderNumber: o.order_number,
          customerId: o.customer_id,
          orderType: o.order_type,
          status: o.status,
          delayNote: o.delay_note,
          expectedDate: o.expected_date,
          totalPaise: rupeesToPaise(o.total),
          paymentType: o.payment_type,
          orderDate: o.order_date,
          dueDate: o.due_date,
          shareToken: o.share_token,
          createdBy: user(o.created_by),
          createdAt: at(o.created_at),
          updatedAt: at(o.updated_at),
          // An alteration is numbered after the order it fixes, so that order is written first.
          fixesOrderId: o.fixes_order_id,
        })),
      );
      const lines = shop.orders.flatMap((o) => o.products.map((line) => ({ order: o, line })));
      await insertAll(
        tx,
        orderProducts,
        lines.map(({ order, line }) => ({
          id: line._id,
          storeId,
          orderId: order._id,
          orderNumber: order.order_number,
          orderStatus: order.status,
          position: line.position,
          name: line.name,
          pricePaise: rupeesToPaise(line.price),
          measurements: line.measurements,
          measurementUnit: line.measurement_unit,
          note: line.note,
          assignedEmployeeId: line.assigned_employee_id,
          // An older export's line has no tag: the column's default draws one.
          ...(line.tag_code ? { tagCode: line.tag_code } : {}),
          stage: line.stage,
          createdAt: at(line.created_at),
        })),
      );
      await insertAll(
        tx,
        garmentSteps,
        lines.flatMap(({ order, line }) =>
          line.steps.map((step) => ({
            id: step._id,
            storeId,
            orderId: order._id,
            productId: line._id,
            stage: step.stage,
            recordedBy: user(step.recorded_by),
            createdAt: at(step.created_at),
          })),
        ),
      );
      const images = lines.flatMap(({ line }) =>
        line.images.map((image) => ({ productId: line._id, image })),
      );
      await insertAll(
        tx,
        productImages,
        images.map(({ productId, image }) => ({
          id: image._id,
          storeId,
          productId,
          storageKey: image.storage_key,
          contentType: image.content_type,
          sizeBytes: image.size_bytes,
          width: image.width,
          height: image.height,
          position: image.position,
          uploadedBy: user(image.uploaded_by),
          createdAt: at(image.created_at),
        })),
      );
      // After the photos a design's approval shows, and the alterations a fit answer opened.
      await insertAll(
        tx,
        orderApprovals,
        shop.orders.flatMap((o) =>
          o.approvals.map((approval) => ({
            id: approval._id,
            storeId,
            orderId: o._id,
            kind: approval.kind,
            description: approval.description,
            amountPaise: approval.amount === null ? null : rupeesToPaise(approval.amount),
            imageId: approval.image_id,
            status: approval.status,
            customerNote: approval.customer_note,
            decidedAt: approval.decided_at ? at(approval.decided_at) : null,
            createdBy: user(approval.created_by),
            createdAt: at(approval.created_at),
          })),
        ),
      );
      await insertAll(
        tx,
        orderFitAnswers,
        shop.orders.flatMap((o) =>
          o.fit_answers.map((answer) => ({
            id: answer._id,
            storeId,
            orderId: o._id,
            productId: answer.product_id,
            garmentKey: answer.product_id ?? o._id,
            fit: answer.fit,
            note: answer.note,
            alterationOrderId: answer.alteration_order_id,
            createdAt: at(answer.created_at),
          })),
        ),
      );
      const ledger = shop.orders.flatMap((o) => o.payments.map((p) => ({ orderId: o._id, p })));
      await insertAll(
        tx,
        payments,
        ledger.map(({ orderId, p }) => ({
          id: p._id,
          storeId,
          orderId,
          amountPaise: rupeesToPaise(p.amount),
          kind: p.kind,
          method: p.method,
          recordedBy: user(p.recorded_by),
          createdAt: at(p.created_at),
        })),
      );
      // Tax invoices keep their numbers, and each year's series goes on after its highest serial.
      const invoices = shop.orders.flatMap((o) =>
        o.tax_invoice ? [{ orderId: o._id, invoice: o.tax_invoice }] : [],
      );
      await insertAll(
        tx,
        gstInvoices,
        invoices.map(({ orderId, invoice }) => ({
          orderId,
          storeId,
          financialYear: invoice.financial_year,
          serial: invoice.serial,
          invoiceDate: invoice.invoice_date,
          gstin: invoice.gstin,
          gstRate: invoice.gst_rate,
          placeOfSupply: invoice.place_of_supply,
          documentKind: invoice.document_kind,
          sacCode: invoice.sac_code,
          customerGstin: invoice.customer_gstin,
          customerName: invoice.customer_name,
          lines: invoice.lines ? documentLines(invoice.lines) : null,
          totalPaise: paiseOrNull(invoice.total),
          taxablePaise: paiseOrNull(invoice.taxable),
          cgstPaise: paiseOrNull(invoice.cgst),
          sgstPaise: paiseOrNull(invoice.sgst),
          igstPaise: paiseOrNull(invoice.igst),
          createdAt: at(invoice.created_at),
        })),
      );
      // The credit and debit notes keep their numbers too, and their series go on after them.
      const notes = invoices.flatMap(({ orderId, invoice }) =>
        invoice.notes.map((note) => ({ orderId, note })),
      );
      await insertAll(
        tx,
        gstNotes,
        notes.map(({ orderId, note }) => ({
          id: note._id,
          orderId,
          storeId,
          kind: note.kind,
          financialYear: note.financial_year,
          serial: note.serial,
          noteDate: note.note_date,
          reason: note.reason,
          valueBeforePaise: rupeesToPaise(note.value_before),
          valueAfterPaise: rupeesToPaise(note.value_after),
          amountPaise: rupeesToPaise(note.amount),
          taxablePaise: rupeesToPaise(note.taxable),
          cgstPaise: rupeesToPaise(note.cgst),
          sgstPaise: rupeesToPaise(note.sgst),
          igstPaise: rupeesToPaise(note.igst),
          lines: documentLines(note.lines),
          createdAt: at(note.created_at),
        })),
      );
      const lastNoteSerials = new Map<string, { kind: GstNoteKind; year: number; last: number }>();
      for (const { note } of notes) {
        const key = `${note.kind}/${note.financial_year}`;
        const last = Math.max(lastNoteSerials.get(key)?.last ?? 0, note.serial);
        lastNoteSerials.set(key, { kind: note.kind, year: note.financial_year, last });
      }
      await insertAll(
        tx,
        gstNoteSeries,
        [...lastNoteSerials.values()].map(({ kind, year, last }) => ({
          storeId,
          kind,
          financialYear: year,
          lastSerial: last,
        })),
      );
      // Per kind of document (tax invoice, bill of supply) and year.
      const lastSerials = new Map<string, { kind: GstDocumentKind; year: number; last: number }>();
      for (const { invoice } of invoices) {
        const key = `${invoice.document_kind}/${invoice.financial_year}`;
        const last = Math.max(lastSerials.get(key)?.last ?? 0, invoice.serial);
        lastSerials.set(key, { kind: invoice.document_kind, year: invoice.financial_year, last });
      }
      await insertAll(
        tx,
        gstInvoiceSeries,
        [...lastSerials.values()].map(({ kind, year, last }) => ({
          storeId,
          documentKind: kind,
          financialYear: year,
          lastSerial: last,
        })),
      );
      await insertAll(
        tx,
        cashCounts,
        shop.cash_counts.map((count) => ({
          storeId,
          day: count.day,
          countedPaise: rupeesToPaise(count.counted),
          createdAt: at(count.created_at),
          updatedAt: at(count.updated_at),
        })),
      );
      await insertAll(
        tx,
        karigarRates,
        shop.karigar_rates.map((rate) => ({
          id: rate._id,
          storeId,
          employeeId: rate.employee_id,
          garment: rate.garment,
          garmentKey: garmentKeyOf(rate.garment),
          stage: rate.stage,
          ratePaise: rupeesToPaise(rate.rate),
          updatedBy: user(rate.updated_by),
          createdAt: at(rate.created_at),
          updatedAt: at(rate.updated_at),
        })),
      );
      // The entries a reversal names go in before it.
      const wageEntries = [...shop.karigar_ledger].sort(
        (a, b) => Number(a.reverses_id !== null) - Number(b.reverses_id !== null),
      );
      await insertAll(
        tx,
        karigarLedger,
        wageEntries.map((entry) => ({
          id: entry._id,
          storeId,
          employeeId: entry.employee_id,
          kind: entry.kind,
          amountPaise: rupeesToPaise(entry.amount),
          entryDate: entry.entry_date,
          orderId: entry.order_id,
          productId: entry.product_id,
          orderNumber: entry.order_number,
          garment: entry.garment,
          stage: entry.stage,
          generation: entry.generation,
          method: entry.method,
          note: entry.note,
          reversesId: entry.reverses_id,
          createdBy: user(entry.created_by),
          createdAt: at(entry.created_at),
        })),
      );
      await insertAll(
        tx,
        orderStatusEvents,
        shop.orders.flatMap((o) =>
          o.status_events.map((e) => ({
            id: e._id,
            storeId,
            orderId: o._id,
            fromStatus: e.from,
            toStatus: e.to,
            note: e.note,
            changes: e.changes.length > 0 ? e.changes : null,
            changedBy: user(e.changed_by),
            createdAt: at(e.created_at),
          })),
        ),
      );

      return {
        storeId,
        shopName: store.shop_name,
        ownerUserId,
        counts: {
          employees: shop.employees.length,
          invites: shop.invites.length,
          customers: shop.customers.length,
          orders: shop.orders.length,
          products: lines.length,
          images: images.length,
          payments: ledger.length,
        },
        imageKeys: images.map(({ image }) => image.storage_key),
      };
    });
  } catch (error) {
    if (error instanceof AppError || !isUniqueViolation(error)) throw error;
    // Ids, share tokens and image keys are unique across the installation.
    throw conflict('IMPORT_RECORDS_EXIST');
  }
}
