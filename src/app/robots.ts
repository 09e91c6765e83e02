import type { MetadataRoute } from 'next';
import { getSiteInfo } from '@/features/settings/queries';
import { env } from '@/server/env';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

export const dynamic = 'force-dynamic';

export default async function robots(): Promise<MetadataRoute.Robots> {
  declareCaching(cachePolicy.shared());
  const base = env().siteUrl;
  // Pre-launch mode (decision 108): no crawler anywhere until the site is launched.
  if ((await getSiteInfo()).prelaunch) return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/ax-admin-panel', '/auth', '/api/'] },
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
