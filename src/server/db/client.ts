// The database connection. With DATABASE_URL: a PostgreSQL server through `pg`. Without it:
// PGlite (PostgreSQL compiled to WebAssembly) with its files under DATA_DIR. One handle per
// process, kept on globalThis because the custom server and Next.js' bundles each load their own
// copy of this module.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { env } from '../env';
import { logger } from '../logger';
import { acquireDataDirLock } from './data-dir-lock';
import { migratePglite, migratePostgres } from './migrate';
import { PGLITE_OPTIONS } from './pglite';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the pending SQL migrations. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Creating the database files (initdb) takes PGlite about 800 MB that it never gives back, so it
 * happens once, in a short-lived process of its own, not in the server that runs for months.
 */
function createPgliteFiles(folder: string) {
  const script = "import { PGlite } from '@electric-sql/pglite'; const db = await PGlite.create(process.argv[1]); await db.close();";
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script, folder], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`Creating the embedded database in ${folder} failed (exit code ${result.status})`);
}

/**
 * An embedded database: in memory when `dataDir` is undefined (tests), else on disk and locked.
 * `image`: the files of a database to start from (PGlite's dumpDataDir), in memory: the tests'
 * migrated database, which starts in a tenth of the time initdb and the migrations take.
 */
export async function openPglite(dataDir?: string, options: { image?: Blob } = {}): Promise<DatabaseHandle> {
  const release = dataDir ? acquireDataDirLock(dataDir) : () => {};
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const folder = dataDir && path.join(dataDir, 'pglite');
    if (folder && !fs.existsSync(path.join(folder, 'PG_VERSION'))) createPgliteFiles(folder);
    const client = folder ? await PGlite.create(folder, PGLITE_OPTIONS) : await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: options.image });
    const db = drizzle({ client, schema }) as unknown as Database;
    return {
      db,
      driver: 'pglite',
      migrate: () => migratePglite(client),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionString: url, max: 10 });
  pool.on('error', (error) => logger.error({ err: error }, 'idle PostgreSQL client failed'));
  // Fail at start, not on the first visitor, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  return { db, driver: 'postgres', migrate: () => migratePostgres(pool), close: () => pool.end() };
}

/**
 * What the app does with the database once it is migrated (seed an empty one, add missing
 * built-in pages): handed in at start by the app (src/seed/prepare.ts through src/app-server.ts and
 * instrumentation.ts), so that infrastructure does not import the features it would need.
 */
export type DatabasePreparation = (db: Database, options: { seed: boolean }) => Promise<void>;

// Shared by the two module graphs of one process (our HTTP server's and the one Next.js bundles).
const PREPARATION = Symbol.for('agency.database-preparation');
const preparations = globalThis as unknown as { [PREPARATION]?: DatabasePreparation };

export function prepareDatabaseWith(preparation: DatabasePreparation) {
  preparations[PREPARATION] = preparation;
}

/** Opens the configured database, applies pending migrations, and prepares it as the app asked (seeding an empty one). */
export async function openConfiguredDatabase(options: { seed?: boolean } = {}): Promise<DatabaseHandle> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The database must not be opened during `next build`; render this page at request time.');
  }
  const config = env();
  const handle = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL) : await openPglite(config.dataDir);
  try {
    await handle.migrate();
    await preparations[PREPARATION]?.(handle.db, { seed: options.seed ?? config.SEED_DEMO_CONTENT });
  } catch (error) {
    await handle.close();
    throw error;
  }
  logger.info({ driver: handle.driver, dataDir: config.DATABASE_URL ? undefined : config.dataDir }, 'database ready');
  return handle;
}

const KEY = Symbol.for('agency.database');
const globalForDb = globalThis as unknown as { [KEY]?: Promise<DatabaseHandle> };

/** The process's database handle, opened on first use. */
export function getDatabaseHandle(): Promise<DatabaseHandle> {
  let pending = globalForDb[KEY];
  if (!pending) {
    pending = openConfiguredDatabase();
    globalForDb[KEY] = pending;
    // A failed open is not cached, so the next request tries again (e.g. the server came back).
    pending.catch(() => {
      if (globalForDb[KEY] === pending) delete globalForDb[KEY];
    });
  }
  return pending;
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

/** Makes getDb() return `handle` in this process (integration tests use their own database). */
export function setDatabaseForTests(handle: DatabaseHandle) {
  globalForDb[KEY] = Promise.resolve(handle);
}

export async function closeDb(): Promise<void> {
  const pending = globalForDb[KEY];
  if (!pending) return;
  delete globalForDb[KEY];
  const handle = await pending.catch(() => undefined);
  await handle?.close();
}
