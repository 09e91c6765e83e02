import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/test/database';
import type { Database } from '../db/client';
import { accountAddressWaitMs, admitSignInAttempt, clearAccountAddressFailures, SIGN_IN_RULES, type SignInGate } from './sign-in-throttle';

let db: Database;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
});

const MINUTE = 60_000;
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

/** One attempt whose password turns out wrong (the gate's count stands). */
async function fail(email: string, ipAddress: string, now: Date, knownDevice = false) {
  return admitSignInAttempt(db, { email, ipAddress, knownDevice, now });
}

/** One attempt whose password turns out right. */
async function succeed(email: string, ipAddress: string, now: Date, knownDevice = false) {
  const gate = await admitSignInAttempt(db, { email, ipAddress, knownDevice, now });
  if (gate.allowed) await gate.succeeded();
  return gate;
}

const refusal = (gate: SignInGate) => (gate.allowed ? null : { rule: gate.rule, retryAfterMs: gate.retryAfterMs });

describe('signing in while someone guesses the password', () => {
  it("makes the guesser's address wait longer and longer, while the owner signs in from another address", async () => {
    const start = new Date('2026-11-23T09:00:00Z');
    for (let i = 0; i < 5; i++) expect((await fail('ada@axionlabs.dev', '203.0.113.66', at(start, i * 1000))).allowed).toBe(true);

    // The 6th attempt from there waits a minute after the 5th failure, even with the right password.
    expect(refusal(await succeed('ada@axionlabs.dev', '203.0.113.66', at(start, 5000)))).toEqual({ rule: 'account-address', retryAfterMs: MINUTE - 1000 });
    // The owner, elsewhere, is not held up at all.
    expect((await succeed('ada@axionlabs.dev', '198.51.100.7', at(start, 6000))).allowed).toBe(true);

    // After the minute, one more guess; then 2 minutes, then 4: each failure doubles the wait.
    let now = at(start, 4000 + MINUTE);
    for (const wait of [2, 4, 8, 16, 32, 60, 60]) {
      expect((await fail('ada@axionlabs.dev', '203.0.113.66', now)).allowed).toBe(true);
      expect(refusal(await fail('ada@axionlabs.dev', '203.0.113.66', at(now, 1000)))).toEqual({ rule: 'account-address', retryAfterMs: wait * MINUTE - 1000 });
      now = at(now, wait * MINUTE);
    }
    // Refused attempts did not extend the wait, and the owner is still welcome elsewhere.
    expect((await succeed('ada@axionlabs.dev', '198.51.100.7', now)).allowed).toBe(true);
  });

  it('lets the owner back in at the same address after a short wait, and a success there forgets the failures', async () => {
    const start = new Date('2026-11-23T10:00:00Z');
    for (let i = 0; i < 5; i++) await fail('grace@axionlabs.dev', '192.0.2.10', at(start, i * 1000));
    expect(refusal(await succeed('grace@axionlabs.dev', '192.0.2.10', at(start, 30_000)))?.rule).toBe('account-address');
    expect((await succeed('grace@axionlabs.dev', '192.0.2.10', at(start, 4000 + MINUTE))).allowed).toBe(true);
    // Forgotten: five fresh failures before any wait again.
    for (let i = 0; i < 5; i++) expect((await fail('grace@axionlabs.dev', '192.0.2.10', at(start, 2 * MINUTE + i))).allowed).toBe(true);
    expect((await fail('grace@axionlabs.dev', '192.0.2.10', at(start, 2 * MINUTE + 10))).allowed).toBe(false);
    // A password reset from that address clears them too.
    await clearAccountAddressFailures(db, 'grace@axionlabs.dev', '192.0.2.10');
    expect((await fail('grace@axionlabs.dev', '192.0.2.10', at(start, 2 * MINUTE + 20))).allowed).toBe(true);
  });

  it('forgets failures a day after the last one', async () => {
    const start = new Date('2026-11-23T11:00:00Z');
    for (let i = 0; i < 9; i++) await fail('joan@axionlabs.dev', '192.0.2.11', at(start, i * 2 * 60 * MINUTE));
    expect((await fail('joan@axionlabs.dev', '192.0.2.11', at(start, 16 * 60 * MINUTE + 1000))).allowed).toBe(false);
    const nextDay = at(start, 16 * 60 * MINUTE + 24 * 60 * MINUTE + 1000);
    for (let i = 0; i < 5; i++) expect((await fail('joan@axionlabs.dev', '192.0.2.11', at(nextDay, i))).allowed).toBe(true);
  });

  it('lets no more than 5 guesses through when they are sent all at once', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const gates = await Promise.all(Array.from({ length: 20 }, () => fail('linus@axionlabs.dev', '192.0.2.12', now)));
    expect(gates.filter((gate) => gate.allowed)).toHaveLength(5);
  });

  it('stops one address that tries many accounts, known or not, and nobody else', async () => {
    const start = new Date('2026-11-23T13:00:00Z');
    const { limit, windowMs } = SIGN_IN_RULES.address;
    for (let i = 0; i < limit; i++) expect((await fail(`user${i}@example.com`, '203.0.113.99', at(start, i * 1000))).allowed).toBe(true);
    expect(refusal(await succeed('ada@axionlabs.dev', '203.0.113.99', at(start, 40_000)))).toEqual({ rule: 'address', retryAfterMs: windowMs - 40_000 });
    expect((await fail('someone@example.com', '203.0.113.100', at(start, 41_000))).allowed).toBe(true);
    // Once the hour is over, the address may try again.
    expect((await fail('another@example.com', '203.0.113.99', at(start, windowMs + 1000))).allowed).toBe(true);
  });

  it('does not count successful sign-ins against an address (a whole office signing in at nine)', async () => {
    const start = new Date('2026-11-23T09:00:00Z');
    for (let i = 0; i < 100; i++) expect((await succeed(`staff${i}@axionlabs.dev`, '192.0.2.200', at(start, i * 1000))).allowed).toBe(true);
    for (let i = 0; i < 5; i++) expect((await fail('typo@axionlabs.dev', '192.0.2.200', at(start, 200_000 + i))).allowed).toBe(true);
  });

  it('slows an account flooded from many addresses to one attempt a minute, except in a browser it signed in from before', async () => {
    const start = new Date('2026-11-23T14:00:00Z');
    const { limit } = SIGN_IN_RULES.account;
    for (let i = 0; i < limit; i++) expect((await fail('ceo@axionlabs.dev', `198.18.0.${i}`, at(start, i * 1000))).allowed).toBe(true);

    // A new browser at a new address: the first attempt in the minute goes through, the next waits.
    expect((await fail('ceo@axionlabs.dev', '198.18.1.1', at(start, 50_000))).allowed).toBe(true);
    expect(refusal(await succeed('ceo@axionlabs.dev', '198.18.1.2', at(start, 60_000)))).toEqual({ rule: 'account', retryAfterMs: 50_000 });
    // The owner's usual browser is not slowed.
    expect((await succeed('ceo@axionlabs.dev', '192.0.2.44', at(start, 61_000), true)).allowed).toBe(true);
    // A minute later a new browser gets its turn; other accounts never noticed.
    expect((await succeed('ceo@axionlabs.dev', '198.18.1.2', at(start, 111_000))).allowed).toBe(true);
    expect((await succeed('cto@axionlabs.dev', '198.18.1.2', at(start, 112_000))).allowed).toBe(true);
  });

  it('waits 0 for the first 4 failures, then 1, 2, 4 ... minutes, at most an hour', () => {
    expect([0, 4, 5, 6, 7, 10, 11, 50, 5000].map((failures) => accountAddressWaitMs(failures) / MINUTE)).toEqual([0, 0, 1, 2, 4, 32, 60, 60, 60]);
  });
});
