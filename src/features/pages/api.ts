// Pages in the content API (/api/v1/pages, decision 087): the same schema and rules as the page
// editor. Without a key: published pages only, as the site shows them. With a key: every page;
// a write saves the draft (a version in the history), and publish/unpublish work as in the editor.
import 'server-only';
import { and, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { keyActor } from '@/features/api-keys/keys';
import { checkIfMatch, decodeCursor, encodeCursor, item, listQuery, listSchema, operation, type Context } from '@/features/api/operation';
import { ApiProblem, fieldProblems, invalid } from '@/features/api/problem';
import { containsPattern, isUuid } from '@/features/admin/crud/server';
import { listVersions } from '@/features/publishing/versions';
import { publish, saveDraft, unpublish, workingCopy } from '@/features/publishing/workflow';
import type { Database } from '@/server/db/client';
import { pages } from '@/server/db/schema';
import { removePage, writePage } from './admin-pages';
import { pageFieldsSchema, pageInputSchema } from './admin-schema';
import { pageCollection, pageDocSchema, type PageDoc } from './publishing';

const columns = {
  id: pages.id,
  title: pages.title,
  slug: pages.slug,
  builtIn: pages.builtIn,
  isPublished: pages.isPublished,
  templateType: pages.templateType,
  metaTitle: pages.metaTitle,
  metaDescription: pages.metaDescription,
  noindex: pages.noindex,
  socialImageId: pages.socialImageId,
  blocks: pages.blocks,
  publishedAt: pages.publishedAt,
  createdAt: pages.createdAt,
  updatedAt: pages.updatedAt,
};
type Row = { [K in keyof typeof columns]: (typeof pages.$inferSelect)[K] };

export const apiPageSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string().describe('The page is at /{slug} (the home page’s slug is empty).'),
  status: z.enum(['published', 'draft']),
  hasDraft: z.boolean().describe('Changes saved since it was last published (only with a key; false without).'),
  builtIn: z.boolean().describe('A page of the site itself: it keeps its address and cannot be deleted or unpublished.'),
  templateType: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  noindex: z.boolean(),
  socialImageId: z.uuid().nullable(),
  blocks: z.array(z.looseObject({ id: z.string(), type: z.string() })).describe('The blocks, in order (see the page builder’s block library).'),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});

