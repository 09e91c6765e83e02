// The public site search behind the header's search link (the header section's showSearch): the
// built-in pages (their titles and descriptions as search engines see them), active case studies,
// open jobs and published CMS pages. The built-in pages are a short constant list, matched in
// memory. The rest can be tens of thousands of rows: PostgreSQL's full-text search matches them
// through the GIN indexes on searchDocument(...) (schema.ts), ranks a bounded set of candidates
// and returns one page of hits. Results are not cached: every query is different.
import 'server-only';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { ROUTE_PAGES } from '@/features/seo/public-pages';
import { cached } from '@/server/cache';
import { getDb } from '@/server/db/client';
import { caseStudies, jobs, pages, searchDocument } from '@/server/db/schema';

export const MAX_SEARCH_LENGTH = 100;
export const MAX_HITS = 50;
/**
 * Matching rows ranked per table: a common word must not make us rank a whole table (ts_rank
 * computes each row's document again). Measured on PostgreSQL with 60,000 case studies that all
 * match: about 15 ms a search. Looking for title matches beyond these (a weighted query) cost
 * 750 ms there, as the index cannot tell where a word is: a row missed this way is found by a
 * narrower query.
 */
const CANDIDATES = 500;

export type SearchKind = 'Page' | 'Post' | 'Case study' | 'Job';
export type SearchHit = { kind: SearchKind; title: string; href: string; description: string };
type RankedHit = SearchHit & { rank: number; builtIn: boolean };

const normalize = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The words of a query, as the search page reads ?q= (trimmed, at most MAX_SEARCH_LENGTH characters). */
export function searchWords(query: string): string[] {
  return normalize(query.slice(0, MAX_SEARCH_LENGTH)).split(/\s+/).filter(Boolean);
}

/**
 * The to_tsquery text for rows holding every word of the query as a prefix ("data eng" finds
 * "Data Engineer"). Only letters and digits reach it, so no word can be tsquery syntax;
 * "e-commerce" becomes two words, as PostgreSQL splits it in the documents. Null when nothing
 * searchable is left. It is passed as a parameter, never spliced into the SQL.
 */
export function prefixTsQuery(query: string): string | null {
  const terms = query
    .slice(0, MAX_SEARCH_LENGTH)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return terms.length === 0 ? null : terms.map((term) => `${term}:*`).join(' & ');
}

/** The built-in pages as staff keep them (their records' SEO title and description), and the pages a route serves without one: a few dozen, read once until pages change. */
const builtInPages = cached('searchBuiltInPages', ['pages'], async (): Promise<{ path: string; title: string; description: string }[]> => {
  const records = await (
    await getDb()
  )
    .select({ slug: pages.slug, title: pages.title, metaTitle: pages.metaTitle, metaDescription: pages.metaDescription })
    .from(pages)
    .where(and(eq(pages.builtIn, true), eq(pages.isPublished, true), eq(pages.kind, 'page')))
    .orderBy(asc(pages.slug));
  return [...records.map((page) => ({ path: `/${page.slug}`, title: page.metaTitle || page.title, description: page.metaDescription ?? '' })), ...ROUTE_PAGES];
});

async function builtInHits(words: string[]): Promise<RankedHit[]> {
  return (await builtInPages())
    .filter((page) => {
      const text = normalize(`${page.title} ${page.description}`);
      return words.every((word) => text.includes(word));
    })
    .map((page) => ({ kind: 'Page', href: page.path, title: page.title, description: page.description, rank: 0, builtIn: true }));
}

/** The best-ranked database hits: at most CANDIDATES rows per table are ranked. */
async function databaseHits(query: string): Promise<RankedHit[]> {
  const anywhere = prefixTsQuery(query);
  if (!anywhere) return [];
  const all = sql`to_tsquery('english', ${anywhere})`;
  // The very expressions of the indexes case_studies_search_idx, jobs_search_idx and pages_search_idx.
  const studyDoc = searchDocument(caseStudies.title, caseStudies.client, caseStudies.industry, caseStudies.description);
  const jobDoc = searchDocument(jobs.title, jobs.department, jobs.location, jobs.description);
  const pageDoc = searchDocument(pages.title, pages.metaDescription, pages.excerpt);
  // At most CANDIDATES matching rows of one table, found through its GIN index. Aliased as the
  // table itself, so that the outer ts_rank(doc) reads the candidates' columns.
  const candidates = (table: SQL, columns: SQL, where: SQL, doc: SQL) => sql`(
    select ${columns} from ${table} where ${where} and ${doc} @@ ${all} limit ${CANDIDATES}
  ) as ${table}`;
  const db = await getDb();
  const result = await db.execute(sql`
    select kind, title, href, description, rank from (
      select 'Case study' as kind, ${caseStudies.title} as title, '/case-studies/' || ${caseStudies.slug} as href,
        concat_ws(' · ', nullif(${caseStudies.client}, ''), nullif(${caseStudies.industry}, ''), nullif(${caseStudies.description}, '')) as description,
        ts_rank(${studyDoc}, ${all}) as rank
      from ${candidates(sql`${caseStudies}`, sql`${caseStudies.id}, ${caseStudies.title}, ${caseStudies.slug}, ${caseStudies.client}, ${caseStudies.industry}, ${caseStudies.description}`, sql`${caseStudies.isActive}`, studyDoc)}
      union all
      select 'Job', ${jobs.title}, '/careers/' || ${jobs.id}::text,
        concat_ws(' · ', nullif(${jobs.department}, ''), nullif(${jobs.location}, '')),
        ts_rank(${jobDoc}, ${all})
      from ${candidates(sql`${jobs}`, sql`${jobs.id}, ${jobs.title}, ${jobs.department}, ${jobs.location}, ${jobs.description}`, sql`${jobs.isActive}`, jobDoc)}
      union all
      select case when ${pages.kind} = 'post' then 'Post' else 'Page' end, ${pages.title},
        case when ${pages.kind} = 'post' then '/insights/' else '/' end || ${pages.slug},
        coalesce(nullif(${pages.metaDescription}, ''), ${pages.excerpt}, ''), ts_rank(${pageDoc}, ${all})
      from ${candidates(sql`${pages}`, sql`${pages.id}, ${pages.title}, ${pages.slug}, ${pages.metaDescription}, ${pages.excerpt}, ${pages.kind}`, sql`${pages.isPublished} and not ${pages.builtIn}`, pageDoc)}
    ) as hits
    order by rank desc, title
    limit ${MAX_HITS}`);
  const rows = (result as unknown as { rows: { kind: SearchKind; title: string; href: string; description: string; rank: number | string }[] }).rows;
  return rows.map((row) => ({ kind: row.kind, title: row.title, href: row.href, description: row.description, rank: Number(row.rank), builtIn: false }));
}

/**
 * Documents containing every word of the query, at most MAX_HITS: those with every word in the
 * title first; then the built-in pages before stored content, which comes best-ranked first.
 */
export async function searchSite(query: string): Promise<SearchHit[]> {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const hits = [...(await builtInHits(words)), ...(await databaseHits(query))];
  const inTitle = (hit: SearchHit) => words.every((word) => normalize(hit.title).includes(word));
  return hits
    .map((hit) => ({ hit, inTitle: inTitle(hit) }))
    .sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || Number(b.hit.builtIn) - Number(a.hit.builtIn) || b.hit.rank - a.hit.rank)
    .slice(0, MAX_HITS)
    .map(({ hit }) => ({ kind: hit.kind, title: hit.title, href: hit.href, description: hit.description }));
}
