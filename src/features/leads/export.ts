// The CSV of the inbox: every row the filters match (not just the page on screen), with the
// columns staff need in a spreadsheet and a UTF-8 byte order mark (so Excel reads accented
// names right). Streamed a batch at a time: a million leads download in constant memory.
import 'server-only';
import { and, inArray, sql } from 'drizzle-orm';
import { answersOf, answerText } from '@/features/forms/answers';
import type { Database } from '@/server/db/client';
import { formSubmissions, leads } from '@/server/db/schema';
import { eachInboxBatch, inboxTimeZone, leadConditions, type InboxRow } from './admin-queries';
import { csvLines } from './csv';
import { SOURCE_LABELS, statusLabel, type InboxParams } from './list-params';

export const CSV_HEADER = [
  'Received (UTC)',
  'Source',
  'Name',
  'Email',
  'Company',
  'Phone',
  'Status',
  'Spam',
  'Message',
  'Visit source',
  'Landing page',
] as const;

/** The visit's source as the detail view names it: 'Direct' for a visit from no other site; empty when unknown. */
const visitSourceCell = (source: string | null) => (source === null ? null : source || 'Direct');

const csvRow = (row: InboxRow) => [
  row.createdAt.toISOString(),
  SOURCE_LABELS[row.source],
  row.name,
  row.email,
  row.company,
  row.phone,
  statusLabel(row),
  row.isSpam ? 'yes' : 'no',
  row.message,
  visitSourceCell(row.visitSource),
  row.landingPage,
];

/** A column of built forms' answers: one field under one label. */
type AnswerColumn = { name: string; label: string };
const columnKey = (column: AnswerColumn) => `${column.name}\u0000${column.label}`;

/**
 * The answer columns of the exported entries: one per field and label, in the fields' order. An
 * entry keeps the label its visitor saw, so a field relabelled since has a column under each
 * label, and every row's answer sits under the label it was given with.
 */
async function answerColumns(db: Database, params: InboxParams, timeZone: string): Promise<AnswerColumn[]> {
  if (params.kind === 'subscriber') return [];
  const result = await db.execute<AnswerColumn>(sql`
    select answer->>'name' as name, answer->>'label' as label
    from ${formSubmissions}
    join ${leads} on ${leads.id} = ${formSubmissions.leadId}
    cross join lateral jsonb_array_elements(case when jsonb_typeof(${formSubmissions.data}->'answers') = 'array' then ${formSubmissions.data}->'answers' else '[]'::jsonb end) with ordinality as answers(answer, position)
    where ${and(sql`true`, ...leadConditions(params, timeZone))} and jsonb_typeof(answer->'name') = 'string' and jsonb_typeof(answer->'label') = 'string'
    group by 1, 2
    order by min(position), min(${formSubmissions.createdAt}), 2`);
  return (result as unknown as { rows: AnswerColumn[] }).rows;
}

/** Each lead's answers by column, for one batch of rows. */
async function answersOfBatch(db: Database, rows: readonly InboxRow[]): Promise<Map<string, { formName: string; answers: Map<string, string> }>> {
  const ids = rows.filter((row) => row.entry === 'lead').map((row) => row.id);
  if (ids.length === 0) return new Map();
  const submissions = await db
    .select({ leadId: formSubmissions.leadId, data: formSubmissions.data })
    .from(formSubmissions)
    .where(inArray(formSubmissions.leadId, ids));
  return new Map(
    submissions.map((submission) => [
      submission.leadId!,
      {
        formName: String(submission.data.formName ?? ''),
        answers: new Map(answersOf(submission.data).map((answer) => [columnKey(answer), answerText(answer)])),
      },
    ]),
  );
}

/**
 * The CSV as a byte stream: the header at once, then one chunk per batch of rows, read only when
 * the client has taken the previous one (a slow download holds one batch, not the table).
 */
export function inboxCsvStream(db: Database, params: InboxParams): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let batches: AsyncGenerator<InboxRow[]> | undefined;
  let columns: AnswerColumn[] = [];
  return new ReadableStream<Uint8Array>(
    {
      // Built forms' entries add a Form column and one column per field and label.
      async start(controller) {
        const timeZone = await inboxTimeZone(db, params);
        batches = eachInboxBatch(db, params, timeZone);
        columns = await answerColumns(db, params, timeZone);
        const header = columns.length > 0 ? [...CSV_HEADER, 'Form', ...columns.map((column) => column.label)] : [...CSV_HEADER];
        controller.enqueue(encoder.encode('\uFEFF' + csvLines([header])));
      },
      async pull(controller) {
        const next = await batches!.next();
        if (next.done) {
          controller.close();
          return;
        }
        if (columns.length === 0) {
          controller.enqueue(encoder.encode(csvLines(next.value.map(csvRow))));
          return;
        }
        const entries = await answersOfBatch(db, next.value);
        const lines = next.value.map((row) => {
          const entry = entries.get(row.id);
          return [...csvRow(row), entry?.formName ?? '', ...columns.map((column) => entry?.answers.get(columnKey(column)) ?? '')];
        });
        controller.enqueue(encoder.encode(csvLines(lines)));
      },
      async cancel() {
        await batches?.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
