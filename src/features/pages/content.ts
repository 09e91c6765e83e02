// A CMS page's content from before the page builder, as the spec allows it (a plain string, or
// { sections }), read by the migration that turns it into a rich-text block. Pure: used on the client and the server.
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
