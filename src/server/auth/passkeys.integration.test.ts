// The server's side of passkeys against a small software authenticator (a P-256 key, 'none'
// attestation, as a phone or a security key answers): a registration is bound to its account and
// its challenge, a challenge works once, a sign-in moves the counter on and a replayed or cloned
// answer is refused, and what the browser sends is bounded before it is parsed.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/test/database';
import { createAdministrator } from './bootstrap';
import type { Database } from '../db/client';
import { passkeys, verifications } from '../db/schema';
import {
  authenticationOptions,
  MAX_RESPONSE_CHARS,
  readAuthenticationResponse,
  readRegistrationResponse,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
} from './passkeys';

process.env.SITE_URL = 'http://localhost:3000';
const ORIGIN = 'http://localhost:3000';

let db: Database;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
});

const b64 = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const uint32 = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};

/** One passkey on a software authenticator: its key, its id, its signature counter. */
class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly key: { privateKey: KeyObject; publicKey: KeyObject } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  counter = 0;

  register(challenge: string, { origin = ORIGIN, rpID = 'localhost' } = {}) {
    const jwk = this.key.publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    // Flags: user present, user verified, attested credential data.
    const authData = Buffer.concat([sha256(rpID), Buffer.from([0x45]), uint32(this.counter), Buffer.alloc(16), idLength, this.credentialId, cose]);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge, origin, crossOrigin: false }));
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    );
    const id = b64(this.credentialId);
    return JSON.stringify({
      id,
      rawId: id,
      type: 'public-key',
      response: { clientDataJSON: b64(clientDataJSON), attestationObject: b64(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
    });
  }

  signIn(challenge: string, { counter = ++this.counter } = {}) {
    const authData = Buffer.concat([sha256('localhost'), Buffer.from([0x05]), uint32(counter)]);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin: ORIGIN, crossOrigin: false }));
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.key.privateKey);
    const id = b64(this.credentialId);
    return JSON.stringify({
      id,
      rawId: id,
      type: 'public-key',
      response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authData), signature: b64(signature) },
      clientExtensionResults: {},
    });
  }
}

async function account(email: string) {
  const name = email.split('@')[0]!;
  return { ...(await createAdministrator(db, { email, password: 'a perfectly fine passphrase', name, role: 'editor' })), name };
}

/** Registers a new software passkey for the account, as the profile's actions do. */
async function registered(user: { id: string; email: string; name: string }) {
  const authenticator = new SoftAuthenticator();
  const { options, challengeId } = await registrationOptions(db, user, 'Axion Labs');
  const made = await verifyRegistration(db, challengeId, user.id, readRegistrationResponse(authenticator.register(options.challenge))!);
  expect(made).not.toBeNull();
  const [row] = await db
    .insert(passkeys)
    .values({ id: crypto.randomUUID(), userId: user.id, name: 'Soft key', ...made! })
    .returning();
  return { authenticator, row: row! };
}

async function signIn(authenticator: SoftAuthenticator, options: { counter?: number } = {}) {
  const { options: requested, challengeId } = await authenticationOptions(db);
  return verifyAuthentication(db, challengeId, readAuthenticationResponse(authenticator.signIn(requested.challenge, options))!);
}

