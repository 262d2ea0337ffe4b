import type { Language } from '@tailor/shared/constants';
import type { GstDocumentLine } from '@tailor/shared/gst';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportFileName,
  type ExportTaxInvoice,
  type ShopExport,
} from '@tailor/shared/data-export';
import { todayInShopZone } from '@tailor/shared/dates';
import { paiseToRupees } from '@tailor/shared/money';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { Database, DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { employees } from '../../db/schema/employees';
import { gstInvoices, gstNotes } from '../../db/schema/gst-invoices';
import { invites } from '../../db/schema/invites';
import { garmentSteps } from '../../db/schema/garment-steps';
import { orderApprovals } from '../../db/schema/order-approvals';
import { orderFitAnswers } from '../../db/schema/order-fit-answers';
import { karigarLedger, karigarRates } from '../../db/schema/karigar-ledger';
import { cashCounts } from '../../db/schema/cash-counts';
import { orderProducts } from '../../db/schema/order-products';
import { orderStatusEvents } from '../../db/schema/order-status-events';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { productImages } from '../../db/schema/product-images';
import { stores } from '../../db/schema/stores';
import { users } from '../../db/schema/users';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { shopCsvFiles } from './shop-csv';

type ExportOrder = ShopExport['orders'][number];
type ExportEmployee = ShopExport['employees'][number];

const iso = (date: Date) => date.toISOString();

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Oldest first, ties by id. Sorted here rather than in SQL because the database keeps microseconds
 * and the export milliseconds: a restored shop must list its records in the same order.
 */
function byCreation<T extends { created_at: string; _id: string }>(items: T[]): T[] {
  return items.sort((a, b) => compareText(a.created_at, b.created_at) || compareText(a._id, b._id));
}

function groupBy<T, K>(items: T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/**
 * What a backup does with each table of a shop's rows; data-export.routes.test.ts holds every
 * table with a store_id in the database to one of these, so a new one is decided, not forgotten.
 */
export const SHOP_TABLES_IN_BACKUP = {
  /** Written to the JSON export and put back by a restore. */
  carried: [
    'stores',
    'employees',
    'invites',
    'customers',
    'orders',
    'order_products',
    'product_images',
    'payments',
    'order_status_events',
    'gst_invoices',
    'gst_notes',
    'karigar_rates',
    'karigar_ledger',
    'garment_steps',
    'order_approvals',
    'order_fit_answers',
    'cash_counts',
  ],
  /** Made again by the restore from what it carries (series from the numbers, rollups by triggers). */
  rebuilt: [
    'gst_invoice_series',
    'gst_note_series',
    'store_money_months',
    'store_revenue_days',
    'store_order_counts',
    'employee_work_counts',
  ],
  /** Not part of the shop's record: each person's notices, and messages to customers already due. */
  leftOut: ['notifications', 'customer_messages'],
} as const;

/**
 * The whole record of one shop (shopExportSchema), read in one read-only snapshot so that an order
 * taken meanwhile is either wholly in it or not at all. One query per table, whatever the shop's size.
 */
export async function collectShopExport(options: {
  db: Database;
  storeId: string;
  exportedAt: Date;
}): Promise<ShopExport> {
  const { db, storeId, exportedAt } = options;
  return db.transaction((tx) => readShop(tx, storeId, exportedAt), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function readShop(tx: DbOrTx, storeId: string, exportedAt: Date): Promise<ShopExport> {
  const [store] = await tx.select().from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound('SHOP_NOT_FOUND');
  const employeeRows = await tx.select().from(employees).where(eq(employees.storeId, storeId));
  const inviteRows = await tx.select().from(invites).where(eq(invites.storeId, storeId));
  const customerRows = await tx.select().from(customers).where(eq(customers.storeId, storeId));
  const orderRows = await tx.select().from(orders).where(eq(orders.storeId, storeId));
  const productRows = await tx
    .select()
    .from(orderProducts)
    .where(eq(orderProducts.storeId, storeId));
  // Uploads no order took up are transient (deleted after a day) and not part of the record.
  const imageRows = await tx
    .select()
    .from(productImages)
    .where(and(eq(productImages.storeId, storeId), isNotNull(productImages.productId)));
  const paymentRows = await tx.select().from(payments).where(eq(payments.storeId, storeId));
  const eventRows = await tx
    .select()
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.storeId, storeId));
  const invoiceRows = await tx.select().from(gstInvoices).where(eq(gstInvoices.storeId, storeId));
  const noteRows = await tx.select().from(gstNotes).where(eq(gstNotes.storeId, storeId));
  const rateRows = await tx.select().from(karigarRates).where(eq(karigarRates.storeId, storeId));
  const wageRows = await tx.select().from(karigarLedger).where(eq(karigarLedger.storeId, storeId));
  const stepRows = await tx.select().from(garmentSteps).where(eq(garmentSteps.storeId, storeId));
  const approvalRows = await tx
    .select()
    .from(orderApprovals)
    .where(eq(orderApprovals.storeId, storeId));
  const fitRows = await tx
    .select()
    .from(orderFitAnswers)
    .where(eq(orderFitAnswers.storeId, storeId));
  const countRows = await tx
    .select()
    .from(cashCounts)
    .where(eq(cashCounts.storeId, storeId))
    .orderBy(cashCounts.day);

  const userIds = new Set<string>([store.ownerUserId]);
  const addUser = (userId: string | null) => {
    if (userId) userIds.add(userId);
  };
  for (const row of employeeRows) addUser(row.userId);
  for (const row of inviteRows) addUser(row.invitedBy);
  for (const row of orderRows) addUser(row.createdBy);
  for (const row of imageRows) addUser(row.uploadedBy);
  for (const row of paymentRows) addUser(row.recordedBy);
  for (const row of eventRows) addUser(row.changedBy);
  for (const row of rateRows) addUser(row.updatedBy);
  for (const row of wageRows) addUser(row.createdBy);
  for (const row of stepRows) addUser(row.recordedBy);
  for (const row of approvalRows) addUser(row.createdBy);
  const userRows = await tx
    .select({ id: users.id, name: users.name, phone: users.phone, email: users.email })
    .from(users)
    .where(inArray(users.id, [...userIds]));

  const imagesByProduct = groupBy(
    imageRows.map((row) => ({
      productId: row.productId!,
      image: {
        _id: row.id,
        storage_key: row.storageKey,
        content_type: row.contentType,
        size_bytes: row.sizeBytes,
        width: row.width,
        height: row.height,
        position: row.position,
        uploaded_by: row.uploadedBy,
        created_at: iso(row.createdAt),
      },
    })),
    (item) => item.productId,
  );
  const productsByOrder = groupBy(productRows, (row) => row.orderId);
  const paymentsByOrder = groupBy(paymentRows, (row) => row.orderId);
  const eventsByOrder = groupBy(eventRows, (row) => row.orderId);
  const stepsByProduct = groupBy(stepRows, (row) => row.productId);
  const approvalsByOrder = groupBy(approvalRows, (row) => row.orderId);
  const notesByOrder = groupBy(noteRows, (row) => row.orderId);
  const fitAnswersByOrder = groupBy(fitRows, (row) => row.orderId);
  const invoiceByOrder = new Map(invoiceRows.map((row) => [row.orderId, row]));

  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: iso(exportedAt),
    store: {
      _id: store.id,
      owner_user_id: store.ownerUserId,
      shop_name: store.shopName,
      owners_name: store.ownersName,
      email: store.email,
      phone: store.phone,
      address: store.address,
      pincode: store.pincode,
      district: store.district,
      state: store.state,
      next_order_number: store.nextOrderNumber,
      order_number_prefix: store.orderNumberPrefix,
      customer_message_language: store.customerMessageLanguage as Language,
      measurement_templates: store.measurementTemplates,
      measurement_unit: store.measurementUnit,
      upi_id: store.upiId,
      upi_payee_name: store.upiPayeeName,
      gstin: store.gstin,
      gst_rate: store.gstRate,
      gst_scheme: store.gstScheme,
      composition_rate: store.compositionRate,
      sac_code: store.sacCode,
      turnover_above_5_crore: store.turnoverAbove5Crore,
      opening_cash: store.openingCashPaise === null ? null : paiseToRupees(store.openingCashPaise),
      opening_cash_date: store.openingCashDate,
      tally_ledgers: store.tallyLedgers,
      customer_messages: store.customerMessages,
      daily_capacity: store.dailyCapacity,
      employee_capacity: store.employeeCapacity,
      buffer_days: store.bufferDays,
      tag_sheet: store.tagSheet,
      complete_when_ready: store.completeWhenReady,
      time_zone: store.timeZone,
      created_at: iso(store.createdAt),
      updated_at: iso(store.updatedAt),
    },
    users: userRows
      .map((row) => ({ _id: row.id, name: row.name, phone: row.phone, email: row.email }))
      .sort((a, b) => compareText(a._id, b._id)),
    employees: byCreation(
      employeeRows.map((row) => ({
        _id: row.id,
        user_id: row.userId,
        name: row.name,
        phone: row.phone,
        email: row.email,
        is_owner: row.isOwner,
        position: row.position as ExportEmployee['position'],
        experience: row.experience,
        specialization: row.specialization as ExportEmployee['specialization'],
        active: row.active,
        created_at: iso(row.createdAt),
        updated_at: iso(row.updatedAt),
      })),
    ),
    invites: byCreation(
      inviteRows.map((row) => ({
        _id: row.id,
        name: row.name,
        phone: row.phone,
        email: row.email,
        token: row.token,
        status: row.status,
        invited_by: row.invitedBy,
        employee_id: row.employeeId,
        created_at: iso(row.createdAt),
        expires_at: iso(row.expiresAt),
        responded_at: row.respondedAt ? iso(row.respondedAt) : null,
      })),
    ),
    customers: byCreation(
      customerRows.map((row) => ({
        _id: row.id,
        name: row.name,
        gender: row.gender as ShopExport['customers'][number]['gender'],
        mobile_no: row.mobileNo,
        address: row.address,
        relation: row.relation,
        date_of_birth: row.dateOfBirth,
        gstin: row.gstin,
        share_token: row.shareToken,
        created_at: iso(row.createdAt),
        updated_at: iso(row.updatedAt),
      })),
    ),
    orders: orderRows
      .sort((a, b) => a.orderNumber - b.orderNumber)
      .map((row) => ({
        _id: row.id,
        order_number: row.orderNumber,
        customer_id: row.customerId,
        order_type: row.orderType as ExportOrder['order_type'],
        status: row.status as ExportOrder['status'],
        delay_note: row.delayNote,
        expected_date: row.expectedDate,
        total: paiseToRupees(row.totalPaise),
        payment_type: row.paymentType as ExportOrder['payment_type'],
        order_date: row.orderDate,
        due_date: row.dueDate,
        share_token: row.shareToken,
        created_by: row.createdBy,
        created_at: iso(row.createdAt),
        updated_at: iso(row.updatedAt),
        products: (productsByOrder.get(row.id) ?? [])
          .sort((a, b) => a.position - b.position)
          .map((line) => ({
            _id: line.id,
            position: line.position,
            name: line.name,
            price: paiseToRupees(line.pricePaise),
            measurements: line.measurements,
            measurement_unit: line.measurementUnit,
            note: line.note,
            assigned_employee_id: line.assignedEmployeeId,
            created_at: iso(line.createdAt),
            images: (imagesByProduct.get(line.id) ?? [])
              .map((item) => item.image)
              .sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || compareText(a._id, b._id)),
            tag_code: line.tagCode,
            stage: line.stage,
            steps: byCreation(
              (stepsByProduct.get(line.id) ?? []).map((step) => ({
                _id: step.id,
                stage: step.stage,
                recorded_by: step.recordedBy,
                created_at: iso(step.createdAt),
              })),
            ),
          })),
        status_events: byCreation(
          (eventsByOrder.get(row.id) ?? []).map((event) => ({
            _id: event.id,
            from: event.fromStatus as ExportOrder['status'] | null,
            to: event.toStatus as ExportOrder['status'],
            note: event.note,
            changes: event.changes ?? [],
            changed_by: event.changedBy,
            created_at: iso(event.createdAt),
          })),
        ),
        payments: byCreation(
          (paymentsByOrder.get(row.id) ?? []).map((payment) => ({
            _id: payment.id,
            amount: paiseToRupees(payment.amountPaise),
            kind: payment.kind as ExportOrder['payments'][number]['kind'],
            method: payment.method as ExportOrder['payment_type'],
            recorded_by: payment.recordedBy,
            created_at: iso(payment.createdAt),
          })),
        ),
        tax_invoice: taxInvoiceOf(invoiceByOrder.get(row.id), notesByOrder.get(row.id) ?? []),
        fixes_order_id: row.fixesOrderId,
        approvals: byCreation(
          (approvalsByOrder.get(row.id) ?? []).map((approval) => ({
            _id: approval.id,
            kind: approval.kind,
            description: approval.description,
            amount: approval.amountPaise === null ? null : paiseToRupees(approval.amountPaise),
            image_id: approval.imageId,
            status: approval.status,
            customer_note: approval.customerNote,
            decided_at: approval.decidedAt ? iso(approval.decidedAt) : null,
            created_by: approval.createdBy,
            created_at: iso(approval.createdAt),
          })),
        ),
        fit_answers: byCreation(
          (fitAnswersByOrder.get(row.id) ?? []).map((answer) => ({
            _id: answer.id,
            product_id: answer.productId,
            fit: answer.fit,
            note: answer.note,
            alteration_order_id: answer.alterationOrderId,
            created_at: iso(answer.createdAt),
          })),
        ),
      })),
    karigar_rates: byCreation(
      rateRows.map((rate) => ({
        _id: rate.id,
        employee_id: rate.employeeId,
        garment: rate.garment,
        stage: rate.stage as ShopExport['karigar_rates'][number]['stage'],
        rate: paiseToRupees(rate.ratePaise),
        updated_by: rate.updatedBy,
        created_at: iso(rate.createdAt),
        updated_at: iso(rate.updatedAt),
      })),
    ),
    cash_counts: countRows.map((row) => ({
      day: row.day,
      counted: paiseToRupees(row.countedPaise),
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    })),
    karigar_ledger: byCreation(
      wageRows.map((entry): ShopExport['karigar_ledger'][number] => ({
        _id: entry.id,
        employee_id: entry.employeeId,
        kind: entry.kind as ShopExport['karigar_ledger'][number]['kind'],
        amount: paiseToRupees(entry.amountPaise),
        entry_date: entry.entryDate,
        order_id: entry.orderId,
        product_id: entry.productId,
        order_number: entry.orderNumber,
        garment: entry.garment,
        stage: entry.stage as ShopExport['karigar_ledger'][number]['stage'],
        generation: entry.generation,
        method: entry.method as ShopExport['karigar_ledger'][number]['method'],
        note: entry.note,
        reverses_id: entry.reversesId,
        created_by: entry.createdBy,
        created_at: iso(entry.createdAt),
      })),
    ),
  };
}

