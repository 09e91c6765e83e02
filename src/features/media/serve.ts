// Serving the library's public files at /media/<folder>/<name>. Their names never change, so
// browsers and CDNs may keep them for a year. Files that could run as active content (SVG, which
// can hold scripts) or that browsers do not show (Word) are sent as downloads, never inline.
import 'server-only';
import { logger } from '@/server/logger';
import { getStorage, StoredFileMissingError } from '@/server/storage';
import { servedContentType } from './file-type';
import { keyFromMediaPath } from './keys';

const notFound = () => new Response('File not found', { status: 404, headers: { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } });

/** A single 'bytes=a-b', 'bytes=a-' or 'bytes=-n' range within the file, or null (send it all). */
function parseRange(header: string | null, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

export async function serveMediaFile(request: Request, segments: readonly string[]): Promise<Response> {
  const target = keyFromMediaPath(segments);
  if (!target) return notFound();
  const storage = getStorage();
  try {
    const size = await storage.size(target.key);
    if (size === null) return notFound();
    const { contentType, inline } = servedContentType(target.extension);
    const headers = new Headers({
      'Content-Type': contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': inline ? 'inline' : `attachment; filename="${segments[1]}"`,
      'Accept-Ranges': 'bytes',
    });
    // Opened anyway (saved and reopened from the address bar): no scripts, no requests.
    if (!inline) headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    const range = parseRange(request.headers.get('range'), size);
    if (range === 'unsatisfiable') {
      headers.set('Content-Range', `bytes */${size}`);
      return new Response(null, { status: 416, headers });
    }
    if (range) {
      headers.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
      headers.set('Content-Length', String(range.end - range.start + 1));
      return new Response(await storage.stream(target.key, range), { status: 206, headers });
    }
    headers.set('Content-Length', String(size));
    return new Response(request.method === 'HEAD' ? null : await storage.stream(target.key), { status: 200, headers });
  } catch (error) {
    if (error instanceof StoredFileMissingError) return notFound();
    logger.error({ err: error, key: target.key }, 'media file could not be served');
    return new Response('The file could not be read. Please try again.', { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
}
