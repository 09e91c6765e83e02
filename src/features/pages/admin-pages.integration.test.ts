import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseListParams, type CrudActor } from '@/features/admin/crud/server';
import { loadSeoOverview } from '@/features/seo/seo-overview';
import { sitemapXml } from '@/features/seo/sitemap';
import { createAdministrator } from '@/server/auth/bootstrap';
import { invalidateCacheTags } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { auditLog, pageRedirects, pages } from '@/server/db/schema';
import { createTestDatabase } from '@/test/database';
import { listAdminPages, PAGE_LIST_FILTERS } from './admin-queries';
import { removePage, writePage } from './admin-pages';
import { pageInputSchema } from './admin-schema';
import { findPage } from './find-page';
import { getPublishedPageBySlug } from './queries';
import { ensureSeedPages } from '@/seed/built-in-pages';
import { readPreview, writePreview } from './page-previews';
import { previewInputSchema } from './admin-schema';
import { pagePreviews } from '@/server/db/schema';

let db: Database;
let actor: CrudActor;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
  const editor = await createAdministrator(db, { email: 'paige@axionlabs.dev', password: 'an editor with a long passphrase', name: 'Paige', role: 'editor' });
  actor = { id: editor.id, email: 'paige@axionlabs.dev', ipAddress: '192.0.2.9' };
});

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const body = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Breakfast' }] },
    paragraph('Eggs and toast.'),
    paragraph('<script>alert(1)</script>'),
  ],
};

const form = {
  title: 'Café Menü',
  slug: '',
  metaTitle: 'Our Café Menu | Axion Labs',
  metaDescription: 'What we serve.',
  templateType: 'blog',
  isPublished: false,
  blocks: [{ id: 'menu-text', type: 'richText', body }],
};

const save = (input: Record<string, unknown>) => writePage(db, actor, pageInputSchema.parse({ ...form, ...input }));
const row = async (id: string) => (await db.select().from(pages).where(eq(pages.id, id)))[0]!;
const redirectsOf = async (id: string) =>
  (await db.select({ oldSlug: pageRedirects.oldSlug }).from(pageRedirects).where(eq(pageRedirects.pageId, id))).map((r) => r.oldSlug).sort();
const sitemapPaths = async () => [...(await sitemapXml()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
const auditFor = (id: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'page'), eq(auditLog.entityId, id)));

