import 'server-only';
import { eq } from 'drizzle-orm';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { getDb, type Database } from '../db/client';
import { passkeys, sessions, users } from '../db/schema';
import { getAuth } from './auth';
import { hasRole, type Role } from './roles';
import { rolesRequiringTwoStep, TWO_STEP_REQUIRED, TWO_STEP_SETUP_PATH } from './two-step-policy';

/** How stale a session's last-seen time may be. */
const LAST_SEEN_PRECISION_MS = 5 * 60_000;

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: Role | null;
  sessionId: string;
  /** The role requires a second factor and the account has none yet (two-step-policy.ts). */
  mustSetUpTwoStep?: boolean;
};

async function hasPasskey(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
  return row !== undefined;
}

/** The signed-in user of this request, read from the sessions table (once per request), or null. */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  // Headers first: reading them marks the page as rendered per request, before the database opens.
  const requestHeaders = await headers();
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: requestHeaders });
  if (!session) return null;
  // The role is read from the users table, not from anything the session carries.
  const db = await getDb();
  const [user] = await db
    .select({ role: users.role, banned: users.banned, twoFactorEnabled: users.twoFactorEnabled, ssoOnly: users.ssoOnly })
    .from(users)
    .where(eq(users.id, session.user.id))
    .limit(1);
  if (!user || user.banned) return null;
  // "Last seen" in the sessions list: one write every few minutes, not one per request.
  if (Date.now() - new Date(session.session.updatedAt).getTime() > LAST_SEEN_PRECISION_MS) {
    await db.update(sessions).set({ updatedAt: new Date() }).where(eq(sessions.id, session.session.id));
  }
  // A passkey is a second factor too; an account that signs in only through single sign-on leaves
  // the second step to its identity provider (decision 107), and has no password to set one up with.
  const mustSetUpTwoStep =
    !user.twoFactorEnabled &&
    !user.ssoOnly &&
    user.role !== null &&
    (await rolesRequiringTwoStep()).includes(user.role) &&
    !(await hasPasskey(db, session.user.id));
  return { id: session.user.id, email: session.user.email, name: session.user.name, role: user.role, sessionId: session.session.id, mustSetUpTwoStep };
});

export class AuthorizationError extends Error {
  constructor(
    readonly status: 401 | 403,
    message = status === 401 ? 'Please sign in.' : 'You do not have permission to do this.',
  ) {
    super(message);
  }
}

/** The role may act, but not before the account sets up its second factor. */
export class TwoStepRequiredError extends AuthorizationError {
  constructor() {
    super(403, TWO_STEP_REQUIRED);
  }
}

/** What a guard lets through: the profile's own setup of the second factor is open to an account that must set one up. */
export type GuardOptions = { duringTwoStepSetup?: boolean };

/**
 * The one guard of the admin: every admin page, server action and route handler starts with it.
 * Throws AuthorizationError (401 without a session, 403 with too small a role) and
 * TwoStepRequiredError (403) for an account the two-step policy sends to its profile first.
 */
export async function requireRole(minimum: Role, options: GuardOptions = {}): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) throw new AuthorizationError(401);
  if (!hasRole(user.role, minimum)) throw new AuthorizationError(403);
  if (user.mustSetUpTwoStep && !options.duringTwoStepSetup) throw new TwoStepRequiredError();
  return user;
}

/**
 * requireRole for pages and layouts: to the login without a session, to /auth/waiting without a
 * role, to the profile when the role requires a second factor the account lacks.
 */
export async function requireRoleForPage(minimum: Role, returnTo = '/admin', options: GuardOptions = {}): Promise<SessionUser> {
  try {
    return await requireRole(minimum, options);
  } catch (error) {
    if (!(error instanceof AuthorizationError)) throw error;
    if (error.status === 401) redirect(`/ax-admin-panel?next=${encodeURIComponent(returnTo)}`);
    if (error instanceof TwoStepRequiredError) redirect(`${TWO_STEP_SETUP_PATH}?two-step=required`);
    const user = await getSessionUser();
    redirect(user?.role ? '/admin?denied=1' : '/auth/waiting');
  }
}

/** A route handler's answer to an AuthorizationError. */
function authorizationResponse(error: unknown): Response | null {
  if (!(error instanceof AuthorizationError)) return null;
  return Response.json({ error: error.message }, { status: error.status });
}

/**
 * requireRole for route handlers: the user, or the 401/403 answer to return as it is
 * (`if (user instanceof Response) return user;`).
 */
export async function requireRoleForRoute(minimum: Role): Promise<SessionUser | Response> {
  try {
    return await requireRole(minimum);
  } catch (error) {
    const response = authorizationResponse(error);
    if (response) return response;
    throw error;
  }
}

/** Only same-site paths: never //evil.example or https://evil.example after signing in. */
export function safeReturnPath(value: unknown, fallback = '/admin/dashboard'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value;
}
