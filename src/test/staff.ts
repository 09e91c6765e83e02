// A staff account for an integration test and the actor its writes are audited under.
import type { CrudActor } from '@/features/admin/crud/server';
import { createAdministrator } from '@/server/auth/bootstrap';
import type { Role } from '@/server/auth/roles';
import type { Database } from '@/server/db/client';

/** Creates the account (`name` lower-cased at axionlabs.dev) with a long passphrase, and returns who it acts as. */
export async function staffActor(db: Database, name: string, role: Role, ipAddress?: string): Promise<CrudActor> {
  const email = `${name.toLowerCase()}@axionlabs.dev`;
  const account = await createAdministrator(db, { email, password: `${name} has a long passphrase`, name, role });
  return { id: account.id, email, ...(ipAddress !== undefined && { ipAddress }) };
}
