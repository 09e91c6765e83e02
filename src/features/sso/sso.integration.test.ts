// Single sign-on's rules (decision 107) on a real database and a real OpenID provider: a provider
// is saved only when its issuer answers discovery, with its secret encrypted and kept when left
// blank; what a provider vouches for opens an account only at its domains, verified, never a
// super admin's or a disabled one; a first sign-in makes an SSO-only account with the chosen role.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrudActor } from '@/features/admin/crud/server';
import { createAdministrator } from '@/server/auth/bootstrap';
import { openSecret } from '@/server/auth/secret-box';
import type { Database } from '@/server/db/client';
import { accounts, auditLog, identityProviders, users } from '@/server/db/schema';
import { createTestDatabase } from '@/test/database';
import { startOidcProvider } from '@/test/oidc-provider';
import { staffActor } from '@/test/staff';
import { identityProvidersCollection } from './collection';
import { discoveryRefusal } from './oidc';
import { providerInputSchema, type ProviderFormValues } from './schema';
import { accountFor } from './sign-in';

let db: Database;
let admin: CrudActor;
let idp: Awaited<ReturnType<typeof startOidcProvider>>;
let provider: typeof identityProviders.$inferSelect;

const form = (values: Partial<ProviderFormValues> & { id?: string }) =>
  providerInputSchema.parse({
    name: 'Axion Okta',
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    domains: 'axionlabs.dev, AXIONLABS.io',
    newAccountRole: 'editor',
    isActive: true,
    ...values,
  });

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  admin = await staffActor(db, 'Ada', 'admin');
  idp = await startOidcProvider({ redirectUri: 'http://127.0.0.1:3000/auth/sso/callback' });
});
afterAll(() => idp.close());

describe('an identity provider as admins save it', () => {
  it('is refused with a sentence when its issuer is not an OpenID provider, and nothing is stored', async () => {
    expect(await discoveryRefusal(idp.issuer)).toBeNull();
    await expect(identityProvidersCollection.write(db, admin, form({ issuer: 'http://127.0.0.1:9' }))).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('No OpenID Connect provider answered at http://127.0.0.1:9/.well-known/openid-configuration'),
    });
    expect(await db.select().from(identityProviders)).toEqual([]);
  });

  it('refuses an issuer that is not https, and a domain that is not one, in the form', () => {
    const issuer = providerInputSchema.safeParse({ ...form({}), issuer: 'http://sso.example.com', domains: 'axionlabs.dev' });
    expect(issuer.error?.issues[0]?.message).toBe('The issuer must start with https:// (http:// only for a provider on this machine).');
    const domains = providerInputSchema.safeParse({ ...form({}), domains: 'axionlabs.dev, not a domain' });
    expect(domains.error?.issues.map((issue) => issue.message)).toContain('Each email domain must look like example.com.');
  });

  it('stores the secret encrypted, keeps it when an edit leaves it blank, and audits no secret', async () => {
    const { id } = await identityProvidersCollection.write(db, admin, form({}));
    const [stored] = await db.select().from(identityProviders).where(eq(identityProviders.id, id));
    expect(stored!.domains).toEqual(['axionlabs.dev', 'axionlabs.io']);
    expect(stored!.clientSecret).not.toContain(idp.clientSecret);
    expect(await openSecret(stored!.clientSecret)).toBe(idp.clientSecret);

    await identityProvidersCollection.write(db, admin, form({ id, clientSecret: '', newAccountRole: 'none' }));
    const [edited] = await db.select().from(identityProviders).where(eq(identityProviders.id, id));
    expect(await openSecret(edited!.clientSecret)).toBe(idp.clientSecret);
    expect(edited!.newAccountRole).toBeNull();
    const entries = await db.select({ details: auditLog.details }).from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries).toHaveLength(2);
    expect(JSON.stringify(entries)).not.toContain(idp.clientSecret);

    await expect(identityProvidersCollection.write(db, admin, form({ clientSecret: '', name: 'No secret' }))).rejects.toMatchObject({
      status: 400,
      message: 'Please enter the client secret.',
    });
    await identityProvidersCollection.write(db, admin, form({ id, newAccountRole: 'editor' }));
    [provider] = (await db.select().from(identityProviders).where(eq(identityProviders.id, id))) as [typeof identityProviders.$inferSelect];
  });
});

