import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CrudError, parseListParams, type CrudActor } from '@/features/admin/crud/server';
import { databaseWithStaff } from '@/features/admin/crud/test-database';
import type { Database } from '@/server/db/client';
import { auditLog, contentItems } from '@/server/db/schema';
import { removeContentItem, writeContentItem } from './admin-content';
import { CONTENT_LIST_FILTERS, listAdminContentItems } from './admin-queries';
import { contentItemInputSchema } from './admin-schema';
import { getCurrentAnnouncement } from './queries';

let db: Database;
let actor: CrudActor;
beforeAll(async () => {
  ({ db, actor } = await databaseWithStaff('Erin', 'editor', '192.0.2.7'));
});

const save = (input: Record<string, unknown>) => writeContentItem(db, actor, contentItemInputSchema.parse(input));
const auditActions = async (id: string) =>
  (
    await db
      .select({ action: auditLog.action, actorEmail: auditLog.actorEmail })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'content_item'), eq(auditLog.entityId, id)))
  ).map((row) => `${row.action} by ${row.actorEmail}`);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof CrudError ? { status: error.status, message: error.message } : Promise.reject(error)),
  );
const firstIssue = (input: Record<string, unknown>) => contentItemInputSchema.safeParse(input).error?.issues[0]?.message;
const list = (query: Record<string, string>) => listAdminContentItems(db, parseListParams(query, CONTENT_LIST_FILTERS));

describe('content items', () => {
  it('create, edit and delete store the columns the spec names, each audited', async () => {
    const { id, created } = await save({
      title: '  Spring launch ',
      type: 'blog',
      status: 'draft',
      text: 'We launched.\nMore soon.',
      metaTitle: 'Spring launch | Blog',
    });
    expect(created).toBe(true);
    const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id));
    expect(row).toMatchObject({
      title: 'Spring launch',
      type: 'blog',
      status: 'draft',
      content: { text: 'We launched.\nMore soon.' },
      metaData: { title: 'Spring launch | Blog' },
    });

    // A cleared meta title leaves meta_data empty, not {title: null}.
    expect(await save({ id, title: 'Spring launch', type: 'blog', status: 'published', text: 'Live now.', metaTitle: '' })).toEqual({ id, created: false });
    const [updated] = await db.select().from(contentItems).where(eq(contentItems.id, id));
    expect(updated).toMatchObject({ status: 'published', content: { text: 'Live now.' }, metaData: {} });
    expect(updated!.updatedAt.getTime()).toBeGreaterThanOrEqual(row!.updatedAt.getTime());

    await removeContentItem(db, actor, id);
    expect(await db.select().from(contentItems).where(eq(contentItems.id, id))).toEqual([]);
    expect((await auditActions(id)).sort()).toEqual([
      'content_item.create by erin@axionlabs.dev',
      'content_item.delete by erin@axionlabs.dev',
      'content_item.update by erin@axionlabs.dev',
    ]);
  });

  it('an unknown or malformed id is a 404 for both edit and delete, and stores nothing', async () => {
    const before = await db.$count(contentItems);
    const gone = { status: 404, message: 'This content item no longer exists. Reload the page.' };
    expect(await refusal(save({ id: '6f1c1f43-7c55-4f5e-9d7e-2d0b5d6f9a10', title: 'Ghost', type: 'page', status: 'draft' }))).toEqual(gone);
    expect(await refusal(save({ id: 'not-a-uuid', title: 'Ghost', type: 'page', status: 'draft' }))).toEqual(gone);
    expect(await refusal(removeContentItem(db, actor, '6f1c1f43-7c55-4f5e-9d7e-2d0b5d6f9a10'))).toEqual(gone);
    expect(await db.$count(contentItems)).toBe(before);
  });

  it('refuses a missing or long title, long text or meta title, and types or statuses outside the enums', () => {
    const valid = { title: 'Notes', type: 'page', status: 'draft', text: '', metaTitle: '' };
    expect(contentItemInputSchema.safeParse(valid).success).toBe(true);
    expect(contentItemInputSchema.safeParse({ ...valid, title: 'x'.repeat(200), text: 'y'.repeat(20_000), metaTitle: 'z'.repeat(60) }).success).toBe(true);
    expect(firstIssue({ ...valid, title: '   ' })).toBe('Please enter the title.');
    expect(firstIssue({ ...valid, title: 'x'.repeat(201) })).toBe('Use at most 200 characters for the title.');
    expect(firstIssue({ ...valid, text: 'y'.repeat(20_001) })).toBe('Use at most 20000 characters for the content.');
    expect(firstIssue({ ...valid, metaTitle: 'z'.repeat(61) })).toBe('Use at most 60 characters for the meta title.');
    expect(firstIssue({ ...valid, type: 'news' })).toBe('Choose a type: page, blog or announcement.');
    expect(firstIssue({ ...valid, status: 'archived' })).toBe('Choose a status: draft or published.');
    expect(firstIssue({ ...valid, text: { html: '<script>' } })).toBe('Please enter a valid content.');
  });

  it('lists newest first, searches by title and filters by status and type', async () => {
    const older = await save({ title: 'Quarterly update Q1', type: 'blog', status: 'published' });
    const newer = await save({ title: 'Quarterly update Q2', type: 'page', status: 'draft' });
    await save({ title: 'Office move', type: 'announcement', status: 'draft' });
    expect((await list({ q: 'quarterly' })).rows.map((row) => row.id)).toEqual([newer.id, older.id]);
    expect((await list({ q: 'QUARTERLY', status: 'published' })).rows.map((row) => row.id)).toEqual([older.id]);
    expect((await list({ q: 'quarterly', type: 'page' })).rows.map((row) => row.id)).toEqual([newer.id]);
    expect((await list({ type: 'announcement', status: 'published' })).total).toBe(0);
    // A value no filter offers lists everything, as 'all' does.
    expect((await list({ q: 'quarterly', type: 'news' })).total).toBe(2);
    // % and _ are taken literally.
    expect((await list({ q: '%' })).total).toBe(0);
  });
});

