import { cachePolicy, declareCaching } from '@/server/cache-policy';
import { islandFile } from '@/server/islands';

// An island's script (decision 100), by the name with its content's hash that pages load it by:
// the same bytes for ever, so browsers and CDNs keep it a year; from the answer cache.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: RouteContext<'/islands/[file]'>) {
  declareCaching(cachePolicy.shared({ seconds: 86_400 }));
  const island = await islandFile((await params).file);
  if (!island) return new Response('No such script.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  return new Response(new Uint8Array(island.body), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
