// The addresses of CMS pages the admin and the viewer build. Pure: used on the client and the server.

/** The query parameter of a staff preview of a draft (/{slug}?preview=1). */
export const PREVIEW_PARAM = 'preview';

/** Where staff open a page: the page itself, or for a draft the preview only signed-in staff can see. */
/** Where a post of Insights is read. */
export const postPath = (slug: string) => `/insights/${slug}`;

/** Where a page or a post is read. */
export const recordPath = (record: { slug: string; kind?: 'page' | 'post' }) => (record.kind === 'post' ? postPath(record.slug) : `/${record.slug}`);

export function pageViewHref(page: { slug: string; isPublished: boolean; kind?: 'page' | 'post' }): string {
  const path = recordPath(page);
  return page.isPublished ? path : `${path}?${PREVIEW_PARAM}=1`;
}

/** A former slug's redirect target (the record's address), keeping the visitor's query (campaign parameters) but not a preview request. */
export function redirectPath(path: string, searchParams: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    if (name === PREVIEW_PARAM || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, item);
  }
  const text = query.toString();
  return `${path}${text ? `?${text}` : ''}`;
}
