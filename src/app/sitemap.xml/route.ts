import { sitemapXml } from '@/features/seo/sitemap';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

// Lists database content: built at request time (from the data cache), never at build time.
export const dynamic = 'force-dynamic';

export async function GET() {
  declareCaching(cachePolicy.shared());
  return new Response(await sitemapXml(), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