describe('adding a passkey', () => {
  it('asks for a discoverable passkey for this site, excluding the ones the account has', async () => {
    const user = await account('pk-options@axionlabs.dev');
    const { row } = await registered(user);
    const { options } = await registrationOptions(db, user, 'Axion Labs');
    expect(options.rp).toEqual({ name: 'Axion Labs', id: 'localhost' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'preferred' });
    expect(options.excludeCredentials).toEqual([{ id: row.credentialId, type: 'public-key', transports: ['internal'] }]);
    expect(row).toMatchObject({ counter: 0, transports: 'internal', deviceType: 'singleDevice', backedUp: false });
  });

  it('refuses an answer to another account’s challenge, from another site, or to a challenge already used', async () => {
    const user = await account('pk-bound@axionlabs.dev');
    const other = await account('pk-other@axionlabs.dev');
    const authenticator = new SoftAuthenticator();

    const first = await registrationOptions(db, user, 'Axion Labs');
    const answer = readRegistrationResponse(authenticator.register(first.options.challenge))!;
    expect(await verifyRegistration(db, first.challengeId, other.id, answer)).toBeNull();
    // Taken by the refused try: the right account cannot use it afterwards either.
    expect(await verifyRegistration(db, first.challengeId, user.id, answer)).toBeNull();

    const second = await registrationOptions(db, user, 'Axion Labs');
    const phished = readRegistrationResponse(
      authenticator.register(second.options.challenge, { origin: 'https://axion-labs.example', rpID: 'axion-labs.example' }),
    )!;
    expect(await verifyRegistration(db, second.challengeId, user.id, phished)).toBeNull();

    const third = await registrationOptions(db, user, 'Axion Labs');
    expect(await verifyRegistration(db, third.challengeId, user.id, readRegistrationResponse(authenticator.register(third.options.challenge))!)).not.toBeNull();
    expect(
      await db
        .select()
        .from(verifications)
        .where(eq(verifications.identifier, `passkey-challenge:${third.challengeId}`)),
    ).toEqual([]);
  });
});

describe('signing in with a passkey', () => {
  it('names the passkey and its account, moves the counter on and notes the time of use', async () => {
    const user = await account('pk-sign-in@axionlabs.dev');
    const { authenticator, row } = await registered(user);
    expect(await signIn(authenticator)).toEqual({ ok: true, passkey: { id: row.id, userId: user.id, name: 'Soft key' } });
    const [after] = await db.select().from(passkeys).where(eq(passkeys.id, row.id));
    expect(after!.counter).toBe(1);
    expect(after!.lastUsedAt).toBeInstanceOf(Date);
  });

  it('refuses a counter that did not move on (a cloned authenticator), an unknown passkey and a used or missing challenge', async () => {
    const user = await account('pk-refusals@axionlabs.dev');
    const { authenticator } = await registered(user);
    expect(await signIn(authenticator)).toMatchObject({ ok: true });
    expect(await signIn(authenticator, { counter: 1 })).toEqual({ ok: false, reason: 'counter', userId: user.id });
    expect(await signIn(new SoftAuthenticator())).toEqual({ ok: false, reason: 'unknown passkey' });

    const { options, challengeId } = await authenticationOptions(db);
    const answer = readAuthenticationResponse(authenticator.signIn(options.challenge))!;
    expect(await verifyAuthentication(db, challengeId, answer)).toMatchObject({ ok: true });
    expect(await verifyAuthentication(db, challengeId, answer)).toEqual({ ok: false, reason: 'challenge' });
    expect(await verifyAuthentication(db, undefined, answer)).toEqual({ ok: false, reason: 'challenge' });
  });

  it('refuses a challenge older than 5 minutes', async () => {
    const user = await account('pk-late@axionlabs.dev');
    const { authenticator } = await registered(user);
    const { options, challengeId } = await authenticationOptions(db);
    const answer = readAuthenticationResponse(authenticator.signIn(options.challenge))!;
    expect(await verifyAuthentication(db, challengeId, answer, new Date(Date.now() + 5 * 60_000 + 1000))).toEqual({ ok: false, reason: 'challenge' });
  });
});

describe('what the browser sends', () => {
  it('is bounded and shaped before it is used', () => {
    expect(readAuthenticationResponse('x'.repeat(MAX_RESPONSE_CHARS + 1))).toBeNull();
    expect(readAuthenticationResponse('not json')).toBeNull();
    expect(readAuthenticationResponse('{"id":1}')).toBeNull();
    expect(readRegistrationResponse(JSON.stringify({ id: 'a', rawId: 'a', type: 'public-key', response: {}, clientExtensionResults: {} }))).toBeNull();
    const huge = JSON.stringify({
      id: 'a'.repeat(2000),
      rawId: 'a',
      type: 'public-key',
      response: { clientDataJSON: 'a', authenticatorData: 'a', signature: 'a' },
      clientExtensionResults: {},
    });
    expect(readAuthenticationResponse(huge)).toBeNull();
  });
});