function represent(row: Row, hasDraft: boolean, doc?: PageDoc) {
  const fields = doc ?? { title: row.title, slug: row.slug, metaTitle: row.metaTitle, metaDescription: row.metaDescription, templateType: row.templateType, noindex: row.noindex, socialImageId: row.socialImageId, blocks: row.blocks };
  return {
    id: row.id,
    title: fields.title,
    slug: fields.slug,
    status: row.isPublished ? ('published' as const) : ('draft' as const),
    hasDraft,
    builtIn: row.builtIn,
    templateType: fields.templateType,
    metaTitle: fields.metaTitle || null,
    metaDescription: fields.metaDescription || null,
    noindex: fields.noindex,
    socialImageId: fields.socialImageId,
    blocks: fields.blocks,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const notFound = () => new ApiProblem(404, 'There is no page with this id.');

async function rowOf(db: Database, id: string): Promise<Row | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(columns).from(pages).where(eq(pages.id, id));
  return row ?? null;
}

/** The page as the caller may read it: the published record; with a key and `draft`, its working copy. */
async function readPage(context: Pick<Context<unknown, unknown>, 'db' | 'key'>, id: string, draft: boolean) {
  const row = await rowOf(context.db, id);
  if (!row || (!context.key && !row.isPublished)) throw notFound();
  if (!context.key) return represent(row, false);
  const copy = await workingCopy(context.db, pageCollection, id);
  return represent(row, copy.hasDraft, draft ? copy.doc : undefined);
}

const draftQuery = z.object({ draft: z.enum(['0', '1', 'true', 'false'], 'draft is 1 or 0.').optional() });
const wantsDraft = (query: { draft?: string }) => query.draft === '1' || query.draft === 'true';

const listPagesQuery = listQuery.extend({ status: z.enum(['published', 'draft'], 'status is published or draft.').optional() });

// What a client sends: the editor's fields; publishing is its own operation.
const createBody = pageFieldsSchema.omit({ id: true, isPublished: true }).strict();
const patchBody = pageFieldsSchema.omit({ id: true, isPublished: true }).partial().strict();

export const PAGE_OPERATIONS = [
  operation({
    method: 'GET',
    path: '/pages',
    tag: 'Pages',
    summary: 'List pages',
    description: 'Without a key: the published pages. With a key: every page, filterable by status. Newest first.',
    access: 'public',
    query: listPagesQuery,
    response: listSchema(apiPageSchema),
    status: 200,
    problems: [400, 401, 429],
    async run({ db, key, query }) {
      const filters: SQL[] = [];
      if (!key) filters.push(eq(pages.isPublished, true));
      else if (query.status) filters.push(eq(pages.isPublished, query.status === 'published'));
      if (query.q) filters.push(or(ilike(pages.title, containsPattern(query.q)), ilike(pages.slug, containsPattern(query.q)))!);
      const cursor = decodeCursor(query.cursor);
      if (cursor) filters.push(or(lt(pages.createdAt, new Date(cursor.at)), and(eq(pages.createdAt, new Date(cursor.at)), lt(pages.id, cursor.id)))!);
      const rows = await db
        .select(columns)
        .from(pages)
        .where(filters.length ? and(...filters) : undefined)
        .orderBy(desc(pages.createdAt), desc(pages.id))
        .limit(query.limit + 1);
      const shown = rows.slice(0, query.limit);
      const last = shown.at(-1);
      const data = await Promise.all(shown.map(async (row) => (key ? represent(row, (await workingCopy(db, pageCollection, row.id)).hasDraft) : represent(row, false))));
      return { body: { data, nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.createdAt.toISOString(), id: last.id }) : null } };
    },
  }),
  operation({
    method: 'GET',
    path: '/pages/{id}',
    tag: 'Pages',
    summary: 'Read a page',
    description: 'With a key and `draft=1`: the working copy (the draft, else what is published).',
    access: 'public',
    query: draftQuery,
    response: apiPageSchema,
    status: 200,
    problems: [401, 404, 429],
    async run(context) {
      return item(await readPage(context, context.params.id!, wantsDraft(context.query)));
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
      return item(await readPage({ db, key }, id, true), 201, { location: `/api/v1/pages/${id}` });
    },
  }),
  operation({
    method: 'PATCH',
    path: '/pages/{id}',
    tag: 'Pages',
    summary: 'Change a page (saves its draft)',
    description: 'The fields sent replace those of the working copy, which is saved as a new version of the draft; visitors see it once published. Send If-Match with the ETag you read to be sure nobody changed it meanwhile.',
    access: 'editor',
    body: patchBody,
    response: apiPageSchema,
    status: 200,
    problems: [400, 401, 403, 404, 409, 412, 413, 415, 429],
    async run({ db, key, params, body, sent, ip, ifMatch }) {
      const row = await rowOf(db, params.id!);
      if (!row) throw notFound();
      const copy = await workingCopy(db, pageCollection, row.id);
      checkIfMatch(ifMatch, represent(row, copy.hasDraft, copy.doc));
      const changes = Object.fromEntries(Object.entries(body).filter(([name]) => sent.has(name)).map(([name, value]) => [name, value ?? (name === 'socialImageId' ? null : '')]));
      const merged = pageDocSchema.safeParse({ ...copy.doc, ...changes });
      if (!merged.success) throw invalid(fieldProblems(merged.error.issues));
      // A manual save: the editor's full check (the address included), then a version in the history.
      const outcome = await saveDraft(db, pageCollection as never, keyActor(key!, ip), { id: row.id, baseRevision: copy.state.revision, data: merged.data, manual: true, note: 'Changed through the API' });
      if (!outcome.ok && 'conflict' in outcome) throw new ApiProblem(412, `${outcome.conflict.byName} saved this page meanwhile. Read it again, then repeat the change.`);
      if (!outcome.ok) throw refusal(outcome.issues);
      return item(await readPage({ db, key }, row.id, true));
    },
  }),
  operation({
    method: 'DELETE',
    path: '/pages/{id}',
    tag: 'Pages',
    summary: 'Delete a page',
    description: 'Built-in pages cannot be deleted (409).',
    access: 'editor',
    status: 204,
    problems: [401, 403, 404, 409, 412, 429],
    async run({ db, key, params, ip, ifMatch }) {
      checkIfMatch(ifMatch, await readPage({ db, key }, params.id!, true));
      await removePage(db, keyActor(key!, ip), params.id!);
      return {};
    },
  }),
  operation({
    method: 'POST',
    path: '/pages/{id}/publish',
    tag: 'Pages',
    summary: 'Publish a page',
    description: 'Makes the working copy what visitors see (the full checks of the editor apply).',
    access: 'editor',
    response: apiPageSchema,
    status: 200,
    problems: [400, 401, 403, 404, 409, 429],
    async run({ db, key, params, ip }) {
      if (!(await rowOf(db, params.id!))) throw notFound();
      const outcome = await publish(db, pageCollection as never, keyActor(key!, ip), { id: params.id!, note: 'Published through the API' });
      if (!outcome.ok) throw 'issues' in outcome ? refusal(outcome.issues) : new ApiProblem(409, 'Someone saved this page meanwhile.');
      return item(await readPage({ db, key }, params.id!, true));
    },
  }),
  operation({
    method: 'POST',
    path: '/pages/{id}/unpublish',
    tag: 'Pages',
    summary: 'Unpublish a page',
    description: 'Visitors get the 404 page; the page and its history stay. Built-in pages cannot be unpublished (409).',
    access: 'editor',
    response: apiPageSchema,
    status: 200,
    problems: [401, 403, 404, 409, 429],
    async run({ db, key, params, ip }) {
      if (!(await rowOf(db, params.id!))) throw notFound();
      await unpublish(db, pageCollection as never, keyActor(key!, ip), params.id!);
      return item(await readPage({ db, key }, params.id!, true));
    },
  }),
  operation({
    method: 'GET',
    path: '/pages/{id}/versions',
    tag: 'Pages',
    summary: 'A page’s version history',
    description: 'Newest first: every save, publish and restore, with who and when.',
    access: 'editor',
    response: z.object({ data: z.array(z.object({ id: z.uuid(), number: z.number().int(), kind: z.string(), note: z.string().nullable(), authorName: z.string(), createdAt: z.string() })) }),
    status: 200,
    problems: [401, 403, 404, 429],
    async run({ db, params }) {
      if (!(await rowOf(db, params.id!))) throw notFound();
      const versions = await listVersions(db, 'page', params.id!);
      return { body: { data: versions.map((v) => ({ id: v.id, number: v.number, kind: v.kind, note: v.note, authorName: v.authorName, createdAt: v.createdAt })) } };
    },
  }),
];

/** The editor's refusal as the API says it: a taken address is a conflict, anything else invalid input. */
function refusal(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const problems = fieldProblems(issues);
  return problems.some((p) => p.path === 'slug' && /already used/.test(p.message)) ? new ApiProblem(409, problems[0]!.message, problems) : invalid(problems);
}
