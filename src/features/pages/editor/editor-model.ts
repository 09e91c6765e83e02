// The page editor's data, apart from how it is shown: a page's settings and its blocks as the
// form edits them, new blocks, moves, copies, and the server's problems by field. Pure: the editor
// uses it in the browser, the unit tests directly.
import type { z } from 'zod';
import { BLOCKS, type BlockType } from '@/features/blocks/registry';
import { emptyValue } from '@/features/blocks/fields';
import { isBlockType } from '@/features/blocks/parse';
import { sectionsOf } from '../content';
import { splitTerms } from '@/features/posts/terms';
import type { PAGE_KINDS, PAGE_TEMPLATES } from '../admin-schema';
import type { EditedPageRecord } from '../admin-queries';

/** A block as the form holds it: its fields as typed, checked only when saved or previewed. */
export type EditorBlock = { id: string; type: BlockType } & Record<string, unknown>;

export type LibraryImage = { id: string; url: string; name: string };

export type PageSettings = {
  title: string;
  slug: string;
  metaTitle: string;
  metaDescription: string;
  templateType: (typeof PAGE_TEMPLATES)[number];
  noindex: boolean;
  socialImage: LibraryImage | null;
  /** A page or a post: fixed when created. */
  kind: (typeof PAGE_KINDS)[number];
  // A post's fields; categories and tags as typed (comma-separated).
  excerpt: string;
  coverImage: LibraryImage | null;
  authorId: string;
  categories: string;
  tags: string;
};

export type EditorPage = { settings: PageSettings; blocks: EditorBlock[] };

export const EMPTY_SETTINGS: PageSettings = {
  title: '',
  slug: '',
  metaTitle: '',
  metaDescription: '',
  templateType: 'basic',
  noindex: false,
  socialImage: null,
  kind: 'page',
  excerpt: '',
  coverImage: null,
  authorId: '',
  categories: '',
  tags: '',
};

/** A random UUID, also where crypto.randomUUID is missing (a page served over plain http to another host). */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A new block of `type`, every field at its empty value. */
export function newBlock(type: BlockType): EditorBlock {
  const fields = Object.fromEntries(Object.entries(BLOCKS[type].schema.shape).map(([key, schema]) => [key, emptyValue(schema as z.ZodType)]));
  return { ...fields, id: newId(), type };
}

/** A copy of the block with a new id, placed after it by the caller. */
export function duplicateBlock(block: EditorBlock): EditorBlock {
  return { ...structuredClone(block), id: newId() };
}

/** The list with the item at `from` moved to `to` (both within the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** What a block's card is called: its type, and its heading when it has one ('Card grid: Our services'). */
export function blockTitle(block: EditorBlock): string {
  const label = BLOCKS[block.type].label;
  const slides = Array.isArray(block.slides) ? (block.slides as { title?: unknown }[]) : [];
  const heading = [block.title, block.caption, slides[0]?.title].find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return heading ? `${label}: ${heading.trim()}` : label;
}

/**
 * The blocks of a stored page, for the form. A page from before the page builder keeps its
 * sections in `content` until the data migration converts them; here they become one rich-text
 * block (headings, and a paragraph per line), so they can be edited and are saved as blocks.
 */
export function editorBlocksOf(record: Pick<EditedPageRecord, 'blocks' | 'content'>): EditorBlock[] {
  const blocks = (Array.isArray(record.blocks) ? record.blocks : []).filter(
    (block): block is EditorBlock => isBlockType(block?.type) && typeof block.id === 'string',
  );
  const sections = sectionsOf(record.content);
  if (blocks.length > 0 || sections.length === 0) return blocks;
  const text = (line: string) => [{ type: 'text', text: line }];
  const content = sections.flatMap((section) => {
    if (section.type === 'heading') return section.content.trim() ? [{ type: 'heading', attrs: { level: 2 }, content: text(section.content.trim()) }] : [];
    return section.content
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => ({ type: 'paragraph', content: text(line) }));
  });
  return [{ ...newBlock('richText'), body: { type: 'doc', content } }];
}

export function settingsOf(record: EditedPageRecord): PageSettings {
  return {
    title: record.title,
    slug: record.slug,
    metaTitle: record.metaTitle ?? '',
    metaDescription: record.metaDescription ?? '',
    templateType: record.templateType,
    noindex: record.noindex,
    socialImage: record.socialImage,
    kind: record.kind,
    excerpt: record.excerpt,
    coverImage: record.coverImage,
    authorId: record.authorId ?? '',
    categories: record.categories.join(', '),
    tags: record.tags.join(', '),
  };
}

/** What savePage is sent to create a page: a draft until someone publishes it. */
export function createInput(page: EditorPage) {
  return { ...docOf(page), isPublished: false };
}

/** The page as its working copy stores it (decision 085): the settings and the blocks as typed. */
export function docOf(page: EditorPage) {
  const { socialImage, coverImage, authorId, categories, tags, ...settings } = page.settings;
  return {
    ...settings,
    socialImageId: socialImage?.id ?? null,
    coverImageId: coverImage?.id ?? null,
    authorId: authorId || null,
    categories: splitTerms(categories),
    tags: splitTerms(tags),
    blocks: page.blocks,
  };
}

/**
 * The server's problems (keyed by zod path, 'blocks.3.cards.0.title') keyed as the form names its
 * fields: by block id rather than position ('<block id>.cards.0.title'), so that they stay with
 * their block when it moves. Settings keep their own names ('metaTitle').
 */
export function errorsByField(fieldErrors: Record<string, string> | undefined, blocks: readonly EditorBlock[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors ?? {})) {
    const [head, index, ...rest] = path.split('.');
    const block = head === 'blocks' && index !== undefined ? blocks[Number(index)] : undefined;
    if (block) errors[[block.id, ...rest].join('.')] = message;
    else if (head === 'blocks' && index === undefined) errors.blocks = message;
    else errors[path] = message;
  }
  return errors;
}

/** The element id of the field at an error key: the same rule the form uses. */
export const fieldDomId = (key: string) => `field-${key.replace(/[^\w-]/g, '-')}`;
