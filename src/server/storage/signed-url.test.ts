import { describe, expect, it } from 'vitest';
import { checkSignedFileUrl, signedFileUrl } from './signed-url';

const KEY = 'k'.repeat(32);
const ID = '6f1c2b9e-0d0e-4a57-9d0c-1f2e3d4c5b6a';

function parts(url: string) {
  const parsed = new URL(url, 'http://localhost');
  return { expires: parsed.searchParams.get('expires'), signature: parsed.searchParams.get('signature') };
}

describe('signed file links', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');
  const { expires, signature } = parts(signedFileUrl(ID, { now, key: KEY }));

  it('opens the file it was made for until it expires, five minutes on', () => {
    expect(checkSignedFileUrl(ID, expires, signature, { now, key: KEY })).toBe('valid');
    expect(checkSignedFileUrl(ID, expires, signature, { now: now + 299_000, key: KEY })).toBe('valid');
    expect(checkSignedFileUrl(ID, expires, signature, { now: now + 300_000, key: KEY })).toBe('expired');
  });

  it('is refused with one character changed, for another file, or with a later expiry', () => {
    const changed = signature!.slice(0, -1) + (signature!.endsWith('A') ? 'B' : 'A');
    expect(checkSignedFileUrl(ID, expires, changed, { now, key: KEY })).toBe('invalid');
    expect(checkSignedFileUrl(ID.replace('6f', '7f'), expires, signature, { now, key: KEY })).toBe('invalid');
    expect(checkSignedFileUrl(ID, String(Number(expires) + 3600), signature, { now, key: KEY })).toBe('invalid');
    expect(checkSignedFileUrl(ID, null, signature, { now, key: KEY })).toBe('invalid');
  });
});
