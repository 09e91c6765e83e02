import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { islandFile, islands, islandSrc } from './islands';

describe('the islands', () => {
  it('are each one self-contained script of a few hundred bytes, named by its content', async () => {
    const { byName } = await islands();
    expect([...byName.keys()].sort()).toEqual(expect.arrayContaining(['announcement-banner', 'faq', 'form-post', 'hero-carousel', 'logo', 'site-header']));
    for (const island of byName.values()) {
      const text = island.body.toString();
      // Bundled: nothing left for the browser to fetch by name, and no server module pulled in
      // (the built form imports its check by the address the page gives it, when it is sent).
      expect(text, island.name).not.toMatch(/^import\b|\bimport\s*\(\s*["'`]|require\(/m);
      // A built form's check is zod and the form's schema: loaded only when a visitor sends.
      expect(gzipSync(island.body).length, island.name).toBeLessThan(island.name === 'entry-check' ? 40 * 1024 : 2048);
      expect(island.src).toMatch(new RegExp(`^/islands/${island.name}\\.[\\w-]{10}\\.js$`));
      expect(await islandFile(island.fileName)).toBe(island);
    }
  });

  it('are found by the name a page loads them by, and a name without a file is an error at once', async () => {
    expect(await islandSrc('faq')).toMatch(/^\/islands\/faq\./);
    await expect(islandSrc('no-such-island')).rejects.toThrow('No island named no-such-island');
    expect(await islandFile('faq.0000000000.js')).toBeUndefined();
  });
});
