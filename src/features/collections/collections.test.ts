import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '@/features/api/operations';
import { collectionOf } from '@/features/publishing/collections';
import { PUBLISHABLE_COLLECTIONS } from '@/server/db/schema';
import { ADMIN_NAV } from '@/features/admin/navigation';
import { hasRole } from '@/server/auth/roles';
import { COLLECTIONS } from '.';

describe('the one list of collections', () => {
  it('gives the publishing workflow an adapter for every collection its tables know, and no other', () => {
    for (const name of PUBLISHABLE_COLLECTIONS) expect(collectionOf(name).collection).toBe(name);
    expect(COLLECTIONS.flatMap((collection) => (collection.publishing ? [collection.publishing.collection] : [])).sort()).toEqual(
      [...PUBLISHABLE_COLLECTIONS].sort(),
    );
  });

  it('gives the content API each collection’s operations, each method and path once', () => {
    const routes = OPERATIONS.map((operation) => `${operation.method} ${operation.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const path of [
      '/pages',
      '/case-studies',
      '/jobs',
      '/partners',
      '/navigation',
      '/media',
      '/forms',
      '/project-types',
      '/features',
      '/rate-cards',
      '/leads',
      '/settings',
    ]) {
      expect(routes, path).toContain(`GET ${path}`);
    }
    // A collection made by defineCollection has the five operations of a record.
    expect(routes.filter((route) => route.endsWith('/jobs') || route.endsWith('/jobs/{id}')).sort()).toEqual([
      'DELETE /jobs/{id}',
      'GET /jobs',
      'GET /jobs/{id}',
      'PATCH /jobs/{id}',
      'POST /jobs',
    ]);
  });

  it('lists the collections managed only in the admin, with no content API operations', () => {
    const settings = COLLECTIONS.filter((collection) => ['webhook endpoints', 'API keys'].includes(collection.plural));
    expect(settings.map((collection) => collection.operations)).toEqual([[], []]);
    expect(OPERATIONS.filter((operation) => /webhook|key/i.test(operation.path))).toEqual([]);
  });

  it('has its managing screen in the sidebar for everyone who may write it', () => {
    for (const { plural, screen } of COLLECTIONS) {
      const entry = ADMIN_NAV.find((item) => item.href === screen.href);
      expect(entry, `${plural}: ${screen.href} in the sidebar`).toBeDefined();
      expect(hasRole(screen.writers, entry!.minimumRole), `${plural}: its writers (${screen.writers}) see ${screen.href}`).toBe(true);
    }
  });
});
