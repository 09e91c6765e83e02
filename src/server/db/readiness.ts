// Readiness: the database answers and has every migration this build ships (drizzle/). A process
// that is up but not ready (database down, or an older schema while another process migrates)
// should get no traffic from a load balancer.
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';
import { MIGRATIONS_FOLDER } from './migrate';

/** `reason` is safe to show anyone; `error` (host names, user names) is for the log only. */
export type Readiness = { ready: true } | { ready: false; reason: string; error?: unknown };

type Journal = { entries: { tag: string; when: number }[] };

// Both drivers (pg, PGlite) answer execute() with an object that has `rows`.
async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function checkReadiness(db: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<Readiness> {
  const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  let applied: number | undefined;
  try {
    // Drizzle's migrator applies every journal entry newer than the newest row here, so compare the same way.
    const [exists] = await rows<{ table: string | null }>(db, sql`select to_regclass('drizzle.__drizzle_migrations')::text as "table"`);
    if (exists?.table) {
      const [result] = await rows<{ last: string | number | null }>(db, sql`select max(created_at) as "last" from drizzle.__drizzle_migrations`);
      applied = result?.last === null || result?.last === undefined ? undefined : Number(result.last);
    }
  } catch (error) {
    return { ready: false, reason: 'database unreachable', error };
  }
  const pending = journal.entries.filter((entry) => applied === undefined || entry.when > applied).map((entry) => entry.tag);
  if (pending.length > 0) return { ready: false, reason: `migrations not applied: ${pending.join(', ')}` };
  return { ready: true };
}
