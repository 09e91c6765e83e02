import { openPglite, type Database } from '../../src/server/db/client';
import { seedDatabase } from '../../src/server/db/seed';
import { makeDataDir } from './server';

/** A data directory with the migrated, seeded database, changed by `change` before any server starts. */
export async function prepareDataDir(change: (db: Database) => Promise<unknown>): Promise<string> {
  const dataDir = makeDataDir();
  const handle = await openPglite(dataDir);
  try {
    await handle.migrate();
    await seedDatabase(handle.db);
    await change(handle.db);
  } finally {
    await handle.close();
  }
  return dataDir;
}
