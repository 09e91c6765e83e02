import { ChevronLeft, ChevronRight } from '@/components/icons';
import { pageHref, pagerWindow } from './paging';

// Narrow screens: slightly smaller items and Previous/Next as arrows (their names stay for screen
// readers), so that first, last and three pages around the current one fit on one line at 360 px.
const itemClasses = 'inline-flex min-h-11 min-w-10 items-center justify-center gap-1 rounded-lg px-2.5 text-sm font-semibold sm:min-w-11 sm:px-3';
const gapClasses = 'inline-flex min-h-11 w-5 items-center justify-center text-sm text-slate-500 sm:w-6';
const linkClasses = `${itemClasses} border border-white/15 text-slate-200 transition-colors hover:bg-white/10 hover:text-white`;

/**
 * The page links under a paged public list: plain links, so they work without JavaScript and
 * crawlers follow them. Also gives the head its rel=prev/next links (React hoists <link> there).
 * `anchor` is the list's section id: a visitor lands on the list, not the top of the page.
 */
export function Pager({ path, page, pageCount, label, anchor }: { path: string; page: number; pageCount: number; label: string; anchor?: string }) {
  if (pageCount <= 1) return null;
  const href = (n: number) => `${pageHref(path, n)}${anchor ? `#${anchor}` : ''}`;
  return (
    <>
      {page > 1 && <link rel="prev" href={pageHref(path, page - 1)} />}
      {page < pageCount && <link rel="next" href={pageHref(path, page + 1)} />}
      <nav aria-label={label} className="mt-12">
        <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-2">
          {page > 1 && (
            <li>
              <a href={href(page - 1)} className={linkClasses}>
                <ChevronLeft aria-hidden className="size-4" /> <span className="max-sm:sr-only">Previous</span>
              </a>
            </li>
          )}
          {pagerWindow(page, pageCount).map((n, index) =>
            n === null ? (
              <li key={`gap-${index}`} aria-hidden className={gapClasses}>
                …
              </li>
            ) : (
              <li key={n}>
                <a
                  href={href(n)}
                  aria-current={n === page ? 'page' : undefined}
                  aria-label={`Page ${n}`}
                  className={n === page ? `${itemClasses} bg-brand-600 text-white` : linkClasses}
                >
                  {n}
                </a>
              </li>
            ),
          )}
          {page < pageCount && (
            <li>
              <a href={href(page + 1)} className={linkClasses}>
                <span className="max-sm:sr-only">Next</span> <ChevronRight aria-hidden className="size-4" />
              </a>
            </li>
          )}
        </ul>
      </nav>
    </>
  );
}
