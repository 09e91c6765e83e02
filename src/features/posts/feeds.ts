// The feeds of Insights: RSS 2.0 (/insights/rss.xml) and JSON Feed 1.1 (/insights/feed.json), the
// newest published posts with their link, date, excerpt, author and categories. Pure: the route
// files read the posts and the site's name and address.
import { postPath } from './terms';

export const FEED_SIZE = 20;
export const RSS_PATH = '/insights/rss.xml';
export const JSON_FEED_PATH = '/insights/feed.json';

export type FeedPost = {
  slug: string;
  title: string;
  excerpt: string;
  categories: readonly string[];
  publishedAt: Date;
  updatedAt: Date;
  author: { name: string } | null;
  cover: { url: string } | null;
};
export type FeedSite = { url: string; companyName: string; description: string };

const escapeXml = (text: string) =>
  // Characters XML 1.0 forbids (control characters a paste may carry) are dropped; the rest escaped.
  text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export function rssXml(posts: readonly FeedPost[], site: FeedSite): string {
  const channelTitle = `${site.companyName} Insights`;
  const items = posts.map((post) => {
    const link = `${site.url}${postPath(post.slug)}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${post.publishedAt.toUTCString()}</pubDate>`,
      post.excerpt ? `      <description>${escapeXml(post.excerpt)}</description>` : null,
      post.author ? `      <dc:creator>${escapeXml(post.author.name)}</dc:creator>` : null,
      ...post.categories.map((category) => `      <category>${escapeXml(category)}</category>`),
      '    </item>',
    ]
      .filter((line) => line !== null)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(channelTitle)}</title>`,
    `    <link>${escapeXml(`${site.url}/insights`)}</link>`,
    `    <description>${escapeXml(site.description)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${escapeXml(`${site.url}${RSS_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    ...(posts[0] ? [`    <lastBuildDate>${new Date(Math.max(...posts.map((p) => p.updatedAt.getTime()))).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function jsonFeed(posts: readonly FeedPost[], site: FeedSite) {
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: `${site.companyName} Insights`,
    home_page_url: `${site.url}/insights`,
    feed_url: `${site.url}${JSON_FEED_PATH}`,
    description: site.description,
    language: 'en',
    items: posts.map((post) => ({
      id: `${site.url}${postPath(post.slug)}`,
      url: `${site.url}${postPath(post.slug)}`,
      title: post.title,
      summary: post.excerpt || undefined,
      content_text: post.excerpt || post.title,
      date_published: post.publishedAt.toISOString(),
      date_modified: post.updatedAt.toISOString(),
      ...(post.cover && { image: new URL(post.cover.url, site.url).href }),
      ...(post.author && { authors: [{ name: post.author.name }] }),
      ...(post.categories.length > 0 && { tags: [...post.categories] }),
    })),
  };
}
