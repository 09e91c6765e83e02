// Case studies in the publishing workflow (decision 086): the case_studies row is what visitors
// see (is_active is 'published'); the editor works on a document of the same fields, kept as a
// draft until someone publishes it.
import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { CrudError } from '@/features/admin/crud/server';
import type { PublishableCollection } from '@/features/publishing/types';
import { invalidateCacheTags } from '@/server/cache';
import { caseStudies } from '@/server/db/schema';
import { SLUG_TAKEN } from './admin-case-studies';
import { caseStudyColumns } from './columns';
import { CASE_STUDY_LIMITS, caseStudyInputSchema } from './admin-schema';

const text = (max: number) => z.string('Each field of a draft must be text.').max(max);
// Blank rows (an 'Add Result' not filled in yet) are dropped as a publish would drop them, so that
// two copies showing the same differ in nothing.
const list = (maxItems: number, maxLength: number) =>
  z
    .array(z.string('Each item of a list must be text.').max(maxLength))
    .max(maxItems)
    .transform((rows) => rows.map((row) => row.trim()).filter((row) => row.length > 0));

/**
 * What the editor edits: every field of a case study but its id and whether it is online. A draft
 * only has to have this shape (half-typed work is kept); a saved version and a publish are checked
 * with the manager's rules (caseStudyInputSchema).
 */
export const caseStudyDocSchema = z.object({
  title: text(CASE_STUDY_LIMITS.title),
  slug: text(CASE_STUDY_LIMITS.slug),
  client: text(CASE_STUDY_LIMITS.client),
  industry: text(CASE_STUDY_LIMITS.industry),
  imageUrl: text(CASE_STUDY_LIMITS.imageUrl),
  description: text(CASE_STUDY_LIMITS.longText),
  challenge: text(CASE_STUDY_LIMITS.longText),
  solution: text(CASE_STUDY_LIMITS.longText),
  results: list(CASE_STUDY_LIMITS.results, CASE_STUDY_LIMITS.result),
  technologies: list(CASE_STUDY_LIMITS.technologies, CASE_STUDY_LIMITS.technology),
  timeline: text(CASE_STUDY_LIMITS.timeline),
  isFeatured: z.boolean('Say whether the case study is featured.'),
});

export type CaseStudyDoc = z.output<typeof caseStudyDocSchema>;

const inputOf = (doc: CaseStudyDoc, id: string) => ({ ...doc, id, isActive: true });

async function slugTaken(tx: Parameters<PublishableCollection<CaseStudyDoc>['check']>[0], slug: string, id: string) {
  const [taken] = await tx
    .select({ id: caseStudies.id })
    .from(caseStudies)
    .where(and(eq(caseStudies.slug, slug), ne(caseStudies.id, id)))
    .limit(1);
  return Boolean(taken);
}

export const caseStudyCollection: PublishableCollection<CaseStudyDoc> = {
  collection: 'case_study',
  entityType: 'case_study',
  noun: 'case study',
  fieldLabels: {
    title: 'title',
    slug: 'slug',
    client: 'client',
    industry: 'industry',
    imageUrl: 'image',
    description: 'description',
    challenge: 'challenge',
    solution: 'solution',
    results: 'results',
    technologies: 'technologies',
    timeline: 'timeline',
    isFeatured: 'featured',
  },
  async lock(tx, id) {
    const [row] = await tx.select({ title: caseStudies.title, isActive: caseStudies.isActive }).from(caseStudies).where(eq(caseStudies.id, id)).for('update');
    return row ? { title: row.title, isPublished: row.isActive, canUnpublish: true } : null;
  },
  async publishedDoc(tx, id) {
    const [row] = await tx.select(caseStudyColumns).from(caseStudies).where(eq(caseStudies.id, id));
    if (!row) throw new CrudError('The case study no longer exists.', 404);
    return { ...row, imageUrl: row.imageUrl ?? '', timeline: row.timeline ?? '', results: [...row.results], technologies: [...row.technologies] };
  },
  draftSchema: caseStudyDocSchema,
  async check(tx, doc, id) {
    const parsed = caseStudyInputSchema.safeParse(inputOf(doc, id));
    if (!parsed.success) return parsed.error.issues;
    return (await slugTaken(tx, parsed.data.slug, id)) ? [{ message: SLUG_TAKEN, path: ['slug'] }] : [];
  },
  async apply(tx, _author, id, doc) {
    const values = { ...caseStudyInputSchema.parse(inputOf(doc, id)), id: undefined };
    // check() said so a moment ago in this transaction; the unique index is the last word.
    if (await slugTaken(tx, values.slug, id)) throw new CrudError(SLUG_TAKEN, 409);
    await tx
      .update(caseStudies)
      .set({ ...values, imageUrl: values.imageUrl ?? null, timeline: values.timeline ?? null, updatedAt: new Date() })
      .where(eq(caseStudies.id, id));
  },
  async unpublish(tx, id) {
    await tx.update(caseStudies).set({ isActive: false, updatedAt: new Date() }).where(eq(caseStudies.id, id));
  },
  invalidate: () => invalidateCacheTags('case-studies'),
};
