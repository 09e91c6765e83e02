import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseListParams, type CrudActor } from '@/features/admin/crud/server';
import { databaseWithStaff } from '@/features/admin/crud/test-database';
import type { Database } from '@/server/db/client';
import { auditLog, partners } from '@/server/db/schema';
import { partnersCollection } from './collection';
import { partnerInputSchema } from './admin-schema';
import { listActivePartnersPage } from './queries';

let db: Database;
let actor: CrudActor;
beforeAll(async () => {
  ({ db, actor } = await databaseWithStaff('Eddie', 'editor'));
});

const form = {
  name: 'Northwind Cloud',
  description: 'Managed cloud hosting.',
  logoUrl: '',
  websiteUrl: 'https://northwind.example',
  partnershipType: 'technology',
  industry: '',
  isFeatured: false,
  isActive: true,
};
const publicNames = async () => (await listActivePartnersPage(1)).partners.map((partner) => partner.name);

describe('partners admin writes', () => {
  it('creates, edits and deactivates a partner; the public list follows at once; each write is audited', async () => {
    expect(await publicNames()).not.toContain('Northwind Cloud');
    const { id } = await partnersCollection.write(db, actor, partnerInputSchema.parse(form));
    const [row] = await db.select().from(partners).where(eq(partners.id, id));
    expect(row).toMatchObject({ logoUrl: null, industry: null, websiteUrl: 'https://northwind.example', isFeatured: false, isActive: true });
    expect(await publicNames()).toContain('Northwind Cloud');
    await partnersCollection.write(
      db,
      actor,
      partnerInputSchema.parse({ ...form, id, name: 'Northwind Cloud Group', isFeatured: true, logoUrl: '/logos/northwind.svg' }),
    );
    expect(await publicNames()).toContain('Northwind Cloud Group');
    await partnersCollection.write(db, actor, partnerInputSchema.parse({ ...form, id, isActive: false }));
    expect(await publicNames()).not.toContain('Northwind Cloud');
    await partnersCollection.remove(db, actor, id);
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'partner'), eq(auditLog.entityId, id)));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['partner.create', 'partner.delete', 'partner.update', 'partner.update']);
  });

  it('refuses javascript: and other non-http URLs and unknown partnership types, changing nothing', async () => {
    const before = await db.select().from(partners);
    const script = partnerInputSchema.safeParse({ ...form, websiteUrl: 'javascript:alert(1)' });
    expect(script.error?.issues[0]?.message).toBe('The website URL must be a web address starting with http:// or https://.');
    expect(partnerInputSchema.safeParse({ ...form, logoUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(partnerInputSchema.safeParse({ ...form, logoUrl: '//evil.example/x.png' }).success).toBe(false);
    expect(partnerInputSchema.safeParse({ ...form, websiteUrl: '/relative' }).success).toBe(false);
    expect(partnerInputSchema.safeParse({ ...form, partnershipType: 'vendor' }).error?.issues[0]?.message).toContain('Choose a partnership type');
    expect(partnerInputSchema.safeParse({ ...form, name: ' ' }).error?.issues[0]?.message).toBe('Please enter the partner name.');
    expect(await db.select().from(partners)).toEqual(before);
  });

  it('answers 404 for an unknown partner', async () => {
    await expect(partnersCollection.write(db, actor, partnerInputSchema.parse({ ...form, id: '00000000-0000-4000-8000-000000000000' }))).rejects.toMatchObject({
      status: 404,
    });
    await expect(partnersCollection.remove(db, actor, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ status: 404 });
  });
});

describe('partners admin list', () => {
  it('filters the admin list by type and featured from the URL: rows and total narrow; unknown values list everything', async () => {
    await db.insert(partners).values([
      { name: 'Filtered Alpha', partnershipType: 'reseller', isFeatured: true },
      { name: 'Filtered Beta', partnershipType: 'reseller', isFeatured: false },
      { name: 'Filtered Gamma', partnershipType: 'consulting', isFeatured: true, isActive: false },
      { name: 'Filtered Delta', partnershipType: 'technology', isFeatured: false },
    ]);
    const list = async (query: Record<string, string>) => {
      const result = await partnersCollection.listAdmin(db, parseListParams({ q: 'filtered', ...query }, partnersCollection.listFilters));
      return { total: result.total, names: result.rows.map((partner) => partner.name).sort() };
    };
    expect(await list({ type: 'reseller' })).toEqual({ total: 2, names: ['Filtered Alpha', 'Filtered Beta'] });
    expect(await list({ featured: 'yes' })).toEqual({ total: 2, names: ['Filtered Alpha', 'Filtered Gamma'] });
    expect(await list({ featured: 'no' })).toEqual({ total: 2, names: ['Filtered Beta', 'Filtered Delta'] });
    expect(await list({ type: 'reseller', featured: 'yes' })).toEqual({ total: 1, names: ['Filtered Alpha'] });
    expect(await list({ featured: 'yes', status: 'active' })).toEqual({ total: 1, names: ['Filtered Alpha'] });
    expect(await list({ type: 'strategic' })).toEqual({ total: 0, names: [] });
    const everything = { total: 4, names: ['Filtered Alpha', 'Filtered Beta', 'Filtered Delta', 'Filtered Gamma'] };
    expect(await list({})).toEqual(everything);
    expect(await list({ type: 'vendor', featured: 'maybe' })).toEqual(everything);
    expect(await list({ type: 'all', featured: 'all' })).toEqual(everything);
  });
});
