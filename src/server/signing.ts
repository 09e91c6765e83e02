// HMAC signatures for values the browser carries back to us: form render tokens and short-lived
// download links. The secret is APP_SECRET, or one generated on first use and kept in DATA_DIR
// (every process of a multi-server deployment must share APP_SECRET).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from './env';

const KEY = Symbol.for('agency.app-secret');
const globalSecret = globalThis as unknown as { [KEY]?: string };

function loadSecret(): string {
  const config = env();
  if (config.APP_SECRET) return config.APP_SECRET;
  const file = path.join(config.dataDir, 'app-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    try {
      fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
      return secret;
    } catch {
      // Another process wrote it first: use theirs.
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}

/** The application's secret (APP_SECRET or the generated one); also keys the auth library. */
export function appSecret(): string {
  return (globalSecret[KEY] ??= loadSecret());
}

function mac(payload: string, key = appSecret()) {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/** `payload.signature`, where payload is any string (the signature is split off at the last dot). */
export function sign(payload: string, key?: string): string {
  return `${payload}.${mac(payload, key)}`;
}

/** The payload if the signature is ours, else null. */
export function verify(token: string, key?: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const payload = token.slice(0, dot);
  return isValidSignature(payload, token.slice(dot + 1), key) ? payload : null;
}

/** The bare signature of a payload, for values carried in separate URL parameters. */
export function signature(payload: string, key?: string): string {
  return mac(payload, key);
}

export function isValidSignature(payload: string, given: string, key?: string): boolean {
  const expected = Buffer.from(mac(payload, key));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
