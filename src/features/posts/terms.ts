// A post's categories and tags as the editor, the API and the public pages handle them: short
// labels, each with a URL form (the category filter's ?category=ai-data). Pure: browser and server.
import { z } from 'zod';
import { slugify } from '@/features/pages/slug';

export const POST_LIMITS = { excerpt: 300, categories: 3, tags: 10, term: 40 } as const;

export { postPath } from '@/features/pages/urls';

/** The category filter's value of a label ('AI & Data' -> 'ai-data'). */
export const termSlug = (label: string) => slugify(label);

/** The labels of a comma-separated text: trimmed, blank ones dropped, each once (case-insensitive). */
export function splitTerms(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(',')) {
    const label = raw.replace(/\s+/g, ' ').trim();
    const key = label.toLowerCase();
    if (!label || seen.has(key)) continue;
    seen.add(key);
    out.push(label);
  }
  return out;
}

/** A list of labels ('categories', 'tags'): each trimmed and once, and each with a letter or digit (it needs an address). */
export const termList = (noun: 'category' | 'tag', max: number) =>
  z
    .array(
      z.string(`Each ${noun} must be text.`).max(POST_LIMITS.term, `Use at most ${POST_LIMITS.term} characters per ${noun}.`),
      `Please list the ${noun === 'category' ? 'categories' : 'tags'}.`,
    )
    .transform((labels) => splitTerms(labels.join(',')))
    .refine((labels) => labels.every((label) => termSlug(label) !== ''), `Each ${noun} needs at least one letter or number.`)
    .refine((labels) => labels.length <= max, `Use at most ${max} ${noun === 'category' ? 'categories' : 'tags'}.`)
    .default([]);

/** About how long the post takes to read, in whole minutes (at least 1), at 230 words a minute. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 230));
}

/** The number of words in a text. */
export const wordCount = (text: string) => (text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []).length;
