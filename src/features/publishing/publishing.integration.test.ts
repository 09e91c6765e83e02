import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { writePage } from '@/features/pages/admin-pages';
import { pageInputSchema } from '@/features/pages/admin-schema';
import { ensureSeedPages } from '@/seed/built-in-pages';
import { blankPageDoc } from '@/features/pages/page-doc.fixture';
import { pageCollection, type PageDoc } from '@/features/pages/publishing';
import { getPublishedPageBySlug } from '@/features/pages/queries';
import { createAdministrator } from '@/server/auth/bootstrap';
import { openPostgres, type Database } from '@/server/db/client';
import { auditLog, contentVersions, pages, publishSchedules } from '@/server/db/schema';
import { createTestDatabase } from '@/test/database';
import { activePreviewLinks, createPreviewLink, resolvePreviewLink, revokePreviewLink } from './preview-links';
import { addSchedule, cancelSchedule, pendingSchedules, runDueSchedules, startScheduleWorker } from './schedules';
import type { Author } from './types';
import { listVersions } from './versions';
import { publish, restoreVersion, saveDraft, unpublish, workingCopy } from './workflow';

let db: Database;
let ada: Author;
let bob: Author;
const collection = pageCollection as never;

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  const a = await createAdministrator(db, { email: 'ada@axionlabs.dev', password: 'a long passphrase for ada', name: 'Ada Editor', role: 'editor' });
  const b = await createAdministrator(db, { email: 'bob@axionlabs.dev', password: 'a long passphrase for bob', name: 'Bob Writer', role: 'editor' });
  ada = { id: a.id, email: 'ada@axionlabs.dev', name: 'Ada Editor', ipAddress: '192.0.2.1' };
  bob = { id: b.id, email: 'bob@axionlabs.dev', name: 'Bob Writer', ipAddress: '192.0.2.2' };
});

const text = (words: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: words }] }] });
const docWith = (words: string, slug: string): PageDoc =>
  blankPageDoc({ title: 'Pricing', slug, blocks: [{ id: 'body', type: 'richText', body: text(words) }] });
const visibleText = async (slug: string) => JSON.stringify((await getPublishedPageBySlug(slug))?.blocks ?? null);

/** A published page whose body says `words`; its slug is new each time. */
async function publishedPage(words: string) {
  const slug = `pricing-${randomBytes(3).toString('hex')}`;
  const { id } = await writePage(db, ada, pageInputSchema.parse({ ...docWith(words, slug), isPublished: true }));
  return { id, slug };
}

const audits = (id: string, action: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));

