/**
 * CSV for the back office's exports (orders, attendees, subscribers), RFC 4180: every text cell
 * quoted, quotes doubled, CRLF between rows. Spreadsheets run a cell that starts with = + - @
 * (or a tab or carriage return before one) as a formula, and the cells here hold what buyers
 * typed, so such a text cell gets a leading apostrophe: shown as text, never run (OWASP's advice
 * on CSV injection). Numbers are written as numbers, so a negative amount stays a number.
 *
 * One exception: a phone number as the checkout stores it (E.164: '+', then 8 to 15 digits, the
 * first not 0) is left as it is. A '+' followed by digits alone names no function, cell or
 * program, so a spreadsheet can at most read it as a number; the apostrophe would only spoil
 * the number for whoever copies it into a phone. Anything more after the '+' ('+234 803',
 * '+1+2', '+2348031234567;cmd') is not that shape and keeps the apostrophe.
 */

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
/** The checkout's own phone rule (contracts/api/checkout.ts), anchored: the whole cell or nothing. */
const PHONE_NUMBER = /^\+[1-9][0-9]{7,14}$/;

function defused(text: string): string {
  return FORMULA_START.test(text) && !PHONE_NUMBER.test(text) ? `'${text}` : text;
}

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const text = defused(value);
  return `"${text.replaceAll('"', '""')}"`;
}

export function csvRow(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A whole file: a header row, then the rows. */
export function csvFile(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  let text = csvRow(header);
  for (const row of rows) text += csvRow(row);
  return text;
}

/** `Content-Disposition` for a download with a plain ASCII file name. */
export function attachmentHeader(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '-')}"`;
}
