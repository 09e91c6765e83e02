// A CMS page's content as the spec allows it (a plain string, or { sections }), read the same
// way by the viewer, the page form and the SEO screen. Pure: used on the client and the server.
import type { PageContent, PageSection } from '@/server/db/schema';

export const PAGE_SECTION_TYPES = ['heading', 'paragraph', 'content'] as const;
export type PageSectionType = (typeof PAGE_SECTION_TYPES)[number];

/** The content's sections; a plain string (the spec's other shape) is one 'content' section. */
export function sectionsOf(content: PageContent | null | undefined): PageSection[] {
  if (typeof content === 'string') return content.trim() ? [{ type: 'content', content }] : [];
  const sections = Array.isArray(content?.sections) ? content.sections : [];
  return sections.map((section) => ({
    type: (PAGE_SECTION_TYPES as readonly string[]).includes(section?.type) ? section.type : 'content',
    content: typeof section?.content === 'string' ? section.content : '',
  }));
}

/**
 * What a search result shows when the page has no SEO description: the start of its first text
 * that is not a heading, cut at a word before 160 characters.
 */
export function contentSummary(content: PageContent | null | undefined, max = 160): string {
  const text = sectionsOf(content).find((section) => section.type !== 'heading' && section.content.trim())?.content ?? '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 3).replace(/\s+\S*$/, '')}...` : flat;
}
