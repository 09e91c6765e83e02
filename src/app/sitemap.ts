import { buildSitemap } from '@/features/seo/sitemap';

// Lists database content: built per request (from the data cache), never at build time.
export const dynamic = 'force-dynamic';

export default buildSitemap;
