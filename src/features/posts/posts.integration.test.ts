import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CrudActor } from '@/features/admin/crud/server';
import { writePage } from '@/features/pages/admin-pages';
import { pageInputSchema } from '@/features/pages/admin-schema';
import { findPage } from '@/features/pages/find-page';
import { publish, saveDraft } from '@/features/publishing/workflow';
import { pageCollection } from '@/features/pages/publishing';
import { sitemapXml } from '@/features/seo/sitemap';
import { searchSite } from '@/features/site-search/queries';
import { createAdministrator } from '@/server/auth/bootstrap';
import type { Database } from '@/server/db/client';
import { authors, pages } from '@/server/db/schema';
import { createApiKey } from '@/features/api-keys/keys';
import { callApi, dataOf } from '@/test/api-client';
import { createTestDatabase } from '@/test/database';
import { jsonFeed, rssXml } from './feeds';
import { findPost } from './post-page';
import { getAdjacentPosts, getPublishedPost, getRelatedPosts, listFeedPosts, listPostCategories, listPostsPage, searchPosts } from './queries';

let db: Database;
let actor: CrudActor & { name: string };
let authorId: string;

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  const editor = await createAdministrator(db, { email: 'wren@axionlabs.dev', password: 'an editor with a long passphrase', name: 'Wren', role: 'editor' });
  actor = { id: editor.id, email: 'wren@axionlabs.dev', ipAddress: '192.0.2.40', name: 'Wren' };
  const [author] = await db
    .insert(authors)
    .values({ name: 'Priya Raman', slug: 'priya-raman', jobTitle: 'Chief Technology Officer', bio: 'Sets our engineering standards.' })
    .returning({ id: authors.id });
  authorId = author!.id;
});

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const body = (words: string) => [{ id: 'body', type: 'richText', body: { type: 'doc', content: [paragraph(words)] } }];

/** Creates and publishes a post; its publish date is set to `date` so the order is known. */
async function publishPost(fields: Record<string, unknown>, date: string) {
  const { id } = await writePage(db, actor, pageInputSchema.parse({ kind: 'post', isPublished: true, blocks: body('Words of the post.'), ...fields }));
  await db
    .update(pages)
    .set({ publishedAt: new Date(date) })
    .where(eq(pages.id, id));
  return id;
}

