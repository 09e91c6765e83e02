// The words of a post's blocks, for its reading time and its structured data. Pure.
import { wordCount } from './terms';

/** Fields that hold addresses, ids and settings, not words a reader reads. */
const NOT_WORDS = new Set([
  'id',
  'type',
  'href',
  'url',
  'src',
  'action',
  'width',
  'style',
  'icon',
  'variant',
  'alt',
  'blurDataUrl',
  'layout',
  'level',
  'target',
  'form',
]);

/** Every text of the blocks (rich text's text nodes and plain text fields), joined by spaces. */
export function blocksText(blocks: unknown): string {
  const out: string[] = [];
  const walk = (value: unknown, key: string | null) => {
    if (typeof value === 'string') {
      if (key !== null && !NOT_WORDS.has(key)) out.push(value);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, key);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  walk(blocks, null);
  return out.join(' ');
}

/** How many words the blocks hold. */
export const blocksWordCount = (blocks: unknown) => wordCount(blocksText(blocks));
