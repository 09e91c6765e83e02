// A fresh, migrated database for one integration test file: an in-memory PGlite, or, when
// TEST_DATABASE_URL points at a PostgreSQL server, a new database created on it and dropped after.
// Both are copies of the database the suite migrated once (global-setup.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, inject } from 'vitest';
import { clearCache } from '@/server/cache';
import { openPglite, openPostgres, setDatabaseForTests, type DatabaseHandle } from '@/server/db/client';

// Registered when a test file imports this module (a hook registered inside beforeAll would never
// run): closes every database the file opened and drops the server-side ones.
const opened: { handle: DatabaseHandle; drop: () => Promise<void> }[] = [];
afterAll(async () => {
  for (const { handle, drop } of opened.splice(0)) {
    await handle.close();
    await drop();
  }
});

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let handle: DatabaseHandle;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = await openPostgres(serverUrl);
    const template = inject('templateDatabase');
    await admin.db.execute(template ? `create database ${name} template ${template}` : `create database ${name}`);
    await admin.close();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    handle = await openPostgres(url.toString());
    dropDatabase = async () => {
      const cleanup = await openPostgres(serverUrl);
      await cleanup.db.execute(`drop database if exists ${name} with (force)`);
      await cleanup.close();
    };
  } else {
    const image = inject('migratedImage');
    handle = await openPglite(undefined, image ? { image: new Blob([fs.readFileSync(image)]) } : {});
  }
  // A copy of the migrated database: this only checks that nothing is left to apply.
  await handle.migrate();
  setDatabaseForTests(handle);
  clearCache();
  opened.push({ handle, drop: dropDatabase });
  return handle;
}
