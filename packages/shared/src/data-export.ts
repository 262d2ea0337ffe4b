import { APPROVAL_KINDS, APPROVAL_STATUSES } from './approvals-rules';
import { FIT_ANSWERS } from './fit-rules';
import { GARMENT_STAGES, TAG_CODE_PATTERN, TAG_SHEETS } from './garments-rules';
import { customerMessageSettingsSchema } from './customer-messages';
import { z } from 'zod';
import { LANGUAGES } from './constants';
import { TALLY_LEDGER_KEYS } from './books-rules';
import { GST_DOCUMENT_KINDS, GST_NOTE_KINDS, GST_NOTE_REASONS } from './gst';
import { GST_SCHEMES } from './gst-rules';
import { GENDERS, RELATIONS } from './customers-rules';
import { isoDateSchema } from './dates-schemas';
import { POSITIONS, SPECIALIZATIONS } from './employees-rules';
import { KARIGAR_STAGES, LEDGER_ENTRY_KINDS, PAYOUT_METHODS } from './karigars-rules';
import { hasAtMostTwoDecimals } from './money';
import { ORDER_STATUSES, ORDER_TYPES, PAYMENT_KINDS, PAYMENT_TYPES } from './orders/constants';
import { orderChangeSchema } from './orders/responses';
import { MEASUREMENT_UNITS } from './measurements';
import { codesOf } from './rules';
import { measurementTemplatesResponseSchema } from './settings-responses';
import { EXPORT_RULES } from './data-export-rules';

/**
 * Taking the shop's data out (GET /export/csv, GET /export/json) and back in (the restore command).
 * The JSON export is the complete, versioned record of one shop; the CSV files are for reading in
 * a spreadsheet.
 */

export const EXPORT_FORMAT = 'tailor-shop-manager-export';
export const EXPORT_VERSION = 1;

/** 'tailor-shop-export-2026-11-05.zip' / '.json'; the date is today in the shop's time zone. */
export function exportFileName(date: string, extension: 'zip' | 'json'): string {
  return `tailor-shop-export-${date}.${extension}`;
}

/* ───────────── JSON export, version 1 ───────────── */

const id = z.guid();
const userRef = id.nullable();
const timestamp = z.iso.datetime({ offset: true });

const EXPORT_CODES = codesOf(EXPORT_RULES);

/** Rupees with at most 2 decimals, as everywhere on the API (the database keeps paise). */
const rupees = z.number().min(0).refine(hasAtMostTwoDecimals, EXPORT_CODES.EXPORT_AMOUNT_DECIMALS);

/** Everyone the shop's records name: the owner, employees with an account, and who recorded what. */
export const exportUserSchema = z.object({
  _id: id,
  name: z.string().nullable(),
  phone: z
    .string()
    .regex(/^\d{10}$/)
    .nullable(),
  email: z.string().nullable(),
});

