// The demo posts of Insights: stored as the editor would store them, each a real article with a
// findable address, a date, an author from the leadership team and links that lead somewhere.
import { describe, expect, it } from 'vitest';
import type { Block } from '@/features/blocks/registry';
import { blockSchema } from '@/features/blocks/parse';
import { DEFAULT_PRICING_SETTINGS } from '@/features/estimator/pricing';
import { SLUG_FORMAT } from '@/features/pages/slug';
import { richTextToPlainText } from '@/features/rich-text/plain-text';
import type { BlockNode, InlineNode } from '@/features/rich-text/schema';
import { caseStudies, estimatorSettings, pages } from '@/seed/seed-data';
import { LEADERS } from './about';
import { seedPages } from './pages';
import { AUTHOR_BIOS, POST_CATEGORIES, SEED_POSTS } from './posts';
import { ESTIMATE_VALIDITY_DAYS } from './pricing';

/** A post's blocks as they will be stored: every one checked by the block library, as toStoredBlocks does. */
function storedBlocks(slug: string, blocks: (typeof SEED_POSTS)[number]['blocks']): Block[] {
  return blocks.map((block, i) => {
    const parsed = blockSchema.safeParse({ ...block, id: `${slug}-${i + 1}` });
    expect(
      parsed.success,
      `${slug} block ${i + 1} (${block.type}): ${parsed.error?.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
    ).toBe(true);
    return parsed.data!;
  });
}

const bodies = (slug: string) =>
  storedBlocks(slug, SEED_POSTS.find((post) => post.slug === slug)!.blocks).flatMap((block) => (block.type === 'richText' ? [block.body] : []));

function linksIn(nodes: readonly (BlockNode | InlineNode)[]): string[] {
  return nodes.flatMap((node) => {
    if (node.type === 'text') return (node.marks ?? []).flatMap((mark) => (mark.type === 'link' ? [mark.attrs.href] : []));
    return 'content' in node && node.content ? linksIn(node.content as (BlockNode | InlineNode)[]) : [];
  });
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the demo posts', () => {
  it('are at least six', () => {
    expect(SEED_POSTS.length).toBeGreaterThanOrEqual(6);
  });

  it('are blocks of the library, so a fresh install stores them as the editor would', () => {
    for (const post of SEED_POSTS) expect(storedBlocks(post.slug, post.blocks).length).toBeGreaterThan(0);
  });

  it('are articles of 500 to 900 words with headings and lists', () => {
    for (const post of SEED_POSTS) {
      const docs = bodies(post.slug);
      const count = words(docs.map(richTextToPlainText).join('\n\n'));
      expect(count, post.slug).toBeGreaterThanOrEqual(500);
      expect(count, post.slug).toBeLessThanOrEqual(900);
      const types = docs.flatMap((doc) => doc.content.map((node) => node.type));
      expect(types, post.slug).toContain('heading');
      expect(
        types.some((type) => type === 'bulletList' || type === 'orderedList'),
        post.slug,
      ).toBe(true);
      // The post's title is its h1: the body starts below it.
      const levels = docs.flatMap((doc) => doc.content.flatMap((node) => (node.type === 'heading' ? [node.attrs.level] : [])));
      expect(levels[0], post.slug).toBe(2);
    }
  });

  it('fit where they are shown: title, excerpt and search description', () => {
    for (const post of SEED_POSTS) {
      // The title doubles as the meta title (pages_meta_title_length: 60).
      expect(post.title.length, post.slug).toBeLessThanOrEqual(60);
      expect(post.excerpt.length, post.slug).toBeLessThanOrEqual(300);
      expect(post.metaDescription.length, post.slug).toBeLessThanOrEqual(160);
      expect(post.metaDescription.length, post.slug).toBeGreaterThan(80);
    }
  });

  it('have one valid address each, taken by no page', () => {
    const slugs = SEED_POSTS.map((post) => post.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(SLUG_FORMAT);
    // Posts and pages share one namespace of slugs; the estimating article was a blog page of the old seed and is now this post.
    const pageSlugs = [...seedPages(() => null).map((page) => page.slug), ...pages.filter((page) => page.templateType !== 'blog').map((page) => page.slug)];
    expect(slugs.filter((slug) => pageSlugs.includes(slug))).toEqual([]);
    expect(pages.filter((page) => page.templateType === 'blog').every((page) => slugs.includes(page.slug))).toBe(true);
  });

  it('were published on different days in the past', () => {
    const days = SEED_POSTS.map((post) => post.publishedOn);
    expect(new Set(days).size).toBe(days.length);
    for (const day of days) {
      expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const date = new Date(`${day}T09:00:00Z`);
      expect(date.toISOString().slice(0, 10), day).toBe(day);
      expect(date.getTime(), day).toBeLessThan(Date.now());
    }
  });

  it('are written by at least three of the leadership team, each with a bio', () => {
    const leaders = LEADERS.map((leader) => leader.name);
    const authors = new Set(SEED_POSTS.map((post) => post.author));
    for (const author of authors) expect(leaders).toContain(author);
    expect(authors.size).toBeGreaterThanOrEqual(3);
    expect(Object.keys(AUTHOR_BIOS).sort()).toEqual([...authors].sort());
    for (const [name, bio] of Object.entries(AUTHOR_BIOS)) {
      expect(bio.length, name).toBeLessThanOrEqual(600);
      expect(bio, name).toContain(name.split(' ')[0]!);
    }
  });

  it('are filed under one or two known categories, with two to five tags', () => {
    for (const post of SEED_POSTS) {
      expect(post.categories.length, post.slug).toBeGreaterThanOrEqual(1);
      expect(post.categories.length, post.slug).toBeLessThanOrEqual(2);
      for (const category of post.categories) expect(POST_CATEGORIES).toContain(category);
      expect(post.tags.length, post.slug).toBeGreaterThanOrEqual(2);
      expect(post.tags.length, post.slug).toBeLessThanOrEqual(5);
      expect(new Set(post.tags).size, post.slug).toBe(post.tags.length);
    }
    // Every category has something in it.
    expect(new Set(SEED_POSTS.flatMap((post) => post.categories)).size).toBe(POST_CATEGORIES.length);
  });

  it('link only to pages the site has', () => {
    const addresses = new Set([
      ...seedPages(() => null).map((page) => `/${page.slug}`),
      ...caseStudies.map((study) => `/case-studies/${study.slug}`),
      ...SEED_POSTS.map((post) => `/insights/${post.slug}`),
    ]);
    for (const post of SEED_POSTS) {
      const links = bodies(post.slug).flatMap((doc) => linksIn(doc.content));
      expect(links.length, post.slug).toBeGreaterThanOrEqual(1);
      for (const href of links) expect(addresses.has(href), `${post.slug} links to ${href}`).toBe(true);
    }
  });

  it('quote the estimator as it is seeded', () => {
    // The estimating article takes its percentages from the estimator's defaults; the seed must agree.
    expect(estimatorSettings.designMultipliers).toEqual(DEFAULT_PRICING_SETTINGS.designMultipliers);
    expect([estimatorSettings.rushFeePercent, estimatorSettings.flexibleDiscountPercent]).toEqual([
      DEFAULT_PRICING_SETTINGS.rushFeePercent,
      DEFAULT_PRICING_SETTINGS.flexibleDiscountPercent,
    ]);
    expect(estimatorSettings.validityDays).toBe(ESTIMATE_VALIDITY_DAYS);
    const text = bodies('how-we-estimate-software-projects').map(richTextToPlainText).join('\n');
    expect(text).toContain(`valid for ${ESTIMATE_VALIDITY_DAYS} days`);
    expect(text).toContain(`premium (+${Math.round((DEFAULT_PRICING_SETTINGS.designMultipliers.premium - 1) * 100)}%)`);
  });
});
