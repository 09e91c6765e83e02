import { serveShareImage } from '@/features/seo/serve-share-image';

/** A page's generated share image (og:image), by the signed address its metadata gives. */
export async function GET(_request: Request, { params }: RouteContext<'/og/[image]'>) {
  return serveShareImage((await params).image);
}