describe('the announcement banner', () => {
  it('shows the newest published announcement at once after each write; drafts never', async () => {
    const banner = async () => (await getCurrentAnnouncement())?.title ?? null;
    expect(await banner()).toBeNull(); // cached from here: every write below must drop it

    const first = await save({ title: 'We are hiring', type: 'announcement', status: 'published', text: 'Three engineering roles are open.' });
    expect(await getCurrentAnnouncement()).toMatchObject({ id: first.id, title: 'We are hiring', text: 'Three engineering roles are open.' });
    const firstVersion = (await getCurrentAnnouncement())!.version;

    const draft = await save({ title: 'Holiday hours', type: 'announcement', status: 'draft', text: 'Closed on Dec 25.' });
    expect(await banner()).toBe('We are hiring');

    // Published, the newer one wins.
    await save({ id: draft.id, title: 'Holiday hours', type: 'announcement', status: 'published', text: 'Closed on Dec 25.' });
    expect(await banner()).toBe('Holiday hours');
    // A published blog post is not an announcement.
    await save({ title: 'A newer blog post', type: 'blog', status: 'published' });
    expect(await banner()).toBe('Holiday hours');

    // Back to draft: the older published one shows again.
    await save({ id: draft.id, title: 'Holiday hours', type: 'announcement', status: 'draft', text: 'Closed on Dec 25.' });
    expect(await banner()).toBe('We are hiring');

    // An edit changes the version a dismissal remembers, so it shows again to those who dismissed it.
    await save({ id: first.id, title: 'We are hiring', type: 'announcement', status: 'published', text: 'Four engineering roles are open.' });
    const edited = (await getCurrentAnnouncement())!;
    expect(edited.text).toBe('Four engineering roles are open.');
    expect(edited.version).not.toBe(firstVersion);
    expect(edited.version.startsWith(`${first.id}:`)).toBe(true);

    await removeContentItem(db, actor, first.id);
    expect(await banner()).toBeNull();
  });
});
