import {
  billingFileName,
  customerBillingFileName,
  orderNumberLabel,
  receiptFileName,
} from '@tailor/shared/billing';
import type { Language } from '@tailor/shared/constants';
import { paiseToRupees } from '@tailor/shared/money';
import { orderAmounts } from '@tailor/shared/order-amounts';
import type { OrderStatus, OrderType, PaymentKind, PaymentType } from '@tailor/shared/orders';
import { upiPaymentLink } from '@tailor/shared/upi';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectOrdersWithShop } from '../../db/order-joins';
import { customers } from '../../db/schema/customers';
import { employees } from '../../db/schema/employees';
import { orderProducts } from '../../db/schema/order-products';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { stores } from '../../db/schema/stores';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PdfFile } from '../../lib/pdf-file';
import { isUuid } from '../../lib/uuid';
import { paymentEntryColumns, productLineColumns } from '../orders';
import type { PincodeDirectory } from '../pincodes';
import { documentKindOf, printedSacCode, type GstDocumentLine } from '@tailor/shared/gst';
import type { BillData, BillLine } from './bill-data';
import { renderBillPdf } from './bill-pdf';
import { renderReceiptPdf } from './receipt-pdf';
import { loadPdfFonts, type PdfFonts } from '../../lib/pdf-fonts';
import {
  customerGstState,
  hasTaxInvoice,
  settleTaxInvoice,
  type TaxInvoice,
  type TaxInvoiceIssue,
} from './tax-invoice';
import { rowsOfOrder, sameShopRow } from '../../db/shop-joins';

/**
 * Everything a bill shows, for the order that `access` selects: within the caller's store, or by
 * its share token. Three queries: the order with its customer and shop, its lines, its payments.
 */
async function loadBillData(options: {
  db: Database;
  clock: Clock;
  pincodes: PincodeDirectory;
  orderId: string;
  access: SQL;
}): Promise<BillData> {
  const { db, clock, pincodes, orderId, access } = options;
  if (!isUuid(orderId)) throw notFound('ORDER_NOT_FOUND');
  const [row] = await selectOrdersWithShop(db, {
    orderNumber: orders.orderNumber,
    orderType: orders.orderType,
    status: orders.status,
    totalPaise: orders.totalPaise,
    orderDate: orders.orderDate,
    dueDate: orders.dueDate,
    customerName: customers.name,
    customerMobile: customers.mobileNo,
    customerAddress: customers.address,
    customerGstin: customers.gstin,
    shopName: stores.shopName,
    ownersName: stores.ownersName,
    address: stores.address,
    district: stores.district,
    state: stores.state,
    pincode: stores.pincode,
    phone: stores.phone,
    email: stores.email,
    prefix: stores.orderNumberPrefix,
    timeZone: stores.timeZone,
    language: stores.customerMessageLanguage,
    upiId: stores.upiId,
    upiPayeeName: stores.upiPayeeName,
    storeId: stores.id,
    gstin: stores.gstin,
    gstRate: stores.gstRate,
    gstScheme: stores.gstScheme,
    sacCode: stores.sacCode,
    turnoverAbove5Crore: stores.turnoverAbove5Crore,
  }).where(and(eq(orders.id, orderId), access));
  if (!row) throw notFound('ORDER_NOT_FOUND');

  const generatedAt = clock.now();
  // Before the reads below, not beside them: it may write, in a transaction of its own.
  const documentKind = documentKindOf(row.gstScheme);
  const taxInvoice = await billTaxInvoice({
    db,
    orderId,
    storeId: row.storeId,
    issue:
      documentKind && row.gstin && row.status !== 'Cancelled'
        ? {
            kind: documentKind,
            gstin: row.gstin,
            ratePercent: row.gstRate,
            sacCode: printedSacCode(row.sacCode, row.turnoverAbove5Crore),
            customerState: customerGstState(row.customerAddress, pincodes),
            customerGstin: row.customerGstin,
          }
        : null,
    now: generatedAt,
  });
  const [lines, ledger] = await Promise.all([
    db
      .select(productLineColumns)
      .from(orderProducts)
      .leftJoin(employees, sameShopRow(employees, orderProducts.assignedEmployeeId, orderProducts))
      .where(rowsOfOrder(orderProducts, { storeId: row.storeId, orderId }))
      .orderBy(asc(orderProducts.position)),
    db
      .select(paymentEntryColumns)
      .from(payments)
      .where(rowsOfOrder(payments, { storeId: row.storeId, orderId }))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
  ]);
  const amounts = orderAmounts(
    row.totalPaise,
    ledger.map((entry) => ({ kind: entry.kind as PaymentKind, amountPaise: entry.amountPaise })),
    { cancelled: row.status === 'Cancelled' },
  );
  const billNumber = orderNumberLabel(row.orderNumber, row.prefix);
  const remaining = paiseToRupees(amounts.remainingPaise);
  const billLines: BillLine[] = lines.map((line) => ({
    name: line.name,
    price: paiseToRupees(line.pricePaise),
    measurements: line.measurements,
    measurementUnit: line.measurementUnit,
    note: line.note,
    assignee: line.assigneeName,
  }));
  // An invoice and its notes print what they recorded; the shop's working details (measurements,
  // note, tailor) come from the order's line the recorded one was, while it is still there.
  const byId = new Map(lines.map((line, index) => [line.id, billLines[index]!]));
  const documentLines = (recorded: GstDocumentLine[]): BillLine[] =>
    recorded.map((line) => {
      const now = line.productId ? byId.get(line.productId) : undefined;
      return {
        name: line.name,
        price: paiseToRupees(line.pricePaise),
        measurements: now?.measurements ?? {},
        measurementUnit: now?.measurementUnit ?? 'in',
        note: now?.note ?? null,
        assignee: now?.assignee ?? null,
      };
    });
  return {
    shop: {
      name: row.shopName,
      ownersName: row.ownersName,
      address: row.address,
      district: row.district,
      state: row.state,
      pincode: row.pincode,
      phone: row.phone,
      email: row.email,
      timeZone: row.timeZone,
    },
    billNumber,
    orderType: row.orderType as OrderType,
    status: row.status as OrderStatus,
    orderDate: row.orderDate,
    dueDate: row.dueDate,
    customer: {
      name: taxInvoice?.customerName ?? row.customerName,
      mobileNo: row.customerMobile,
      address: row.customerAddress,
      gstin: taxInvoice ? taxInvoice.customerGstin : null,
    },
    lines: taxInvoice ? documentLines(taxInvoice.lines) : billLines,
    total: paiseToRupees(amounts.totalPaise),
    advance: paiseToRupees(amounts.advancePaise),
    paid: paiseToRupees(amounts.paidPaise),
    remaining,
    upiPaymentLink: upiPaymentLink({
      upiId: row.upiId,
      payeeName: row.upiPayeeName ?? row.shopName,
      rupees: remaining,
      orderNumber: billNumber,
    }),
    language: row.language as Language,
    payments: ledger.map((entry) => ({
      at: entry.at,
      kind: entry.kind as PaymentKind,
      method: entry.method as PaymentType,
      amount: paiseToRupees(entry.amountPaise),
    })),
    taxInvoice,
    taxNotes: (taxInvoice?.notes ?? []).map((note) => ({ note, lines: documentLines(note.lines) })),
    generatedAt,
  };
}

