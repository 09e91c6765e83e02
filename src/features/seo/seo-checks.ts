// What the admin SEO screen flags on a page: missing or too long titles and descriptions.
// Pure, so that it is easy to test.

/** The spec's page limits (admin.md section 9); longer ones are cut off in search results. */
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;

export type SeoIssue = { field: 'title' | 'description'; kind: 'missing' | 'too-long'; message: string };

export type SeoSubject = {
  /** The title search engines get (the browser title). */
  title: string;
  description: string;
  /** A CMS page without its own SEO title or description falls back to its title or first text. */
  ownTitle?: boolean;
  ownDescription?: boolean;
};

export function seoIssues({ title, description, ownTitle = true, ownDescription = true }: SeoSubject): SeoIssue[] {
  const issues: SeoIssue[] = [];
  if (!title.trim()) issues.push({ field: 'title', kind: 'missing', message: 'Title missing' });
  else if (!ownTitle) issues.push({ field: 'title', kind: 'missing', message: 'SEO title missing: the page title is used' });
  if (title.length > SEO_TITLE_MAX) issues.push({ field: 'title', kind: 'too-long', message: `Title too long: ${title.length}/${SEO_TITLE_MAX}` });
  if (!description.trim()) issues.push({ field: 'description', kind: 'missing', message: 'Description missing' });
  else if (!ownDescription) issues.push({ field: 'description', kind: 'missing', message: 'SEO description missing: the start of the page is used' });
  if (description.length > SEO_DESCRIPTION_MAX)
    issues.push({ field: 'description', kind: 'too-long', message: `Description too long: ${description.length}/${SEO_DESCRIPTION_MAX}` });
  return issues;
}
