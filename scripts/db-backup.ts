// `npm run db:backup [-- <file>]`: a backup of the configured database (DATABASE_URL, else the
// embedded one in DATA_DIR, which the server must not have open) into <file> or backups/.
import { backupDatabase, defaultBackupPath, type BackupTarget } from '../src/server/db/backup';
import { env } from '../src/server/env';

try {
  const config = env();
  const target: BackupTarget = config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.dataDir };
  const file = process.argv[2] ?? defaultBackupPath(target);
  await backupDatabase(target, file);
  console.log(`Backup written to ${file}`);
} catch (error) {
  console.error(`db:backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
