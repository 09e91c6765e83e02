// `npm run db:backup` / `npm run db:restore` as an operator runs them: a backup of a database with
// the demo content and some leads, restored into a fresh one, has the same rows in every table.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from './client';
import { leads } from './schema';
import { seedDatabase } from '@/seed/seed';

// Each step starts a script (tsx) and opens PGlite more than once: slow on a busy machine.
const SLOW = 180_000;
const ROOT = path.resolve(import.meta.dirname, '../../..');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-backup-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

type Outcome = { code: number; stdout: string; stderr: string };

/** Runs scripts/<name>.ts the way `npm run db:backup` does, on the given database only. */
function runScript(name: 'db-backup' | 'db-restore', args: string[], database: { DATA_DIR: string } | { DATABASE_URL: string }): Promise<Outcome> {
  const environment: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent' };
  delete environment.DATABASE_URL;
  Object.assign(environment, database);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'scripts', `${name}.ts`), ...args],
      { cwd: ROOT, env: environment },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

/** Opens a database, hands it to `test` and closes it again, also when an expectation fails. */
async function withDatabase<T>(opening: Promise<DatabaseHandle>, test: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await opening;
  try {
    return await test(handle);
  } finally {
    await handle.close();
  }
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = await rows<{ name: string }>(
    db,
    sql`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [schema, table] = name.split('.');
    const [result] = await rows<{ count: number }>(db, sql`select count(*)::int as count from ${sql.identifier(schema!)}.${sql.identifier(table!)}`);
    counts[name] = result!.count;
  }
  return counts;
}

const LEAD_NAMES = ['Grace Hopper', 'Alan Turing', 'Ada Lovelace'];

/** The demo content plus three leads; returns the row count of every table. */
async function fill(handle: DatabaseHandle) {
  await handle.migrate();
  await seedDatabase(handle.db);
  await handle.db.insert(leads).values(
    LEAD_NAMES.map((name, i) => ({
      kind: i === 1 ? ('job_application' as const) : ('contact' as const),
      name,
      email: `lead${i}@example.com`,
      message: `Inquiry ${i}`,
    })),
  );
  return rowCounts(handle.db);
}

async function leadNames(db: Database) {
  return (await db.select({ name: leads.name }).from(leads)).map((row) => row.name).sort();
}

describe('the embedded database (PGlite)', () => {
  const source = path.join(workDir, 'source');
  const file = path.join(workDir, 'backups', 'site-pglite.tar.gz');
  let expected: Record<string, number>;

  it('backs up only when no server has the data directory open', { timeout: SLOW }, async () => {
    await withDatabase(openPglite(source), async (handle) => {
      expected = await fill(handle);
      const refused = await runScript('db-backup', [file], { DATA_DIR: source });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`The embedded database in ${source} is in use by process ${process.pid}`);
    });
    const done = await runScript('db-backup', [file], { DATA_DIR: source });
    expect(done.stderr).toBe('');
    expect(done.stdout).toContain(`Backup written to ${file}`);
    expect(done.code).toBe(0);
  });

  it('restores into a fresh data directory with the same rows in every table', { timeout: SLOW }, async () => {
    const target = path.join(workDir, 'restored');
    const restored = await runScript('db-restore', [file], { DATA_DIR: target });
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    await withDatabase(openPglite(target), async (handle) => {
      expect(Object.keys(expected).length).toBeGreaterThan(20);
      expect(expected['public.leads']).toBe(3);
      expect(await rowCounts(handle.db)).toEqual(expected);
      expect(await leadNames(handle.db)).toEqual([...LEAD_NAMES].sort());
      // A later lead, to show that a forced restore puts the backup's contents back.
      await handle.db.insert(leads).values({ kind: 'contact', name: 'After the backup', email: 'later@example.com' });
    });

    const refused = await runScript('db-restore', [file], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The database is not empty');
    expect(refused.stderr).toContain('add --force');
    await withDatabase(openPglite(target), async (kept) => {
      expect(await leadNames(kept.db)).toContain('After the backup');
    });

    const forced = await runScript('db-restore', [file, '--force'], { DATA_DIR: target });
    expect(forced.code).toBe(0);
    await withDatabase(openPglite(target), async (replaced) => {
      expect(await rowCounts(replaced.db)).toEqual(expected);
    });
  });
});

describe('a PostgreSQL server (TEST_DATABASE_URL)', () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const created: string[] = [];

  async function freshDatabase(): Promise<string> {
    const name = `test_backup_${randomBytes(5).toString('hex')}`;
    const admin = await openPostgres(serverUrl!);
    await admin.db.execute(sql.raw(`create database ${name}`));
    await admin.close();
    created.push(name);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  }

  afterAll(async () => {
    if (!serverUrl || created.length === 0) return;
    const admin = await openPostgres(serverUrl);
    for (const name of created) await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  });

  it.skipIf(!serverUrl)('pg_dump, then pg_restore into an empty database, gives the same rows in every table', { timeout: SLOW }, async () => {
    const sourceUrl = await freshDatabase();
    const expected = await withDatabase(openPostgres(sourceUrl), fill);
    const file = path.join(workDir, 'server.dump');
    const done = await runScript('db-backup', [file], { DATABASE_URL: sourceUrl });
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);

    const targetUrl = await freshDatabase();
    const restored = await runScript('db-restore', [file], { DATABASE_URL: targetUrl });
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    await withDatabase(openPostgres(targetUrl), async (target) => {
      expect(expected['public.leads']).toBe(3);
      expect(await rowCounts(target.db)).toEqual(expected);
      expect(await leadNames(target.db)).toEqual([...LEAD_NAMES].sort());
      await target.db.insert(leads).values({ kind: 'contact', name: 'After the backup', email: 'later@example.com' });
    });

    const refused = await runScript('db-restore', [file], { DATABASE_URL: targetUrl });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The database is not empty');
    const forced = await runScript('db-restore', [file, '--force'], { DATABASE_URL: targetUrl });
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    await withDatabase(openPostgres(targetUrl), async (replaced) => {
      expect(await rowCounts(replaced.db)).toEqual(expected);
    });
  });
});
