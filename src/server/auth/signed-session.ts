// Whether a request carries a session cookie this server signed: staff (or someone who once
// signed in). Our HTTP server lets such requests go before anonymous ones when the render slots are
// busy (decision 094), so that the admin stays usable while the public site is under load. Only
// the signature is checked, in microseconds and without the database; whether the session is still
// valid is decided, as always, by requireRole in the app.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { appSecret } from '../signing';

/** better-auth's cookie, plain and with the __Secure- prefix it takes over HTTPS (auth.ts: cookiePrefix 'axion'). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?axion\.session_token=([^;]{1,512})/;

/** better-auth signs the token as better-call does: `token.base64(HMAC-SHA256(secret, token))`, URL-encoded. */
export function carriesSignedSession(cookieHeader: string | undefined, secret = appSecret()): boolean {
  if (!cookieHeader) return false;
  const raw = SESSION_COOKIE.exec(cookieHeader)?.[1];
  if (!raw) return false;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return false;
  }
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return false;
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(value.slice(0, dot)).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
