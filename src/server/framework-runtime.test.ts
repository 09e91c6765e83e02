import { describe, expect, it } from 'vitest';
import { NEEDS_RUNTIME, withoutFrameworkRuntime } from './framework-runtime';

// The shape of a page as Next.js renders it (trimmed): its build's scripts, their preload, the
// bootstrap, the RSC payload; and what is the page's own.
const page = (extra = '') =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/><link rel="preload" as="font" href="/_next/static/media/inter.woff2" crossorigin=""/><script src="/_next/static/chunks/c.js" async=""></script><script type="module" async="" src="/islands/faq.abc.js"></script></head><body><main${extra}><h1>About us</h1></main><script src="/visit.js?v=1" async=""></script><script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push([])</script><script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script><script type="application/ld+json">{"@type":"Organization"}</script><script>try{document.getElementById('x').hidden=true}catch(e){}</script></body></html>`;

describe('a cached page without the framework runtime', () => {
  it('keeps its markup, styles, fonts, islands, statistics, structured data and own scripts, and nothing of Next.js in the browser', () => {
    const html = withoutFrameworkRuntime(page());
    expect(html).not.toMatch(/_next\/static\/chunks\/[bc]\.js|__next_f|TURBOPACK/);
    for (const kept of [
      '<h1>About us</h1>',
      'chunks/a.css',
      'inter.woff2',
      '/islands/faq.abc.js',
      '/visit.js?v=1',
      'application/ld+json',
      "getElementById('x')",
    ])
      expect(html).toContain(kept);
  });

  it('is left whole when a part of it needs React in the browser', () => {
    const html = page(` ${NEEDS_RUNTIME}=""`);
    expect(withoutFrameworkRuntime(html)).toBe(html);
  });
});