export const exportStoreSchema = z.object({
  _id: id,
  owner_user_id: id,
  shop_name: z.string().min(1),
  owners_name: z.string().min(1),
  email: z.string().nullable(),
  phone: z.string().max(10).nullable(),
  address: z.string(),
  pincode: z.string().max(6),
  district: z.string(),
  state: z.string(),
  /** The number the next order gets. */
  next_order_number: z.number().int().min(1),
  order_number_prefix: z.string().max(10),
  customer_message_language: z.enum(LANGUAGES),
  /** The shop's own templates; null while it uses the defaults. */
  measurement_templates: measurementTemplatesResponseSchema.nullable(),
  /** The unit new measurements are taken in (absent in older exports: inches). */
  measurement_unit: z.enum(MEASUREMENT_UNITS).default('in'),
  /** The UPI address customers pay to and its payee name (absent in older exports). */
  upi_id: z.string().nullable().default(null),
  upi_payee_name: z.string().nullable().default(null),
  /** The shop's GSTIN and GST rate (absent in older exports: no GSTIN, tailoring's 5%). */
  gstin: z.string().nullable().default(null),
  gst_rate: z.number().int().default(5),
  /**
   * The shop's GST regime and its settings (issue 32; absent in older exports: regular with a
   * GSTIN, else unregistered, and the defaults).
   */
  gst_scheme: z.enum(GST_SCHEMES).optional(),
  composition_rate: z.number().int().min(1).max(6).default(6),
  sac_code: z
    .string()
    .regex(/^\d{4,8}$/)
    .default('998821'),
  turnover_above_5_crore: z.boolean().default(false),
  /** The day book's opening cash and its day; the Tally ledger names (absent: none set). */
  opening_cash: rupees.nullable().default(null),
  opening_cash_date: isoDateSchema.nullable().default(null),
  tally_ledgers: z.partialRecord(z.enum(TALLY_LEDGER_KEYS), z.string()).nullable().default(null),
  /** Which messages go to customers as the shop chose (absent in older exports, null: all on). */
  customer_messages: customerMessageSettingsSchema.partial().nullable().default(null),
  /** The garment tags' paper and whether all ready completes an order (absent in older exports). */
  tag_sheet: z.enum(TAG_SHEETS).default('a4'),
  complete_when_ready: z.boolean().default(true),
  /** Capacity planning (capacity.ts; absent in older exports: none, no buffer days). */
  daily_capacity: z.number().int().min(1).nullable().default(null),
  employee_capacity: z.record(z.string(), z.number().int().min(1)).nullable().default(null),
  buffer_days: z.number().int().min(0).default(0),
  time_zone: z.string().min(1),
  created_at: timestamp,
  updated_at: timestamp,
});

export const exportEmployeeSchema = z.object({
  _id: id,
  /** The person's account, once they accepted an invite; null before. */
  user_id: userRef,
  name: z.string().min(1),
  /** Null only for the owner's own row. */
  phone: z
    .string()
    .regex(/^\d{10}$/)
    .nullable(),
  email: z.string().nullable(),
  position: z.enum(POSITIONS),
  experience: z.number().int().min(0).nullable(),
  specialization: z.enum(SPECIALIZATIONS).nullable(),
  active: z.boolean(),
  /** The shop owner's own row, which garments assigned to 'Me' name (absent in older exports). */
  is_owner: z.boolean().default(false),
  created_at: timestamp,
  updated_at: timestamp,
});

/** Every invite with its token, so that links already sent keep working after a restore. */
export const exportInviteSchema = z.object({
  _id: id,
  name: z.string(),
  phone: z.string().regex(/^\d{10}$/),
  email: z.string().nullable(),
  token: z.string().min(1),
  status: z.string().min(1).max(12),
  invited_by: userRef,
  employee_id: id.nullable(),
  created_at: timestamp,
  expires_at: timestamp,
  responded_at: timestamp.nullable(),
});

export const exportCustomerSchema = z.object({
  _id: id,
  name: z.string().min(1),
  gender: z.enum(GENDERS).nullable(),
  mobile_no: z.string().regex(/^\d{10}$/),
  address: z.string().nullable(),
  /** Several people share one mobile number; an export made before that holds only 'self'. */
  relation: z.enum(RELATIONS).default('self'),
  date_of_birth: isoDateSchema.nullable().default(null),
  /** A business customer's GSTIN (absent in older exports). */
  gstin: z.string().length(15).nullable().default(null),
  /** Keeps the customer's order history link (/shared_customer_orders/{token}) working. */
  share_token: z.string().min(1),
  created_at: timestamp,
  updated_at: timestamp,
});

/** An image of a product line. The bytes stay in image storage under `storage_key`. */
export const exportImageSchema = z.object({
  _id: id,
  storage_key: z.string().min(1),
  content_type: z.string().min(1).max(40),
  size_bytes: z.number().int().min(0),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  position: z.number().int().nullable(),
  uploaded_by: userRef,
  created_at: timestamp,
});

