import { iconSprite } from '@/components/icons';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

// The public pages' icon sprite (decision 101), by the name with its content's hash that pages
// draw it by: the same bytes for ever, so browsers and CDNs keep it a year; from the answer cache.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: RouteContext<'/icons/[file]'>) {
  declareCaching(cachePolicy.shared({ seconds: 86_400 }));
  if ((await params).file !== iconSprite.fileName)
    return new Response('No such file.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  return new Response(new Uint8Array(iconSprite.body), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
