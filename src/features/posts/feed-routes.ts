// The feeds' responses, for the route files: the newest posts, cached with the pages (every
// publish drops them), an hour of HTTP caching for feed readers. The feed describes itself as
// /insights does, as staff edited that page.
import 'server-only';
import { readStoredBlocks } from '@/features/blocks/parse';
import { blocksSummary } from '@/features/blocks/summary';
import { getPublishedPageBySlug } from '@/features/pages/queries';
import { getSiteInfo } from '@/features/settings/queries';
import { env } from '@/server/env';
import { logger } from '@/server/logger';
import { FEED_SIZE, jsonFeed, rssXml, type FeedSite } from './feeds';
import { listFeedPosts } from './queries';

/** /insights' description: its SEO description, or the start of the page as its metadata says (recordMetadata). */
async function insightsDescription(): Promise<string> {
  const page = await getPublishedPageBySlug('insights');
  if (!page) return '';
  return page.metaDescription || blocksSummary(readStoredBlocks(page.blocks).blocks);
}

async function read() {
  const [posts, info, description] = await Promise.all([listFeedPosts(FEED_SIZE), getSiteInfo(), insightsDescription()]);
  const site: FeedSite = { url: env().siteUrl, companyName: info.companyName, description };
  return { posts, site };
}

const CACHE = 'public, max-age=600';

export async function rssResponse() {
  try {
    const { posts, site } = await read();
    return new Response(rssXml(posts, site), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': CACHE } });
  } catch (error) {
    logger.error({ err: error }, 'RSS feed failed');
    return new Response('The feed is unavailable. Please try again later.', { status: 503, headers: { 'Retry-After': '60' } });
  }
}

export async function jsonFeedResponse() {
  try {
    const { posts, site } = await read();
    return new Response(JSON.stringify(jsonFeed(posts, site)), { headers: { 'Content-Type': 'application/feed+json; charset=utf-8', 'Cache-Control': CACHE } });
  } catch (error) {
    logger.error({ err: error }, 'JSON feed failed');
    return new Response('The feed is unavailable. Please try again later.', { status: 503, headers: { 'Retry-After': '60' } });
  }
}
