import { Search } from 'lucide-react';
import Link from 'next/link';
import { cardClasses } from '@/components/site/sections';
import { buttonClasses } from '@/components/ui/button';
import { MAX_QUERY_LENGTH, SEARCH_COUNT_CAP, searchAdmin, type SearchGroup } from '../queries';

function SearchForm({ query }: { query: string }) {
  return (
    <form action="/admin/search" method="get" className="flex max-w-2xl gap-2">
      <label htmlFor="search-terms" className="sr-only">
        Search terms
      </label>
      <input
        id="search-terms"
        name="q"
        type="search"
        defaultValue={query}
        maxLength={MAX_QUERY_LENGTH}
        placeholder="A title, a client, a name or an email"
        className="h-11 min-w-0 flex-1 rounded-lg border border-white/10 bg-white/5 px-3 text-sm text-white placeholder:text-slate-400 focus:border-brand-400"
      />
      <button type="submit" className={buttonClasses()}>
        <Search aria-hidden className="size-4" />
        Search
      </button>
    </form>
  );
}

function ResultGroup({ group }: { group: SearchGroup }) {
  const headingId = `results-${group.key}`;
  return (
    <section aria-labelledby={headingId} className={cardClasses}>
      <h2 id={headingId} className="flex items-baseline gap-2 text-lg font-semibold text-white">
        {group.label}
        <span className="text-sm font-normal text-slate-400">
          {group.total > SEARCH_COUNT_CAP
            ? `More than ${SEARCH_COUNT_CAP.toLocaleString('en-US')} matches, showing the latest ${group.hits.length}`
            : group.total > group.hits.length
              ? `${group.total} matches, showing the first ${group.hits.length}`
              : group.total === 1
                ? '1 match'
                : `${group.total} matches`}
        </span>
      </h2>
      <ul className="mt-3 divide-y divide-white/5">
        {group.hits.map((hit) => (
          <li key={hit.id} className="py-2.5">
            {hit.href ? (
              <Link href={hit.href} className="font-medium text-brand-300 underline-offset-4 hover:underline">
                {hit.title}
              </Link>
            ) : (
              <span className="font-medium text-slate-100">{hit.title}</span>
            )}
            <p className="text-sm text-slate-400">{hit.detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /admin/search: pages, content items, case studies, jobs, partners and leads matching the words. */
export async function SearchResultsPage({ query: rawQuery }: { query: string }) {
  const results = await searchAdmin(rawQuery);
  const found = results.groups.filter((g) => g.total > 0);
  const empty = results.groups.filter((g) => g.total === 0);
  return (
    <div className="space-y-8">
      <div className="space-y-4">
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Search</h1>
        <SearchForm query={results.query} />
      </div>
      {!results.query ? (
        <p className="text-slate-300">
          Type a word above to search the titles of pages, content items, case studies and jobs, the names of partners and clients, and the names and email
          addresses of leads.
        </p>
      ) : (
        <>
          <p role="status" className="text-slate-300">
            {results.capped
              ? `More than ${results.total.toLocaleString('en-US')} results`
              : results.total === 0
                ? 'No results'
                : results.total === 1
                  ? '1 result'
                  : `${results.total} results`}{' '}
            for “{results.query}”.
          </p>
          {found.map((group) => (
            <ResultGroup key={group.key} group={group} />
          ))}
          {found.length > 0 && empty.length > 0 && (
            <p className="text-sm text-slate-400">No matches in {empty.map((g) => g.label.toLowerCase()).join(', ')}.</p>
          )}
          {found.length === 0 && <p className="text-sm text-slate-400">Check the spelling, or try a shorter word or part of an email address.</p>}
        </>
      )}
    </div>
  );
}
