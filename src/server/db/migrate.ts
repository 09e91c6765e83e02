import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';

/** drizzle-kit writes the SQL migrations here; they ship with the app. */
export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'drizzle');

// Any constant works; it only has to be the same in every process of this app.
const MIGRATION_LOCK_ID = 727_001;

export async function migratePglite(client: PGlite, migrationsFolder = MIGRATIONS_FOLDER) {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(drizzle({ client }), { migrationsFolder });
}

export async function migratePostgres(pool: Pool, migrationsFolder = MIGRATIONS_FOLDER) {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // Several app processes may start together on one server: the advisory lock makes the others
  // wait while the first applies the migrations; they then find nothing left to do.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