export const exportProductSchema = z.object({
  _id: id,
  position: z.number().int().min(1),
  name: z.string().min(1),
  price: rupees,
  /** Measurement name → value, as taken for this order. */
  measurements: z.record(z.string(), z.string()),
  /** The unit they were taken in (absent in older exports: inches). */
  measurement_unit: z.enum(MEASUREMENT_UNITS).default('in'),
  note: z.string().nullable(),
  assigned_employee_id: id.nullable(),
  created_at: timestamp,
  images: z.array(exportImageSchema),
  /** The garment's tag, kept so printed labels still open it (absent in older exports: a new one). */
  tag_code: z.string().regex(TAG_CODE_PATTERN).optional(),
  /** Its last step of work and the history of its steps, oldest first (absent: none). */
  stage: z.enum(GARMENT_STAGES).nullable().default(null),
  steps: z
    .array(
      z.object({
        _id: id,
        stage: z.enum(GARMENT_STAGES),
        recorded_by: userRef,
        created_at: timestamp,
      }),
    )
    .default([]),
});

export const exportStatusEventSchema = z.object({
  _id: id,
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  note: z.string().nullable(),
  /** What an edit or a cancellation changed (none for a plain status change; older exports lack it). */
  changes: z.array(orderChangeSchema).default([]),
  changed_by: userRef,
  created_at: timestamp,
});

export const exportPaymentSchema = z.object({
  _id: id,
  /** Negative for a refund. */
  amount: z.number().refine(hasAtMostTwoDecimals, EXPORT_CODES.EXPORT_AMOUNT_DECIMALS),
  kind: z.enum(PAYMENT_KINDS),
  method: z.enum(PAYMENT_TYPES),
  recorded_by: userRef,
  created_at: timestamp,
});

/** A line as an invoice or note recorded it (gst.ts GstDocumentLine). */
export const exportDocumentLineSchema = z.object({
  product_id: id.nullable(),
  name: z.string(),
  quantity: z.number().int().min(0),
  price: rupees,
});

/** A credit or debit note against the invoice (gst.ts), as it was issued, with its number. */
export const exportGstNoteSchema = z.object({
  _id: id,
  kind: z.enum(GST_NOTE_KINDS),
  financial_year: z.number().int().min(2017).max(9999),
  serial: z.number().int().min(1),
  note_date: isoDateSchema,
  reason: z.enum(GST_NOTE_REASONS),
  value_before: rupees,
  value_after: rupees,
  /** The difference, tax-inclusive; the kind gives its direction. */
  amount: rupees,
  taxable: rupees,
  cgst: rupees,
  sgst: rupees,
  igst: rupees,
  lines: z.array(exportDocumentLineSchema),
  created_at: timestamp,
});

const issuedAmount = rupees.nullable().default(null);

/** An order's GST tax invoice (gst.ts), as it was issued: restored, reprints keep its number. */
export const exportTaxInvoiceSchema = z.object({
  /** The year its financial year starts in (2026 for April 2026 to March 2027). */
  financial_year: z.number().int().min(2017).max(9999),
  serial: z.number().int().min(1),
  invoice_date: isoDateSchema,
  gstin: z.string().length(15),
  gst_rate: z.number().int().min(0),
  /** The GST state code of the place of supply. */
  place_of_supply: z.string().length(2),
  /** A tax invoice or a bill of supply, the code it printed, the customer's GSTIN (absent in older exports). */
  document_kind: z.enum(GST_DOCUMENT_KINDS).default('tax_invoice'),
  sac_code: z.string().nullable().default(null),
  customer_gstin: z.string().nullable().default(null),
  /**
   * What was invoiced, so a restored invoice reprints as it was issued, whatever the order became
   * (older exports lack it: it is then recorded from the order at the first reprint).
   */
  customer_name: z.string().nullable().default(null),
  lines: z.array(exportDocumentLineSchema).nullable().default(null),
  total: issuedAmount,
  taxable: issuedAmount,
  cgst: issuedAmount,
  sgst: issuedAmount,
  igst: issuedAmount,
  /** Its credit and debit notes, oldest first (older exports: none). */
  notes: z.array(exportGstNoteSchema).default([]),
  created_at: timestamp,
});

