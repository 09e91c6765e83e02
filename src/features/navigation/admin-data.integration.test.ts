import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CrudError, type CrudActor } from '@/features/admin/crud/server';
import { databaseWithStaff } from '@/features/admin/crud/test-database';
import { invalidateCacheTags } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { auditLog, navigationItems } from '@/server/db/schema';
import { navigationItems as seededItems } from '@/seed/seed-data';
import { listAdminNavigationItems, navigationCollection } from './collection';
import { navigationItemInputSchema } from './admin-schema';
import { listHeaderMenu } from './queries';

let db: Database;
let actor: CrudActor;
beforeAll(async () => {
  ({ db, actor } = await databaseWithStaff('Erin', 'editor', '192.0.2.7', { seeded: true }));
});

const auditOf = (id: string) =>
  db
    .select({ action: auditLog.action, actorEmail: auditLog.actorEmail, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'navigation_item'), eq(auditLog.entityId, id)));
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof CrudError ? { status: error.status, message: error.message } : Promise.reject(error)),
  );
const firstIssue = (input: unknown) => navigationItemInputSchema.safeParse(input).error?.issues[0]?.message;
const menuNames = async () => (await listHeaderMenu()).map((entry) => entry.name);

describe('the header menu', () => {
  it('is the seeded active items in order_index order', async () => {
    expect(await menuNames()).toEqual(seededItems.map((item) => item.name));
  });
});

