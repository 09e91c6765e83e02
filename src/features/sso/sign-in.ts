// Single sign-on from the button to the session (decision 107). The sign-in in progress (state,
// nonce, PKCE verifier, where to go after) travels in a signed, HttpOnly cookie of this browser,
// so a sign-in started elsewhere cannot be finished here (login CSRF), and the state parameter
// must match it. Then the provider's word is checked against our rules: a verified email at one
// of the provider's domains; the account it belongs to, linked or made on the first sign-in.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { cookies } from 'next/headers';
import { recordAudit, recordRepeatableAudit } from '@/features/audit/record';
import { getDb, type Database } from '@/server/db/client';
import { accounts, identityProviders, users } from '@/server/db/schema';
import { env } from '@/server/env';
import { logger, nullOnFailure } from '@/server/logger';
import { hitRateLimit } from '@/server/rate-limit';
import { sign, verify } from '@/server/signing';
import { ACCOUNT_DISABLED } from '@/features/auth/schema';
import { authorizationUrl, finishAuthorization, type PendingSignIn, type VouchedPerson } from './oidc';
import { accountProviderId, SSO_CALLBACK_PATH } from './schema';
import type { SignInProvider } from './sso-buttons';

const COOKIE = 'axion.sso_sign_in';
// Long enough to type a password and a code at the provider; short enough that a stale tab fails.
const PENDING_MAX_AGE_S = 10 * 60;

type ProviderRow = typeof identityProviders.$inferSelect;

const callbackUrl = () => `${env().siteUrl}${SSO_CALLBACK_PATH}`;

async function activeProvider(db: Database, id: string): Promise<ProviderRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [provider] = await db.select().from(identityProviders).where(eq(identityProviders.id, id)).limit(1);
  return provider?.isActive ? provider : null;
}

/** The active providers' buttons on the sign-in pages; none when they cannot be read (the password still works). */
export async function listSignInProviders(): Promise<SignInProvider[]> {
  const read = async () =>
    (await getDb())
      .select({ id: identityProviders.id, name: identityProviders.name })
      .from(identityProviders)
      .where(eq(identityProviders.isActive, true))
      .orderBy(identityProviders.name);
  return (await nullOnFailure(read(), 'identity providers list failed')) ?? [];
}

/** Where to send the browser to sign in with a provider, or null for an unknown or switched-off one. */
export async function startSsoSignIn(providerId: string, next: string): Promise<URL | null> {
  const db = await getDb();
  const provider = await activeProvider(db, providerId);
  if (!provider) return null;
  const { url, pending } = await authorizationUrl(provider, callbackUrl(), next);
  const payload = Buffer.from(JSON.stringify({ ...pending, expires: Date.now() + PENDING_MAX_AGE_S * 1000 })).toString('base64url');
  (await cookies()).set(COOKIE, sign(`sso:${payload}`), {
    httpOnly: true,
    // Lax: the provider sends the browser back with a top-level GET, which carries it.
    sameSite: 'lax',
    secure: env().NODE_ENV === 'production',
    path: SSO_CALLBACK_PATH,
    maxAge: PENDING_MAX_AGE_S,
  });
  return url;
}

async function takePendingSignIn(): Promise<PendingSignIn | null> {
  const jar = await cookies();
  const value = jar.get(COOKIE)?.value;
  if (value) jar.delete({ name: COOKIE, path: SSO_CALLBACK_PATH });
  const payload = value ? verify(value) : null;
  if (!payload?.startsWith('sso:')) return null;
  try {
    const pending = JSON.parse(Buffer.from(payload.slice('sso:'.length), 'base64url').toString('utf8')) as PendingSignIn & { expires: number };
    return pending.expires > Date.now() ? pending : null;
  } catch {
    return null;
  }
}

export type SsoOutcome =
  | { ok: true; user: { id: string; email: string; name: string }; next: string; provider: string; created: boolean }
  | { ok: false; message: string; email?: string };

const CALLBACKS_PER_ADDRESS = { limit: 30, windowMs: 10 * 60_000 };

const START_AGAIN = 'This sign-in has expired or was started in another browser. Please try again.';

