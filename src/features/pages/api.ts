// Pages in the content API (/api/v1/pages, decision 087): the same schema and rules as the page
// editor. Without a key: published pages only, as the site shows them. With a key: every page;
// a write saves the draft (a version in the history), and publish/unpublish work as in the editor.
import 'server-only';
import { eq, ilike, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { keyActor } from '@/features/api-keys/keys';
import { readNewestFirst } from '@/features/api/collection';
import { item, listQuery, listSchema, operation } from '@/features/api/operation';
import { fieldProblems, invalid } from '@/features/api/problem';
import { publishableApi } from '@/features/api/publishable';
import { containsPattern, isUuid } from '@/features/admin/crud/server';
import { publishingRowStatus } from '@/features/publishing/list';
import type { Database } from '@/server/db/client';
import { pages } from '@/server/db/schema';
import { removePage, writePage } from './admin-pages';
import { pageFieldsSchema, pageInputSchema } from './admin-schema';
import { pageCollection, pageDocColumns, type PageDoc } from './publishing';

const columns = {
  id: pages.id,
  ...pageDocColumns,
  builtIn: pages.builtIn,
  isPublished: pages.isPublished,
  publishedAt: pages.publishedAt,
  createdAt: pages.createdAt,
  updatedAt: pages.updatedAt,
};
type Row = { [K in keyof typeof columns]: (typeof pages.$inferSelect)[K] };

export const apiPageSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string().describe('A page is at /{slug} (the home page’s slug is empty), a post at /insights/{slug}.'),
  kind: z.enum(['page', 'post']).describe('A page of the site, or a post of Insights (chosen when created).'),
  status: z.enum(['published', 'draft']),
  hasDraft: z.boolean().describe('Changes saved since it was last published (only with a key; false without).'),
  builtIn: z.boolean().describe('A page of the site itself: it keeps its address and cannot be deleted or unpublished.'),
  templateType: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  noindex: z.boolean(),
  socialImageId: z.uuid().nullable(),
  excerpt: z.string().nullable().describe('A post’s summary (pages have none).'),
  coverImageId: z.uuid().nullable(),
  authorId: z.uuid().nullable().describe('A post’s author (see Authors in the admin).'),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  blocks: z.array(z.looseObject({ id: z.string(), type: z.string() })).describe('The blocks, in order (see the page builder’s block library).'),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});

function represent(row: Row, hasDraft: boolean, doc?: PageDoc) {
  const fields = doc ?? {
    title: row.title,
    slug: row.slug,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    templateType: row.templateType,
    noindex: row.noindex,
    socialImageId: row.socialImageId,
    excerpt: row.excerpt,
    coverImageId: row.coverImageId,
    authorId: row.authorId,
    categories: row.categories,
    tags: row.tags,
    blocks: row.blocks,
  };
  return {
    id: row.id,
    title: fields.title,
    slug: fields.slug,
    status: row.isPublished ? ('published' as const) : ('draft' as const),
    hasDraft,
    builtIn: row.builtIn,
    kind: row.kind,
    templateType: fields.templateType,
    metaTitle: fields.metaTitle || null,
    metaDescription: fields.metaDescription || null,
    noindex: fields.noindex,
    socialImageId: fields.socialImageId,
    excerpt: fields.excerpt || null,
    coverImageId: fields.coverImageId,
    authorId: fields.authorId,
    categories: fields.categories,
    tags: fields.tags,
    blocks: fields.blocks,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function rowOf(db: Database, id: string): Promise<Row | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(columns).from(pages).where(eq(pages.id, id));
  return row ?? null;
}

// What a client sends: the editor's fields; publishing is its own operation.
const createBody = pageFieldsSchema.omit({ id: true, isPublished: true }).strict();
// What a record is stays as it was created.
const patchBody = pageFieldsSchema.omit({ id: true, isPublished: true, kind: true }).partial().strict();

const shared = publishableApi({
  cacheTag: 'pages',
  path: '/pages',
  tag: 'Pages',
  noun: 'page',
  collection: pageCollection,
  rowOf,
  isPublished: (row) => row.isPublished,
  represent,
  schema: apiPageSchema,
  patchBody,
  cleared: (field) =>
    field === 'socialImageId' || field === 'coverImageId' || field === 'authorId' ? null : field === 'categories' || field === 'tags' ? [] : '',
  remove: removePage,
  unpublishProblems: [409],
});

const listPagesQuery = listQuery.extend({
  status: z.enum(['published', 'draft'], 'status is published or draft.').optional(),
  kind: z.enum(['page', 'post'], 'kind is page or post.').optional(),
});

export const PAGE_OPERATIONS = [
  operation({
    method: 'GET',
    path: '/pages',
    tag: 'Pages',
    summary: 'List pages',
    description:
      'Without a key: the published pages and posts. With a key: every one, filterable by status. `kind=post` lists the posts of Insights, `kind=page` the pages. Newest first.',
    access: 'public',
    query: listPagesQuery,
    cacheTags: ['pages'],
    response: listSchema(apiPageSchema),
    status: 200,
    problems: [400, 401, 429],
    async run({ db, key, query }) {
      const filters: SQL[] = [];
      if (!key) filters.push(eq(pages.isPublished, true));
      else if (query.status) filters.push(eq(pages.isPublished, query.status === 'published'));
      if (query.kind) filters.push(eq(pages.kind, query.kind));
      if (query.q) filters.push(or(ilike(pages.title, containsPattern(query.q)), ilike(pages.slug, containsPattern(query.q)))!);
      const page = await readNewestFirst<typeof pages.$inferSelect>(db, pages, { id: pages.id, createdAt: pages.createdAt }, filters, query);
      // One query for the drafts of the whole page of rows (the admin lists' own), not one per row.
      const status = key
        ? await publishingRowStatus(
            db,
            'page',
            page.rows.map((row) => row.id),
          )
        : null;
      const data = page.rows.map((row) => represent(row, status?.get(row.id)?.hasDraft ?? false));
      return { body: { data, nextCursor: page.nextCursor } };
    },
  }),
  operation({
    method: 'POST',
    path: '/pages',
    tag: 'Pages',
    summary: 'Create a page (as a draft)',
    description: 'The page is created unpublished; publish it with POST /pages/{id}/publish. The same rules as the page editor.',
    access: 'editor',
    body: createBody,
    response: apiPageSchema,
    status: 201,
    problems: [400, 401, 403, 409, 413, 415, 429],
    async run({ db, key, raw, ip }) {
      // The body's shape is checked; now the editor's own schema with its slug rule, on what was sent.
      const parsed = pageInputSchema.safeParse({ ...(raw as object), isPublished: false });
      if (!parsed.success) throw invalid(fieldProblems(parsed.error.issues));
      const { id } = await writePage(db, keyActor(key!, ip), parsed.data);
      return item(await shared.read({ db, key }, id, true), 201, { location: `/api/v1/pages/${id}` });
    },
  }),
  ...shared.operations,
];
