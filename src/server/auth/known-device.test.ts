import { describe, expect, it, vi } from 'vitest';
import { isKnownDevice, knownDeviceToken } from './known-device';

vi.stubEnv('APP_SECRET', 'known-device-test-secret-'.padEnd(40, 'x'));

describe('the known-device cookie', () => {
  const issued = new Date('2026-11-23T09:00:00Z');
  const days = (n: number) => new Date(issued.getTime() + n * 24 * 60 * 60_000);

  it('vouches for the account that signed in with it, for 180 days', () => {
    const token = knownDeviceToken('Ada@AxionLabs.dev', issued);
    expect(token).not.toContain('ada');
    expect(isKnownDevice(token, 'ada@axionlabs.dev', days(1))).toBe(true);
    expect(isKnownDevice(token, 'ada@axionlabs.dev', days(179))).toBe(true);
    expect(isKnownDevice(token, 'ada@axionlabs.dev', days(181))).toBe(false);
  });

  it('vouches for no other account, and not when forged', () => {
    const token = knownDeviceToken('ada@axionlabs.dev', issued);
    expect(isKnownDevice(token, 'grace@axionlabs.dev', days(1))).toBe(false);
    const [payload] = token.split('.');
    const [, mark] = payload!.split('~');
    // A later issue date with the old signature, or no cookie at all.
    expect(isKnownDevice(`${Math.floor(days(100).getTime() / 1000)}~${mark}.${token.split('.')[1]}`, 'ada@axionlabs.dev', days(200))).toBe(false);
    expect(isKnownDevice(undefined, 'ada@axionlabs.dev', days(1))).toBe(false);
    expect(isKnownDevice('garbage', 'ada@axionlabs.dev', days(1))).toBe(false);
  });
});
