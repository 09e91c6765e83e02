import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { pageSlice } from '@/components/site/paging';
import { cached } from '@/server/cache';
import { getDb } from '@/server/db/client';
import { mediaRefColumns, mediaRefOf, servedAt } from '@/features/media/queries';
import { caseStudies, mediaFiles } from '@/server/db/schema';
import { SLUG_FORMAT, slugify, type CaseStudyFormValues } from './admin-schema';
import { caseStudyColumns } from './columns';

const publicColumns = { id: caseStudies.id, ...caseStudyColumns, updatedAt: caseStudies.updatedAt, cover: mediaRefColumns };

type Row = { cover: Parameters<typeof mediaRefOf>[1] | null; imageUrl: string | null; title: string };

/** The study with its cover as a MediaRef when the image is a library file (size, alt text and placeholder from the library). */
function withCover<T extends Row>({ cover, ...study }: T) {
  return { ...study, cover: cover && mediaRefOf(study.imageUrl, cover, `Cover illustration of the case study ${study.title}`) };
}

export type PublicCaseStudy = Awaited<ReturnType<typeof readActiveCaseStudies>>[number];

export const CASE_STUDIES_PER_PAGE = 12;
/** On the home page: the first few of the public order. */
export const HOME_CASE_STUDIES = 6;

/** Featured first, then newest: the order of case_studies_public_order_idx, id breaking ties so pages never overlap. */
async function readActiveCaseStudies(offset: number, limit: number) {
  const db = await getDb();
  const rows = await db
    .select(publicColumns)
    .from(caseStudies)
    // The cover's file, by its address: its size, alt text and placeholder.
    .leftJoin(mediaFiles, servedAt(caseStudies.imageUrl))
    .where(eq(caseStudies.isActive, true))
    .orderBy(desc(caseStudies.isFeatured), desc(caseStudies.createdAt), desc(caseStudies.id))
    .limit(limit)
    .offset(offset);
  return rows.map(withCover);
}

export const countActiveCaseStudies = cached('countActiveCaseStudies', ['case-studies'], async () => {
  const db = await getDb();
  const [row] = await db.select({ total: count() }).from(caseStudies).where(eq(caseStudies.isActive, true));
  return row?.total ?? 0;
});

const readCaseStudyPage = cached('readCaseStudyPage', ['case-studies'], (page: number) =>
  readActiveCaseStudies((page - 1) * CASE_STUDIES_PER_PAGE, CASE_STUDIES_PER_PAGE),
);

/** One page of the active case studies (`?page=`; past the last page, the last page). Cached per page. */
export async function listActiveCaseStudiesPage(requestedPage: number) {
  const slice = pageSlice(requestedPage, await countActiveCaseStudies(), CASE_STUDIES_PER_PAGE);
  return { ...slice, studies: await readCaseStudyPage(slice.page) };
}

/** Most a 'featured case studies' block shows (its limit field allows no more). */
export const MAX_LEADING_CASE_STUDIES = 12;

/** The first `limit` active case studies of the public order (featured first), at most MAX_LEADING_CASE_STUDIES. */
export const listLeadingCaseStudies = cached('listLeadingCaseStudies', ['case-studies'], (limit: number) =>
  readActiveCaseStudies(0, Math.min(Math.max(1, Math.floor(limit) || 1), MAX_LEADING_CASE_STUDIES)),
);

/** The home page's case studies: the first few, featured first. */
export const listHomeCaseStudies = () => listLeadingCaseStudies(HOME_CASE_STUDIES);

/** One active case study by slug, or null (also for an address that cannot be a slug: no query then). */
export const getActiveCaseStudyBySlug = cached('getActiveCaseStudyBySlug', ['case-studies'], async (slug: string) => {
  if (slug.length > 200 || !SLUG_FORMAT.test(slug)) return null;
  const db = await getDb();
  const [study] = await db
    .select(publicColumns)
    .from(caseStudies)
    .leftJoin(mediaFiles, servedAt(caseStudies.imageUrl))
    .where(and(eq(caseStudies.slug, slug), eq(caseStudies.isActive, true)))
    .limit(1);
  return study ? withCover(study) : null;
});

/**
 * A case study's draft or one of its versions, as its page would show it once published (the
 * previews of decision 086). Not cached, and blank list rows left out as a publish would.
 */
export async function previewCaseStudy(id: string, doc: CaseStudyFormValues): Promise<PublicCaseStudy> {
  const db = await getDb();
  const imageUrl = doc.imageUrl.trim() || null;
  const [file] = imageUrl
    ? await db
        .select(mediaRefColumns)
        .from(mediaFiles)
        .where(servedAt(sql`${imageUrl}`))
        .limit(1)
    : [];
  const rows = (list: string[]) => list.map((row) => row.trim()).filter(Boolean);
  return withCover({
    ...doc,
    id,
    slug: slugify(doc.slug.trim() || doc.title),
    imageUrl,
    timeline: doc.timeline.trim() || null,
    results: rows(doc.results),
    technologies: rows(doc.technologies),
    updatedAt: new Date(),
    cover: file ?? null,
  });
}
