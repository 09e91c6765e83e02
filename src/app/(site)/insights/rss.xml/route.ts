import { rssResponse } from '@/features/posts/feed-routes';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

// Reads the database: built at request time (from the data cache), never at build time.
export const dynamic = 'force-dynamic';

export async function GET() {
  declareCaching(cachePolicy.shared());
  return rssResponse();
}
