// CSV for spreadsheets (RFC 4180 quoting). A cell starting with = + - @ (or a tab / carriage
// return) would run as a formula when the file is opened in Excel or Sheets, so it gets a leading
// apostrophe: the text shows as typed and never executes.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

type Cell = string | number | boolean | null | undefined;

/** Rows as CSV lines, each ending in CRLF (a streamed export writes them a batch at a time). */
export function csvLines(rows: readonly (readonly Cell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}

/** Rows joined with CRLF, a header first. */
export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return csvLines([header, ...rows]);
}
