// The integration tests of the admin's collections start alike: a fresh database (with the seed
// data where the test reads it) and a staff account whose writes are audited under its name.
import type { Role } from '@/server/auth/roles';
import type { Database } from '@/server/db/client';
import { seedDatabase } from '@/seed/seed';
import { createTestDatabase } from '@/test/database';
import { staffActor } from '@/test/staff';
import type { CrudActor } from './server';

/** A new test database holding `name`'s staff account (see staffActor), seeded first when `seeded`. */
export async function databaseWithStaff(
  name: string,
  role: Role,
  ipAddress?: string,
  { seeded = false }: { seeded?: boolean } = {},
): Promise<{ db: Database; actor: CrudActor }> {
  const { db } = await createTestDatabase();
  if (seeded) await seedDatabase(db);
  return { db, actor: await staffActor(db, name, role, ipAddress) };
}