/** What the shop asked the customer to approve (approvals.ts), and the answer with its time. */
export const exportApprovalSchema = z.object({
  _id: id,
  kind: z.enum(APPROVAL_KINDS),
  description: z.string().min(1),
  /** An add-on's price; null for a design. */
  amount: rupees.nullable(),
  /** The order's photo a design shows. */
  image_id: id.nullable(),
  status: z.enum(APPROVAL_STATUSES),
  customer_note: z.string().nullable(),
  decided_at: timestamp.nullable(),
  created_by: userRef,
  created_at: timestamp,
});

/** How a garment (or, with no product_id, the whole order) fitted, as the customer told (fit.ts). */
export const exportFitAnswerSchema = z.object({
  _id: id,
  product_id: id.nullable(),
  fit: z.enum(FIT_ANSWERS),
  note: z.string().nullable(),
  /** The alteration order a change opened. */
  alteration_order_id: id.nullable(),
  created_at: timestamp,
});

export const exportOrderSchema = z.object({
  _id: id,
  order_number: z.number().int().min(1),
  customer_id: id,
  order_type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  delay_note: z.string().nullable(),
  /** A Delayed order's new expected date (older exports lack it). */
  expected_date: isoDateSchema.nullable().default(null),
  total: rupees,
  payment_type: z.enum(PAYMENT_TYPES),
  order_date: isoDateSchema,
  due_date: isoDateSchema,
  /** Keeps the customer's tracking link (/shared_order/{token}) working. */
  share_token: z.string().min(1),
  created_by: userRef,
  created_at: timestamp,
  updated_at: timestamp,
  products: z.array(exportProductSchema),
  /** The order's history, oldest first. */
  status_events: z.array(exportStatusEventSchema),
  /** The payments ledger, oldest first: what was paid is its sum. */
  payments: z.array(exportPaymentSchema),
  /** Its GST tax invoice; null while none was issued (and in older exports). */
  tax_invoice: exportTaxInvoiceSchema.nullable().default(null),
  /** The order a fit problem's alteration fixes (older exports: none). */
  fixes_order_id: id.nullable().default(null),
  /** The customer's approvals and fit answers, oldest first (older exports: none). */
  approvals: z.array(exportApprovalSchema).default([]),
  fit_answers: z.array(exportFitAnswerSchema).default([]),
});

/** A piece rate of the shop (karigars.ts): for one employee, or for all with null. */
export const exportKarigarRateSchema = z.object({
  _id: id,
  employee_id: id.nullable(),
  garment: z.string().min(1),
  stage: z.enum(KARIGAR_STAGES),
  rate: rupees.refine((value) => value > 0, EXPORT_CODES.EXPORT_RATE_ABOVE_ZERO),
  updated_by: userRef,
  created_at: timestamp,
  updated_at: timestamp,
});

/** An entry of a karigar's wage ledger, as written: credits, payouts and their reversals. */
export const exportKarigarLedgerEntrySchema = z.object({
  _id: id,
  employee_id: id,
  kind: z.enum(LEDGER_ENTRY_KINDS),
  /** Signed rupees: a reversal is negative. */
  amount: z.number().refine(hasAtMostTwoDecimals, EXPORT_CODES.EXPORT_AMOUNT_DECIMALS),
  entry_date: isoDateSchema,
  order_id: id.nullable(),
  product_id: id.nullable(),
  order_number: z.number().int().nullable(),
  garment: z.string().nullable(),
  stage: z.enum(KARIGAR_STAGES).nullable(),
  generation: z.number().int().nullable(),
  method: z.enum(PAYOUT_METHODS).nullable(),
  note: z.string().nullable(),
  reverses_id: id.nullable(),
  created_by: userRef,
  created_at: timestamp,
});

