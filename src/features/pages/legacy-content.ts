// Pages from before the page builder stored `content`: a string, or { sections } of headings,
// paragraphs and free text. They become one rich-text block: a heading an h2, and text split into
// paragraphs at blank lines (a free-text section drew every line as a paragraph, so each of its
// lines stays one). `**bold**` becomes bold, as authors meant it. Pure.
import type { Block } from '@/features/blocks/definitions';
import type { PageContent } from '@/server/db/schema';
import { sectionsOf } from './content';

type Inline = { type: 'text'; text: string; marks?: { type: 'bold' }[] };
type DocNode = { type: string; attrs?: Record<string, unknown>; content?: (DocNode | Inline)[] };

function inline(text: string): Inline[] {
  return text
    .split(/(\*\*[^*\n]+\*\*)/)
    .filter((part) => part !== '')
    .map((part) => (/^\*\*[^*\n]+\*\*$/.test(part) ? { type: 'text', text: part.slice(2, -2), marks: [{ type: 'bold' }] } : { type: 'text', text: part }));
}

const paragraph = (text: string): DocNode => ({ type: 'paragraph', content: inline(text) });

function withBreaks(text: string): DocNode {
  const content: (DocNode | Inline)[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (i > 0) content.push({ type: 'hardBreak' });
    content.push(...inline(line));
  });
  return { type: 'paragraph', content };
}

/** The rich-text document of legacy content; null when it holds no text. */
export function legacyContentDoc(content: PageContent | null | undefined): { type: 'doc'; content: DocNode[] } | null {
  const nodes: DocNode[] = [];
  for (const section of sectionsOf(content)) {
    const text = section.content.trim();
    if (!text) continue;
    if (section.type === 'heading') nodes.push({ type: 'heading', attrs: { level: 2 }, content: inline(text.replace(/\s+/g, ' ')) });
    else if (section.type === 'content') nodes.push(...text.split(/\r?\n/).filter((line) => line.trim()).map((line) => paragraph(line.trim())));
    else nodes.push(...text.split(/\r?\n\s*\r?\n/).filter((part) => part.trim()).map((part) => withBreaks(part.trim())));
  }
  return nodes.length > 0 ? { type: 'doc', content: nodes } : null;
}

/** The blocks of a page that has only legacy content: one rich-text block (none when empty). */
export function legacyBlocks(content: PageContent | null | undefined): Block[] {
  const doc = legacyContentDoc(content);
  if (!doc) return [];
  return [{ id: 'legacy-1', type: 'richText', eyebrow: '', title: '', subtitle: '', anchor: '', background: 'plain', body: doc, width: 'narrow' } as Block];
}
