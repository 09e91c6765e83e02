import type { MetadataRoute } from 'next';
import { env } from '@/server/env';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  declareCaching(cachePolicy.shared());
  const base = env().siteUrl;
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/ax-admin-panel', '/auth', '/api/'] },
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
