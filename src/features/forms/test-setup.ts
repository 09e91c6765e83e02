// Shared starts of the forms' integration tests (and the contact form's, whose inquiries are
// stored the same way): a seeded database with an editor, or a bare one with a real SMTP server.
import type { PgTable } from 'drizzle-orm/pg-core';
import type { CrudActor } from '@/features/admin/crud/server';
import { seedDatabase } from '@/seed/seed';
import type { Database } from '@/server/db/client';
import { createTestDatabase } from '@/test/database';
import { startTestSmtpServer } from '@/test/smtp';
import { staffActor } from '@/test/staff';

/**
 * A database with the site's seed (the four built-in forms, the demo built form) and the editor
 * `name` (name@axionlabs.dev) acting from `ipAddress`, created before the seed runs.
 */
export async function seededWithEditor(name: string, ipAddress: string): Promise<{ db: Database; actor: CrudActor }> {
  const { db } = await createTestDatabase();
  const actor = await staffActor(db, name, 'editor', ipAddress);
  await seedDatabase(db);
  return { db, actor };
}

export type TestSmtp = Awaited<ReturnType<typeof startTestSmtpServer>>;

/** A bare database and a real SMTP server the outbox can deliver to (stop it after the file). */
export async function databaseWithSmtp(): Promise<{ db: Database; smtp: TestSmtp }> {
  const { db } = await createTestDatabase();
  return { db, smtp: await startTestSmtpServer() };
}

/** Before each test: `tables` emptied in the order given (rows that point at others first), and no mail received yet. */
export async function emptyTables(db: Database, smtp: TestSmtp, tables: PgTable[]) {
  for (const table of tables) await db.delete(table);
  smtp.received.length = 0;
}