describe('what a provider vouches for', () => {
  const person = (email: string | null, more: { emailVerified?: boolean | null; subject?: string } = {}) => ({
    subject: more.subject ?? `sub-${email}`,
    email,
    emailVerified: more.emailVerified === undefined ? true : more.emailVerified,
    name: 'Nia Newcomer',
  });

  it('makes an SSO-only account with the chosen role on a first sign-in, and finds it by its subject afterwards', async () => {
    const first = await accountFor(db, provider, person('nia@axionlabs.io'));
    expect(first).toMatchObject({ ok: true, created: true, user: { email: 'nia@axionlabs.io', name: 'Nia Newcomer' } });
    const [made] = await db.select().from(users).where(eq(users.email, 'nia@axionlabs.io'));
    expect(made).toMatchObject({ role: 'editor', ssoOnly: true, emailVerified: true });
    // The same subject with a new address at the provider is the same account.
    const again = await accountFor(db, provider, { ...person('nia.new@axionlabs.io'), subject: 'sub-nia@axionlabs.io' });
    expect(again).toMatchObject({ ok: true, created: false, user: { id: made!.id } });
  });

  it('refuses other domains, unverified addresses and a missing address with a sentence', async () => {
    expect(await accountFor(db, provider, person('mallory@example.com'))).toEqual({
      ok: false,
      email: 'mallory@example.com',
      message: 'Signing in with Axion Okta is for addresses at axionlabs.dev, axionlabs.io; mallory@example.com is not one of them.',
    });
    // A look-alike is not a subdomain match.
    expect(await accountFor(db, provider, person('eve@evil-axionlabs.dev'))).toMatchObject({ ok: false });
    expect(await accountFor(db, provider, person('una@axionlabs.dev', { emailVerified: false }))).toMatchObject({
      ok: false,
      message: 'Axion Okta says the address una@axionlabs.dev is not verified yet.',
    });
    expect(await accountFor(db, provider, person(null))).toMatchObject({ ok: false, message: expect.stringContaining('did not tell us your email address') });
    expect(await db.select().from(users).where(eq(users.email, 'mallory@example.com'))).toEqual([]);
  });

  it('links an existing account by its address, but never a super admin or a disabled one', async () => {
    const writer = await createAdministrator(db, { email: 'wes@axionlabs.dev', password: 'a long passphrase for wes', name: 'Wes', role: 'editor' });
    expect(await accountFor(db, provider, person('wes@axionlabs.dev'))).toMatchObject({ ok: true, created: false, user: { id: writer.id } });
    const links = await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, writer.id), eq(accounts.providerId, `sso:${provider.id}`)));
    expect(links).toHaveLength(1);

    await createAdministrator(db, { email: 'sue@axionlabs.dev', password: 'a long passphrase for sue', name: 'Sue', role: 'super_admin' });
    expect(await accountFor(db, provider, person('sue@axionlabs.dev'))).toMatchObject({
      ok: false,
      message: expect.stringContaining('super admin account signs in with its password'),
    });

    await db.update(users).set({ banned: true }).where(eq(users.id, writer.id));
    expect(await accountFor(db, provider, person('wes@axionlabs.dev'))).toMatchObject({ ok: false, message: expect.stringContaining('disabled') });
  });

  it('a provider deleted takes its links with it', async () => {
    await identityProvidersCollection.remove(db, admin, provider.id);
    expect(
      await db
        .select()
        .from(accounts)
        .where(eq(accounts.providerId, `sso:${provider.id}`)),
    ).toEqual([]);
  });
});
