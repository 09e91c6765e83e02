// The dashboard's CSV: every roll-up row of the period (per day, dimension and value), for a
// spreadsheet or another tool. The raw events are never exported: they are not kept long enough
// to be a record, and hold nothing a spreadsheet needs.
import 'server-only';
import { csvLines } from '@/features/leads/csv';
import type { Database } from '@/server/db/client';
import { exportBatches } from './queries';
import type { Range } from './range';

export const CSV_HEADER = ['Day', 'Dimension', 'Value', 'Visitors', 'Visits', 'Page views', 'Bounces', 'Visit seconds', 'Events'] as const;

/** The CSV, streamed a batch of rows at a time: its memory stays the same however long the period. */
export function analyticsCsvStream(db: Database, range: Pick<Range, 'from' | 'to'>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = exportBatches(db, range);
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(csvLines([CSV_HEADER])));
      },
      async pull(controller) {
        const next = await batches.next();
        if (next.done) return controller.close();
        controller.enqueue(
          encoder.encode(
            csvLines(
              next.value.map((row) => [
                row.day,
                row.dimension,
                row.value,
                row.visitors,
                row.visits,
                row.pageviews,
                row.bounces,
                row.durationSeconds,
                row.events,
              ]),
            ),
          ),
        );
      },
      async cancel() {
        await batches.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
