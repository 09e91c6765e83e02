// What a rich-text field may store: the editor's (ProseMirror) JSON, limited to the few nodes and
// marks the site renders. The same schema checks the editor's output in the browser and every
// save on the server, so a forged request cannot store a script, a `javascript:` link or a
// document too big to render. Pure: no editor code, usable on the client and the server.
// A namespace import: bundled for the browser (entry-check.island.ts), `{ z }` carries every locale of zod (450 KB instead of 75).
import * as z from 'zod';
import { MEDIA_URL_PATTERN, mediaRefSchema } from '@/features/media/media-ref';

export const RICH_TEXT_LIMITS = {
  /**
   * Characters of text in one document: about 15,000 words, and what the page form allowed for a
   * page's sections in all, so every page from before rich text converts (from-sections.ts).
   */
  text: 100_000,
  /** Nodes in one document (paragraphs, list items, text runs...). */
  nodes: 10_000,
  /** Levels of nesting, the document itself included (a list in a list in a quote is 8). */
  depth: 12,
  /** Characters in one link address. */
  href: 2_000,
} as const;

export const HEADING_LEVELS = [2, 3, 4] as const;

export const LINK_MESSAGE = 'Links must start with https://, mailto:, tel: or / (a page of this site).';

const NODE_TYPES = ['doc', 'paragraph', 'heading', 'bulletList', 'orderedList', 'listItem', 'blockquote', 'hardBreak', 'image', 'text'] as const;
const MARK_TYPES = ['bold', 'italic', 'link'] as const;

/**
 * Whether a link address is one a visitor can safely follow: a web page (http, https), an email
 * address, a phone number, a page of this site (one leading slash) or an anchor on this page.
 * Anything else is refused: `javascript:`, `data:` and `vbscript:` run code; `//host` and `/\host`
 * leave the site while looking like a site path; whitespace or control characters are how
 * `' javascript:'` and `'java\tscript:'` slip past naive checks, so none is allowed anywhere.
 */
