import { sitemapFileXml } from '@/features/seo/sitemap';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

// The files of the sitemap index (/sitemap.xml once the site has more than 50,000 URLs).
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: RouteContext<'/sitemaps/[file]'>) {
  declareCaching(cachePolicy.shared());
  const match = /^([1-9]\d{0,5})\.xml$/.exec((await params).file);
  const xml = match ? await sitemapFileXml(Number(match[1])) : null;
  if (xml === null) return new Response('No such sitemap file.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
