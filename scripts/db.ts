// `npm run db:migrate` and `npm run db:seed`: the same steps the server runs at start, on demand.
// With the embedded database the server must be stopped first (one process per data directory).
import { openConfiguredDatabase, prepareDatabaseWith } from '../src/server/db/client';
import { prepareDatabase } from '../src/seed/prepare';
import { seedDatabase } from '../src/seed/seed';
import { getStorage } from '../src/server/storage';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('Usage: tsx scripts/db.ts migrate|seed');
  process.exit(2);
}

try {
  // Opening applies the pending migrations and adds missing built-in pages, as the server's start does.
  prepareDatabaseWith(prepareDatabase);
  const handle = await openConfiguredDatabase({ seed: false });
  try {
    if (command === 'migrate') {
      console.log(`Migrations applied (${handle.driver}).`);
    } else {
      const inserted = await seedDatabase(handle.db, { storage: getStorage() });
      const added = Object.entries(inserted).filter(([, n]) => n > 0);
      console.log(added.length ? `Seeded: ${added.map(([t, n]) => `${t} ${n}`).join(', ')}.` : 'Nothing to seed: the demo content is already there.');
    }
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(`db:${command} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