describe('page manager writes', () => {
  it('creates a draft with its slug made from the title and its blocks as checked; visitors do not see it', async () => {
    const { id, created } = await save({});
    expect(created).toBe(true);
    expect(await row(id)).toMatchObject({
      slug: 'cafe-menu',
      isPublished: false,
      publishedAt: null,
      templateType: 'blog',
      builtIn: false,
      noindex: false,
      socialImageId: null,
      content: { sections: [] },
      // The library's defaults are filled in: what is stored is what renders.
      blocks: [{ id: 'menu-text', type: 'richText', body, eyebrow: '', title: '', subtitle: '', anchor: '', background: 'plain', width: 'narrow' }],
    });
    expect(await getPublishedPageBySlug('cafe-menu')).toBeNull();
    expect(await findPage('cafe-menu', false)).toEqual({ kind: 'missing' });
    expect(await sitemapPaths()).not.toContain('/cafe-menu');
    expect((await auditFor(id)).map((entry) => entry.action)).toEqual(['page.create']);
  });

  it('publishes: visible and in the sitemap at once, with the first publish date kept after unpublishing', async () => {
    const { id } = await save({ title: 'Launch Notes', isPublished: false });
    await sitemapPaths(); // warm the cache: the write must invalidate it
    await getPublishedPageBySlug('launch-notes');
    await save({ id, title: 'Launch Notes', isPublished: true });
    const published = await row(id);
    expect(published.publishedAt).toBeInstanceOf(Date);
    expect((await getPublishedPageBySlug('launch-notes'))?.title).toBe('Launch Notes');
    expect(await sitemapPaths()).toContain('/launch-notes');

    await save({ id, title: 'Launch Notes', isPublished: false });
    expect(await getPublishedPageBySlug('launch-notes')).toBeNull();
    expect(await sitemapPaths()).not.toContain('/launch-notes');
    await save({ id, title: 'Launch Notes', isPublished: true });
    expect((await row(id)).publishedAt).toEqual(published.publishedAt);
  });

  it('refuses a slug another page uses, naming that page, and changes nothing', async () => {
    await save({ title: 'Pricing', isPublished: true });
    const before = await db.select().from(pages);
    await expect(save({ title: 'Pricing Again', slug: 'pricing' })).rejects.toMatchObject({
      status: 409,
      message: 'The slug "pricing" is already used by the page "Pricing". Choose another slug.',
    });
    const { id } = await save({ title: 'Other' });
    await expect(save({ id, title: 'Other', slug: 'Pricing!' })).rejects.toMatchObject({ status: 409 });
    expect((await row(id)).slug).toBe('other');
    expect((await db.select().from(pages)).length).toBe(before.length + 1);
  });

  it('refuses an SEO title over 60 or a description over 160 characters with a message, storing nothing', async () => {
    const { id } = await save({ title: 'Limits' });
    const before = await row(id);
    const audits = (await auditFor(id)).length;
    const longTitle = pageInputSchema.safeParse({ ...form, id, title: 'Limits', metaTitle: 'x'.repeat(61) });
    expect(longTitle.error?.issues[0]?.message).toBe('Use at most 60 characters for the SEO title.');
    const longDescription = pageInputSchema.safeParse({ ...form, id, title: 'Limits', metaDescription: 'x'.repeat(161) });
    expect(longDescription.error?.issues[0]?.message).toBe('Use at most 160 characters for the SEO description.');
    expect(pageInputSchema.safeParse({ ...form, title: 'Limits', metaTitle: 'x'.repeat(60), metaDescription: 'x'.repeat(160) }).success).toBe(true);
    expect(pageInputSchema.safeParse({ ...form, title: 'Bad', templateType: 'sidebar' }).error?.issues[0]?.message).toBe(
      'Choose a template: basic, landing, blog or contact.',
    );
    await expect(save({ title: '日本語' })).rejects.toMatchObject({
      status: 400,
      message: 'The title gives no slug: enter one with at least one letter or number.',
    });
    await expect(save({ title: 'Contact' })).rejects.toMatchObject({ status: 400, message: '/contact is a built-in page of the site. Choose another slug.' });
    expect(await row(id)).toEqual(before);
    expect((await auditFor(id)).length).toBe(audits);
  });

  it('keeps old URLs of a published page working: one hop to the current slug, and a page that takes an old slug wins', async () => {
    const { id } = await save({ title: 'Old A', isPublished: true });
    await findPage('old-a', false);
    await save({ id, title: 'Old A', slug: 'mid-b', isPublished: true });
    expect(await findPage('old-a', false)).toEqual({ kind: 'redirect', path: '/mid-b' });
    await save({ id, title: 'Old A', slug: 'new-c', isPublished: true });
    expect(await redirectsOf(id)).toEqual(['mid-b', 'old-a']);
    expect(await findPage('old-a', false)).toEqual({ kind: 'redirect', path: '/new-c' });
    expect(await findPage('mid-b', false)).toEqual({ kind: 'redirect', path: '/new-c' });
    expect(await findPage('new-c', false)).toMatchObject({ kind: 'page', preview: false, page: { slug: 'new-c' } });

    // Another page takes 'old-a': it is served, the redirect is gone.
    const other = await save({ title: 'Old A', slug: 'old-a', isPublished: true });
    expect(await redirectsOf(id)).toEqual(['mid-b']);
    expect(await findPage('old-a', false)).toMatchObject({ kind: 'page', page: { slug: 'old-a' } });

    // Back to a former slug of its own: that redirect goes, the one it leaves is added.
    await save({ id, title: 'Old A', slug: 'mid-b', isPublished: true });
    expect(await redirectsOf(id)).toEqual(['new-c']);

    // A redirect to an unpublished page leads nowhere.
    await save({ id, title: 'Old A', slug: 'mid-b', isPublished: false });
    expect(await findPage('new-c', false)).toEqual({ kind: 'missing' });

    // Deleting the page deletes its redirects.
    await removePage(db, actor, id);
    expect(await db.select().from(pageRedirects).where(eq(pageRedirects.pageId, id))).toEqual([]);
    await removePage(db, actor, other.id);
    expect((await auditFor(id)).map((entry) => entry.action)).toContain('page.delete');
  });

  it('adds no redirect when a page that was never published changes its slug', async () => {
    const { id } = await save({ title: 'Draft Only' });
    await save({ id, title: 'Draft Only', slug: 'draft-renamed' });
    expect(await redirectsOf(id)).toEqual([]);
  });

  it('answers 404 for an unknown page on update and delete', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    await expect(save({ id: unknown, title: 'Ghost' })).rejects.toMatchObject({ status: 404 });
    await expect(removePage(db, actor, unknown)).rejects.toMatchObject({ status: 404 });
    await expect(removePage(db, actor, 'not-a-uuid')).rejects.toMatchObject({ status: 404 });
  });

  it('the database keeps one redirect per old slug', async () => {
    const { id } = await save({ title: 'Unique Redirects' });
    await db.insert(pageRedirects).values({ oldSlug: 'taken-once', pageId: id });
    await expect(db.insert(pageRedirects).values({ oldSlug: 'taken-once', pageId: id })).rejects.toThrow();
  });
});

