// For the forms' integration tests: a fresh database with the site's seed (the four built-in
// forms, the demo built form) and an editor whose writes are audited.
import type { CrudActor } from '@/features/admin/crud/server';
import { seedDatabase } from '@/seed/seed';
import type { Database } from '@/server/db/client';
import { createTestDatabase } from '@/test/database';
import { staffActor } from '@/test/staff';

/** The editor `name` (name@axionlabs.dev), acting from `ipAddress`, is created before the seed runs. */
export async function seededWithEditor(name: string, ipAddress: string): Promise<{ db: Database; actor: CrudActor }> {
  const { db } = await createTestDatabase();
  const actor = await staffActor(db, name, 'editor', ipAddress);
  await seedDatabase(db);
  return { db, actor };
}
