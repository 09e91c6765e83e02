// Backups for `npm run db:backup` / `npm run db:restore`. A PostgreSQL server: pg_dump's custom
// format, restored with pg_restore (the client tools must be at least the server's version). The
// embedded database: PGlite's own dump of its data directory (a .tar.gz), taken under the data
// directory lock, so never while a server has it open.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock } from './data-dir-lock';
import { PGLITE_EXTENSIONS } from './pglite';

export type BackupTarget = { databaseUrl: string } | { dataDir: string };

export class BackupError extends Error {}

/** The backup file name made when none is given: backups/2026-11-22T07-15-02Z.dump or ...-pglite.tar.gz. */
export function defaultBackupPath(target: BackupTarget, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return path.resolve('backups', 'databaseUrl' in target ? `${stamp}.dump` : `${stamp}-pglite.tar.gz`);
}

export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if ('databaseUrl' in target) {
    await runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`], target.databaseUrl);
    return;
  }
  const release = acquireDataDirLock(target.dataDir);
  try {
    const dir = pgliteDir(target.dataDir);
    if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupError(`There is no embedded database in ${dir}.`);
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
    try {
      const dump = await client.dumpDataDir('gzip');
      fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/** Restores `file` into the target; refuses a database that has tables unless `force`. */
export async function restoreDatabase(target: BackupTarget, file: string, options: { force?: boolean } = {}): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`No such backup file: ${file}`);
  const isPgliteDump = file.endsWith('.tar.gz');
  if ('databaseUrl' in target) {
    if (isPgliteDump) throw new BackupError(`${file} is a backup of the embedded database: restore it without DATABASE_URL.`);
    const tables = await countPostgresTables(target.databaseUrl);
    if (tables > 0 && !options.force) throw notEmpty(tables);
    // --clean drops what the backup is about to create, so a forced restore replaces those tables.
    const clean = tables > 0 ? ['--clean', '--if-exists'] : [];
    await runPgTool('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', ...clean, file], target.databaseUrl);
    return;
  }
  if (!isPgliteDump) throw new BackupError(`${file} is not a backup of the embedded database (a .tar.gz made by db:backup without DATABASE_URL).`);
  const release = acquireDataDirLock(target.dataDir);
  try {
    const dir = pgliteDir(target.dataDir);
    const { PGlite } = await import('@electric-sql/pglite');
    if (fs.existsSync(path.join(dir, 'PG_VERSION'))) {
      const existing = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
      try {
        const tables = await countTables((query) => existing.query<{ count: number }>(query).then((result) => result.rows));
        if (tables > 0 && !options.force) throw notEmpty(tables);
      } finally {
        await existing.close();
      }
    }
    // Unpacked and opened beside the database first: a bad file leaves the current one untouched.
    const staging = `${dir}.restoring`;
    fs.rmSync(staging, { recursive: true, force: true });
    const restored = await PGlite.create({ dataDir: staging, loadDataDir: new Blob([fs.readFileSync(file)]), extensions: PGLITE_EXTENSIONS });
    await restored.query('select 1');
    await restored.close();
    const replaced = `${dir}.replaced`;
    fs.rmSync(replaced, { recursive: true, force: true });
    if (fs.existsSync(dir)) fs.renameSync(dir, replaced);
    fs.renameSync(staging, dir);
    fs.rmSync(replaced, { recursive: true, force: true });
  } finally {
    release();
  }
}

function pgliteDir(dataDir: string) {
  return path.join(path.resolve(dataDir), 'pglite');
}

function notEmpty(tables: number) {
  return new BackupError(`The database is not empty (${tables} tables). Restoring would overwrite them: add --force to replace its contents.`);
}

const COUNT_TABLES = `select count(*)::int as count from information_schema.tables
  where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`;

async function countTables(run: (query: string) => Promise<{ count: number }[]>): Promise<number> {
  return (await run(COUNT_TABLES))[0]?.count ?? 0;
}

async function countPostgresTables(databaseUrl: string): Promise<number> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await countTables((query) => client.query<{ count: number }>(query).then((result) => result.rows));
  } finally {
    await client.end();
  }
}

/**
 * Runs pg_dump or pg_restore on `databaseUrl`. The password goes in PGPASSWORD rather than on
 * the command line, where any user of the machine could read it (ps).
 */
function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [`--dbname=${url}`, ...args], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${tool} was not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client).`)
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit code ${code}): ${stderr.trim()}`));
    });
  });
}
