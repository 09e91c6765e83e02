// What a page says in words, for the description search engines show when staff wrote none:
// the first text of its blocks, cut at a word before 160 characters. Pure.
import { richTextSummary } from '@/features/rich-text/plain-text';
import type { Block } from './registry';

/** The first sentence-bearing text of a block (not a heading of a rich text), or ''. */
function firstText(block: Block): string {
  switch (block.type) {
    case 'hero':
      return block.text || block.slides[0]?.text || '';
    case 'richText':
    case 'textImage':
      return richTextSummary(block.body, Number.MAX_SAFE_INTEGER);
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
