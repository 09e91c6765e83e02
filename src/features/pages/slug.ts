// The page slug rule (admin.md section 5), shared by the page form (its live URL preview) and the
// server (what is stored), so both always agree.

/** Letters that Unicode does not decompose into a base letter plus accents. */
const LATIN_LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i' };

/**
 * 'Café Menü' -> 'cafe-menu'. Accents are stripped first (so the letters stay, as a reader
 * expects), then the spec's rule: lowercased, trimmed, non-word characters removed,
 * whitespace/underscores/hyphens collapsed to one hyphen, edge hyphens stripped. Letters of
 * other scripts are removed like any non-word character; a title made only of them gives ''.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (letter) => LATIN_LETTERS[letter] ?? '')
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What the database accepts (pages_slug_format): lowercase letters and digits in hyphen-separated words. */
export const SLUG_FORMAT = /^[a-z0-9]+(-[a-z0-9]+)*$/;
