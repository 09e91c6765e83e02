// OpenID Connect providers staff sign in with (decision 107), managed by admins under Settings ->
// Single sign-on. Not in the content API (a provider holds a client secret). A save first reads the
// provider's discovery document, so a mistyped issuer is refused with a sentence, not found out at
// the next sign-in. The secret is stored encrypted and never sent back to the form.
import 'server-only';
import { eq } from 'drizzle-orm';
import { CrudError } from '@/features/admin/crud/server';
import { defineCollection } from '@/features/collections/define';
import { sealSecret } from '@/server/auth/secret-box';
import { accounts, identityProviders } from '@/server/db/schema';
import { discoveryRefusal } from './oidc';
import { accountProviderId, providerInputSchema } from './schema';

export const identityProvidersCollection = defineCollection({
  noun: 'identity provider',
  plural: 'identity providers',
  entityType: 'identity_provider',
  table: identityProviders,
  input: providerInputSchema,
  access: { read: 'admin', write: 'admin' },
  // No entry holds the secret.
  audit: ({ name, issuer, clientId, domains, newAccountRole, isActive }) => ({ name, issuer, clientId, domains, newAccountRole, isActive }),
  named: { name: identityProviders.name, issuer: identityProviders.issuer },
  async checkFirst(provider) {
    const refusal = await discoveryRefusal(provider.issuer);
    if (refusal) throw new CrudError(refusal, 400);
  },
  async stored({ clientSecret, newAccountRole, ...rest }, id) {
    if (!clientSecret && id === undefined) throw new CrudError('Please enter the client secret.', 400);
    return {
      ...rest,
      newAccountRole: newAccountRole === 'none' ? null : newAccountRole,
      // Left blank on an edit: the stored secret stays (drizzle leaves out an undefined column).
      clientSecret: clientSecret ? await sealSecret(clientSecret) : undefined,
    };
  },
  // Its accounts' links go with it; the accounts stay (an account made by it can then sign in no more).
  async beforeRemove(tx, id) {
    await tx.delete(accounts).where(eq(accounts.providerId, accountProviderId(id)));
  },
  list: { search: identityProviders.name, active: identityProviders.isActive },
});
