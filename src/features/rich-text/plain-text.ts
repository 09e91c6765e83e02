// Rich text as plain text, for what cannot show markup: the search index, a page's summary in
// search results and the SEO description when none was written.
import type { BlockNode, InlineNode, RichTextDoc } from './schema';

/**
 * The document's words: one paragraph, heading or list item a paragraph of text, separated by
 * blank lines; a line break inside a paragraph stays a line break. Images add nothing (their alt
 * text describes a picture, not the page's text).
 */
export function richTextToPlainText(doc: RichTextDoc | null | undefined): string {
  if (!doc) return '';
  return textBlocks(doc.content).join('\n\n');
}

/**
 * The start of the document's first paragraph that is not a heading, on one line and cut at a
 * word before `max` characters: a summary or a meta description.
 */
export function richTextSummary(doc: RichTextDoc | null | undefined, max = 160): string {
  const first = doc ? firstParagraph(doc.content) : undefined;
  const flat = (first ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 3).replace(/\s+\S*$/, '')}...` : flat;
}

function textBlocks(blocks: readonly BlockNode[]): string[] {
  return blocks.flatMap((block) => {
    switch (block.type) {
      case 'paragraph':
      case 'heading': {
        const text = inlineText(block.content).trim();
        return text ? [text] : [];
      }
      case 'bulletList':
      case 'orderedList':
        return block.content.flatMap((item) => textBlocks(item.content));
      case 'blockquote':
        return textBlocks(block.content);
      case 'image':
        return [];
    }
  });
}

function firstParagraph(blocks: readonly BlockNode[]): string | undefined {
  for (const block of blocks) {
    if (block.type === 'paragraph') {
      const text = inlineText(block.content).trim();
      if (text) return text;
    } else if (block.type === 'blockquote') {
      const text = firstParagraph(block.content);
      if (text) return text;
    } else if (block.type === 'bulletList' || block.type === 'orderedList') {
      for (const item of block.content) {
        const text = firstParagraph(item.content);
        if (text) return text;
      }
    }
  }
  return undefined;
}

function inlineText(nodes: readonly InlineNode[] | undefined): string {
  return (nodes ?? []).map((node) => (node.type === 'text' ? node.text : '\n')).join('');
}