const rupeesOrNull = (value: number | null) => (value === null ? null : paiseToRupees(value));

function linesOf(lines: readonly GstDocumentLine[]): ExportTaxInvoice['notes'][number]['lines'] {
  return lines.map((line) => ({
    product_id: line.productId,
    name: line.name,
    quantity: line.quantity,
    price: paiseToRupees(line.pricePaise),
  }));
}

function taxInvoiceOf(
  row: typeof gstInvoices.$inferSelect | undefined,
  notes: (typeof gstNotes.$inferSelect)[],
): ExportTaxInvoice | null {
  if (!row) return null;
  return {
    financial_year: row.financialYear,
    serial: row.serial,
    invoice_date: row.invoiceDate,
    gstin: row.gstin,
    gst_rate: row.gstRate,
    place_of_supply: row.placeOfSupply,
    document_kind: row.documentKind,
    sac_code: row.sacCode,
    customer_gstin: row.customerGstin,
    customer_name: row.customerName,
    lines: row.lines ? linesOf(row.lines) : null,
    total: rupeesOrNull(row.totalPaise),
    taxable: rupeesOrNull(row.taxablePaise),
    cgst: rupeesOrNull(row.cgstPaise),
    sgst: rupeesOrNull(row.sgstPaise),
    igst: rupeesOrNull(row.igstPaise),
    notes: byCreation(
      notes.map((note) => ({
        _id: note.id,
        kind: note.kind,
        financial_year: note.financialYear,
        serial: note.serial,
        note_date: note.noteDate,
        reason: note.reason,
        value_before: paiseToRupees(note.valueBeforePaise),
        value_after: paiseToRupees(note.valueAfterPaise),
        amount: paiseToRupees(note.amountPaise),
        taxable: paiseToRupees(note.taxablePaise),
        cgst: paiseToRupees(note.cgstPaise),
        sgst: paiseToRupees(note.sgstPaise),
        igst: paiseToRupees(note.igstPaise),
        lines: linesOf(note.lines),
        created_at: iso(note.createdAt),
      })),
    ),
    created_at: iso(row.createdAt),
  };
}

