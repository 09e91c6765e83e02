// A browser in which an account has signed in before carries a signed cookie that says so (OWASP's
// "device cookie"). It exempts that browser from the account-wide slowdown of sign-in-throttle.ts,
// so that a flood of guesses from many addresses does not keep the owner out of their usual
// browser. It holds no email: only a keyed hash of it, and when it was issued.
import { signature, sign, verify } from '../signing';

export const KNOWN_DEVICE_COOKIE = 'axion.known_device';
export const KNOWN_DEVICE_MAX_AGE_S = 180 * 24 * 60 * 60;

const accountMark = (email: string) => signature(`known-device:${email.trim().toLowerCase()}`).slice(0, 22);

export function knownDeviceToken(email: string, now = new Date()): string {
  return sign(`${Math.floor(now.getTime() / 1000)}~${accountMark(email)}`);
}

/** Whether `token` (the cookie's value) was issued by us to a browser this account signed in from, less than 180 days ago. */
export function isKnownDevice(token: string | undefined, email: string, now = new Date()): boolean {
  const payload = token ? verify(token) : null;
  if (!payload) return false;
  const [issuedAt, mark] = payload.split('~');
  const age = now.getTime() / 1000 - Number(issuedAt);
  return mark === accountMark(email) && age >= 0 && age < KNOWN_DEVICE_MAX_AGE_S;
}
