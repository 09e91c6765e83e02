// better-auth on our database: email and password with an optional authenticator app (passkeys
// and single sign-on are checked by our code, then given a session through issue-session.ts);
// sessions stored in the sessions table and checked there on every request (no cookie cache), so
// signing out or a role change ends a session at once. Its HTTP endpoints are not mounted: sign-in, sign-up and sign-out go through
// our server actions (src/features/auth/actions.ts), which add the database rate limit and the audit log.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { twoFactor } from 'better-auth/plugins';
import { getDb, type Database } from '../db/client';
import { accounts, sessions, twoFactors, users, verifications } from '../db/schema';
import { env } from '../env';
import { appSecret } from '../signing';
import { issueSessionPlugin } from './issue-session';
import { TRUSTED_DEVICE_DAYS } from './trusted-device';

export const SESSION_COOKIE_PREFIX = 'axion';

function createAuth(db: Database) {
  const config = env();
  return betterAuth({
    appName: 'Axion Labs',
    baseURL: config.siteUrl,
    secret: appSecret(),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 10, maxPasswordLength: 128, autoSignIn: true },
    // The role is never taken from a request body: only our own code sets it.
    user: { additionalFields: { role: { type: 'string', required: false, input: false } } },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24, cookieCache: { enabled: false } },
    // Sign-in attempts are limited in our actions, per account, in the database.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.NODE_ENV === 'production',
      cookiePrefix: SESSION_COOKIE_PREFIX,
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    plugins: [
      // Decision 106: an authenticator app after the password; ten recovery codes, each usable once;
      // "trust this browser" for 30 days. The plugin caps guesses per sign-in and locks the account
      // for 15 minutes after 10 wrong codes in a row.
      twoFactor({ trustDeviceMaxAge: TRUSTED_DEVICE_DAYS * 24 * 60 * 60, backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' } }),
      // A session for a person our own code has checked: a passkey, single sign-on.
      issueSessionPlugin(),
      // Last: it turns the Set-Cookie headers of the calls above into Next.js cookies.
      nextCookies(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const KEY = Symbol.for('agency.auth');
const globalAuth = globalThis as unknown as { [KEY]?: { db: Database; auth: Auth } };

export async function getAuth(): Promise<Auth> {
  const db = await getDb();
  const current = globalAuth[KEY];
  if (current?.db === db) return current.auth;
  const auth = createAuth(db);
  globalAuth[KEY] = { db, auth };
  return auth;
}
