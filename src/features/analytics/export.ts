// The dashboard's CSV: every roll-up row of the period (per day, dimension and value), for a
// spreadsheet or another tool. The raw events are never exported: they are not kept long enough
// to be a record, and hold nothing a spreadsheet needs.
import 'server-only';
import { toCsv } from '@/features/leads/csv';
import type { Database } from '@/server/db/client';
import { exportRows } from './queries';
import type { Range } from './range';

export const CSV_HEADER = ['Day', 'Dimension', 'Value', 'Visitors', 'Visits', 'Page views', 'Bounces', 'Visit seconds', 'Events'] as const;

export async function analyticsCsv(db: Database, range: Pick<Range, 'from' | 'to'>): Promise<string> {
  const rows = await exportRows(db, range);
  return toCsv(
    CSV_HEADER,
    rows.map((row) => [row.day, row.dimension, row.value, row.visitors, row.visits, row.pageviews, row.bounces, row.durationSeconds, row.events]),
  );
}
