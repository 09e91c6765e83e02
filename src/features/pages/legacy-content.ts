// Pages from before the page builder stored `content` (a string, or { sections }): they become
// one rich-text block (the conversion rules are in rich-text/from-sections.ts). Pure.
import type { Block } from '@/features/blocks/registry';
import { isEmptyDoc } from '@/features/rich-text/schema';
import { richTextFromSections } from '@/features/rich-text/from-sections';
import type { PageContent } from '@/server/db/schema';

/** The blocks of a page that has only legacy content: one rich-text block (none when empty). */
export function legacyBlocks(content: PageContent | null | undefined): Block[] {
  const doc = richTextFromSections(content);
  if (isEmptyDoc(doc)) return [];
  return [{ id: 'legacy-1', type: 'richText', eyebrow: '', title: '', subtitle: '', anchor: '', background: 'plain', body: doc, width: 'narrow' }];
}
