// What Settings -> Single sign-on shows: the providers (never their secrets) and how many
// accounts each has signed in. Not cached: admins see their change at once.
import 'server-only';
import { asc, count, eq, sql } from 'drizzle-orm';
import { formatZoned } from '@/lib/zoned-time';
import type { Database } from '@/server/db/client';
import { accounts, identityProviders } from '@/server/db/schema';
import type { NewAccountRole } from './schema';

export type ProviderView = {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  /** Always blank: the form keeps the stored secret unless a new one is typed. */
  clientSecret: '';
  domains: string;
  newAccountRole: NewAccountRole;
  isActive: boolean;
  accounts: number;
  updatedAt: string;
};

export async function listProviders(db: Database, timeZone: string): Promise<ProviderView[]> {
  const rows = await db
    .select({
      id: identityProviders.id,
      name: identityProviders.name,
      issuer: identityProviders.issuer,
      clientId: identityProviders.clientId,
      domains: identityProviders.domains,
      newAccountRole: identityProviders.newAccountRole,
      isActive: identityProviders.isActive,
      updatedAt: identityProviders.updatedAt,
      accounts: count(accounts.id),
    })
    .from(identityProviders)
    .leftJoin(accounts, eq(accounts.providerId, sql`'sso:' || ${identityProviders.id}::text`))
    .groupBy(identityProviders.id)
    .orderBy(asc(identityProviders.name));
  return rows.map((row) => ({
    ...row,
    clientSecret: '',
    domains: row.domains.join(', '),
    newAccountRole: row.newAccountRole === 'editor' || row.newAccountRole === 'admin' ? row.newAccountRole : 'none',
    updatedAt: formatZoned(row.updatedAt, timeZone),
  }));
}