describe('page manager list', () => {
  it('lists newest first, searches title and slug, and filters published or draft', async () => {
    await db.insert(pages).values([
      { title: 'Zebra Guide', slug: 'zz-guide-one', isPublished: true, createdAt: new Date('2020-01-01') },
      { title: 'Another Guide', slug: 'zz-guide-two', isPublished: false, createdAt: new Date('2020-02-01') },
      { title: 'Hidden Slug Match', slug: 'zz-special', isPublished: false, createdAt: new Date('2020-03-01') },
    ]);
    const list = (query: Record<string, string>) => listAdminPages(db, parseListParams(query, PAGE_LIST_FILTERS));
    expect((await list({ q: 'guide' })).rows.map((p) => p.slug)).toEqual(['zz-guide-two', 'zz-guide-one']);
    expect((await list({ q: 'zz-special' })).rows.map((p) => p.title)).toEqual(['Hidden Slug Match']);
    expect((await list({ q: 'zz-', status: 'published' })).rows.map((p) => p.slug)).toEqual(['zz-guide-one']);
    expect((await list({ q: 'zz-', status: 'draft' })).total).toBe(2);
    expect((await list({ q: 'zz-', status: 'active' })).total).toBe(3);
    const all = await list({});
    expect(all.rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(all.rows.at(-1)!.createdAt.getTime());
  });
});

describe('SEO overview', () => {
  it('lists the built-in and CMS pages (drafts too) with their flags and sitemap status', async () => {
    // The built-in pages' records, as every site has them from its first start: the screen lists
    // those (added here behind the app's back, so the sitemap read earlier is dropped).
    await ensureSeedPages(db, () => null, { builtInOnly: true });
    invalidateCacheTags('pages');
    await save({ title: 'Seo Draft', slug: 'seo-draft', metaTitle: '', metaDescription: '' });
    await save({ title: 'Seo Live', slug: 'seo-live', isPublished: true, metaTitle: 'A fine title', metaDescription: 'd'.repeat(160) });
    const { builtIn, cms } = await loadSeoOverview(db);
    const home = builtIn.find((row) => row.path === '/')!;
    expect(home).toMatchObject({ title: 'Axion Labs — Software & AI Engineering', inSitemap: true });
    const contact = builtIn.find((row) => row.path === '/contact')!;
    expect(contact.title).toBe('Contact Us | Axion Labs');
    expect(builtIn.filter((row) => !row.inSitemap).map((row) => row.path)).toEqual([]);

    const draft = cms.find((row) => row.path === '/seo-draft')!;
    expect(draft).toMatchObject({
      name: 'Seo Draft',
      published: false,
      inSitemap: false,
      title: 'Seo Draft',
      description: 'Eggs and toast.',
      ownDescription: false,
      viewHref: '/seo-draft?preview=1',
    });
    expect(draft.issues.map((issue) => issue.message)).toEqual([
      'SEO title missing: the page title is used',
      'SEO description missing: the start of the page is used',
    ]);
    const live = cms.find((row) => row.path === '/seo-live')!;
    expect(live).toMatchObject({ published: true, inSitemap: true, title: 'A fine title', issues: [] });
  });
});

describe('forged saves with invalid blocks', () => {
  // What the savePage action does with what it is sent: the schema first; nothing reaches the
  // database unless every block passes.
  async function refusedAndNothingStored(blocks: unknown[], message: RegExp) {
    const { id } = await save({ title: 'Forgery Target', slug: `forgery-${Math.random().toString(36).slice(2, 8)}` });
    const before = await row(id);
    const audits = (await auditFor(id)).length;
    const parsed = pageInputSchema.safeParse({ ...form, id, title: 'Forged', blocks });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toMatch(message);
    expect(parsed.error!.issues[0]!.path[0]).toBe('blocks');
    expect(await row(id)).toEqual(before);
    expect((await auditFor(id)).length).toBe(audits);
  }

  it('refuses a javascript: or data: link in a button', async () => {
    for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example']) {
      await refusedAndNothingStored(
        [{ id: 'cta-1', type: 'cta', title: 'Go', buttons: [{ label: 'Click', href }] }],
        /Links must start with https:\/\/, mailto:, tel: or \//,
      );
    }
  });

  it('refuses a block type the library does not have, and a block without an id', async () => {
    await refusedAndNothingStored([{ id: 'x-1', type: 'iframe', src: 'https://evil.example' }], /Choose a block from the palette/);
    await refusedAndNothingStored([{ type: 'cta', title: 'No id' }], /Each block needs an id/);
  });

  it('refuses a <script> node in rich text', async () => {
    await refusedAndNothingStored(
      [{ id: 'rt-1', type: 'richText', body: { type: 'doc', content: [{ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }] } }],
      /./,
    );
  });

  it('refuses a social image that is not in the media library', async () => {
    const { id } = await save({ title: 'Social' });
    await expect(save({ id, title: 'Social', socialImageId: '00000000-0000-4000-8000-000000000001' })).rejects.toMatchObject({
      status: 400,
      message: 'The social image is not in the media library any more: choose another one.',
    });
    expect((await row(id)).socialImageId).toBeNull();
  });
});