/**
 * The tax invoice or bill of supply a bill prints, as issued, with its notes: the one issued
 * before, else a new one (`issue`) while the shop is registered (composition or regular, with its
 * GSTIN). A cancelled order is not billed, so it gets none; an unregistered shop's bill stays
 * plain. An invoice issued before keeps its notes current even once the shop's regime changes:
 * they are owed against the GSTIN it was issued under.
 */
async function billTaxInvoice(options: {
  db: Database;
  orderId: string;
  storeId: string;
  issue: TaxInvoiceIssue | null;
  now: Date;
}): Promise<TaxInvoice | null> {
  const { db, orderId, storeId, issue, now } = options;
  // A plain bill stays a read: no transaction, no lock.
  if (!issue && !(await hasTaxInvoice(db, { storeId, orderId }))) return null;
  return settleTaxInvoice({ db, storeId, orderId, issue, now });
}

/** An order's PDFs: each one's file name and pages, from the bill's data. */
const orderDocuments = {
  shop: {
    fileName: billingFileName,
    render: (data: BillData, fonts: PdfFonts) => renderBillPdf({ data, copy: 'shop', fonts }),
  },
  customer: {
    fileName: customerBillingFileName,
    render: (data: BillData, fonts: PdfFonts) => renderBillPdf({ data, copy: 'customer', fonts }),
  },
  receipt: {
    fileName: receiptFileName,
    render: (data: BillData, fonts: PdfFonts) => renderReceiptPdf({ data, fonts }),
  },
};

interface OrderPdfOptions {
  db: Database;
  clock: Clock;
  pincodes: PincodeDirectory;
  orderId: string;
}

/** One of the order's PDFs, for the order that `access` selects (see loadBillData). */
async function createOrderPdf(
  options: OrderPdfOptions & { access: SQL; document: keyof typeof orderDocuments },
): Promise<PdfFile> {
  const [data, fonts] = await Promise.all([loadBillData(options), loadPdfFonts()]);
  const { fileName, render } = orderDocuments[options.document];
  return { fileName: fileName(data.billNumber), pdf: await render(data, fonts) };
}

/** GET /generate_billing_pdf/{orderId}: the shop's copy of the bill, with measurements and notes. */
export function createShopBillPdf(options: OrderPdfOptions & { storeId: string }) {
  return createOrderPdf({
    ...options,
    access: eq(orders.storeId, options.storeId),
    document: 'shop',
  });
}

/**
 * GET /generate_customer_billing_pdf/{orderId}?token=: the customer's copy, for whoever holds the
 * order's share link; a token that is not this order's is 'Order not found'.
 */
export function createCustomerBillPdf(options: OrderPdfOptions & { shareToken: string }) {
  return createOrderPdf({
    ...options,
    access: eq(orders.shareToken, options.shareToken),
    document: 'customer',
  });
}

/** GET /generate_receipt_pdf/{orderId}: the payments received, with the total, paid and balance. */
export function createReceiptPdf(options: OrderPdfOptions & { storeId: string }) {
  return createOrderPdf({
    ...options,
    access: eq(orders.storeId, options.storeId),
    document: 'receipt',
  });
}
