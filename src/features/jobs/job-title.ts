// The browser title of a job's pages. Title and location both often carry parentheses ('Senior
// Engineer (TypeScript)', 'Remote (US time zones)'): put side by side, with the site's name after
// them, they made titles of 77 characters with two pairs of brackets, cut off in search results.
import { TITLE_SUFFIX } from '@/features/seo/metadata';

/** What search results show of a title before cutting it off. */
export const MAX_TITLE_LENGTH = 70;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
/** '(Remote) (Full-time)' reads as '(Remote, Full-time)'. */
const mergeAdjacentGroups = (text: string) => text.replace(/\)\s*\(/g, ', ');
const withoutGroups = (text: string) => clean(text.replace(/\s*\([^()]*\)/g, ''));
const groupCount = (text: string) => (text.match(/\(/g) ?? []).length;

/** The longest start of `text` that fits `max` characters, cut at a word and marked with an ellipsis. */
function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,(–-]+$/, '')}…`;
}

/**
 * '{prefix}{title} – {location}', dropping what does not fit in 70 characters with ' | Axion Labs'
 * (first the location's own brackets, then the location), with at most one pair of brackets.
 */
export function jobPageTitle(job: { title: string; location: string }, prefix = ''): string {
  const budget = MAX_TITLE_LENGTH - TITLE_SUFFIX.length - prefix.length;
  const title = mergeAdjacentGroups(clean(job.title));
  const location = mergeAdjacentGroups(clean(job.location));
  const candidates = [location && `${title} – ${location}`, location && `${title} – ${withoutGroups(location)}`, title, withoutGroups(title)];
  const fitting = candidates.find((candidate) => candidate && !candidate.endsWith('– ') && candidate.length <= budget && groupCount(candidate) <= 1);
  return `${prefix}${fitting ?? shortened(withoutGroups(title) || title, budget)}`;
}
