import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/test/database';
import { openPglite, type Database } from './client';
import { MIGRATIONS_FOLDER } from './migrate';
import { checkReadiness } from './readiness';

const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };

/** A build that ships one migration more than the database has. */
function migrationsFolderWithNewerEntry(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const last = journal.entries.at(-1)!;
  const entries = [...journal.entries, { ...last, idx: journal.entries.length, when: last.when + 1_000, tag: '9999_next_release' }];
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}

describe('readiness', () => {
  let db: Database;
  beforeAll(async () => {
    db = (await createTestDatabase()).db;
  });
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

  it('is ready when every migration of the build is applied, and names the ones that are not', async () => {
    expect(await checkReadiness(db)).toEqual({ ready: true });

    const folder = migrationsFolderWithNewerEntry();
    folders.push(folder);
    expect(await checkReadiness(db, folder)).toEqual({ ready: false, reason: 'migrations not applied: 9999_next_release' });
  });

  it('is not ready on a database that was never migrated, or that does not answer', async () => {
    const blank = await openPglite();
    expect(await checkReadiness(blank.db)).toEqual({ ready: false, reason: `migrations not applied: ${journal.entries.map((entry) => entry.tag).join(', ')}` });
    await blank.close();
    expect(await checkReadiness(blank.db)).toMatchObject({ ready: false, reason: 'database unreachable' });
  });
});
