// How many emails an address nobody has confirmed may receive from us (decision 097): a few a day,
// counted in the database (shared by every process) whatever address the requests come from. Past
// it the lead is still stored and the team still told; only the visitor's email is left out.
import { createHmac } from 'node:crypto';
import { domainToASCII } from 'node:url';
import type { Database } from '../db/client';
import { hitRateLimit } from '../rate-limit';
import { appSecret } from '../signing';
import { VISITOR_MAILS_PER_DAY } from './visitor-text';

/** A fixed window of a day from the first email: at most the limit in it, at most twice that in any 24 hours. */
export const VISITOR_MAIL_LIMIT = { limit: VISITOR_MAILS_PER_DAY, windowMs: 24 * 60 * 60_000 };

/**
 * One mailbox's name for the count: lower case, and the spellings that reach the same inbox
 * folded together ("+tag" sub-addresses, Gmail's dots). Used only as a counter's key, never to
 * send: folding too much only makes the limit stricter for two addresses, folding too little lets
 * one inbox be counted as many.
 */
export function mailboxIdentity(address: string): string {
  const lower = address.trim().normalize('NFC').toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  let local = lower.slice(0, at);
  const rawDomain = lower.slice(at + 1).replace(/\.+$/, '');
  let domain = domainToASCII(rawDomain) || rawDomain;
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}

/** The counter's key: a keyed hash, so the table never holds the address itself. */
export function recipientLimitKey(address: string): string {
  return `mail-to:${createHmac('sha256', appSecret())
    .update(`recipient-limit:${mailboxIdentity(address)}`)
    .digest('base64url')}`;
}

/**
 * Counts one email to `address` and says whether it may go. Pass the transaction that queues the
 * email: a rolled-back lead then counts nothing.
 */
export async function claimVisitorMail(db: Pick<Database, 'insert'>, address: string, now = new Date()): Promise<boolean> {
  return (await hitRateLimit(db, recipientLimitKey(address), { ...VISITOR_MAIL_LIMIT, now })).allowed;
}
