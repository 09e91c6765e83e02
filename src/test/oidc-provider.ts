// A real OpenID Connect provider on a free local port (the `oidc-provider` package, certified by
// the OpenID Foundation) for the single sign-on tests: its own login page (any login, any
// password: the login is the person's email, as the tests choose), a consent page, signed ID
// tokens. `emails` overrides what it says of a login: another address, or an unverified one.
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import Provider from 'oidc-provider';

export type TestPerson = { email?: string | null; emailVerified?: boolean; name?: string };

export async function startOidcProvider({
  redirectUri,
  clientId = 'axion-site',
  clientSecret = 'a client secret for the tests',
}: {
  redirectUri: string;
  clientId?: string;
  clientSecret?: string;
}) {
  const people = new Map<string, TestPerson>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      { client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // ID tokens carry the claims (the relying party reads no userinfo).
    conformIdTokenClaims: false,
    cookies: { keys: ['a cookie key for the test provider'] },
    // Set, so that the provider does not warn of its defaults in every test's output.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    async findAccount(_context, login) {
      const person = people.get(login) ?? {};
      return {
        accountId: login,
        async claims() {
          const email = person.email === undefined ? login : person.email;
          return { sub: login, ...(email === null ? {} : { email, email_verified: person.emailVerified ?? true }), name: person.name ?? login.split('@')[0] };
        },
      };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    /** What the provider says of a login other than "its email, verified". */
    people,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
