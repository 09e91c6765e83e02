// Case studies in the content API (/api/v1/case-studies, decision 087), in the publishing
// workflow like pages: without a key, the published ones as the portfolio shows them; with a key,
// every one; a write saves the draft (a version), publish/unpublish as in the editor.
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
import { caseStudies } from '@/server/db/schema';
import { createCaseStudy, removeCaseStudy } from './admin-case-studies';
import { caseStudyFieldsSchema, caseStudyInputSchema } from './admin-schema';
import { caseStudyCollection, type CaseStudyDoc } from './publishing';

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

async function rowOf(db: Database, id: string): Promise<Row | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(caseStudies).where(eq(caseStudies.id, id));
  return row ?? null;
}

const listCaseStudiesQuery = listQuery.extend({
  status: z.enum(['published', 'draft'], 'status is published or draft.').optional(),
  featured: z.enum(['true', 'false'], 'featured is true or false.').optional(),
});

const createBody = caseStudyFieldsSchema.omit({ id: true, isActive: true }).strict();
const patchBody = caseStudyFieldsSchema.omit({ id: true, isActive: true }).partial().strict();

const shared = publishableApi({
  cacheTag: 'case-studies',
  path: '/case-studies',
  tag: 'Case studies',
  noun: 'case study',
  collection: caseStudyCollection,
  rowOf,
  isPublished: (row) => row.isActive,
  represent,
  schema: apiCaseStudySchema,
  patchBody,
  cleared: () => '',
  remove: removeCaseStudy,
});

export const CASE_STUDY_OPERATIONS = [
  operation({
    method: 'GET',
    path: '/case-studies',
    tag: 'Case studies',
    summary: 'List case studies',
    cacheTags: ['case-studies'],
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
      const page = await readNewestFirst<Row>(db, caseStudies, { id: caseStudies.id, createdAt: caseStudies.createdAt }, filters, query);
      // One query for the drafts of the whole page of rows (the admin lists' own), not one per row.
      const status = key
        ? await publishingRowStatus(
            db,
            'case_study',
            page.rows.map((row) => row.id),
          )
        : null;
      const data = page.rows.map((row) => represent(row, status?.get(row.id)?.hasDraft ?? false));
      return { body: { data, nextCursor: page.nextCursor } };
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
      return item(await shared.read({ db, key }, id, true), 201, { location: `/api/v1/case-studies/${id}` });
    },
  }),
  ...shared.operations,
];
