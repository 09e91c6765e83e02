import { describe, expect, it } from 'vitest';
import { SLUG_FORMAT, slugify } from './slug';

// Each rule with the titles that show it and the slug each gives.
const RULES: [rule: string, cases: [title: string, slug: string][]][] = [
  [
    'lowercases and joins words with one hyphen',
    [
      ['About Our Company', 'about-our-company'],
      ['  Trimmed   Title  ', 'trimmed-title'],
      ['tabs\tand\nnew lines', 'tabs-and-new-lines'],
    ],
  ],
  [
    'turns underscores and runs of hyphens into a single hyphen',
    [
      ['snake_case_title', 'snake-case-title'],
      ['a -- b __ c - _ d', 'a-b-c-d'],
      ['already-a-slug', 'already-a-slug'],
    ],
  ],
  [
    'removes punctuation and symbols',
    [
      ["What's New? (2026 Edition!)", 'whats-new-2026-edition'],
      ['Q&A: Pricing, Plans & More…', 'qa-pricing-plans-more'],
      ['100% <script>alert(1)</script>', '100-scriptalert1script'],
      ['C++ / C# / .NET', 'c-c-net'],
    ],
  ],
  [
    'strips hyphens at the edges',
    [
      ['-leading and trailing-', 'leading-and-trailing'],
      ['---', ''],
      ['!!! Launch !!!', 'launch'],
    ],
  ],
  [
    'keeps accented letters without their accents',
    [
      ['Café Menü', 'cafe-menu'],
      ['Crème Brûlée à la carte', 'creme-brulee-a-la-carte'],
      ['Ångström São Paulo Łódź', 'angstrom-sao-paulo-lodz'],
      ['Straße Ærø Œuvre', 'strasse-aero-oeuvre'],
      ['ＦＵＬＬ　ＷＩＤＴＨ', 'full-width'],
    ],
  ],
  [
    'gives nothing for a title with no Latin letters or digits',
    [
      ['', ''],
      ['日本語', ''],
      ['Привет мир', ''],
      ['Page 日本 2', 'page-2'],
    ],
  ],
];

describe('slugify (the spec rule for page slugs)', () => {
  describe.each(RULES)('%s', (_rule, cases) => {
    it.each(cases)('%j -> %j', (title, slug) => {
      expect(slugify(title)).toBe(slug);
    });
  });

  it('always gives what the database accepts, or nothing', () => {
    const titles = ['Hello, World!', ' _x_ ', 'É-é-É', 'a\u0301b', '😀 emoji 😀 title', 'Ünïcödé—dash–en', '1 2 3', 'İstanbul ıı'];
    for (const title of titles) {
      const slug = slugify(title);
      expect(slug === '' || SLUG_FORMAT.test(slug), `${title} -> ${slug}`).toBe(true);
    }
    expect(slugify('İstanbul ıı')).toBe('istanbul-ii');
  });
});