describe('drafts and publishing', () => {
  it('a saved change is a draft: visitors keep the published text until Publish', async () => {
    const { id, slug } = await publishedPage('Old prices.');
    const saved = await saveDraft(db, collection, ada, { id, baseRevision: 0, data: docWith('New prices.', slug), manual: true, note: 'Spring prices' });
    expect(saved).toMatchObject({ ok: true, version: 1, state: { revision: 1, savedByName: 'Ada Editor' } });
    expect(await visibleText(slug)).toContain('Old prices.');
    const copy = await workingCopy(db, pageCollection, id);
    expect(copy).toMatchObject({ hasDraft: true, state: { revision: 1 } });
    expect(JSON.stringify(copy.doc)).toContain('New prices.');

    const published = await publish(db, collection, ada, { id });
    expect(published).toMatchObject({ ok: true, version: 2, state: { revision: 2 } });
    expect(await visibleText(slug)).toContain('New prices.');
    expect((await workingCopy(db, pageCollection, id)).hasDraft).toBe(false);
    expect(await audits(id, 'page.publish')).toHaveLength(1);
    expect(await audits(id, 'page.save')).toMatchObject([{ actorEmail: 'ada@axionlabs.dev', details: { version: 1, note: 'Spring prices' } }]);
  });

  it('an autosave keeps half-typed work; a manual save refuses it with the problem, and changes nothing', async () => {
    const { id, slug } = await publishedPage('Steady text.');
    const broken = {
      ...docWith('Steady text.', slug),
      blocks: [{ id: 'cta', type: 'cta', title: '', buttons: [{ label: 'Go', href: 'javascript:alert(1)' }] }],
    };
    const autosaved = await saveDraft(db, collection, ada, { id, baseRevision: 0, data: broken, manual: false });
    expect(autosaved).toMatchObject({ ok: true, state: { revision: 1 } });
    expect(JSON.stringify((await workingCopy(db, pageCollection, id)).doc)).toContain('javascript:alert(1)');

    const manual = await saveDraft(db, collection, ada, { id, baseRevision: 1, data: broken, manual: true });
    expect(manual.ok).toBe(false);
    expect('issues' in manual && manual.issues.length).toBeGreaterThan(0);
    expect(await listVersions(db, 'page', id)).toEqual([]);
    // Nor can it be published: visitors never get the javascript: link.
    expect(await publish(db, collection, ada, { id })).toMatchObject({ ok: false });
    expect(await visibleText(slug)).toContain('Steady text.');
    // Shape still matters: a draft that is not a page is refused.
    expect(await saveDraft(db, collection, ada, { id, baseRevision: 1, data: { blocks: 'no' }, manual: false })).toMatchObject({ ok: false });
  });

  it('two editors on one page: the second save does not overwrite, and both texts are kept as versions', async () => {
    const { id, slug } = await publishedPage('Shared text.');
    expect(await saveDraft(db, collection, ada, { id, baseRevision: 0, data: docWith('Ada wrote this.', slug), manual: false })).toMatchObject({ ok: true });
    const second = await saveDraft(db, collection, bob, { id, baseRevision: 0, data: docWith('Bob wrote this.', slug), manual: true });
    expect(second).toMatchObject({ ok: false, conflict: { byName: 'Ada Editor', revision: 1 } });
    expect(JSON.stringify((await workingCopy(db, pageCollection, id)).doc)).toContain('Ada wrote this.');
    const versions = await db.select().from(contentVersions).where(eq(contentVersions.recordId, id));
    const kept = versions.map((version) => [
      version.authorName,
      JSON.stringify(version.data).includes('Ada wrote') ? 'Ada' : JSON.stringify(version.data).includes('Bob wrote') ? 'Bob' : '?',
    ]);
    expect(kept.sort()).toEqual([
      ['Ada Editor', 'Ada'],
      ['Bob Writer', 'Bob'],
    ]);
    // Bob's autosave and his Save button both meet Ada's save before he chooses: his copy is kept once.
    const again = await saveDraft(db, collection, bob, { id, baseRevision: 0, data: docWith('Bob wrote this.', slug), manual: false });
    expect(again).toMatchObject({ ok: false, conflict: { keptAs: 'conflict' in second ? second.conflict.keptAs : -1 } });
    expect(await db.select().from(contentVersions).where(eq(contentVersions.recordId, id))).toHaveLength(2);
    // Bob keeps his: saved over the revision the conflict named.
    const conflict = 'conflict' in second ? second.conflict : null;
    expect(await saveDraft(db, collection, bob, { id, baseRevision: conflict!.revision, data: docWith('Bob wrote this.', slug), manual: true })).toMatchObject({
      ok: true,
      state: { revision: 2 },
    });
  });

  it('restoring the first version and publishing brings the original text back; the history names each author', async () => {
    const { id, slug } = await publishedPage('The original.');
    await publish(db, collection, ada, { id, baseRevision: 0, data: docWith('The original.', slug) });
    await saveDraft(db, collection, bob, { id, baseRevision: 1, data: docWith('A rewrite.', slug), manual: true });
    await publish(db, collection, bob, { id });
    expect(await visibleText(slug)).toContain('A rewrite.');
    const history = await listVersions(db, 'page', id);
    expect(history.map((version) => [version.number, version.kind, version.authorName])).toEqual([
      [3, 'publish', 'Bob Writer'],
      [2, 'save', 'Bob Writer'],
      [1, 'publish', 'Ada Editor'],
    ]);
    expect(history[1]!.changes).toMatchObject({ changed: ['Rich text'], added: [], removed: [], fields: [] });
    expect(history[2]!.changes).toBeNull();

    const restored = await restoreVersion(db, collection, ada, { id, versionId: history[2]!.id });
    expect(restored).toMatchObject({ restored: 1, version: 4 });
    expect(await visibleText(slug)).toContain('A rewrite.');
    await publish(db, collection, ada, { id });
    expect(await visibleText(slug)).toContain('The original.');
    expect(await audits(id, 'page.restore')).toHaveLength(1);
  });

  it('a built-in page cannot be unpublished, now or on a schedule; another page can', async () => {
    await ensureSeedPages(db, () => null, { builtInOnly: true });
    const [home] = await db.select({ id: pages.id }).from(pages).where(eq(pages.slug, ''));
    await expect(unpublish(db, collection, ada, home!.id)).rejects.toThrow('cannot be unpublished');
    await expect(addSchedule(db, ada, { collection: 'page', id: home!.id, action: 'unpublish', runAt: new Date(Date.now() + 60_000) })).rejects.toThrow(
      'cannot be unpublished',
    );
    const { id, slug } = await publishedPage('Going away.');
    await unpublish(db, collection, ada, id);
    expect(await getPublishedPageBySlug(slug)).toBeNull();
    expect(await audits(id, 'page.unpublish')).toHaveLength(1);
  });
});

