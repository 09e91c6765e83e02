// `npm run db:restore -- <file> [--force]`: restores a db:backup file into the configured database
// (DATABASE_URL, else the embedded one in DATA_DIR, which the server must not have open). A
// database that already has tables is only replaced with --force.
import { restoreDatabase, type BackupTarget } from '../src/server/db/backup';
import { env } from '../src/server/env';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => arg !== '--force');
if (files.length !== 1) {
  console.error('Usage: npm run db:restore -- <backup file> [--force]');
  process.exit(2);
}

try {
  const config = env();
  const target: BackupTarget = config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.dataDir };
  await restoreDatabase(target, files[0]!, { force });
  console.log(`Restored ${files[0]}${config.DATABASE_URL ? '' : ` into ${config.dataDir}`}. Start the server to apply any newer migrations.`);
} catch (error) {
  console.error(`db:restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
