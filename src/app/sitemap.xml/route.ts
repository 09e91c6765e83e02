import { sitemapXml } from '@/features/seo/sitemap';

// Lists database content: built at request time (from the data cache), never at build time.
export const dynamic = 'force-dynamic';

export async function GET() {
  return new Response(await sitemapXml(), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
