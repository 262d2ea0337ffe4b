/**
 * RFC 4180 CSV for spreadsheets: fields separated by commas, records by CRLF, a field quoted when it
 * holds a comma, a double quote, CR or LF, with its quotes doubled. The text starts with a byte
 * order mark so that Excel reads it as UTF-8 (Indic names otherwise turn to mojibake).
 */

export type CsvValue = string | number | boolean | null | undefined;

const BOM = '\uFEFF';
const NEEDS_QUOTES = /[",\r\n]/;
// A cell starting with one of these is run as a formula by spreadsheets ("CSV injection"); a
// leading apostrophe makes it plain text. Numbers such as '-12.5' are left alone.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One field, quoted when it must be; null and undefined are empty. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text))
    text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: the header row, then one record per row, each ending in CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** '1500.00': rupees with 2 decimals and no grouping, so that spreadsheets read a number. */
export function csvRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
