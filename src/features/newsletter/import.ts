// Importing subscribers from a CSV (decision 092), all in one transaction: a file with a bad line
// changes nothing. Nobody is put back on the list who left it, and nobody is mailed issues
// without consent: new addresses are subscribed only when staff state that these people agreed;
// otherwise they are pending and sent the confirmation email (spaced by the send rate).
import 'server-only';
import { inArray } from 'drizzle-orm';
import { recordAudit } from '@/features/audit/record';
import type { CrudActor } from '@/features/admin/crud/server';
import type { Database } from '@/server/db/client';
import { newsletterSubscribers } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail/outbox';
import type { ImportRow } from './csv-import';
import { confirmationMail, newSubscriberToken, unsubscribeIn, type NewsletterMailContext } from './subscribers';

export type ImportSummary = { subscribed: number; pending: number; unsubscribed: number; unchanged: number };

const CHUNK = 1_000;
const chunks = <T>(items: readonly T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

export async function importSubscribers(
  db: Database,
  actor: CrudActor,
  rows: readonly ImportRow[],
  options: { consented: boolean; context: NewsletterMailContext; ratePerMinute: number; fileName: string; now?: Date },
): Promise<ImportSummary> {
  const now = options.now ?? new Date();
  const intervalMs = 60_000 / Math.max(1, options.ratePerMinute);
  return db.transaction(async (tx) => {
    const existing = new Map<string, { id: string; status: string }>();
    for (const part of chunks(rows)) {
      const found = await tx
        .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, status: newsletterSubscribers.status })
        .from(newsletterSubscribers)
        .where(
          inArray(
            newsletterSubscribers.email,
            part.map((row) => row.email),
          ),
        )
        .for('update');
      for (const row of found) existing.set(row.email, row);
    }
    const summary: ImportSummary = { subscribed: 0, pending: 0, unsubscribed: 0, unchanged: 0 };
    const added: (typeof newsletterSubscribers.$inferInsert)[] = [];
    for (const row of rows) {
      const known = existing.get(row.email);
      if (known) {
        // Only a departure is taken over: an import never subscribes again someone who left.
        if (row.status === 'unsubscribed' && known.status !== 'unsubscribed') {
          await unsubscribeIn(tx, known.id, now);
          summary.unsubscribed += 1;
        } else summary.unchanged += 1;
        continue;
      }
      const status = row.status === 'unsubscribed' ? 'unsubscribed' : row.status !== 'pending' && options.consented ? 'subscribed' : 'pending';
      summary[status] += 1;
      added.push({
        email: row.email,
        status,
        sourcePage: 'CSV import',
        consentAt: status === 'unsubscribed' ? null : now,
        unsubscribedAt: status === 'unsubscribed' ? now : null,
        confirmationSentAt: status === 'pending' ? now : null,
        unsubscribeToken: newSubscriberToken(),
      });
    }
    let mailIndex = 0;
    for (const part of chunks(added)) {
      await tx.insert(newsletterSubscribers).values(part);
      const confirmations = part
        .filter((row) => row.status === 'pending')
        .map((row) => ({
          ...confirmationMail(row.email, row.unsubscribeToken, options.context, now),
          notBefore: new Date(now.getTime() + mailIndex++ * intervalMs),
        }));
      await enqueueMail(tx, confirmations);
    }
    await recordAudit(tx, {
      action: 'newsletter.subscribers.import',
      actor,
      ipAddress: actor.ipAddress,
      entityType: 'newsletter_subscriber',
      details: { file: options.fileName, rows: rows.length, consented: options.consented, ...summary },
    });
    return summary;
  });
}

/** Staff take an address off the list (someone asked by email): audited, queued issues withdrawn. */
export async function staffUnsubscribe(db: Database, actor: CrudActor, id: string, now = new Date()): Promise<{ email: string } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(inArray(newsletterSubscribers.id, [id]))
      .for('update');
    if (!row) return null;
    if (row.status !== 'unsubscribed') await unsubscribeIn(tx, row.id, now);
    await recordAudit(tx, {
      action: 'newsletter.subscriber.unsubscribe',
      actor,
      ipAddress: actor.ipAddress,
      entityType: 'newsletter_subscriber',
      entityId: row.id,
      details: { email: row.email, was: row.status },
    });
    return { email: row.email };
  });
}
