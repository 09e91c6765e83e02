// Passkeys (WebAuthn, decision 106), checked with @simplewebauthn/server: the options a browser
// needs to make or use a passkey, and the check of what it sends back. The relying party is the
// host of SITE_URL, so passkeys belong to that domain: moving the site to another one leaves them
// useless (the accounts sign in with their passwords and add new ones). Each ceremony's challenge
// waits in `verifications` for 5 minutes, is used once, and is found through a random id in an
// httpOnly cookie; a registration's is bound to the account that asked for it.
import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq, like, lt } from 'drizzle-orm';
import { cookies } from 'next/headers';
import { z } from 'zod';
import type { Database } from '../db/client';
import { passkeys, verifications } from '../db/schema';
import { env } from '../env';
import { logger } from '../logger';

export const PASSKEY_CHALLENGE_COOKIE = 'axion.passkey_challenge';
export const CHALLENGE_MS = 5 * 60_000;
const CHALLENGE_PREFIX = 'passkey-challenge:';

/** What a browser sends back, as JSON: far larger than any real answer (some 1-2 KB), small enough to parse without care. */
export const MAX_RESPONSE_CHARS = 16_384;

/** The answer as an action's input takes it: text, whose size is checked before it is parsed. */
export const credentialResponseText = z
  .string('The browser sent no passkey.')
  .max(MAX_RESPONSE_CHARS, 'The browser sent more than a passkey answer can be. Please try again.');

type Purpose = 'register' | 'sign-in';

/** The site's host and origin from SITE_URL: WebAuthn refuses an IP address as the relying party, so development and tests use localhost. */
export function relyingParty(): { rpID: string; origin: string } {
  const url = new URL(env().siteUrl);
  return { rpID: url.hostname, origin: url.origin };
}

async function saveChallenge(db: Database, challenge: string, purpose: Purpose, userId: string | null, now = new Date()): Promise<string> {
  const challengeId = randomBytes(24).toString('base64url');
  // Challenges never taken (a closed dialog) are dropped by the next ceremony.
  await db.delete(verifications).where(and(like(verifications.identifier, `${CHALLENGE_PREFIX}%`), lt(verifications.expiresAt, now)));
  await db.insert(verifications).values({
    id: randomUUID(),
    identifier: `${CHALLENGE_PREFIX}${challengeId}`,
    value: JSON.stringify({ challenge, purpose, userId }),
    expiresAt: new Date(now.getTime() + CHALLENGE_MS),
  });
  return challengeId;
}

/** The challenge behind `challengeId`, deleted as it is read: a second answer to it finds nothing. */
async function takeChallenge(db: Database, challengeId: string | undefined, purpose: Purpose, userId: string | null, now = new Date()): Promise<string | null> {
  if (!challengeId || challengeId.length > 64) return null;
  const [row] = await db
    .delete(verifications)
    .where(eq(verifications.identifier, `${CHALLENGE_PREFIX}${challengeId}`))
    .returning({ value: verifications.value, expiresAt: verifications.expiresAt });
  if (!row || row.expiresAt <= now) return null;
  const saved = JSON.parse(row.value) as { challenge: string; purpose: Purpose; userId: string | null };
  return saved.purpose === purpose && saved.userId === userId ? saved.challenge : null;
}

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);

/** What every answer has, around the authenticator's own `response`. */
const credential = <Response extends z.ZodType>(response: Response) =>
  z.object({
    id: base64url(1400).min(1),
    rawId: base64url(1400).min(1),
    type: z.literal('public-key'),
    response,
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.record(z.string(), z.unknown()),
  });

const registrationResponse = credential(
  z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(12_000),
    authenticatorData: base64url(4000).optional(),
    transports: z.array(z.string().max(20)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4000).optional(),
  }),
);

const authenticationResponse = credential(
  z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(1000),
    userHandle: base64url(200).optional(),
  }),
);

/** The browser's answer, as the JSON text our client sends: its shape and sizes checked, or null. */
export function readRegistrationResponse(text: string): RegistrationResponseJSON | null {
  return readJSON(text, registrationResponse) as RegistrationResponseJSON | null;
}

export function readAuthenticationResponse(text: string): AuthenticationResponseJSON | null {
  return readJSON(text, authenticationResponse) as AuthenticationResponseJSON | null;
}

