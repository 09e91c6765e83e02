// The public site search behind the header's search link (the header section's showSearch):
// the built-in pages (their titles and descriptions as search engines see them), active case
// studies, open jobs and published CMS pages, matched on their titles and descriptions. The site
// is small (tens of documents), so they are gathered from the cached public reads and filtered
// in memory: no search index to keep.
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { listActiveCaseStudies } from '@/features/case-studies/queries';
import { listActiveJobs } from '@/features/jobs/queries';
import { BUILT_IN_PAGES } from '@/features/seo/public-pages';
import { cached } from '@/server/cache';
import { getDb } from '@/server/db/client';
import { pages } from '@/server/db/schema';

export const MAX_SEARCH_LENGTH = 100;
const MAX_HITS = 50;

export type SearchKind = 'Page' | 'Case study' | 'Job';
export type SearchHit = { kind: SearchKind; title: string; href: string; description: string };
type SearchDocument = SearchHit & { text: string };

const page = (href: string, title: string, description: string): SearchHit => ({ kind: 'Page', href, title, description });

const listSearchablePages = cached('listSearchablePages', ['pages'], async () => {
  const db = await getDb();
  return db
    .select({ slug: pages.slug, title: pages.title, metaDescription: pages.metaDescription })
    .from(pages)
    .where(eq(pages.isPublished, true))
    .orderBy(asc(pages.title));
});

const normalize = (value: string) => value.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

async function documents(): Promise<SearchDocument[]> {
  const [studies, jobs, cmsPages] = await Promise.all([listActiveCaseStudies(), listActiveJobs(), listSearchablePages()]);
  const hits: SearchHit[] = [
    ...BUILT_IN_PAGES.map((builtIn) => page(builtIn.path, builtIn.title, builtIn.description)),
    ...studies.map((study) => ({ kind: 'Case study' as const, title: study.title, href: `/case-studies/${study.slug}`, description: [study.client, study.industry, study.description].filter(Boolean).join(' · ') })),
    ...jobs.map((job) => ({ kind: 'Job' as const, title: job.title, href: `/careers/${job.id}`, description: [job.department, job.location].filter(Boolean).join(' · ') })),
    ...cmsPages.map((cms) => page(`/${cms.slug}`, cms.title, cms.metaDescription ?? '')),
  ];
  return hits.map((hit) => ({ ...hit, text: normalize(`${hit.title} ${hit.description}`) }));
}

/** The words of a query, as the search page reads ?q= (trimmed, at most MAX_SEARCH_LENGTH characters). */
export function searchWords(query: string): string[] {
  return normalize(query.slice(0, MAX_SEARCH_LENGTH)).split(/\s+/).filter(Boolean);
}

/** Documents containing every word of the query; those with all words in the title first. */
export async function searchSite(query: string): Promise<SearchHit[]> {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const found = (await documents()).filter((doc) => words.every((word) => doc.text.includes(word)));
  const inTitle = (doc: SearchDocument) => words.every((word) => normalize(doc.title).includes(word));
  return found
    .sort((a, b) => Number(inTitle(b)) - Number(inTitle(a)))
    .slice(0, MAX_HITS)
    .map((doc) => ({ kind: doc.kind, title: doc.title, href: doc.href, description: doc.description }));
}