/** GET /export/json: the shop's complete record and the name to save it under. */
export async function exportShopJson(options: {
  db: Database;
  clock: Clock;
  storeId: string;
}): Promise<{ fileName: string; data: ShopExport }> {
  const { db, clock, storeId } = options;
  const now = clock.now();
  const data = await collectShopExport({ db, storeId, exportedAt: now });
  return { fileName: exportFileName(todayInShopZone(now, data.store.time_zone), 'json'), data };
}

/** GET /export/csv: customers, orders, products, payments and employees as CSV files in one ZIP. */
export async function exportShopCsv(options: {
  db: Database;
  clock: Clock;
  publicUrl: string;
  storeId: string;
}): Promise<{ fileName: string; zip: Buffer }> {
  const { db, clock, publicUrl, storeId } = options;
  const now = clock.now();
  const data = await collectShopExport({ db, storeId, exportedAt: now });
  const files = shopCsvFiles(data, { publicUrl });
  const zipped = zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, text]) => [name, [strToU8(text), { mtime: now }]]),
    ),
    { level: 6 },
  );
  const zip = Buffer.from(zipped.buffer, zipped.byteOffset, zipped.byteLength);
  return { fileName: exportFileName(todayInShopZone(now, data.store.time_zone), 'zip'), zip };
}
