// Small builders for rich-text documents written in code (seed data, tests), so a page's copy
// reads as copy: rt.doc(rt.h2('Why us'), rt.p('We ', rt.bold('ship'), '.'), rt.ul(['One', 'Two'])).
import type { BlockNode, HeadingNode, ImageNode, InlineNode, ListItemNode, RichTextDoc, RichTextMark, TextNode } from './schema';

type Inline = string | InlineNode;

const text = (value: string): TextNode => ({ type: 'text', text: value });
const inline = (parts: Inline[]): InlineNode[] => parts.filter((part) => part !== '').map((part) => (typeof part === 'string' ? text(part) : part));
// In the editor's order (link first: Tiptap ranks it higher), so a built document equals what the editor saves.
const MARK_ORDER = ['link', 'bold', 'italic'];
const withMark = (value: string | TextNode, mark: RichTextMark): TextNode => {
  const node = typeof value === 'string' ? text(value) : value;
  const marks = [...(node.marks ?? []).filter((m) => m.type !== mark.type), mark];
  return { ...node, marks: marks.sort((a, b) => MARK_ORDER.indexOf(a.type) - MARK_ORDER.indexOf(b.type)) };
};
const heading = (level: HeadingNode['attrs']['level'], parts: Inline[]): HeadingNode => ({ type: 'heading', attrs: { level }, content: inline(parts) });
const listItems = (items: (Inline | Inline[])[]): ListItemNode[] =>
  items.map((item) => ({ type: 'listItem', content: [{ type: 'paragraph', content: inline(Array.isArray(item) ? item : [item]) }] }));

export const rt = {
  doc: (...content: BlockNode[]): RichTextDoc => ({ type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] }),
  p: (...parts: Inline[]): BlockNode => ({ type: 'paragraph', content: inline(parts) }),
  h2: (...parts: Inline[]) => heading(2, parts),
  h3: (...parts: Inline[]) => heading(3, parts),
  h4: (...parts: Inline[]) => heading(4, parts),
  bold: (value: string | TextNode) => withMark(value, { type: 'bold' }),
  italic: (value: string | TextNode) => withMark(value, { type: 'italic' }),
  /** A link; `newTab` opens it in a new tab (for other sites). */
  link: (href: string, value: string | TextNode, { newTab = false } = {}) =>
    withMark(value, { type: 'link', attrs: { href, target: newTab ? '_blank' : null } }),
  br: (): InlineNode => ({ type: 'hardBreak' }),
  /** A bulleted list: each item a string, or the parts of its one paragraph. */
  ul: (items: (Inline | Inline[])[]): BlockNode => ({ type: 'bulletList', content: listItems(items) }),
  ol: (items: (Inline | Inline[])[]): BlockNode => ({ type: 'orderedList', attrs: { start: 1, type: null }, content: listItems(items) }),
  quote: (...content: (string | BlockNode)[]): BlockNode => ({
    type: 'blockquote',
    content: content.map((block) => (typeof block === 'string' ? { type: 'paragraph', content: inline([block]) } : block)),
  }),
  image: (attrs: ImageNode['attrs']): BlockNode => ({ type: 'image', attrs }),
};
