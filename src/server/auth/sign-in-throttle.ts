// How password sign-ins are slowed down (OWASP ASVS V2.2.1) without letting a stranger lock staff
// out: an attacker is held back per address and per (account, address), so the owner can still
// sign in from anywhere else; only a flood from many addresses slows the account itself, and even
// then not in a browser the account signed in from before. docs/decisions/020-sign-in-throttling.md
// gives the reasons. The counters are rows of rate_limits, shared by every app process.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { hitRateLimit, peekRateLimit } from '../rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const SIGN_IN_RULES = {
  /**
   * One account from one address: the 5th failure in a row means a wait of 1 minute before the
   * next attempt, each further failure doubles it (2, 4, 8 ... minutes) up to 1 hour. A success
   * from that address clears it; otherwise it is forgotten a day after the last failure.
   */
  accountAddress: { freeFailures: 5, firstWaitMs: MINUTE, longestWaitMs: HOUR, forgetAfterMs: 24 * HOUR },
  /** One address, all accounts (known or not) together: 30 failures within an hour, then refused until that hour is over. */
  address: { limit: 30, windowMs: HOUR },
  /**
   * One account, all addresses together: after 40 failures within an hour, browsers the account has
   * not signed in from get one attempt a minute until that hour is over (40 + 60 keeps it under
   * ASVS's 100 failures an hour); a browser it signed in from before is not slowed.
   */
  account: { limit: 40, windowMs: HOUR, slowedIntervalMs: MINUTE },
} as const;

export type ThrottleRule = 'account-address' | 'address' | 'account';

export type SignInGate =
  | {
      allowed: true;
      /** The password was right: the failures this attempt was counted as are taken back. */
      succeeded: () => Promise<void>;
    }
  | { allowed: false; rule: ThrottleRule; retryAfterMs: number };

export type SignInAttempt = {
  /** As typed, lowercased: an unknown email is throttled exactly like a known one. */
  email: string;
  ipAddress: string;
  /** The browser carries a valid known-device cookie of this account (known-device.ts). */
  knownDevice: boolean;
  now?: Date;
};

const keys = (email: string, ipAddress: string) => ({
  accountAddress: `sign-in:account-address:${email}|${ipAddress}`,
  address: `sign-in:address:${ipAddress}`,
  account: `sign-in:account:${email}`,
  accountSlowed: `sign-in:account-slowed:${email}`,
});

/** How long an account has to wait at one address after `failures` failures in a row there. */
export function accountAddressWaitMs(failures: number): number {
  const { freeFailures, firstWaitMs, longestWaitMs } = SIGN_IN_RULES.accountAddress;
  if (failures < freeFailures) return 0;
  return Math.min(firstWaitMs * 2 ** Math.min(failures - freeFailures, 16), longestWaitMs);
}

/**
 * Counts one more failure in a row for the account at this address, unless it still has to wait
 * (then nothing changes). The row's window_started_at holds the time of the last failure. Locked,
 * so that attempts sent at once cannot all slip in before the wait starts.
 */
async function hitAccountAddress(db: Database, key: string, now: Date): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }> {
  return db.transaction(async (tx) => {
    await tx.insert(rateLimits).values({ key, count: 0, windowStartedAt: now }).onConflictDoNothing();
    const [row] = await tx.select().from(rateLimits).where(eq(rateLimits.key, key)).for('update');
    const last = row!.windowStartedAt.getTime();
    const failures = last <= now.getTime() - SIGN_IN_RULES.accountAddress.forgetAfterMs ? 0 : row!.count;
    const waitEnds = last + accountAddressWaitMs(failures);
    if (waitEnds > now.getTime()) return { allowed: false, retryAfterMs: waitEnds - now.getTime() };
    await tx
      .update(rateLimits)
      .set({ count: failures + 1, windowStartedAt: now })
      .where(eq(rateLimits.key, key));
    return { allowed: true };
  });
}

/** Takes back one hit of a fixed-window counter, if its window is still the one counted in. */
async function undoHit(db: Database, key: string, windowStartedAt: Date) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStartedAt, windowStartedAt)));
}

/**
 * Decides whether this attempt may check a password, and counts it as a failure until
 * `succeeded()` says otherwise (so a crash or a wrong password both count). Refused attempts
 * never reach the password check and count for nothing but the address rule's own refusal.
 */
export async function admitSignInAttempt(db: Database, attempt: SignInAttempt): Promise<SignInGate> {
  const now = attempt.now ?? new Date();
  const key = keys(attempt.email, attempt.ipAddress);
  const { address: addressRule, account: accountRule } = SIGN_IN_RULES;

  const address = await hitRateLimit(db, key.address, { ...addressRule, now });
  if (!address.allowed) return { allowed: false, rule: 'address', retryAfterMs: address.retryAfterMs };
  const addressWindow = new Date(now.getTime() + address.retryAfterMs - addressRule.windowMs);
  const refuse = async (rule: ThrottleRule, retryAfterMs: number): Promise<SignInGate> => {
    await undoHit(db, key.address, addressWindow);
    return { allowed: false, rule, retryAfterMs };
  };

  if (!attempt.knownDevice && (await peekRateLimit(db, key.account, { windowMs: accountRule.windowMs, now })) >= accountRule.limit) {
    const slowed = await hitRateLimit(db, key.accountSlowed, { limit: 1, windowMs: accountRule.slowedIntervalMs, now });
    if (!slowed.allowed) return refuse('account', slowed.retryAfterMs);
  }

  const pair = await hitAccountAddress(db, key.accountAddress, now);
  if (!pair.allowed) return refuse('account-address', pair.retryAfterMs);

  const account = await hitRateLimit(db, key.account, { limit: Number.MAX_SAFE_INTEGER, windowMs: accountRule.windowMs, now });
  const accountWindow = new Date(now.getTime() + account.retryAfterMs - accountRule.windowMs);
  return {
    allowed: true,
    succeeded: async () => {
      await db.delete(rateLimits).where(eq(rateLimits.key, key.accountAddress));
      await undoHit(db, key.address, addressWindow);
      await undoHit(db, key.account, accountWindow);
    },
  };
}

/** Forgets the failures of this account at this address (after a password reset from there). */
export async function clearAccountAddressFailures(db: Database, email: string, ipAddress: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, keys(email, ipAddress).accountAddress));
}
