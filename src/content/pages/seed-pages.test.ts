import { describe, expect, it } from 'vitest';
import { blockSchema } from '@/features/blocks/parse';
import { browserTitle } from '@/features/seo/metadata';
import { seoIssues } from '@/features/seo/seo-checks';
import { seedPages } from '.';

describe('the seed pages', () => {
  const pages = seedPages(() => null);

  it('are all valid blocks of the library, so a fresh install stores them as the editor would', () => {
    for (const page of pages) {
      page.blocks.forEach((block, i) => {
        const parsed = blockSchema.safeParse({ ...block, id: `b${i}` });
        expect(
          parsed.success,
          `/${page.slug} block ${i + 1} (${block.type}): ${parsed.error?.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
        ).toBe(true);
      });
    }
  });

  it('have one address each', () => {
    const slugs = pages.map((page) => page.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('give every built-in page exactly one h1: a hero block first', () => {
    for (const page of pages.filter((p) => p.builtIn && p.blocks.length > 0)) {
      expect(page.blocks[0]?.type, `/${page.slug}`).toBe('hero');
      expect(
        page.blocks.filter((block) => block.type === 'hero'),
        `/${page.slug}`,
      ).toHaveLength(1);
    }
  });

  it('give every built-in page a browser title of at most 60 and a description of at most 160 characters', () => {
    for (const page of pages.filter((seed) => seed.builtIn)) {
      // The home page's title is used as it is (no ' | Axion Labs').
      const title = page.slug === '' ? page.metaTitle! : browserTitle(page.metaTitle ?? page.title);
      expect(seoIssues({ title, description: page.metaDescription ?? '' }), `/${page.slug}`).toEqual([]);
    }
  });
});
