// Every demo post of Insights has a cover of its own: drawn for it (not the generic dashboard
// every unknown key falls back to) and described for screen readers.
import { describe, expect, it } from 'vitest';
import { SEED_POSTS } from '@/content/posts';
import { demoVisuals, svgOf } from './catalog';
import { genericCover } from './scenes';

describe('the covers of the demo posts', () => {
  const covers = SEED_POSTS.map((post) => ({ post, visual: demoVisuals().find((visual) => visual.key === `post:${post.slug}`) }));

  it('are 1600 x 900 WebP pictures with an alt text written for them', () => {
    for (const { post, visual } of covers) {
      expect(visual, post.slug).toBeDefined();
      expect([visual!.width, visual!.height, visual!.format, visual!.filename]).toEqual([1600, 900, 'webp', `post-${post.slug}.webp`]);
      expect(visual!.alt, post.slug).toMatch(/^Illustration of /);
      expect(visual!.alt.length, post.slug).toBeLessThanOrEqual(250);
    }
  });

  it('are each drawn for their post, and differ from one another', () => {
    const draws = covers.map(({ visual }) => visual!.draw);
    expect(draws).not.toContain(genericCover);
    expect(new Set(draws).size).toBe(covers.length);
    const svgs = covers.map(({ visual }) => svgOf(visual!));
    expect(new Set(svgs).size).toBe(covers.length);
  });
});
