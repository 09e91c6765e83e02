// Case studies in the content API (/api/v1/case-studies, decision 087), in the publishing
// workflow like pages: without a key, the published ones as the portfolio shows them; with a key,
// every one; a write saves the draft (a version), publish/unpublish as in the editor.
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
import { caseStudies } from '@/server/db/schema';
import { createCaseStudy, removeCaseStudy } from './admin-case-studies';
import { caseStudyFieldsSchema, caseStudyInputSchema } from './admin-schema';
import { caseStudyCollection, caseStudyDocSchema, type CaseStudyDoc } from './publishing';

type Row = typeof caseStudies.$inferSelect;

export const apiCaseStudySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string().describe('Its page is /case-studies/{slug}.'),
  status: z.enum(['published', 'draft']),
  hasDraft: z.boolean().describe('Changes saved since it was last published (only with a key; false without).'),
  client: z.string(),
  industry: z.string(),
  imageUrl: z.string().nullable(),
  description: z.string(),
  challenge: z.string(),
  solution: z.string(),
  results: z.array(z.string()),
  technologies: z.array(z.string()),
  timeline: z.string().nullable(),
  isFeatured: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});

function represent(row: Row, hasDraft: boolean, doc?: CaseStudyDoc) {
  const fields = doc ?? { ...row, imageUrl: row.imageUrl ?? '', timeline: row.timeline ?? '' };
  return {
    id: row.id,
    title: fields.title,
    slug: fields.slug,
    status: row.isActive ? ('published' as const) : ('draft' as const),
    hasDraft,
    client: fields.client,
    industry: fields.industry,
    imageUrl: fields.imageUrl || null,
    description: fields.description,
    challenge: fields.challenge,
    solution: fields.solution,
    results: [...fields.results],
    technologies: [...fields.technologies],
    timeline: fields.timeline || null,
    isFeatured: fields.isFeatured,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const notFound = () => new ApiProblem(404, 'There is no case study with this id.');

async function rowOf(db: Database, id: string): Promise<Row | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(caseStudies).where(eq(caseStudies.id, id));
  return row ?? null;
}

async function readCaseStudy(context: Pick<Context<unknown, unknown>, 'db' | 'key'>, id: string, draft: boolean) {
  const row = await rowOf(context.db, id);
  if (!row || (!context.key && !row.isActive)) throw notFound();
  if (!context.key) return represent(row, false);
  const copy = await workingCopy(context.db, caseStudyCollection, id);
  return represent(row, copy.hasDraft, draft ? copy.doc : undefined);
}

const draftQuery = z.object({ draft: z.enum(['0', '1', 'true', 'false'], 'draft is 1 or 0.').optional() });
const wantsDraft = (query: { draft?: string }) => query.draft === '1' || query.draft === 'true';
const listCaseStudiesQuery = listQuery.extend({
  status: z.enum(['published', 'draft'], 'status is published or draft.').optional(),
  featured: z.enum(['true', 'false'], 'featured is true or false.').optional(),
});

const createBody = caseStudyFieldsSchema.omit({ id: true, isActive: true }).strict();
const patchBody = caseStudyFieldsSchema.omit({ id: true, isActive: true }).partial().strict();

function refusal(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const problems = fieldProblems(issues);
  return problems.some((p) => p.path === 'slug' && /already used/.test(p.message)) ? new ApiProblem(409, problems[0]!.message, problems) : invalid(problems);
}

export const CASE_STUDY_OPERATIONS = [
  operation({
    method: 'GET',
    path: '/case-studies',
    tag: 'Case studies',
    summary: 'List case studies',
    description: 'Without a key: the published ones. With a key: every one, filterable by status. Newest first.',
    access: 'public',
    query: listCaseStudiesQuery,
    response: listSchema(apiCaseStudySchema),
    status: 200,
    problems: [400, 401, 429],
    async run({ db, key, query }) {
      const filters: SQL[] = [];
      if (!key) filters.push(eq(caseStudies.isActive, true));
      else if (query.status) filters.push(eq(caseStudies.isActive, query.status === 'published'));
      if (query.featured) filters.push(eq(caseStudies.isFeatured, query.featured === 'true'));
      if (query.q) filters.push(or(ilike(caseStudies.title, containsPattern(query.q)), ilike(caseStudies.client, containsPattern(query.q)))!);
      const cursor = decodeCursor(query.cursor);
      if (cursor) filters.push(or(lt(caseStudies.createdAt, new Date(cursor.at)), and(eq(caseStudies.createdAt, new Date(cursor.at)), lt(caseStudies.id, cursor.id)))!);
      const rows = await db
        .select()
        .from(caseStudies)
        .where(filters.length ? and(...filters) : undefined)
        .orderBy(desc(caseStudies.createdAt), desc(caseStudies.id))
        .limit(query.limit + 1);
      const shown = rows.slice(0, query.limit);
      const last = shown.at(-1);
      const data = await Promise.all(shown.map(async (row) => represent(row, key ? (await workingCopy(db, caseStudyCollection, row.id)).hasDraft : false)));
      return { body: { data, nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.createdAt.toISOString(), id: last.id }) : null } };
    },
  }),
  operation({
    method: 'GET',
    path: '/case-studies/{id}',
    tag: 'Case studies',
    summary: 'Read a case study',
    description: 'With a key and `draft=1`: the working copy (the draft, else what is published).',
    access: 'public',
    query: draftQuery,
    response: apiCaseStudySchema,
    status: 200,
    problems: [401, 404, 429],
    async run(context) {
      return item(await readCaseStudy(context, context.params.id!, wantsDraft(context.query)));
    },
  }),
  operation({
    method: 'POST',
    path: '/case-studies',
    tag: 'Case studies',
    summary: 'Create a case study (as a draft)',
    description: 'Created unpublished; publish it with POST /case-studies/{id}/publish. The same rules as the case study editor.',
    access: 'editor',
    body: createBody,
    response: apiCaseStudySchema,
    status: 201,
    problems: [400, 401, 403, 409, 413, 415, 429],
    async run({ db, key, raw, ip }) {
      // The body's shape is checked; now the editor's own schema with its slug rule, on what was sent.
      const parsed = caseStudyInputSchema.safeParse(raw);
      if (!parsed.success) throw invalid(fieldProblems(parsed.error.issues));
      const { id } = await createCaseStudy(db, keyActor(key!, ip), parsed.data);
      return item(await readCaseStudy({ db, key }, id, true), 201, { location: `/api/v1/case-studies/${id}` });
    },
  }),
  operation({
    method: 'PATCH',
    path: '/case-studies/{id}',
    tag: 'Case studies',
    summary: 'Change a case study (saves its draft)',
    description: 'The fields sent replace those of the working copy, saved as a new version; visitors see it once published. Send If-Match with the ETag you read.',
    access: 'editor',
    body: patchBody,
    response: apiCaseStudySchema,
    status: 200,
    problems: [400, 401, 403, 404, 409, 412, 413, 415, 429],
    async run({ db, key, params, body, sent, ip, ifMatch }) {
      const row = await rowOf(db, params.id!);
      if (!row) throw notFound();
      const copy = await workingCopy(db, caseStudyCollection, row.id);
      checkIfMatch(ifMatch, represent(row, copy.hasDraft, copy.doc));
      const changes = Object.fromEntries(Object.entries(body).filter(([name]) => sent.has(name)).map(([name, value]) => [name, value ?? '']));
      const merged = caseStudyDocSchema.safeParse({ ...copy.doc, ...changes });
      if (!merged.success) throw invalid(fieldProblems(merged.error.issues));
      const outcome = await saveDraft(db, caseStudyCollection as never, keyActor(key!, ip), { id: row.id, baseRevision: copy.state.revision, data: merged.data, manual: true, note: 'Changed through the API' });
      if (!outcome.ok && 'conflict' in outcome) throw new ApiProblem(412, `${outcome.conflict.byName} saved this case study meanwhile. Read it again, then repeat the change.`);
      if (!outcome.ok) throw refusal(outcome.issues);
      return item(await readCaseStudy({ db, key }, row.id, true));
    },
  }),
  operation({
    method: 'DELETE',
    path: '/case-studies/{id}',
    tag: 'Case studies',
    summary: 'Delete a case study',
    access: 'editor',
    status: 204,
    problems: [401, 403, 404, 412, 429],
    async run({ db, key, params, ip, ifMatch }) {
      checkIfMatch(ifMatch, await readCaseStudy({ db, key }, params.id!, true));
      await removeCaseStudy(db, keyActor(key!, ip), params.id!);
      return {};
    },
  }),
  operation({
    method: 'POST',
    path: '/case-studies/{id}/publish',
    tag: 'Case studies',
    summary: 'Publish a case study',
    description: 'Makes the working copy what the portfolio shows (the editor’s full checks apply).',
    access: 'editor',
    response: apiCaseStudySchema,
    status: 200,
    problems: [400, 401, 403, 404, 409, 429],
    async run({ db, key, params, ip }) {
      if (!(await rowOf(db, params.id!))) throw notFound();
      const outcome = await publish(db, caseStudyCollection as never, keyActor(key!, ip), { id: params.id!, note: 'Published through the API' });
      if (!outcome.ok) throw 'issues' in outcome ? refusal(outcome.issues) : new ApiProblem(409, 'Someone saved this case study meanwhile.');
      return item(await readCaseStudy({ db, key }, params.id!, true));
    },
  }),
  operation({
    method: 'POST',
    path: '/case-studies/{id}/unpublish',
    tag: 'Case studies',
    summary: 'Unpublish a case study',
    description: 'Off the portfolio (its page answers 404); the case study and its history stay.',
    access: 'editor',
    response: apiCaseStudySchema,
    status: 200,
    problems: [401, 403, 404, 429],
    async run({ db, key, params, ip }) {
      if (!(await rowOf(db, params.id!))) throw notFound();
      await unpublish(db, caseStudyCollection as never, keyActor(key!, ip), params.id!);
      return item(await readCaseStudy({ db, key }, params.id!, true));
    },
  }),
  operation({
    method: 'GET',
    path: '/case-studies/{id}/versions',
    tag: 'Case studies',
    summary: 'A case study’s version history',
    description: 'Newest first: every save, publish and restore, with who and when.',
    access: 'editor',
    response: z.object({ data: z.array(z.object({ id: z.uuid(), number: z.number().int(), kind: z.string(), note: z.string().nullable(), authorName: z.string(), createdAt: z.string() })) }),
    status: 200,
    problems: [401, 403, 404, 429],
    async run({ db, params }) {
      if (!(await rowOf(db, params.id!))) throw notFound();
      const versions = await listVersions(db, 'case_study', params.id!);
      return { body: { data: versions.map((v) => ({ id: v.id, number: v.number, kind: v.kind, note: v.note, authorName: v.authorName, createdAt: v.createdAt })) } };
    },
  }),
];
