// Page numbers of the public lists (/case-studies, /careers, /partners): what `?page=` means and
// which numbers the pager shows. Pure, so the pages, the queries and the tests share it.

/** `?page=` as a page number: anything but a whole number of at least 1 is page 1. */
export function parsePageParam(value: string | string[] | undefined): number {
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined || !/^\d{1,20}$/.test(first)) return 1;
  // A huge number stays huge (and so becomes the last page), never NaN.
  return Math.max(1, Number(first));
}

export type PageSlice = { page: number; pageCount: number; offset: number; limit: number };

/** The page to show of `total` items, `perPage` a page: past the last page means the last page. */
export function pageSlice(requested: number, total: number, perPage: number): PageSlice {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pageCount);
  return { page, pageCount, offset: (page - 1) * perPage, limit: perPage };
}

/**
 * The page numbers a pager shows: the first, the last, and `radius` either side of the current
 * one; null stands for the numbers left out. A gap of a single page shows that page instead: an
 * ellipsis would take as much room.
 */
export function pagerWindow(current: number, pageCount: number, radius = 1): (number | null)[] {
  const shown = new Set([1, pageCount]);
  for (let n = current - radius; n <= current + radius; n++) if (n >= 1 && n <= pageCount) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const window: (number | null)[] = [];
  for (const n of sorted) {
    const previous = window.at(-1);
    if (typeof previous === 'number' && n - previous === 2) window.push(previous + 1);
    else if (typeof previous === 'number' && n - previous > 2) window.push(null);
    window.push(n);
  }
  return window;
}

/** The address of page `n` of the list at `path` (which may carry a query: a category): page 1 is the list's own address. */
export function pageHref(path: string, n: number): string {
  return n <= 1 ? path : `${path}${path.includes('?') ? '&' : '?'}page=${n}`;
}
