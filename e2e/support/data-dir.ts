import fs from 'node:fs';
import path from 'node:path';
import { openPglite, type Database } from '../../src/server/db/client';
import { seedDatabase } from '../../src/seed/seed';
import { createLocalStorage } from '../../src/server/storage';
import { makeDataDir } from './server';

// Migrating and seeding a database takes seconds (initdb, 22 migrations, drawing the demo
// pictures); every spec used to do it again. The two kinds are made once per run (global-setup.ts)
// and copied, a tenth of a second each.
const TEMPLATE_ENV = { seeded: 'E2E_TEMPLATE_SEEDED', firstStart: 'E2E_TEMPLATE_FIRST_START' } as const;
type Template = keyof typeof TEMPLATE_ENV;

/**
 * Makes a template data directory: `seeded` holds the migrated, seeded database; `firstStart` also
 * the demo pictures and PDFs in its media folder, as the server's first start leaves it.
 */
export async function makeTemplate(kind: Template): Promise<string> {
  const dataDir = makeDataDir();
  const handle = await openPglite(dataDir);
  try {
    await handle.migrate();
    await seedDatabase(handle.db, kind === 'firstStart' ? { storage: createLocalStorage(path.join(dataDir, 'media')) } : {});
  } finally {
    await handle.close();
  }
  process.env[TEMPLATE_ENV[kind]] = dataDir;
  return dataDir;
}

async function copyOf(kind: Template): Promise<string> {
  // Made here when no global setup made it (a bench script): once per process.
  const template = process.env[TEMPLATE_ENV[kind]] ?? (await makeTemplate(kind));
  const dataDir = makeDataDir();
  fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** A data directory as the server's first start leaves it (the demo content and its pictures), for specs that only need a site. */
export const firstStartDataDir = () => copyOf('firstStart');

/**
 * A data directory with the migrated, seeded database, changed by `change` before any server
 * starts. `withMedia`: seeded with a storage, as a first start is, so the media library holds the
 * demo pictures (covers, portraits) and the content that shows them has them.
 */
export async function prepareDataDir(change: (db: Database) => Promise<unknown>, options: { withMedia?: boolean } = {}): Promise<string> {
  const dataDir = await copyOf(options.withMedia ? 'firstStart' : 'seeded');
  const handle = await openPglite(dataDir);
  try {
    await change(handle.db);
  } finally {
    await handle.close();
  }
  return dataDir;
}
