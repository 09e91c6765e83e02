// Reading a subscribers CSV (the export's own format, or any spreadsheet's): a header row with an
// 'email' column and optionally a 'status' column. Every line is checked before anything is
// stored; the first problems are reported by line number. Plain code: the unit test runs it.
import { newsletterSchema } from './schema';

export const IMPORT_LIMITS = { bytes: 1_000_000, rows: 50_000, reported: 10 } as const;

export type ImportRow = { line: number; email: string; status: 'pending' | 'subscribed' | 'unsubscribed' | null };
export type ParsedImport = { ok: true; rows: ImportRow[]; duplicates: number } | { ok: false; errors: string[] };

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks. Each with the line it starts on. */
export function parseCsvRecords(text: string): { line: number; fields: string[] }[] | null {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  let i = 0;
  const endField = () => {
    fields.push(field);
    field = '';
  };
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else {
        if (c === '\n') line += 1;
        field += c;
      }
      i += 1;
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      endField();
      records.push({ line: startLine, fields });
      fields = [];
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      line += 1;
      startLine = line;
    } else field += c;
    i += 1;
  }
  if (quoted) return null;
  if (field !== '' || fields.length > 0) {
    endField();
    records.push({ line: startLine, fields });
  }
  return records.filter((record) => record.fields.some((value) => value.trim() !== ''));
}

const STATUS_WORDS: Record<string, ImportRow['status']> = {
  '': null,
  pending: 'pending',
  subscribed: 'subscribed',
  confirmed: 'subscribed',
  unsubscribed: 'unsubscribed',
};

/** The rows of a subscribers CSV, or what is wrong with it (by line). */
export function parseSubscribersCsv(input: string): ParsedImport {
  const text = input.replace(/^\uFEFF/, '');
  if (text.trim() === '') return { ok: false, errors: ['The file is empty.'] };
  const records = parseCsvRecords(text);
  if (!records) return { ok: false, errors: ['The file ends inside a quoted field: a closing " is missing.'] };
  const [header, ...body] = records;
  const names = header!.fields.map((name) => name.trim().toLowerCase());
  const emailAt = names.findIndex((name) => name === 'email' || name === 'email address');
  const statusAt = names.indexOf('status');
  if (emailAt === -1) return { ok: false, errors: ['The first line must name the columns, one of them "email" (and optionally "status").'] };
  if (body.length === 0) return { ok: false, errors: ['The file has no addresses below its header line.'] };
  if (body.length > IMPORT_LIMITS.rows)
    return {
      ok: false,
      errors: [`The file has ${body.length.toLocaleString('en-US')} addresses; import at most ${IMPORT_LIMITS.rows.toLocaleString('en-US')} at a time.`],
    };

  const errors: string[] = [];
  const rows: ImportRow[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  for (const record of body) {
    const parsed = newsletterSchema.safeParse({ email: record.fields[emailAt] ?? '' });
    const statusWord = (statusAt === -1 ? '' : (record.fields[statusAt] ?? '')).trim().toLowerCase();
    const status = STATUS_WORDS[statusWord];
    if (!parsed.success)
      errors.push(
        `Line ${record.line}: ${parsed.error.issues[0]?.message ?? 'Please enter a valid email address.'} (${JSON.stringify((record.fields[emailAt] ?? '').slice(0, 80))})`,
      );
    else if (status === undefined)
      errors.push(
        `Line ${record.line}: the status "${statusWord.slice(0, 40)}" is not one we know: use subscribed, pending or unsubscribed, or leave it empty.`,
      );
    else if (seen.has(parsed.data.email)) duplicates += 1;
    else {
      seen.add(parsed.data.email);
      rows.push({ line: record.line, email: parsed.data.email, status });
    }
  }
  if (errors.length > 0) {
    const shown = errors.slice(0, IMPORT_LIMITS.reported);
    if (errors.length > shown.length) shown.push(`…and ${errors.length - shown.length} more lines with problems.`);
    return { ok: false, errors: shown };
  }
  return { ok: true, rows, duplicates };
}
