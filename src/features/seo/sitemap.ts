// The sitemap: the built-in pages (their records, and the pages a route serves without one), then
// the published CMS pages, posts, active case studies and open jobs. A sitemap file may list at most 50,000 URLs (sitemaps.org), so with more the site answers
// /sitemap.xml with a sitemap index of /sitemaps/1.xml, /sitemaps/2.xml, ... Each file is read
// with counts and LIMIT/OFFSET on indexed orders, never a whole table, and its XML is cached until
// staff change pages, case studies or jobs.
import 'server-only';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cached } from '@/server/cache';
import { getDb } from '@/server/db/client';
import { caseStudies, jobs, pages } from '@/server/db/schema';
import { env } from '@/server/env';
import { postPath } from '@/features/pages/urls';
import { ROUTE_PAGES } from './public-pages';

/** The most URLs one sitemap file may hold (sitemaps.org). Tests pass a smaller one. */
export const MAX_SITEMAP_URLS = 50_000;

export type SitemapEntry = { path: string; lastModified?: Date; changeFrequency?: 'monthly'; priority: number };

/** One part of the sitemap: how many URLs it has, and a slice of them in a stable order. */
type Part = { count: () => Promise<number>; read: (offset: number, limit: number) => Promise<SitemapEntry[]> };

/**
 * A part read from one table: the records `where` selects, in `orderBy` (an index's order, so a
 * slice is a range of the index), each made an entry from its address key (slug or id) and last change.
 */
function tablePart(
  table: typeof pages | typeof caseStudies | typeof jobs,
  key: AnyPgColumn,
  where: SQL | undefined,
  orderBy: SQL[],
  entry: (key: string, lastModified: Date) => SitemapEntry,
): Part {
  return {
    count: async () => (await (await getDb()).select({ n: count() }).from(table).where(where))[0]?.n ?? 0,
    read: async (offset, limit) => {
      const db = await getDb();
      const rows = await db
        .select({ key: sql<string>`${key}`, updatedAt: table.updatedAt })
        .from(table)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => entry(row.key, row.updatedAt));
    },
  };
}

// The built-in pages' records, as staff keep them, each with its last change (published, as every page the sitemap lists).
// pages_slug_key: the home page ('') first.
const builtInPage = and(eq(pages.isPublished, true), eq(pages.builtIn, true), eq(pages.kind, 'page'));
const builtInPages = tablePart(pages, pages.slug, builtInPage, [asc(pages.slug)], (slug, lastModified) => ({
  path: `/${slug}`,
  lastModified,
  changeFrequency: 'monthly',
  priority: slug === '' ? 1 : 0.8,
}));

const routePages: Part = {
  count: async () => ROUTE_PAGES.length,
  read: async (offset, limit) => ROUTE_PAGES.slice(offset, offset + limit).map(({ path }) => ({ path, changeFrequency: 'monthly', priority: 0.8 })),
};

const managerPage = and(eq(pages.isPublished, true), eq(pages.builtIn, false), eq(pages.kind, 'page'));
const publishedPost = and(eq(pages.isPublished, true), eq(pages.kind, 'post'));

// pages_slug_key
const cmsPages = tablePart(pages, pages.slug, managerPage, [asc(pages.slug)], (slug, lastModified) => ({ path: `/${slug}`, lastModified, priority: 0.4 }));

// Posts, newest first (pages_posts_published_idx), with their last change.
const posts = tablePart(pages, pages.slug, publishedPost, [desc(pages.publishedAt), desc(pages.id)], (slug, lastModified) => ({
  path: postPath(slug),
  lastModified,
  priority: 0.6,
}));

// case_studies_public_order_idx
const activeCaseStudies = tablePart(
  caseStudies,
  caseStudies.slug,
  eq(caseStudies.isActive, true),
  [desc(caseStudies.isFeatured), desc(caseStudies.createdAt), desc(caseStudies.id)],
  (slug, lastModified) => ({ path: `/case-studies/${slug}`, lastModified, priority: 0.6 }),
);

// jobs_public_order_idx
const openJobs = tablePart(jobs, jobs.id, eq(jobs.isActive, true), [desc(jobs.createdAt), desc(jobs.id)], (id, lastModified) => ({
  path: `/careers/${id}`,
  lastModified,
  priority: 0.6,
}));

const PARTS = [builtInPages, routePages, cmsPages, posts, activeCaseStudies, openJobs];

/** How many URLs each part has, in PARTS' order. */
const countParts = () => Promise.all(PARTS.map((part) => part.count()));
const sum = (counts: number[]) => counts.reduce((total, n) => total + n, 0);

/** URLs `offset` to `offset + limit` of the whole sitemap, in its order (`counts`: countParts(), when already read). */
export async function listSitemapEntries(offset: number, limit: number, counts?: number[]): Promise<SitemapEntry[]> {
  const sizes = counts ?? (await countParts());
  const entries: SitemapEntry[] = [];
  for (const [index, part] of PARTS.entries()) {
    if (limit <= 0) break;
    const size = sizes[index]!;
    if (offset >= size) {
      offset -= size;
      continue;
    }
    const slice = await part.read(offset, Math.min(limit, size - offset));
    entries.push(...slice);
    limit -= slice.length;
    offset = 0;
  }
  return entries;
}

/** The paths of the built-in and CMS pages the sitemap lists (the SEO screen's "in sitemap"). */
export async function listSitemapPagePaths(): Promise<Set<string>> {
  const paths = new Set<string>();
  for (const part of [builtInPages, routePages, cmsPages]) {
    for (const entry of await part.read(0, await part.count())) paths.add(entry.path);
  }
  return paths;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

function absolute(path: string): string {
  const base = env().siteUrl;
  return escapeXml(`${base}${path === '/' ? '' : path}`);
}

function urlset(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lines = [`<loc>${absolute(entry.path)}</loc>`];
    if (entry.lastModified) lines.push(`<lastmod>${entry.lastModified.toISOString()}</lastmod>`);
    if (entry.changeFrequency) lines.push(`<changefreq>${entry.changeFrequency}</changefreq>`);
    lines.push(`<priority>${entry.priority}</priority>`);
    return `<url>\n${lines.join('\n')}\n</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(files: number): string {
  const sitemaps = Array.from({ length: files }, (_, i) => `<sitemap>\n<loc>${absolute(`/sitemaps/${i + 1}.xml`)}</loc>\n</sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}

const TAGS = ['case-studies', 'jobs', 'pages'] as const;

/** /sitemap.xml: every URL when they fit in one file, else the index of the files that hold them. */
export const sitemapXml = cached('sitemapXml', TAGS, async (maxUrls: number = MAX_SITEMAP_URLS): Promise<string> => {
  const counts = await countParts();
  const total = sum(counts);
  if (total <= maxUrls) return urlset(await listSitemapEntries(0, total, counts));
  return sitemapIndex(Math.ceil(total / maxUrls));
});

/** /sitemaps/{n}.xml: the n-th `maxUrls` URLs, or null when there is no such file (the sitemap fits in one). */
export const sitemapFileXml = cached('sitemapFileXml', TAGS, async (n: number, maxUrls: number = MAX_SITEMAP_URLS): Promise<string | null> => {
  const counts = await countParts();
  const total = sum(counts);
  const files = Math.ceil(total / maxUrls);
  if (total <= maxUrls || !Number.isInteger(n) || n < 1 || n > files) return null;
  return urlset(await listSitemapEntries((n - 1) * maxUrls, maxUrls, counts));
});
