import { serveShareImage } from '@/features/seo/serve-share-image';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

/** A page's generated share image (og:image), by the signed address its metadata gives. */
export async function GET(_request: Request, { params }: RouteContext<'/og/[image]'>) {
  declareCaching(cachePolicy.shared({ seconds: 86_400 }));
  return serveShareImage((await params).image);
}