function readJSON(text: string, schema: z.ZodType): unknown {
  if (text.length > MAX_RESPONSE_CHARS) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const transportList = (transports: string | null) => (transports ? (transports.split(',') as AuthenticatorTransportFuture[]) : undefined);

/**
 * Options for the browser to make a passkey for `user`: not one more on an authenticator that
 * already holds one of the account's (excludeCredentials), a discoverable credential (the passkey
 * alone signs in), user verification when the authenticator can.
 */
export async function registrationOptions(
  db: Database,
  user: { id: string; email: string; name: string },
  rpName: string,
): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; challengeId: string }> {
  const existing = await db.select({ credentialId: passkeys.credentialId, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, user.id));
  const options = await generateRegistrationOptions({
    rpName,
    rpID: relyingParty().rpID,
    userName: user.email,
    userDisplayName: user.name,
    // Always the same handle for the account: an authenticator then replaces its old passkey for it instead of keeping two.
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: transportList(row.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: CHALLENGE_MS,
  });
  return { options, challengeId: await saveChallenge(db, options.challenge, 'register', user.id) };
}

export type NewPasskey = {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string | null;
  deviceType: string;
  backedUp: boolean;
};

/** The new passkey if the answer is to this account's challenge, from this site, and well signed; null otherwise. */
export async function verifyRegistration(
  db: Database,
  challengeId: string | undefined,
  userId: string,
  response: RegistrationResponseJSON,
): Promise<NewPasskey | null> {
  const challenge = await takeChallenge(db, challengeId, 'register', userId);
  if (!challenge) return null;
  const { rpID, origin } = relyingParty();
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
    if (!verified) return null;
    const { credential } = registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports?.length ? credential.transports.join(',') : null,
      deviceType: registrationInfo.credentialDeviceType,
      backedUp: registrationInfo.credentialBackedUp,
    };
  } catch (error) {
    logger.warn({ err: error, userId }, 'passkey registration refused');
    return null;
  }
}

/** Options for signing in with whichever of this site's passkeys the browser offers (no account named: the passkey says whose it is). */
export async function authenticationOptions(db: Database): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; challengeId: string }> {
  const options = await generateAuthenticationOptions({ rpID: relyingParty().rpID, allowCredentials: [], userVerification: 'required', timeout: CHALLENGE_MS });
  return { options, challengeId: await saveChallenge(db, options.challenge, 'sign-in', null) };
}

export type PasskeyCheck =
  | { ok: true; passkey: { id: string; userId: string; name: string } }
  | { ok: false; reason: 'challenge' | 'unknown passkey' | 'signature' | 'counter'; userId?: string };

/**
 * Checks a sign-in answer: our challenge (used once), a passkey we know, its signature with the
 * user verified (the passkey stands for both factors), and a signature counter that moved on, so a
 * cloned authenticator shows itself. The counter and the time of use are saved.
 */
export async function verifyAuthentication(
  db: Database,
  challengeId: string | undefined,
  response: AuthenticationResponseJSON,
  now = new Date(),
): Promise<PasskeyCheck> {
  const challenge = await takeChallenge(db, challengeId, 'sign-in', null, now);
  if (!challenge) return { ok: false, reason: 'challenge' };
  const [passkey] = await db.select().from(passkeys).where(eq(passkeys.credentialId, response.id)).limit(1);
  if (!passkey) return { ok: false, reason: 'unknown passkey' };
  const { rpID, origin } = relyingParty();
  let newCounter: number;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: transportList(passkey.transports),
      },
      requireUserVerification: true,
    });
    if (!verified) return { ok: false, reason: 'signature', userId: passkey.userId };
    newCounter = authenticationInfo.newCounter;
  } catch (error) {
    const counter = error instanceof Error && /counter/i.test(error.message);
    logger.warn({ err: error, passkeyId: passkey.id }, 'passkey sign-in refused');
    return { ok: false, reason: counter ? 'counter' : 'signature', userId: passkey.userId };
  }
  // Only if no other sign-in with the same counter got here first.
  const [saved] = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: now })
    .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
    .returning({ id: passkeys.id });
  if (!saved) return { ok: false, reason: 'counter', userId: passkey.userId };
  return { ok: true, passkey: { id: passkey.id, userId: passkey.userId, name: passkey.name } };
}

/** Keeps the challenge's id in this browser for the answer to name (actions and pages only: it uses next/headers). */
export async function rememberChallenge(challengeId: string) {
  (await cookies()).set(PASSKEY_CHALLENGE_COOKIE, challengeId, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env().NODE_ENV === 'production',
    path: '/',
    maxAge: CHALLENGE_MS / 1000,
  });
}

/** The id `rememberChallenge` kept, forgotten as it is read. */
export async function recalledChallenge(): Promise<string | undefined> {
  const jar = await cookies();
  const challengeId = jar.get(PASSKEY_CHALLENGE_COOKIE)?.value;
  if (challengeId) jar.delete(PASSKEY_CHALLENGE_COOKIE);
  return challengeId;
}