describe('scheduled publishing', () => {
  it('refuses a time in the past, and a schedule can be cancelled before it runs', async () => {
    const { id } = await publishedPage('Text.');
    await expect(addSchedule(db, ada, { collection: 'page', id, action: 'publish', runAt: new Date(Date.now() - 1000) })).rejects.toThrow(
      'Choose a time in the future.',
    );
    const schedule = await addSchedule(db, ada, { collection: 'page', id, action: 'publish', runAt: new Date(Date.now() + 3_600_000) });
    expect(await pendingSchedules(db, 'page', id)).toMatchObject([{ id: schedule.id, action: 'publish', createdByName: 'Ada Editor' }]);
    await cancelSchedule(db, ada, { collection: 'page', id, scheduleId: schedule.id });
    expect(await pendingSchedules(db, 'page', id)).toEqual([]);
    await expect(cancelSchedule(db, ada, { collection: 'page', id, scheduleId: schedule.id })).rejects.toThrow('already run or was cancelled');
  });

  it('a page scheduled 5 seconds ahead goes live with no request from staff', async () => {
    const { id, slug } = await publishedPage('Before the launch.');
    await saveDraft(db, collection, ada, { id, baseRevision: 0, data: docWith('Launched at nine.', slug), manual: true });
    await addSchedule(db, ada, { collection: 'page', id, action: 'publish', runAt: new Date(Date.now() + 5_000) });
    const worker = startScheduleWorker({ getDb: async () => db, intervalMs: 250 });
    try {
      expect(await visibleText(slug)).toContain('Before the launch.');
      await expect.poll(() => visibleText(slug), { timeout: 10_000, interval: 250 }).toContain('Launched at nine.');
    } finally {
      await worker.stop();
    }
    const [entry] = await audits(id, 'page.publish');
    expect(entry).toMatchObject({ actorKind: 'system', details: { scheduled: true, scheduledBy: 'Ada Editor' } });
    expect(await pendingSchedules(db, 'page', id)).toEqual([]);
  });

  it('a schedule that fell due while no server ran is carried out at the next run, once', async () => {
    const { id, slug } = await publishedPage('Online.');
    const schedule = await addSchedule(db, ada, { collection: 'page', id, action: 'unpublish', runAt: new Date(Date.now() + 60_000) });
    // The next start, two minutes later: the first run finds it due.
    const later = new Date(Date.now() + 120_000);
    expect(await runDueSchedules(db, later)).toEqual({ done: 1, failed: 0 });
    expect(await runDueSchedules(db, later)).toEqual({ done: 0, failed: 0 });
    expect(await getPublishedPageBySlug(slug)).toBeNull();
    const [row] = await db.select().from(publishSchedules).where(eq(publishSchedules.id, schedule.id));
    expect(row).toMatchObject({ outcome: 'done' });
  });

  it('a schedule that cannot be carried out is marked with the reason, not retried forever', async () => {
    const { id, slug } = await publishedPage('Mine.');
    const wanted = `${slug}-moved`;
    expect(await saveDraft(db, collection, ada, { id, baseRevision: 0, data: docWith('Mine, moved.', wanted), manual: true })).toMatchObject({ ok: true });
    await addSchedule(db, ada, { collection: 'page', id, action: 'publish', runAt: new Date(Date.now() + 60_000) });
    // Meanwhile another page takes the address the draft moves to.
    await writePage(db, bob, pageInputSchema.parse({ ...docWith('Theirs.', wanted), isPublished: true }));
    expect(await runDueSchedules(db, new Date(Date.now() + 120_000))).toEqual({ done: 0, failed: 1 });
    expect(await visibleText(slug)).toContain('Mine.');
    const [failed] = await audits(id, 'page.schedule.failed');
    expect(failed?.details).toMatchObject({ reason: expect.stringContaining('already used') });
  });

  it('two processes on one PostgreSQL server publish a due page once (one audit entry)', async ({ skip }) => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return skip('needs TEST_DATABASE_URL (a PostgreSQL server): PGlite runs in one process');
    const { id, slug } = await publishedPage('Before.');
    await saveDraft(db, collection, ada, { id, baseRevision: 0, data: docWith('After.', slug), manual: true });
    await addSchedule(db, ada, { collection: 'page', id, action: 'publish', runAt: new Date(Date.now() + 60_000) });
    // A second connection pool to the same database stands for the second process.
    const url = new URL(serverUrl);
    url.pathname = `/${((await db.execute('select current_database() as name')) as unknown as { rows: { name: string }[] }).rows[0]!.name}`;
    const other = await openPostgres(url.toString());
    try {
      const due = new Date(Date.now() + 120_000);
      const results = await Promise.all([runDueSchedules(db, due), runDueSchedules(other.db, due), runDueSchedules(db, due), runDueSchedules(other.db, due)]);
      expect(results.reduce((sum, result) => sum + result.done, 0)).toBe(1);
    } finally {
      await other.close();
    }
    expect(await audits(id, 'page.publish')).toHaveLength(1);
    expect(await visibleText(slug)).toContain('After.');
  });
});

