'use server';

// Signing in with a passkey alone (decision 106): no email, no password, no authenticator code.
// The passkey is something the person has, unlocked by their fingerprint, face or PIN (user
// verification is required here), so it stands for both factors. Public actions, limited per
// address; a refusal is audited like a wrong password.
import { eq } from 'drizzle-orm';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { recordRepeatableAudit } from '@/features/audit/record';
import { completeSignIn } from '@/features/auth/complete-sign-in';
import { ACCOUNT_DISABLED, inMinutes, SSO_ONLY, type AuthResult } from '@/features/auth/schema';
import { getAuth } from '@/server/auth/auth';
import {
  authenticationOptions,
  credentialResponseText,
  readAuthenticationResponse,
  recalledChallenge,
  rememberChallenge,
  verifyAuthentication,
  type PasskeyCheck,
} from '@/server/auth/passkeys';
import { getDb } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { hitRateLimit } from '@/server/rate-limit';
import { getClientIp } from '@/server/request';

/** Each try is two calls (options, then the answer): 20 tries per address in 10 minutes. */
const PASSKEY_SIGN_IN_LIMIT = { limit: 40, windowMs: 10 * 60_000 };
const UNAVAILABLE = 'Sign-in is not available right now. Please try again.';

const REFUSALS: Record<Exclude<PasskeyCheck, { ok: true }>['reason'], string> = {
  challenge: 'This passkey sign-in took longer than 5 minutes or was already used. Please try again.',
  'unknown passkey': 'This passkey is not on any account here: it may have been removed. Sign in with your email and password.',
  signature: 'This passkey could not be checked. Sign in with your email and password.',
  counter: 'This passkey could not be checked: it may have been copied. Sign in with your email and password, and tell your administrator.',
};

async function admitted(): Promise<{ ok: true } | { ok: false; message: string }> {
  const hit = await hitRateLimit(await getDb(), `passkey-sign-in:${await getClientIp()}`, PASSKEY_SIGN_IN_LIMIT);
  return hit.allowed
    ? { ok: true }
    : { ok: false, message: `Too many passkey sign-ins from your network. Please try again in ${inMinutes(hit.retryAfterMs)}.` };
}

/** The browser's part of the sign-in: a fresh challenge, kept for 5 minutes, and the site's relying party. */
export async function passkeySignInOptions(): Promise<{ ok: true; options: PublicKeyCredentialRequestOptionsJSON } | { ok: false; message: string }> {
  try {
    const gate = await admitted();
    if (!gate.ok) return gate;
    const { options, challengeId } = await authenticationOptions(await getDb());
    await rememberChallenge(challengeId);
    return { ok: true, options };
  } catch (error) {
    logger.error({ err: error }, 'passkey sign-in options failed');
    return { ok: false, message: UNAVAILABLE };
  }
}

/** Checks the passkey's answer and signs its account in, unless the account is disabled. */
export async function verifyPasskeySignIn(input: { response?: unknown; next?: unknown }): Promise<AuthResult> {
  const text = credentialResponseText.safeParse(input?.response);
  if (!text.success) return { status: 'error', message: text.error.issues[0]?.message ?? REFUSALS.signature };
  const db = await getDb();
  const ipAddress = await getClientIp();
  const userAgent = (await headers()).get('user-agent');
  const refused = (reason: string, account?: { id: string; email: string }) =>
    recordRepeatableAudit(db, {
      action: 'auth.sign_in',
      actor: account,
      ipAddress,
      outcome: reason,
      details: { success: false, method: 'passkey', reason, userAgent },
    });
  try {
    const gate = await admitted();
    if (!gate.ok) {
      await refused('too many passkey sign-ins from this address');
      return { status: 'error', message: gate.message };
    }
    const response = readAuthenticationResponse(text.data);
    if (!response) {
      await refused('unreadable passkey answer');
      return { status: 'error', message: 'The browser’s answer could not be read. Please try again.' };
    }
    const check = await verifyAuthentication(db, await recalledChallenge(), response);
    const userId = check.ok ? check.passkey.userId : check.userId;
    const [account] = userId
      ? await db
          .select({ id: users.id, email: users.email, name: users.name, banned: users.banned, ssoOnly: users.ssoOnly })
          .from(users)
          .where(eq(users.id, userId))
          .limit(1)
      : [];
    if (!check.ok) {
      await refused(check.reason, account);
      return { status: 'error', message: REFUSALS[check.reason] };
    }
    if (!account || account.banned) {
      await refused('account disabled', account);
      return { status: 'error', message: ACCOUNT_DISABLED };
    }
    // Limited to single sign-on (decision 107): its passkeys, added before, no longer sign in.
    if (account.ssoOnly) {
      await refused('single sign-on only', account);
      return { status: 'error', message: SSO_ONLY };
    }
    // No authenticator-app step: the passkey is both factors.
    await (await getAuth()).api.issueSession({ body: { userId: account.id }, headers: await headers() });
    return await completeSignIn(account, input.next, { method: 'passkey', passkey: check.passkey.name, userAgent });
  } catch (error) {
    unstable_rethrow(error);
    logger.error({ err: error }, 'passkey sign-in failed');
    return { status: 'error', message: UNAVAILABLE };
  }
}