/**
 * GET /export/json: everything needed to restore one shop's records (never another shop's, and no
 * sign-in codes, sessions, notifications or push subscriptions). Ids are kept, so a restored shop's
 * links and references stay the same.
 */
export const shopExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exported_at: timestamp,
  store: exportStoreSchema,
  users: z.array(exportUserSchema),
  employees: z.array(exportEmployeeSchema),
  invites: z.array(exportInviteSchema),
  customers: z.array(exportCustomerSchema),
  orders: z.array(exportOrderSchema),
  /** Piece rates and the karigars' wage ledger (absent from older exports). */
  karigar_rates: z.array(exportKarigarRateSchema).default([]),
  karigar_ledger: z.array(exportKarigarLedgerEntrySchema).default([]),
  /** The cash counted at the end of days, for the day book (absent from older exports). */
  cash_counts: z
    .array(
      z.object({
        day: isoDateSchema,
        counted: rupees,
        created_at: timestamp,
        updated_at: timestamp,
      }),
    )
    .default([]),
});
export type ShopExport = z.infer<typeof shopExportSchema>;
export type ExportOrder = z.infer<typeof exportOrderSchema>;
export type ExportTaxInvoice = z.infer<typeof exportTaxInvoiceSchema>;

/* ───────────── CSV export ───────────── */

export interface CsvColumn {
  header: string;
  description: string;
}

/**
 * The files of GET /export/csv and their columns, in order. UTF-8 with a byte order mark (so Excel
 * reads Indic names), RFC 4180 quoting, CRLF line ends; amounts are rupees with 2 decimals
 * ('1500.00'), dates YYYY-MM-DD, times 'YYYY-MM-DD HH:MM:SS' in India time (IST, UTC+05:30), as
 * the shop's clock showed them; the headers of time columns say '(IST)'.
 */