export function isAllowedHref(href: unknown): href is string {
  if (typeof href !== 'string' || href.length === 0 || href.length > RICH_TEXT_LIMITS.href) return false;
  if (/[\s\u0000-\u001f\u007f\\]/.test(href)) return false;
  if (href.startsWith('#')) return href.length > 1;
  if (href.startsWith('/')) return !href.startsWith('//');
  if (/^mailto:[^@]+@[^@]+$/i.test(href)) return true;
  if (/^tel:\+?[\d().-]+$/i.test(href)) return true;
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

// The stored shapes, written out: the schemas below are recursive, and these types are what the
// renderer and the editor work with.
export type BoldMark = { type: 'bold' };
export type ItalicMark = { type: 'italic' };
export type LinkMark = { type: 'link'; attrs: { href: string; target: '_blank' | null } };
export type RichTextMark = BoldMark | ItalicMark | LinkMark;
export type TextNode = { type: 'text'; text: string; marks?: RichTextMark[] };
export type HardBreakNode = { type: 'hardBreak' };
export type InlineNode = TextNode | HardBreakNode;
export type ParagraphNode = { type: 'paragraph'; content?: InlineNode[] };
export type HeadingNode = { type: 'heading'; attrs: { level: (typeof HEADING_LEVELS)[number] }; content?: InlineNode[] };
export type ImageNode = { type: 'image'; attrs: { src: string; alt: string; width: number; height: number } };
export type ListItemNode = { type: 'listItem'; content: [ParagraphNode, ...BlockNode[]] };
export type BulletListNode = { type: 'bulletList'; content: ListItemNode[] };
/** `start` and `type` are what Tiptap's ordered list always writes; `type` is never set by our editor. */
export type OrderedListNode = { type: 'orderedList'; attrs?: { start: number; type?: null }; content: ListItemNode[] };
export type BlockquoteNode = { type: 'blockquote'; content: BlockNode[] };
export type BlockNode = ParagraphNode | HeadingNode | BulletListNode | OrderedListNode | BlockquoteNode | ImageNode;
export type RichTextDoc = { type: 'doc'; content: BlockNode[] };

// An attribute or key the site does not know is refused, not dropped: what is stored is exactly
// what was checked.
const strict = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Rich text may not have ${issue.keys.map((key) => `'${key}'`).join(', ')} here.` : undefined),
  });

const markSchema = z.discriminatedUnion('type', [
  strict({ type: z.literal('bold') }),
  strict({ type: z.literal('italic') }),
  strict({
    type: z.literal('link'),
    attrs: strict({
      href: z.string().refine(isAllowedHref, LINK_MESSAGE),
      target: z.enum(['_blank'], 'A link opens in this tab or a new one (_blank).').nullable(),
    }),
  }),
]);

const textSchema = strict({
  type: z.literal('text'),
  text: z.string().min(1, 'Rich text may not have an empty text run.'),
  marks: z
    .array(markSchema)
    .refine((marks) => new Set(marks.map((mark) => mark.type)).size === marks.length, 'A text run has the same style twice.')
    .optional(),
});

const inlineSchema = z.discriminatedUnion('type', [textSchema, strict({ type: z.literal('hardBreak') })]);
const inlineContent = z.array(inlineSchema).optional();

const paragraphSchema = strict({ type: z.literal('paragraph'), content: inlineContent });

const imageSchema = strict({
  type: z.literal('image'),
  attrs: strict({
    src: z.string('Choose an image.').regex(MEDIA_URL_PATTERN, 'Images must come from the media library.'),
    alt: mediaRefSchema.shape.alt.min(1, 'Every image needs alt text: describe what it shows.'),
    width: mediaRefSchema.shape.width,
    height: mediaRefSchema.shape.height,
  }),
});

// Recursive (a list item holds blocks, a quote holds blocks), hence z.lazy and the written-out types.
const blockSchema: z.ZodType<BlockNode> = z.lazy(() =>
  z.discriminatedUnion('type', [
    paragraphSchema,
    strict({ type: z.literal('heading'), attrs: strict({ level: z.literal(HEADING_LEVELS, 'Headings are level 2, 3 or 4.') }), content: inlineContent }),
    strict({ type: z.literal('bulletList'), content: z.array(listItemSchema).min(1) }),
    strict({
      type: z.literal('orderedList'),
      attrs: strict({ start: z.number().int().min(0).max(100_000), type: z.null().optional() }).optional(),
      content: z.array(listItemSchema).min(1),
    }),
    strict({ type: z.literal('blockquote'), content: z.array(blockSchema).min(1) }),
    imageSchema,
  ]),
) as z.ZodType<BlockNode>;

const listItemSchema: z.ZodType<ListItemNode> = strict({
  type: z.literal('listItem'),
  content: z.tuple([paragraphSchema], blockSchema),
}) as z.ZodType<ListItemNode>;

const docSchema: z.ZodType<RichTextDoc> = strict({ type: z.literal('doc'), content: z.array(blockSchema).min(1, 'Rich text needs at least one paragraph.') });

/**
 * Walks the document without recursion before the schema does: a forged document nested
 * thousands deep would otherwise overflow the stack, and one with a million nodes would cost
 * seconds. Also names the first node or mark type the site does not allow, which reads better
 * than a union's "no matching discriminator".
 */
function measure(value: unknown): string | null {
  let nodes = 0;
  let text = 0;
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 1 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (depth > RICH_TEXT_LIMITS.depth) return `Rich text is nested too deeply: at most ${RICH_TEXT_LIMITS.depth} levels of lists and quotes.`;
    if (++nodes > RICH_TEXT_LIMITS.nodes)
      return `Rich text is too long: at most ${RICH_TEXT_LIMITS.nodes.toLocaleString('en-US')} paragraphs, list items and text runs.`;
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return 'Rich text must be a document of paragraphs.';
    const { type, text: nodeText, marks, content } = node as Record<string, unknown>;
    if (typeof type !== 'string' || !(NODE_TYPES as readonly string[]).includes(type)) {
      return `Rich text may contain paragraphs, headings, lists, quotes, images and links only${typeof type === 'string' ? ` (not '${type.slice(0, 40)}')` : ''}.`;
    }
    if (typeof nodeText === 'string' && (text += nodeText.length) > RICH_TEXT_LIMITS.text) {
      return `Rich text is too long: at most ${RICH_TEXT_LIMITS.text.toLocaleString('en-US')} characters.`;
    }
    if (Array.isArray(marks)) {
      for (const mark of marks) {
        const markType = (mark as { type?: unknown } | null)?.type;
        if (typeof markType !== 'string' || !(MARK_TYPES as readonly string[]).includes(markType)) {
          return `Text may be bold, italic or a link only${typeof markType === 'string' ? ` (not '${markType.slice(0, 40)}')` : ''}.`;
        }
      }
    }
    if (Array.isArray(content)) {
      if (nodes + content.length > RICH_TEXT_LIMITS.nodes)
        return `Rich text is too long: at most ${RICH_TEXT_LIMITS.nodes.toLocaleString('en-US')} paragraphs, list items and text runs.`;
      for (const child of content) stack.push({ node: child, depth: depth + 1 });
    }
  }
  return null;
}

/** A stored rich-text document. Refuses with a message anything the site does not render. */
export const richTextSchema = z
  .unknown()
  .superRefine((value, ctx) => {
    const problem = measure(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, fatal: true });
  })
  .pipe(docSchema);

/** What an empty editor holds: one empty paragraph. */
export const EMPTY_DOC: RichTextDoc = { type: 'doc', content: [{ type: 'paragraph' }] };

/** True when the document shows nothing: no text other than spaces, and no image. */
export function isEmptyDoc(doc: RichTextDoc | null | undefined): boolean {
  if (!doc) return true;
  const stack: unknown[] = [...doc.content];
  while (stack.length > 0) {
    const node = stack.pop() as { type: string; text?: string; content?: unknown[] };
    if (node.type === 'image') return false;
    if (node.type === 'text' && node.text?.trim()) return false;
    if (node.content) stack.push(...node.content);
  }
  return true;
}
