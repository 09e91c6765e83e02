// npm run api-key:create -- --name NAME --role editor|admin [--expires YYYY-MM-DD]
// Prints a new content API key once (only its hash is stored). The expiry date ends with that day
// in the site's time zone, as in Settings -> API keys. With the embedded database, stop the server
// first (one process per data directory).
import { parseApiKeyArgs } from './api-key-args';

const parsed = parseApiKeyArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(2);
}
// The key is this script's output: the database's start-up lines would only bury it.
process.env.LOG_LEVEL ||= 'warn';
const { openConfiguredDatabase, prepareDatabaseWith } = await import('../src/server/db/client');
const { prepareDatabase } = await import('../src/seed/prepare');
const { createApiKey } = await import('../src/features/api-keys/keys');
const { expiryOfDate } = await import('../src/features/api-keys/schema');
const { siteTimeZone } = await import('../src/features/settings/queries');
const { CrudError } = await import('../src/features/admin/crud/server');

const { name, role, expires } = parsed.args;
// Opened as the server opens it (the built-in pages added), without demo content.
prepareDatabaseWith(prepareDatabase);
const handle = await openConfiguredDatabase({ seed: false });
try {
  const expiresAt = expiryOfDate(expires, await siteTimeZone(handle.db));
  const { key, summary } = await createApiKey(handle.db, { id: null, name: 'Command line' }, { name, role, expiresAt });
  console.log(key);
  console.log(
    `Created the ${role} key "${summary.name}" (ak_${summary.prefix}_…${expires ? `, valid until the end of ${expires}` : ''}). Copy it now: it will not be shown again.`,
  );
} catch (error) {
  console.error(error instanceof CrudError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