export const CSV_EXPORT_FILES = {
  'customers.csv': [
    { header: 'Customer ID', description: 'Identifies the customer in the other files' },
    { header: 'Name', description: "Customer's name" },
    { header: 'Mobile', description: '10-digit mobile number (without +91)' },
    { header: 'Gender', description: 'male or female' },
    { header: 'Address', description: 'Address' },
    { header: 'Orders', description: 'Number of orders' },
    { header: 'Created At (IST)', description: 'When the customer was added, India time' },
    {
      header: 'Order History Link',
      description: 'The public order history page of everyone on this mobile number',
    },
    {
      header: 'Relation',
      description:
        'Who this is on the mobile number: self, wife, husband, son, daughter, mother, father or other',
    },
    { header: 'Date of Birth', description: 'YYYY-MM-DD, empty when not known' },
  ],
  'orders.csv': [
    { header: 'Order ID', description: 'Identifies the order in the other files' },
    { header: 'Order Number', description: 'As shown on bills, with the shop’s prefix' },
    { header: 'Order Type', description: 'new or alteration' },
    {
      header: 'Status',
      description: 'Pending, Assigned, In Process, Completed, Delayed, Delivered or Cancelled',
    },
    { header: 'Delay Reason', description: 'Reason given when the order was marked Delayed' },
    { header: 'Customer ID', description: 'See customers.csv' },
    { header: 'Customer Name', description: "Customer's name" },
    { header: 'Customer Mobile', description: "Customer's mobile number" },
    { header: 'Order Date', description: 'YYYY-MM-DD' },
    { header: 'Due Date', description: 'YYYY-MM-DD' },
    { header: 'Payment Type', description: 'cash, upi or card' },
    { header: 'Total (₹)', description: 'Order total in rupees' },
    {
      header: 'Advance (₹)',
      description: 'Advance taken when the order was made (payments of kind advance)',
    },
    { header: 'Paid (₹)', description: 'Everything paid to date, advance included (payments.csv)' },
    { header: 'Remaining (₹)', description: 'Still to be paid: total minus paid' },
    { header: 'Products', description: 'Number of product lines (products.csv)' },
    { header: 'Created By', description: 'Who took the order' },
    { header: 'Created At (IST)', description: 'When the order was recorded, India time' },
    { header: 'Tracking Link', description: 'The public order tracking page' },
  ],
  'products.csv': [
    { header: 'Product ID', description: 'Identifies the product line' },
    { header: 'Order ID', description: 'See orders.csv' },
    { header: 'Order Number', description: 'As shown on bills' },
    { header: 'Line', description: 'Position within the order, from 1' },
    { header: 'Garment', description: 'Product name' },
    { header: 'Price (₹)', description: 'Price in rupees' },
    { header: 'Measurements', description: 'Readable list: "Chest: 38; Waist: 32"' },
    { header: 'Measurements JSON', description: 'The same as a JSON object of name to value' },
    { header: 'Note', description: 'Note for the tailor' },
    { header: 'Assigned To', description: 'Employee assigned to the product' },
    { header: 'Assigned Employee ID', description: 'See employees.csv' },
    { header: 'Images', description: 'Number of photos' },
    { header: 'Tag', description: "The garment's tag code, printed as a QR on its label" },
    { header: 'Step', description: 'The last step of work scanned for it; empty: none yet' },
  ],
  'payments.csv': [
    { header: 'Payment ID', description: 'Identifies the payment' },
    { header: 'Order ID', description: 'See orders.csv' },
    { header: 'Order Number', description: 'As shown on bills' },
    { header: 'Customer Name', description: "The order's customer" },
    { header: 'Amount (₹)', description: 'Amount received in rupees' },
    {
      header: 'Kind',
      description: 'advance (when the order was taken), balance (collected later) or final',
    },
    { header: 'Method', description: 'cash, upi or card' },
    { header: 'Recorded By', description: 'Who recorded the payment' },
    { header: 'Paid At (IST)', description: 'When it was recorded, India time' },
  ],
  'employees.csv': [
    { header: 'Employee ID', description: 'Identifies the employee in the other files' },
    { header: 'Name', description: "Employee's name" },
    { header: 'Phone', description: '10-digit mobile number' },
    { header: 'Email', description: 'Email address' },
    { header: 'Position', description: 'manager, tailor, assistant or other' },
    { header: 'Experience (years)', description: 'Whole years' },
    {
      header: 'Specialization',
      description: "men's wear, women's wear, embroidery, alteration or all types",
    },
    { header: 'Active', description: 'yes, or no for a former employee' },
    { header: 'Joined At (IST)', description: 'When the employee was added, India time' },
  ],
  'karigar-wages.csv': [
    { header: 'Entry ID', description: 'Identifies the wage entry' },
    { header: 'Date', description: 'YYYY-MM-DD, the day it counts on' },
    { header: 'Employee ID', description: 'See employees.csv' },
    { header: 'Employee Name', description: "The karigar's name" },
    {
      header: 'Kind',
      description:
        'credit (a garment completed), credit_reversal (taken back: reassigned, removed or reopened), payout, or payout_reversal',
    },
    {
      header: 'Amount (₹)',
      description: 'Rupees; a reversal is negative. Owed = credits - payouts, reversals included',
    },
    { header: 'Garment', description: 'The garment credited' },
    { header: 'Order Number', description: 'The order of the garment, as shown on bills' },
    { header: 'Method', description: 'cash or upi, for payouts' },
    { header: 'Note', description: 'The note written with a payout' },
    { header: 'Reverses Entry ID', description: 'The entry a reversal takes back' },
    { header: 'Recorded At (IST)', description: 'When it was recorded, India time' },
  ],
} as const satisfies Record<string, readonly CsvColumn[]>;

export type CsvExportFile = keyof typeof CSV_EXPORT_FILES;
