// The links of a subscriber's emails. Preferences and unsubscribe carry the subscriber's random
// token as it is: it must keep working for as long as old issues sit in inboxes, even if
// APP_SECRET changes. The confirmation link is signed and expires: a sign-up is confirmed within
// a week, or signed up for again (decision 092).
import 'server-only';
import { sign, verify } from '@/server/signing';

const CONFIRM_PREFIX = 'nlc';
export const CONFIRM_LINK_DAYS = 7;

/** A subscriber token as we make them (24 random bytes, base64url); anything else is not looked up. */
const SUBSCRIBER_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
export const isSubscriberToken = (value: unknown): value is string => typeof value === 'string' && SUBSCRIBER_TOKEN.test(value);

export function confirmationToken(subscriberToken: string, now = new Date()): string {
  const expires = now.getTime() + CONFIRM_LINK_DAYS * 86_400_000;
  return sign(`${CONFIRM_PREFIX}.${subscriberToken}.${expires.toString(36)}`);
}

export type ConfirmationTokenCheck = { ok: true; subscriberToken: string } | { ok: false; reason: 'invalid' | 'expired' };

/** The subscriber token a confirmation link names, if the link is ours and still valid. */
export function readConfirmationToken(token: unknown, now = new Date()): ConfirmationTokenCheck {
  if (typeof token !== 'string' || token.length > 300) return { ok: false, reason: 'invalid' };
  const payload = verify(token);
  const [prefix, subscriberToken, expires, extra] = payload?.split('.') ?? [];
  if (prefix !== CONFIRM_PREFIX || !isSubscriberToken(subscriberToken) || !expires || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expiresAt = Number.parseInt(expires, 36);
  if (!Number.isFinite(expiresAt)) return { ok: false, reason: 'invalid' };
  if (expiresAt < now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, subscriberToken };
}

export type SubscriberLinks = { preferences: string; unsubscribePage: string; oneClick: string };

/**
 * Where a subscriber's email links: the preferences page, the unsubscribe page (a button that
 * posts) and the one-click address of the List-Unsubscribe header (RFC 8058: a POST unsubscribes
 * at once). `issueId` lets the issue count the unsubscribes its email caused.
 */
export function subscriberLinks(siteUrl: string, subscriberToken: string, issueId?: string): SubscriberLinks {
  const query = new URLSearchParams({ token: subscriberToken });
  if (issueId) query.set('issue', issueId);
  return {
    preferences: `${siteUrl}/newsletter/preferences?token=${encodeURIComponent(subscriberToken)}`,
    unsubscribePage: `${siteUrl}/newsletter/unsubscribe?${query}`,
    oneClick: `${siteUrl}/api/newsletter/unsubscribe?${query}`,
  };
}

/** The header lines that let mail clients offer 'Unsubscribe' next to the sender (RFC 2369, RFC 8058). */
export function listUnsubscribeHeaders(links: SubscriberLinks): Record<string, string> {
  return { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
