import { serveMediaFile } from '@/features/media/serve';

/** The media library's public files (images for the site), by the address the library shows. */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return serveMediaFile(request, (await params).path);
}