/** The provider sent the browser back: the code is exchanged, the ID token checked, the account found or made. */
export async function finishSsoSignIn(url: URL, ipAddress: string | null): Promise<SsoOutcome> {
  const pending = await takePendingSignIn();
  if (!pending || url.searchParams.get('state') !== pending.state) return { ok: false, message: START_AGAIN };
  const db = await getDb();
  const provider = await activeProvider(db, pending.providerId);
  if (!provider) return { ok: false, message: 'This way of signing in has been switched off. Please sign in another way.' };
  const said = url.searchParams.get('error');
  if (said) {
    // The person cancelled, or the provider refused them (not assigned to the app).
    logger.warn({ provider: provider.name, error: said }, 'single sign-on refused by the provider');
    return { ok: false, message: `${provider.name} did not sign you in (${said === 'access_denied' ? 'access denied' : 'it answered with an error'}).` };
  }
  // Each try costs a request to the provider: one address gets a few dozen in 10 minutes.
  const limit = await hitRateLimit(db, `sso-callback:${ipAddress ?? 'unknown'}`, CALLBACKS_PER_ADDRESS);
  if (!limit.allowed) return { ok: false, message: 'Too many sign-in attempts from your network. Please wait a few minutes and try again.' };
  let person: VouchedPerson;
  try {
    person = await finishAuthorization(provider, url, pending);
  } catch (error) {
    logger.warn({ err: error, provider: provider.name }, 'single sign-on failed');
    return { ok: false, message: `Signing in with ${provider.name} did not work. Please try again; if it keeps failing, tell your administrator.` };
  }
  const outcome = await accountFor(db, provider, person);
  const details = { provider: provider.name, success: outcome.ok };
  if (outcome.ok) {
    await recordAudit(db, { action: 'auth.sso', actor: outcome.user, ipAddress, details: { ...details, accountCreated: outcome.created } });
  } else {
    // Refusals repeat (a person trying again): one entry per address, email, reason and hour.
    await recordRepeatableAudit(db, {
      action: 'auth.sso',
      actorEmail: person.email ?? undefined,
      ipAddress,
      outcome: outcome.message,
      details: { ...details, reason: outcome.message },
    });
  }
  return outcome.ok ? { ...outcome, next: pending.next, provider: provider.name } : outcome;
}

type AccountOutcome = { ok: true; user: { id: string; email: string; name: string }; created: boolean } | { ok: false; message: string; email?: string };

/** Our rules on what the provider vouched for: who may come in, and as which account. */
export async function accountFor(db: Database, provider: ProviderRow, person: VouchedPerson): Promise<AccountOutcome> {
  const { email } = person;
  if (!email) return { ok: false, message: `${provider.name} did not tell us your email address, so no account can be matched. Ask your administrator.` };
  if (person.emailVerified === false) return { ok: false, email, message: `${provider.name} says the address ${email} is not verified yet.` };
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!provider.domains.includes(domain)) {
    return { ok: false, email, message: `Signing in with ${provider.name} is for addresses at ${provider.domains.join(', ')}; ${email} is not one of them.` };
  }
  const providerId = accountProviderId(provider.id);
  const [linked] = await db
    .select({ id: users.id, email: users.email, name: users.name, banned: users.banned })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(accounts.providerId, providerId), eq(accounts.accountId, person.subject)))
    .limit(1);
  if (linked) return linked.banned ? { ok: false, email, message: ACCOUNT_DISABLED } : { ok: true, user: linked, created: false };

  const [existing] = await db
    .select({ id: users.id, email: users.email, name: users.name, banned: users.banned, role: users.role })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (existing) {
    if (existing.banned) return { ok: false, email, message: ACCOUNT_DISABLED };
    // An admin enters providers; a provider an admin controls must not open a super admin's account.
    if (existing.role === 'super_admin') {
      return { ok: false, email, message: 'A super admin account signs in with its password (and second step), not through single sign-on.' };
    }
    await db.insert(accounts).values({ id: randomUUID(), accountId: person.subject, providerId, userId: existing.id, scope: 'openid email profile' });
    await recordAudit(db, { action: 'auth.sso_linked', actor: existing, entityType: 'user', entityId: existing.id, details: { provider: provider.name } });
    return { ok: true, user: existing, created: false };
  }

  const name = person.name ?? email.slice(0, email.indexOf('@'));
  const created = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ id: randomUUID(), name: name.slice(0, 200), email, emailVerified: true, role: provider.newAccountRole, ssoOnly: true })
      // Two first sign-ins at once: the second finds the account the first made.
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email, name: users.name });
    if (!user) return null;
    await tx.insert(accounts).values({ id: randomUUID(), accountId: person.subject, providerId, userId: user.id, scope: 'openid email profile' });
    await recordAudit(tx, {
      action: 'auth.sso_account_created',
      actor: user,
      entityType: 'user',
      entityId: user.id,
      details: { provider: provider.name, role: provider.newAccountRole ?? 'none' },
    });
    return user;
  });
  return created ? { ok: true, user: created, created: true } : accountFor(db, provider, person);
}
