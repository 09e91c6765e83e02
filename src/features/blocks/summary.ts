// What a page says in words, for the description search engines show when staff wrote none:
// the first text of its blocks, cut at a word before 160 characters. Pure.
import type { Block } from './definitions';

type Node = { type?: string; text?: string; content?: Node[] };

function docText(node: Node | undefined): string {
  if (!node) return '';
  if (typeof node.text === 'string') return node.text;
  const parts = (node.content ?? []).map(docText);
  return node.type === 'doc' ? parts.filter(Boolean).join('\n\n') : parts.join('');
}

/** The first sentence-bearing text of a block (not a heading of a rich text), or ''. */
function firstText(block: Block): string {
  switch (block.type) {
    case 'hero':
      return block.text || block.slides[0]?.text || '';
    case 'richText':
    case 'textImage': {
      const paragraph = (block.body.content as Node[] | undefined)?.find((node) => node.type === 'paragraph' && docText(node).trim());
      return paragraph ? docText(paragraph) : '';
    }
    case 'cta':
      return block.text;
    default:
      return 'subtitle' in block ? block.subtitle : '';
  }
}

export function blocksSummary(blocks: readonly Block[], max = 160): string {
  const text = blocks.map(firstText).find((t) => t.trim()) ?? '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 3).replace(/\s+\S*$/, '')}...` : flat;
}
