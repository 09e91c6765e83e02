// The feeds' responses, for the route files: the newest posts, cached with the pages (every
// publish drops them), an hour of HTTP caching for feed readers.
import 'server-only';
import { INSIGHTS_DESCRIPTION } from '@/content/pages/insights';
import { getSiteInfo } from '@/features/settings/queries';
import { env } from '@/server/env';
import { logger } from '@/server/logger';
import { FEED_SIZE, jsonFeed, rssXml, type FeedSite } from './feeds';
import { listFeedPosts } from './queries';

async function read() {
  const [posts, info] = await Promise.all([listFeedPosts(FEED_SIZE), getSiteInfo()]);
  const site: FeedSite = { url: env().siteUrl, companyName: info.companyName, description: INSIGHTS_DESCRIPTION };
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
