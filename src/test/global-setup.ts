// Runs once before the integration suite: one migrated database that every test file starts from,
// instead of each file creating its own and applying every migration (about 2 s a file, most of
// the suite's time). On PGlite an image of its files; on a PostgreSQL server a template database.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '@/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file of the migrated PGlite image (dumpDataDir), when the tests run on PGlite. */
    migratedImage: string;
    /** The migrated template database's name, when they run on TEST_DATABASE_URL. */
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `test_template_${randomBytes(6).toString('hex')}`;
    const admin = await openPostgres(serverUrl);
    await admin.db.execute(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const template = await openPostgres(url.toString());
    await template.migrate();
    // A template must have no connections while databases are made from it.
    await template.close();
    project.provide('templateDatabase', name);
    project.provide('migratedImage', '');
    return async () => {
      await admin.db.execute(`drop database if exists ${name} with (force)`);
      await admin.close();
    };
  }
  const handle = await openPglite();
  await handle.migrate();
  const client = (handle.db as unknown as { $client: { dumpDataDir: (compression: 'none') => Promise<Blob> } }).$client;
  const image = await client.dumpDataDir('none');
  await handle.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-migrated-'));
  const file = path.join(dir, 'pglite.tar');
  fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('migratedImage', file);
  project.provide('templateDatabase', '');
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
