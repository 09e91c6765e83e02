import { serveMediaFile } from '@/features/media/serve';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

/** The media library's public files (images for the site), by the address the library shows. */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  declareCaching(cachePolicy.private('files stream from the storage with a year-long Cache-Control of their own; too many and too large to hold in memory'));
  return serveMediaFile(request, (await params).path);
}
