// The CSV of the inbox: every row the filters match (not just the page on screen), with the
// columns staff need in a spreadsheet and a UTF-8 byte order mark (so Excel reads accented
// names right). Streamed a batch at a time: a million leads download in constant memory.
import 'server-only';
import type { Database } from '@/server/db/client';
import { eachInboxBatch, type InboxRow } from './admin-queries';
import { csvLines } from './csv';
import { SOURCE_LABELS, statusLabel, type InboxParams } from './list-params';

export const CSV_HEADER = ['Received (UTC)', 'Source', 'Name', 'Email', 'Company', 'Phone', 'Status', 'Spam', 'Message'] as const;

const csvRow = (row: InboxRow) => [row.createdAt.toISOString(), SOURCE_LABELS[row.source], row.name, row.email, row.company, row.phone, statusLabel(row), row.isSpam ? 'yes' : 'no', row.message];

/**
 * The CSV as a byte stream: the header at once, then one chunk per batch of rows, read only when
 * the client has taken the previous one (a slow download holds one batch, not the table).
 */
export function inboxCsvStream(db: Database, params: InboxParams): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = eachInboxBatch(db, params);
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode('\uFEFF' + csvLines([CSV_HEADER])));
      },
      async pull(controller) {
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(csvLines(next.value.map(csvRow))));
      },
      async cancel() {
        await batches.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