describe('built-in pages', () => {
  it("keep their address and cannot be deleted; their blocks change like any page's", async () => {
    await ensureSeedPages(db, () => null, { builtInOnly: true });
    const [services] = await db.select().from(pages).where(eq(pages.slug, 'services'));
    expect(services?.builtIn).toBe(true);
    const blocks = services!.blocks as { id: string; type: string }[];

    await expect(save({ id: services!.id, title: 'Services', slug: 'our-services', blocks })).rejects.toMatchObject({
      status: 400,
      message: 'The address of a built-in page cannot change: it stays /services.',
    });
    await expect(removePage(db, actor, services!.id)).rejects.toMatchObject({
      status: 409,
      message: 'A built-in page cannot be deleted: its blocks can be changed in the editor.',
    });
    expect((await row(services!.id)).slug).toBe('services');
    // Nor taken offline: /services would answer 404.
    await expect(save({ id: services!.id, slug: undefined, title: 'Services', isPublished: false, blocks })).rejects.toMatchObject({
      status: 400,
      message: 'A built-in page is always published: its blocks can change, not whether it is online.',
    });
    expect((await row(services!.id)).isPublished).toBe(true);

    // Sent without an address (as the editor does): saved, reordered, one block removed.
    const reordered = [blocks[1], blocks[0], ...blocks.slice(3)];
    await save({ id: services!.id, slug: undefined, title: 'Services', isPublished: true, blocks: reordered });
    const after = await row(services!.id);
    expect(after.slug).toBe('services');
    expect((after.blocks as { id: string }[]).map((block) => block.id)).toEqual(reordered.map((block) => block!.id));
    expect((await getPublishedPageBySlug('services'))?.blocks).toHaveLength(blocks.length - 1);
    expect((await auditFor(services!.id)).map((entry) => entry.action)).toEqual(['page.update']);
  });
});

describe('live preview drafts', () => {
  const input = (id: string, title: string) =>
    previewInputSchema.parse({ id, page: { title, templateType: 'basic', path: '/x', blocks: [{ id: 'b', type: 'nothing' }] } });

  it('are read back only by the user who wrote them, and rows a day old are deleted on the next write', async () => {
    const id = '11111111-1111-4111-8111-111111111111';
    await writePreview(db, actor.id, input(id, 'First'));
    await writePreview(db, actor.id, input(id, 'Second'));
    expect(await readPreview(db, actor.id, id)).toMatchObject({
      title: 'Second',
      templateType: 'basic',
      kind: 'page',
      path: '/x',
      blocks: [{ id: 'b', type: 'nothing' }],
    });
    expect(await readPreview(db, 'someone-else', id)).toBeNull();
    // Another user cannot overwrite it.
    await writePreview(db, 'someone-else', input(id, 'Hijacked'));
    expect((await readPreview(db, actor.id, id))?.title).toBe('Second');

    const old = '22222222-2222-4222-8222-222222222222';
    await db.insert(pagePreviews).values({ id: old, userId: actor.id, page: input(old, 'Old').page, updatedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    await writePreview(db, actor.id, input(id, 'Third'));
    expect(await db.select().from(pagePreviews).where(eq(pagePreviews.id, old))).toEqual([]);
  });
});