describe('posts', () => {
  it('are stored as posts with their fields, read at /insights/{slug}, never as a page at /{slug}', async () => {
    const id = await publishPost(
      {
        title: 'Shipping RAG that cites sources',
        slug: 'rag-cites',
        excerpt: 'How we ship assistants people trust.',
        authorId,
        categories: ['AI & Data', 'Engineering', 'ai & data'],
        tags: ['rag', 'llm'],
        blocks: body('word '.repeat(460)),
      },
      '2026-10-06T09:00:00Z',
    );
    expect(await db.select({ kind: pages.kind, templateType: pages.templateType, categories: pages.categories }).from(pages).where(eq(pages.id, id))).toEqual([
      { kind: 'post', templateType: 'blog', categories: ['AI & Data', 'Engineering'] },
    ]);
    const post = await getPublishedPost('rag-cites');
    expect(post).toMatchObject({
      title: 'Shipping RAG that cites sources',
      excerpt: 'How we ship assistants people trust.',
      readingMinutes: 2,
      author: { name: 'Priya Raman', jobTitle: 'Chief Technology Officer' },
      tags: ['rag', 'llm'],
    });
    expect(await findPost('rag-cites', false)).toMatchObject({ kind: 'post' });
    // Its slug as a page address leads to the post.
    expect(await findPage('rag-cites', false)).toEqual({ kind: 'redirect', path: '/insights/rag-cites' });
  });

  it('are listed newest first, by category, found by search, with neighbours and related posts', async () => {
    await publishPost(
      { title: 'Fixed price or time and materials', slug: 'fixed-or-tm', excerpt: 'Choosing a contract.', categories: ['Delivery'], tags: ['contracts'] },
      '2026-04-21T09:00:00Z',
    );
    await publishPost(
      { title: 'Evaluating retrieval quality', slug: 'eval-retrieval', excerpt: 'Measuring answers.', categories: ['AI & Data'], tags: ['rag'] },
      '2026-11-10T09:00:00Z',
    );
    await writePage(db, actor, pageInputSchema.parse({ kind: 'post', title: 'A draft about AI', slug: 'draft-ai', categories: ['AI & Data'] }));

    const all = await listPostsPage(1, null);
    expect(all.posts.map((p) => p.slug)).toEqual(['eval-retrieval', 'rag-cites', 'fixed-or-tm']);
    expect(await listPostCategories()).toEqual([
      { label: 'AI & Data', slug: 'ai-data', posts: 2 },
      { label: 'Delivery', slug: 'delivery', posts: 1 },
      { label: 'Engineering', slug: 'engineering', posts: 1 },
    ]);
    expect((await listPostsPage(1, 'ai-data')).posts.map((p) => p.slug)).toEqual(['eval-retrieval', 'rag-cites']);
    // An unknown category shows nothing (the page says so), never an error.
    expect(await listPostsPage(1, 'no-such-thing')).toMatchObject({ posts: [], category: null });
    expect((await searchPosts('contract')).map((p) => p.slug)).toEqual(['fixed-or-tm']);
    expect(await searchPosts('')).toEqual([]);

    const rag = (await getPublishedPost('rag-cites'))!;
    expect(await getAdjacentPosts(rag.id, rag.publishedAt.toISOString())).toEqual({
      previous: { slug: 'fixed-or-tm', title: 'Fixed price or time and materials' },
      next: { slug: 'eval-retrieval', title: 'Evaluating retrieval quality' },
    });
    // Sharing a category and a tag ranks above being newer.
    expect((await getRelatedPosts(rag.id, rag.categories, rag.tags, 3)).map((p) => p.slug)).toEqual(['eval-retrieval', 'fixed-or-tm']);
    // The site search finds a post at its own address.
    expect(await searchSite('retrieval')).toContainEqual(expect.objectContaining({ kind: 'Post', href: '/insights/eval-retrieval' }));
  });

  it('are in the sitemap with their last change, and in the feeds with link and date', async () => {
    const xml = await sitemapXml();
    expect(xml).toMatch(/<loc>http[^<]+\/insights\/rag-cites<\/loc>\s*<lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/);
    expect(xml).not.toContain('/insights/draft-ai');
    const posts = await listFeedPosts(20);
    const site = { url: 'https://axionlabs.example', companyName: 'Axion <Labs>', description: 'Notes & news' };
    const rss = rssXml(posts, site);
    expect(rss).toContain('<rss version="2.0"');
    expect(rss).toContain('<title>Axion &lt;Labs&gt; Insights</title>');
    expect(rss).toContain('<link>https://axionlabs.example/insights/rag-cites</link>');
    expect(rss).toContain('<pubDate>Tue, 06 Oct 2026 09:00:00 GMT</pubDate>');
    expect(rss).not.toContain('draft-ai');
    const feed = jsonFeed(posts, site);
    expect(feed.items[0]).toMatchObject({ url: 'https://axionlabs.example/insights/eval-retrieval', date_published: '2026-11-10T09:00:00.000Z' });
  });

  it('refuse bad fields with a clear message and store nothing', async () => {
    const refused = (input: Record<string, unknown>) => pageInputSchema.safeParse({ kind: 'post', title: 'Refused', ...input });
    expect(refused({ categories: ['a', 'b', 'c', 'd'] }).error?.issues[0]?.message).toBe('Use at most 3 categories.');
    expect(refused({ tags: ['x'.repeat(41)] }).error?.issues[0]?.message).toBe('Use at most 40 characters per tag.');
    expect(refused({ categories: ['!!!'] }).error?.issues[0]?.message).toBe('Each category needs at least one letter or number.');
    expect(refused({ excerpt: 'x'.repeat(301) }).error?.issues[0]?.message).toBe('Use at most 300 characters for the excerpt.');
    await expect(
      writePage(db, actor, pageInputSchema.parse({ kind: 'post', title: 'Ghost author', authorId: '00000000-0000-4000-8000-000000000000' })),
    ).rejects.toThrow('The author no longer exists: choose another one.');
    expect(await db.select().from(pages).where(eq(pages.title, 'Ghost author'))).toEqual([]);
  });

  it("keep their kind and a page keeps no post fields; a post may use a slug the site's routes reserve for pages", async () => {
    const { id } = await writePage(db, actor, pageInputSchema.parse({ title: 'Careers notes', slug: 'careers', kind: 'post' }));
    // Saved again without saying what it is (the publishing workflow's save), it stays a post.
    await writePage(db, actor, pageInputSchema.parse({ id, title: 'Careers notes', slug: 'careers', excerpt: 'Still a post.' }));
    expect(await db.select({ kind: pages.kind, excerpt: pages.excerpt }).from(pages).where(eq(pages.id, id))).toEqual([
      { kind: 'post', excerpt: 'Still a post.' },
    ]);
    await expect(writePage(db, actor, pageInputSchema.parse({ title: 'A page', slug: 'careers' }))).rejects.toThrow('/careers is a built-in page of the site');
    const page = await writePage(db, actor, pageInputSchema.parse({ title: 'Plain page', categories: ['Delivery'], excerpt: 'Not for pages.' }));
    expect(await db.select({ kind: pages.kind, excerpt: pages.excerpt, categories: pages.categories }).from(pages).where(eq(pages.id, page.id))).toEqual([
      { kind: 'page', excerpt: null, categories: [] },
    ]);
  });

  it('publish a draft through the publishing workflow with the post fields, and a renamed post keeps its old address', async () => {
    const { id } = await writePage(db, actor, pageInputSchema.parse({ kind: 'post', title: 'Discovery outputs', slug: 'discovery' }));
    const published = await db.transaction((tx) => pageCollection.publishedDoc(tx, id));
    const data = { ...published, excerpt: 'What a discovery phase produces.', categories: ['Delivery'], authorId };
    expect(await saveDraft(db, pageCollection, actor, { id, baseRevision: 0, data, manual: false })).toMatchObject({ ok: true });
    expect(await publish(db, pageCollection, actor, { id })).toMatchObject({ ok: true });
    expect(await getPublishedPost('discovery')).toMatchObject({
      excerpt: 'What a discovery phase produces.',
      categories: ['Delivery'],
      author: { name: 'Priya Raman' },
    });
    await writePage(db, actor, pageInputSchema.parse({ id, title: 'Discovery outputs', slug: 'discovery-phase', isPublished: true }));
    expect(await findPost('discovery', false)).toEqual({ kind: 'redirect', path: '/insights/discovery-phase' });
  });

  it('are written and read through the content API with their fields; a PATCH cannot make a post a page', async () => {
    const { key } = await createApiKey(db, { id: null, name: 'Command line' }, { name: 'Newsroom', role: 'editor' });
    const created = await callApi('POST', '/pages', {
      key,
      body: { kind: 'post', title: 'Posted by the API', excerpt: 'From a script.', categories: ['Engineering'], tags: ['api'], authorId },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ kind: 'post', status: 'draft', excerpt: 'From a script.', categories: ['Engineering'], tags: ['api'], authorId });
    const id = created.json!.id as string;
    expect((await callApi('PATCH', `/pages/${id}`, { key, body: { kind: 'page' } })).status).toBe(400);
    expect((await callApi('POST', `/pages/${id}/publish`, { key })).status).toBe(200);
    const posts = dataOf(await callApi('GET', '/pages?kind=post'));
    expect(posts.map((post) => post.slug)).toContain('posted-by-the-api');
    expect(posts.every((post) => post.kind === 'post')).toBe(true);
    expect((await callApi('GET', '/pages?kind=story')).status).toBe(400);
  });
});
