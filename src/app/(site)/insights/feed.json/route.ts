import { jsonFeedResponse } from '@/features/posts/feed-routes';

// Reads the database: built at request time (from the data cache), never at build time.
export const dynamic = 'force-dynamic';

export const GET = jsonFeedResponse;
