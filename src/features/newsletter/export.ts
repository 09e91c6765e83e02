// The subscribers as CSV: every row the list's filters match, streamed a batch at a time, in the
// format the import reads back (email, status), with the dates staff need for consent records.
import 'server-only';
import { csvLines } from '@/features/leads/csv';
import type { Database } from '@/server/db/client';
import { eachSubscriberBatch, type SubscriberRow } from './admin-queries';
import type { SubscriberListParams } from './subscriber-params';

export const SUBSCRIBER_CSV_HEADER = ['email', 'status', 'signed_up_utc', 'confirmed_utc', 'unsubscribed_utc', 'source'] as const;

const row = (subscriber: SubscriberRow) => [
  subscriber.email,
  subscriber.status,
  subscriber.createdAt.toISOString(),
  subscriber.confirmedAt?.toISOString() ?? '',
  subscriber.unsubscribedAt?.toISOString() ?? '',
  subscriber.sourcePage ?? '',
];

export function subscribersCsvStream(db: Database, params: SubscriberListParams): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = eachSubscriberBatch(db, params);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('\uFEFF' + csvLines([SUBSCRIBER_CSV_HEADER])));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(csvLines(next.value.map(row))));
    },
  });
}
