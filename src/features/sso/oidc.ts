// The OpenID Connect relying party (decision 107), with openid-client: the authorization code flow
// with PKCE, a state and a nonce, the ID token checked (signature, issuer, audience, expiry,
// nonce). Discovery documents are kept for an hour per provider and version of its record.
import 'server-only';
import * as client from 'openid-client';
import { openSecret } from '@/server/auth/secret-box';
import type { identityProviders } from '@/server/db/schema';

type ProviderRow = typeof identityProviders.$inferSelect;

const DISCOVERY_TTL_MS = 60 * 60_000;
// A provider that does not answer must not hold a sign-in (or a save) for long.
const TIMEOUT_S = 10;

const configurations = new Map<string, { config: client.Configuration; until: number }>();

/** Local providers (development, tests) speak http; openid-client refuses that unless told. */
const insecureIfLocal = (issuer: string) => (new URL(issuer).protocol === 'http:' ? [client.allowInsecureRequests] : []);

async function discover(issuer: string, clientId: string, clientSecret?: string) {
  return client.discovery(new URL(issuer), clientId, clientSecret, undefined, { timeout: TIMEOUT_S, execute: insecureIfLocal(issuer) });
}

/**
 * Why an issuer cannot be used, in a sentence, or null. The provider's own error is not repeated:
 * a sentence the same for every failure says nothing about what answers inside the network.
 */
export async function discoveryRefusal(issuer: string): Promise<string | null> {
  try {
    await discover(issuer, 'discovery-check');
    return null;
  } catch {
    return `No OpenID Connect provider answered at ${issuer}/.well-known/openid-configuration. Check the issuer: it is the address the provider's documentation calls the issuer (for Google, https://accounts.google.com).`;
  }
}

export async function configurationFor(provider: ProviderRow): Promise<client.Configuration> {
  const key = `${provider.id}:${provider.updatedAt.getTime()}`;
  const cached = configurations.get(key);
  if (cached && cached.until > Date.now()) return cached.config;
  const config = await discover(provider.issuer, provider.clientId, await openSecret(provider.clientSecret));
  for (const old of configurations.keys()) if (old.startsWith(`${provider.id}:`)) configurations.delete(old);
  configurations.set(key, { config, until: Date.now() + DISCOVERY_TTL_MS });
  return config;
}

/** What a sign-in keeps between leaving for the provider and coming back. */
export type PendingSignIn = { providerId: string; state: string; nonce: string; codeVerifier: string; next: string };

export async function authorizationUrl(provider: ProviderRow, redirectUri: string, next: string): Promise<{ url: URL; pending: PendingSignIn }> {
  const config = await configurationFor(provider);
  const codeVerifier = client.randomPKCECodeVerifier();
  const pending: PendingSignIn = { providerId: provider.id, state: client.randomState(), nonce: client.randomNonce(), codeVerifier, next };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
  });
  return { url, pending };
}

/** The person the provider vouches for, from the checked ID token. */
export type VouchedPerson = { subject: string; email: string | null; emailVerified: boolean | null; name: string | null };

export async function finishAuthorization(provider: ProviderRow, callbackUrl: URL, pending: PendingSignIn): Promise<VouchedPerson> {
  const config = await configurationFor(provider);
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return {
    subject: claims.sub,
    email: text(claims.email)?.toLowerCase() ?? null,
    emailVerified: typeof claims.email_verified === 'boolean' ? claims.email_verified : null,
    name: text(claims.name) ?? ([text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') || null),
  };
}
