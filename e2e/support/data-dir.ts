import path from 'node:path';
import { openPglite, type Database } from '../../src/server/db/client';
import { seedDatabase } from '../../src/server/db/seed';
import { createLocalStorage } from '../../src/server/storage';
import { makeDataDir } from './server';

/**
 * A data directory with the migrated, seeded database, changed by `change` before any server
 * starts. `withMedia`: seeded with a storage, as a first start is, so the media library holds the
 * demo pictures (covers, portraits) and the content that shows them has them.
 */
export async function prepareDataDir(change: (db: Database) => Promise<unknown>, options: { withMedia?: boolean } = {}): Promise<string> {
  const dataDir = makeDataDir();
  const handle = await openPglite(dataDir);
  try {
    await handle.migrate();
    await seedDatabase(handle.db, options.withMedia ? { storage: createLocalStorage(path.join(dataDir, 'media')) } : {});
    await change(handle.db);
  } finally {
    await handle.close();
  }
  return dataDir;
}
