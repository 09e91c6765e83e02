import { describe, expect, it } from 'vitest';
import { SLUG_FORMAT, slugify } from './slug';

describe('slugify (the spec rule for page slugs)', () => {
  it('lowercases and joins words with one hyphen', () => {
    expect(slugify('About Our Company')).toBe('about-our-company');
    expect(slugify('  Trimmed   Title  ')).toBe('trimmed-title');
    expect(slugify('tabs\tand\nnew lines')).toBe('tabs-and-new-lines');
  });

  it('turns underscores and runs of hyphens into a single hyphen', () => {
    expect(slugify('snake_case_title')).toBe('snake-case-title');
    expect(slugify('a -- b __ c - _ d')).toBe('a-b-c-d');
    expect(slugify('already-a-slug')).toBe('already-a-slug');
  });

  it('removes punctuation and symbols', () => {
    expect(slugify("What's New? (2026 Edition!)")).toBe('whats-new-2026-edition');
    expect(slugify('Q&A: Pricing, Plans & More…')).toBe('qa-pricing-plans-more');
    expect(slugify('100% <script>alert(1)</script>')).toBe('100-scriptalert1script');
    expect(slugify('C++ / C# / .NET')).toBe('c-c-net');
  });

  it('strips hyphens at the edges', () => {
    expect(slugify('-leading and trailing-')).toBe('leading-and-trailing');
    expect(slugify('---')).toBe('');
    expect(slugify('!!! Launch !!!')).toBe('launch');
  });

  it('keeps accented letters without their accents', () => {
    expect(slugify('Café Menü')).toBe('cafe-menu');
    expect(slugify('Crème Brûlée à la carte')).toBe('creme-brulee-a-la-carte');
    expect(slugify('Ångström São Paulo Łódź')).toBe('angstrom-sao-paulo-lodz');
    expect(slugify('Straße Ærø Œuvre')).toBe('strasse-aero-oeuvre');
    expect(slugify('ＦＵＬＬ　ＷＩＤＴＨ')).toBe('full-width');
  });

  it('gives nothing for a title with no Latin letters or digits', () => {
    expect(slugify('')).toBe('');
    expect(slugify('日本語')).toBe('');
    expect(slugify('Привет мир')).toBe('');
    expect(slugify('Page 日本 2')).toBe('page-2');
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
