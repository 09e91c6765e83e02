// Pages from before rich text kept their content as plain-text sections (heading, paragraph,
// content). This turns them into a rich-text document that reads the same, and fixes the two
// things the old viewer got wrong: a blank line now starts a new paragraph, and `**bold**` is bold.
import { sectionsOf } from '@/features/pages/content';
import type { PageContent } from '@/server/db/schema';
import { EMPTY_DOC, type BlockNode, type InlineNode, type RichTextDoc } from './schema';

/**
 * A legacy page's content as rich text:
 * - a heading section becomes an h2 (the old viewer's level);
 * - a paragraph section becomes paragraphs split on blank lines; a single line break inside one
 *   stays a line break;
 * - a content section (a plain-string page is one) showed every line as its own paragraph, so
 *   every non-empty line becomes a paragraph.
 */
export function richTextFromSections(content: PageContent | null | undefined): RichTextDoc {
  const blocks: BlockNode[] = sectionsOf(content).flatMap((section): BlockNode[] => {
    if (section.type === 'heading') {
      const title = section.content.replace(/\s+/g, ' ').trim();
      return title ? [{ type: 'heading', attrs: { level: 2 }, content: markedText(title) }] : [];
    }
    if (section.type === 'content') {
      return lines(section.content).map((line) => ({ type: 'paragraph', content: markedText(line) }));
    }
    return paragraphs(section.content, markedText);
  });
  return blocks.length ? { type: 'doc', content: blocks } : structuredClone(EMPTY_DOC);
}

/** Plain text as rich text (seed data): a blank line starts a new paragraph, a line break stays one. No markup is read. */
export function fromPlainText(text: string): RichTextDoc {
  const blocks = paragraphs(text, (line) => [{ type: 'text', text: line }]);
  return blocks.length ? { type: 'doc', content: blocks } : structuredClone(EMPTY_DOC);
}

function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function paragraphs(text: string, toInline: (line: string) => InlineNode[]): BlockNode[] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map(lines)
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => ({
      type: 'paragraph',
      content: paragraph.flatMap((line, i): InlineNode[] => (i === 0 ? toInline(line) : [{ type: 'hardBreak' }, ...toInline(line)])),
    }));
}

/** One line's text, with `**words**` made bold; a lone `**` stays as typed. */
function markedText(line: string): InlineNode[] {
  return line.split(/\*\*(?=\S)(.+?)(?<=\S)\*\*/).flatMap((part, i): InlineNode[] => {
    if (!part) return [];
    // split() with a capture group puts the captured (bold) text at the odd positions.
    return [i % 2 === 1 ? { type: 'text', text: part, marks: [{ type: 'bold' }] } : { type: 'text', text: part }];
  });
}