describe('preview links', () => {
  it('open the working copy until revoked or expired; a changed character is refused', async () => {
    const { id } = await publishedPage('Text.');
    const link = await createPreviewLink(db, ada, { collection: 'page', id, days: 7 });
    const token = link.path.split('/').at(-1)!;
    expect(await resolvePreviewLink(db, token)).toMatchObject({ collection: 'page', recordId: id });
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);

    for (const index of [0, 38, token.length - 1]) {
      const changed = token.slice(0, index) + (token[index] === 'a' ? 'b' : 'a') + token.slice(index + 1);
      expect(await resolvePreviewLink(db, changed)).toBeNull();
    }
    expect(await resolvePreviewLink(db, token, new Date(Date.now() + 8 * 24 * 3600_000))).toBeNull();
    await expect(createPreviewLink(db, ada, { collection: 'page', id, days: 365 })).rejects.toThrow('1, 7 or 30 days');

    expect(await activePreviewLinks(db, 'page', id)).toHaveLength(1);
    await revokePreviewLink(db, ada, { collection: 'page', id, linkId: link.id });
    expect(await resolvePreviewLink(db, token)).toBeNull();
    expect(await activePreviewLinks(db, 'page', id)).toEqual([]);
    expect(await audits(id, 'page.preview-link.create')).toHaveLength(1);
    expect(await audits(id, 'page.preview-link.revoke')).toHaveLength(1);
  });
});
