// What opening the database does for the app, once it is migrated (handed to the database client
// at start: prepareDatabaseWith in src/server/db/client.ts).
import type { DatabasePreparation } from '@/server/db/client';
import { getStorage } from '@/server/storage';
import { migrateLegacyPages } from '@/features/pages/legacy-pages';
import { ensureSeedPages } from './built-in-pages';

export const prepareDatabase: DatabasePreparation = async (db, { seed }) => {
  if (seed) {
    // Loaded only to seed: the demo content and what draws its files (PDFs, pictures) are large.
    const { seedIfEmpty } = await import('./seed');
    await seedIfEmpty(db, { storage: getStorage() });
  }
  // Every site needs its built-in pages (/, /services...), also one without demo content or
  // upgraded from before the page builder: the missing ones get the built-in copy.
  await ensureSeedPages(db, () => null, { builtInOnly: true });
  await migrateLegacyPages(db);
};