describe('saving a navigation item', () => {
  it('creates, edits, deactivates and deletes an item: the header menu follows each at once, each is audited', async () => {
    await listHeaderMenu(); // warm the cache: every write must drop it
    const { id, created } = await navigationCollection.write(
      db,
      actor,
      navigationItemInputSchema.parse({
        name: ' Blog ',
        href: '/blog',
        orderIndex: '37',
        isActive: true,
        submenu: [
          { name: 'Engineering', href: '/blog/engineering' },
          { name: '  ', href: '' },
          { name: 'Company news', href: 'https://news.example.com/axion' },
        ],
      }),
    );
    expect(created).toBe(true);
    const blog = (await listHeaderMenu()).find((entry) => entry.id === id);
    expect(blog).toEqual({
      id,
      name: 'Blog',
      href: '/blog',
      submenu: [
        { name: 'Engineering', href: '/blog/engineering' },
        { name: 'Company news', href: 'https://news.example.com/axion' },
      ],
    });
    // Between Insights (35) and About (40).
    const names = await menuNames();
    expect(names.slice(names.indexOf('Case Studies'), names.indexOf('About') + 1)).toEqual(['Case Studies', 'Insights', 'Blog', 'About']);

    await navigationCollection.write(
      db,
      actor,
      navigationItemInputSchema.parse({ id, name: 'Journal', href: '/journal', orderIndex: '-5', isActive: true, submenu: [] }),
    );
    expect((await listHeaderMenu())[0]).toEqual({ id, name: 'Journal', href: '/journal', submenu: [] });

    await navigationCollection.write(db, actor, navigationItemInputSchema.parse({ id, name: 'Journal', href: '/journal', orderIndex: '-5', isActive: false }));
    expect(await menuNames()).not.toContain('Journal');
    expect((await listAdminNavigationItems(db)).find((item) => item.id === id)).toMatchObject({ name: 'Journal', isActive: false, orderIndex: -5 });

    await navigationCollection.remove(db, actor, id);
    expect(await db.select().from(navigationItems).where(eq(navigationItems.id, id))).toEqual([]);
    const audit = await auditOf(id);
    expect(audit.map((row) => row.action).sort()).toEqual([
      'navigation_item.create',
      'navigation_item.delete',
      'navigation_item.update',
      'navigation_item.update',
    ]);
    expect(audit.every((row) => row.actorEmail === 'erin@axionlabs.dev')).toBe(true);
    expect(audit.find((row) => row.action === 'navigation_item.create')?.details).toMatchObject({ name: 'Blog', href: '/blog', orderIndex: 37 });
    expect(await refusal(navigationCollection.remove(db, actor, id))).toEqual({
      status: 404,
      message: 'This navigation item no longer exists. Reload the page.',
    });
  });

  it('takes a blank order as 0 and lists equal orders oldest first', async () => {
    const first = await navigationCollection.write(db, actor, navigationItemInputSchema.parse({ name: 'First at zero', href: '/first', orderIndex: '' }));
    const second = await navigationCollection.write(db, actor, navigationItemInputSchema.parse({ name: 'Second at zero', href: '/second', orderIndex: '   ' }));
    const menu = await listHeaderMenu();
    const zeros = menu.filter((entry) => [first.id, second.id].includes(entry.id) || entry.name === 'Solutions');
    // Solutions is seeded at 0 and is older than both.
    expect(zeros.map((entry) => entry.name)).toEqual(['Solutions', 'First at zero', 'Second at zero']);
    await navigationCollection.remove(db, actor, first.id);
    await navigationCollection.remove(db, actor, second.id);
  });

  it('refuses a javascript: link, other schemes and bad fields with a message naming the field, storing nothing', async () => {
    const before = await db.$count(navigationItems);
    const link = 'The link must be a path on this site (like /services) or a web address starting with http:// or https://.';
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      '//evil.example.com',
      'services',
      'mailto:a@b.c',
      'ftp://example.com/file',
    ]) {
      expect(firstIssue({ name: 'Bad', href }), href).toBe(link);
    }
    expect(firstIssue({ name: '  ', href: '/x' })).toBe('Please enter the name.');
    expect(firstIssue({ name: 'X', href: '' })).toBe('Please enter the link.');
    expect(firstIssue({ name: 'X', href: '/x', orderIndex: 'first' })).toBe('The order must be a whole number.');
    expect(firstIssue({ name: 'X', href: '/x', orderIndex: '1.5' })).toBe('The order must be a whole number.');
    expect(firstIssue({ name: 'X', href: '/x', orderIndex: '99999999' })).toBe('The order must be between -1000000 and 1000000.');
    expect(
      firstIssue({
        name: 'X',
        href: '/x',
        submenu: [
          { name: '', href: '' },
          { name: 'Docs', href: '' },
        ],
      }),
    ).toBe('Please enter the link of submenu item 2.');
    expect(firstIssue({ name: 'X', href: '/x', submenu: [{ name: '', href: '/docs' }] })).toBe('Please enter the name of submenu item 1.');
    expect(firstIssue({ name: 'X', href: '/x', submenu: [{ name: 'Docs', href: 'javascript:void(0)' }] })).toBe(
      'The link of submenu item 1 must be a path on this site (like /services) or a web address starting with http:// or https://.',
    );
    expect(firstIssue({ name: 'X', href: '/x', submenu: Array.from({ length: 21 }, (_, i) => ({ name: `S${i}`, href: `/s${i}` })) })).toBe(
      'Use at most 20 submenu items.',
    );
    expect(
      await refusal(
        navigationCollection.write(db, actor, navigationItemInputSchema.parse({ id: '00000000-0000-4000-8000-000000000000', name: 'Ghost', href: '/ghost' })),
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await refusal(navigationCollection.write(db, actor, navigationItemInputSchema.parse({ id: 'not-a-uuid', name: 'Ghost', href: '/ghost' }))),
    ).toMatchObject({ status: 404 });
    expect(await db.$count(navigationItems)).toBe(before);
  });

  it('keeps only well-formed submenu entries of a row written by hand', async () => {
    const [row] = await db
      .insert(navigationItems)
      .values({ name: 'Legacy', href: '/legacy', orderIndex: 999, submenu: ['Old name only', { name: 'Kept', href: '/kept' }, { name: 'No link' }] as never })
      .returning({ id: navigationItems.id });
    invalidateCacheTags('navigation');
    expect((await listHeaderMenu()).find((entry) => entry.id === row!.id)?.submenu).toEqual([{ name: 'Kept', href: '/kept' }]);
  });
});
