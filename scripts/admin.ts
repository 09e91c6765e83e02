// npm run admin:create -- --email you@example.com [--name "Your Name"] [--role super_admin]
// The password comes from ADMIN_PASSWORD, or is asked for. With the embedded database, stop the
// server first (one process per data directory).
import { createInterface } from 'node:readline/promises';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { openConfiguredDatabase, prepareDatabaseWith } from '../src/server/db/client';
import { prepareDatabase } from '../src/seed/prepare';
import { USER_ROLES } from '../src/server/db/enums';
import { newPasswordSchema } from '../src/features/auth/schema';

function arg(name: string) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const email = arg('email');
const role = (arg('role') ?? 'super_admin') as (typeof USER_ROLES)[number];
if (!email || !USER_ROLES.includes(role)) {
  console.error('Usage: npm run admin:create -- --email you@example.com [--name "Your Name"] [--role super_admin|admin|editor]');
  process.exit(2);
}
let password = process.env.ADMIN_PASSWORD;
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question('Password (10 to 128 characters): ');
  rl.close();
}
const checked = newPasswordSchema.safeParse(password);
if (!checked.success) {
  console.error(checked.error.issues[0]?.message);
  process.exit(1);
}
// Opened as the server opens it (the built-in pages added), without demo content.
prepareDatabaseWith(prepareDatabase);
const handle = await openConfiguredDatabase({ seed: false });
try {
  const created = await createAdministrator(handle.db, { email, password: checked.data, name: arg('name') ?? email, role });
  console.log(`Created ${role} ${created.email}. Sign in at /ax-admin-panel.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
