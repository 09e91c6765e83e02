import Link from 'next/link';
import { SearchBox } from '@/components/site/search-box';
import { cardClasses, Container, PageHero } from '@/components/site/sections';
import { MAX_HITS, MAX_SEARCH_LENGTH, searchSite } from './queries';

/** /search: a GET form (works without JavaScript) and the pages, case studies and jobs matching it. */
export async function SiteSearchPage({ query: rawQuery }: { query: string }) {
  const query = rawQuery.trim().slice(0, MAX_SEARCH_LENGTH);
  const hits = await searchSite(query);
  return (
    <>
      <PageHero title="Search" subtitle="Find our services, solutions, case studies, open positions and articles.">
        <SearchBox
          action="/search"
          aria-label="Site"
          id="site-search"
          label="Search the site"
          placeholder="e.g. AI automation, fintech, React"
          query={query}
          maxLength={MAX_SEARCH_LENGTH}
          look="hero"
        />
      </PageHero>
      {query && (
        <Container className="max-w-3xl pb-24">
          <p role="status" className="text-slate-300">
            {hits.length >= MAX_HITS
              ? `The ${MAX_HITS} best matches for “${query}”. Add a word to narrow the search.`
              : `${hits.length === 0 ? 'No results' : hits.length === 1 ? '1 result' : `${hits.length} results`} for “${query}”.`}
          </p>
          {hits.length > 0 && (
            <ul className="mt-6 space-y-4" aria-label="Search results">
              {hits.map((hit) => (
                <li key={hit.href} className={cardClasses}>
                  <p className="text-xs font-semibold uppercase tracking-wider text-brand-300">{hit.kind}</p>
                  <Link href={hit.href} className="mt-1 block text-lg font-semibold text-white underline-offset-4 hover:underline">
                    {hit.title}
                  </Link>
                  {hit.description && <p className="mt-2 line-clamp-2 text-sm text-slate-400">{hit.description}</p>}
                </li>
              ))}
            </ul>
          )}
          {hits.length === 0 && (
            <p className="mt-4 text-slate-400">
              Try another word, or{' '}
              <Link href="/contact" className="text-brand-300 underline underline-offset-4 hover:text-white">
                ask us directly
              </Link>
              .
            </p>
          )}
        </Container>
      )}
    </>
  );
}
