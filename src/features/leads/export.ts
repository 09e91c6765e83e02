// The CSV of the inbox: the rows of one page of the list, with the columns staff need in a
// spreadsheet (a UTF-8 byte order mark, so Excel reads accented names right).
import 'server-only';
import type { Database } from '@/server/db/client';
import { listInbox } from './admin-queries';
import { toCsv } from './csv';
import { SOURCE_LABELS, statusLabel, type InboxParams } from './list-params';

export const CSV_HEADER = ['Received (UTC)', 'Source', 'Name', 'Email', 'Company', 'Phone', 'Status', 'Spam', 'Message'] as const;

export async function exportInboxCsv(db: Database, params: InboxParams): Promise<string> {
  const { rows } = await listInbox(db, params);
  return (
    '\uFEFF' +
    toCsv(
      CSV_HEADER,
      rows.map((row) => [row.createdAt.toISOString(), SOURCE_LABELS[row.source], row.name, row.email, row.company, row.phone, statusLabel(row), row.isSpam ? 'yes' : 'no', row.message]),
    )
  );
}
