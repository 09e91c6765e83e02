import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageHref, pagerWindow } from './paging';

const itemClasses = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold';
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
        <ul className="flex flex-wrap items-center justify-center gap-2">
          {page > 1 && (
            <li>
              <a href={href(page - 1)} className={linkClasses}>
                <ChevronLeft aria-hidden className="size-4" /> Previous
              </a>
            </li>
          )}
          {pagerWindow(page, pageCount).map((n, index) =>
            n === null ? (
              <li key={`gap-${index}`} aria-hidden className={`${itemClasses} min-w-6 px-0 text-slate-500`}>
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
                Next <ChevronRight aria-hidden className="size-4" />
              </a>
            </li>
          )}
        </ul>
      </nav>
    </>
  );
}
