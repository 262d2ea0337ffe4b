import { SHOP_TIME_ZONE } from '@tailor/shared/constants';
import { CSV_EXPORT_FILES, type CsvExportFile, type ShopExport } from '@tailor/shared/data-export';
import { rupeesToPaise } from '@tailor/shared/money';
import { formatMeasurement, type MeasurementUnit } from '@tailor/shared/measurements';
import { orderAmounts } from '@tailor/shared/order-amounts';
import { formatOrderNumber } from '@tailor/shared/settings-rules';
import { csvRupees, toCsv, type CsvValue } from '../../lib/csv';

const indiaTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * '2026-11-05 00:15:30' for 2026-11-04T18:45:30Z: an instant as the shop's clock in India showed
 * it, in the form spreadsheets read as a date and time (the column header says IST).
 */
export function csvIndiaTime(iso: string): string {
  const parts: Record<string, string> = {};
  for (const part of indiaTime.formatToParts(new Date(iso))) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** 'Chest: 38 in; Waist: 32 in; Collar: Chinese', each number with the unit it was taken in. */
export function measurementsText(
  measurements: Record<string, string>,
  unit: MeasurementUnit = 'in',
): string {
  return Object.entries(measurements)
    .map(([name, value]) => `${name}: ${formatMeasurement(value, unit)}`)
    .join('; ');
}

function file(name: CsvExportFile, rows: CsvValue[][]): string {
  return toCsv(
    CSV_EXPORT_FILES[name].map((column) => column.header),
    rows,
  );
}

/**
 * The CSV files of GET /export/csv from the shop's export, plus a README.txt naming every column.
 * Amounts in rupees with 2 decimals, dates as YYYY-MM-DD, times in India time (csvIndiaTime).
 */
export function shopCsvFiles(
  data: ShopExport,
  options: { publicUrl: string },
): Record<CsvExportFile | 'README.txt', string> {
  const { publicUrl } = options;
  const { store } = data;
  const orderNumber = (n: number) => formatOrderNumber(store.order_number_prefix, n);

  const employeeById = new Map(data.employees.map((e) => [e._id, e]));
  // A person as this shop knows them: their employee record, else their account's name.
  const nameOfUser = new Map<string, string>();
  for (const user of data.users) if (user.name) nameOfUser.set(user._id, user.name);
  nameOfUser.set(store.owner_user_id, store.owners_name);
  for (const employee of data.employees)
    if (employee.user_id) nameOfUser.set(employee.user_id, employee.name);
  const userName = (userId: string | null) => (userId ? (nameOfUser.get(userId) ?? '') : '');

  const customerById = new Map(data.customers.map((c) => [c._id, c]));
  const orderCount = new Map<string, number>();
  for (const order of data.orders)
    orderCount.set(order.customer_id, (orderCount.get(order.customer_id) ?? 0) + 1);

  const customers = data.customers.map((c) => [
    c._id,
    c.name,
    c.mobile_no,
    c.gender,
    c.address,
    orderCount.get(c._id) ?? 0,
    csvIndiaTime(c.created_at),
    `${publicUrl}/shared_customer_orders/${c.share_token}`,
    c.relation,
    c.date_of_birth,
  ]);

  const orders = data.orders.map((o) => {
    const customer = customerById.get(o.customer_id);
    const amounts = orderAmounts(
      rupeesToPaise(o.total),
      o.payments.map((p) => ({ kind: p.kind, amountPaise: rupeesToPaise(p.amount) })),
      { cancelled: o.status === 'Cancelled' },
    );
    return [
      o._id,
      orderNumber(o.order_number),
      o.order_type,
      o.status,
      o.delay_note,
      o.customer_id,
      customer?.name,
      customer?.mobile_no,
      o.order_date,
      o.due_date,
      o.payment_type,
      csvRupees(amounts.totalPaise),
      csvRupees(amounts.advancePaise),
      csvRupees(amounts.paidPaise),
      csvRupees(amounts.remainingPaise),
      o.products.length,
      userName(o.created_by),
      csvIndiaTime(o.created_at),
      `${publicUrl}/shared_order/${o.share_token}`,
    ];
  });

  const products = data.orders.flatMap((o) =>
    o.products.map((p) => [
      p._id,
      o._id,
      orderNumber(o.order_number),
      p.position,
      p.name,
      csvRupees(rupeesToPaise(p.price)),
      measurementsText(p.measurements, p.measurement_unit),
      JSON.stringify(p.measurements),
      p.note,
      p.assigned_employee_id ? employeeById.get(p.assigned_employee_id)?.name : null,
      p.assigned_employee_id,
      p.images.length,
      p.tag_code,
      p.stage,
    ]),
  );

  const payments = data.orders.flatMap((o) =>
    o.payments.map((p) => [
      p._id,
      o._id,
      orderNumber(o.order_number),
      customerById.get(o.customer_id)?.name,
      csvRupees(rupeesToPaise(p.amount)),
      p.kind,
      p.method,
      userName(p.recorded_by),
      csvIndiaTime(p.created_at),
    ]),
  );

  // The owner's own row (for garments they make) is no employee of the spreadsheet's team list.
  const employees = data.employees
    .filter((e) => !e.is_owner)
    .map((e) => [
      e._id,
      e.name,
      e.phone,
      e.email,
      e.position,
      e.experience,
      e.specialization,
      e.active,
      csvIndiaTime(e.created_at),
    ]);

  const wages = data.karigar_ledger.map((entry) => [
    entry._id,
    entry.entry_date,
    entry.employee_id,
    employeeById.get(entry.employee_id)?.name,
    entry.kind,
    csvRupees(rupeesToPaise(entry.amount)),
    entry.garment,
    entry.order_number === null ? null : orderNumber(entry.order_number),
    entry.method,
    entry.note,
    entry.reverses_id,
    csvIndiaTime(entry.created_at),
  ]);

  return {
    'customers.csv': file('customers.csv', customers),
    'orders.csv': file('orders.csv', orders),
    'products.csv': file('products.csv', products),
    'payments.csv': file('payments.csv', payments),
    'employees.csv': file('employees.csv', employees),
    'karigar-wages.csv': file('karigar-wages.csv', wages),
    'README.txt': readme(data),
  };
}

function readme(data: ShopExport): string {
  const lines = [
    `${data.store.shop_name}: data exported from Tailor Shop Manager at ${csvIndiaTime(data.exported_at)} IST`,
    '',
    'Each file is UTF-8 CSV (RFC 4180). Amounts are rupees with 2 decimals, dates YYYY-MM-DD,',
    'times YYYY-MM-DD HH:MM:SS in India time (IST, UTC+05:30), as the headers of time columns say.',
    'A cell that would start with =, +, - or @ starts with an apostrophe so',
    'that spreadsheets show it as text. To move the shop to another installation, use the JSON',
    'export instead: it holds everything, and the restore command reads it.',
  ];
  for (const [name, columns] of Object.entries(CSV_EXPORT_FILES)) {
    lines.push('', name);
    for (const column of columns) lines.push(`  ${column.header}: ${column.description}`);
  }
  // With a byte order mark, like the CSV files, so that Windows editors read the shop's name right.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
