import { randomUUID } from 'node:crypto';
import { sign, verify } from '@/server/signing';

// Each form a visitor gets carries a signed token: when it was served and a one-time id. A human
// needs more than 2 s to fill the form; a bot posting at once, or with a forged token, is spam.
// The id doubles as the idempotency key, so a double click or a retry stores one lead.
export const MIN_FILL_MS = 2_000;
const MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/** A fresh token; also made by our HTTP server for each page with a form served from the page cache. */
export function issueFormToken(now = Date.now()): string {
  return sign(`inquiry:${now}:${randomUUID()}`);
}

export type FormTokenCheck = { idempotencyKey: string; spamReason: string | null };

export function checkFormToken(token: unknown, now = Date.now()): FormTokenCheck {
  const payload = typeof token === 'string' ? verify(token) : null;
  const [kind, issuedAt, id] = payload?.split(':') ?? [];
  if (kind !== 'inquiry' || !id || !Number.isFinite(Number(issuedAt))) {
    return { idempotencyKey: randomUUID(), spamReason: 'invalid form token' };
  }
  const age = now - Number(issuedAt);
  if (age < MIN_FILL_MS) return { idempotencyKey: id, spamReason: 'submitted too fast' };
  if (age > MAX_AGE_MS) return { idempotencyKey: id, spamReason: 'form token expired' };
  return { idempotencyKey: id, spamReason: null };
}
