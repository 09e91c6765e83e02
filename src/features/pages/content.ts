// A CMS page's content as the spec allows it (a plain string, or { sections }), read the same
// way by the viewer, the page form and the SEO screen. Pure: used on the client and the server.
import type { PageContent, PageSection, StoredBlock } from '@/server/db/schema';

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
  return shortened(text, max);
}

function shortened(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 3).replace(/\s+\S*$/, '')}...` : flat;
}

/** The words of a rich-text document (or any part of one), its blocks separated by a space. */
function plainText(node: unknown): string {
  if (!node || typeof node !== 'object') return '';
  const { text, content } = node as { text?: unknown; content?: unknown };
  if (typeof text === 'string') return text;
  return Array.isArray(content) ? content.map(plainText).join(' ') : '';
}

/** A rich-text document's first words that are not a heading. */
function firstParagraph(doc: unknown): string {
  const nodes = (doc as { content?: unknown } | null)?.content;
  if (!Array.isArray(nodes)) return '';
  for (const node of nodes) {
    if ((node as { type?: unknown } | null)?.type === 'heading') continue;
    const text = plainText(node);
    if (text.trim()) return text;
  }
  return '';
}

/**
 * The same for a page of blocks: the first text a reader meets that is not a heading (a hero's
 * text, a section's introduction, a rich text's words).
 */
export function blocksSummary(blocks: readonly StoredBlock[] | null | undefined, max = 160): string {
  for (const block of blocks ?? []) {
    for (const candidate of [block.text, block.subtitle, block.body]) {
      const text = typeof candidate === 'string' ? candidate : firstParagraph(candidate);
      if (text.trim()) return shortened(text, max);
    }
  }
  return '';
}
