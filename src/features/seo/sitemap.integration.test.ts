// The sitemap index: with more URLs than one sitemap file may hold (a small limit here instead of
// 50,000), /sitemap.xml lists the files, and the files together list every URL exactly once.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invalidateCacheTags } from '@/server/cache';
import { caseStudies, jobs, pages } from '@/server/db/schema';
import type { Database } from '@/server/db/client';
import { env } from '@/server/env';
import { createTestDatabase } from '@/test/database';
import { sitemapFileXml, sitemapXml } from './sitemap';

let db: Database;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
const paths = (xml: string) => locs(xml).map((loc) => new URL(loc).pathname);

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  await db
    .insert(caseStudies)
    .values(Array.from({ length: 70 }, (_, i) => ({ title: `Study ${i}`, slug: `study-${i}`, client: 'C', industry: 'I', isActive: i !== 5 })));
  await db.insert(jobs).values(Array.from({ length: 25 }, (_, i) => ({ title: `Role ${i}`, department: 'D', location: 'L', isActive: i !== 2 })));
  await db.insert(pages).values([
    { title: 'Privacy', slug: 'privacy', isPublished: true },
    { title: 'Draft', slug: 'draft-page', isPublished: false },
    // Built-in pages' records: listed once, with the built-in pages, not again as CMS pages; one
    // staff unpublished is left out.
    { title: 'Home', slug: '', isPublished: true, builtIn: true },
    { title: 'Services', slug: 'services', isPublished: true, builtIn: true },
    { title: 'About', slug: 'about', isPublished: false, builtIn: true },
  ]);
});

// The built-in pages' records, then the page a route serves without one.
const BUILT_IN = ['/', '/services', '/careers/apply'];

describe('sitemap', () => {
  it('is one urlset when the URLs fit in one file, and has no numbered files then', async () => {
    const xml = await sitemapXml();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(paths(xml)).toHaveLength(BUILT_IN.length + 1 + 69 + 24);
    expect(xml).toMatch(new RegExp(`<loc>${env().siteUrl}</loc>\\n<lastmod>[^<]+</lastmod>\\n<changefreq>monthly</changefreq>\\n<priority>1</priority>`));
    expect(xml).toMatch(/<loc>[^<]+\/privacy<\/loc>\n<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>\n<priority>0.4<\/priority>/);
    expect(await sitemapFileXml(1)).toBeNull();
  });

  it('becomes an index of files of at most the limit, which together list every URL exactly once', async () => {
    const limit = 20;
    const total = BUILT_IN.length + 1 + 69 + 24;
    const index = await sitemapXml(limit);
    expect(index).toMatch(/<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const files = paths(index);
    expect(files).toEqual(Array.from({ length: Math.ceil(total / limit) }, (_, i) => `/sitemaps/${i + 1}.xml`));

    const listed: string[] = [];
    for (let n = 1; n <= files.length; n++) {
      const xml = (await sitemapFileXml(n, limit))!;
      expect(xml).toContain('<urlset');
      expect(paths(xml).length).toBeLessThanOrEqual(limit);
      listed.push(...paths(xml));
    }
    expect(listed).toHaveLength(total);
    expect(new Set(listed).size).toBe(total);
    // Built-in pages, then CMS pages, case studies, jobs.
    expect(listed.slice(0, BUILT_IN.length)).toEqual(BUILT_IN);
    expect(listed[BUILT_IN.length]).toBe('/privacy');
    expect(listed.filter((path) => path.startsWith('/case-studies/'))).toHaveLength(69);
    expect(listed.filter((path) => /^\/careers\/[0-9a-f-]{36}$/.test(path))).toHaveLength(24);
    expect(listed).not.toContain('/case-studies/study-5');
    expect(listed).not.toContain('/draft-page');

    expect(await sitemapFileXml(0, limit)).toBeNull();
    expect(await sitemapFileXml(files.length + 1, limit)).toBeNull();
  });

  it('says when a built-in page last changed, from its record, and leaves it out once staff unpublish it', async () => {
    const lastmod = async (path: string) => new RegExp(`<loc>${env().siteUrl}${path}</loc>\\n<lastmod>([^<]+)</lastmod>`).exec(await sitemapXml())?.[1];
    const before = await lastmod('/services');
    expect(before).toBeDefined();
    await db
      .update(pages)
      .set({ metaTitle: 'Engineering Services', updatedAt: new Date(Date.parse(before!) + 60_000) })
      .where(eq(pages.slug, 'services'));
    invalidateCacheTags('pages');
    expect(await lastmod('/services')).toBe(new Date(Date.parse(before!) + 60_000).toISOString());
    await db.update(pages).set({ isPublished: false }).where(eq(pages.slug, 'services'));
    invalidateCacheTags('pages');
    expect(paths(await sitemapXml())).not.toContain('/services');
  });
});
