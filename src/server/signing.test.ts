import { describe, expect, it } from 'vitest';
import { sign, verify } from './signing';

const KEY = 'k'.repeat(32);

describe('signed values', () => {
  it('gives back the payload of a value it signed', () => {
    expect(verify(sign('form:1700000000000:abc', KEY), KEY)).toBe('form:1700000000000:abc');
  });

  it('refuses a changed payload, a changed signature, another key and garbage', () => {
    const token = sign('portfolio:1700000000', KEY);
    expect(verify(token.replace('1700000000', '1800000000'), KEY)).toBeNull();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(verify(token.slice(0, -1) + last, KEY)).toBeNull();
    expect(verify(token, 'x'.repeat(32))).toBeNull();
    expect(verify('no-signature', KEY)).toBeNull();
    expect(verify('', KEY)).toBeNull();
  });
});
