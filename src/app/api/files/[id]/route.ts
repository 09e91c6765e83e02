import { getMediaFile } from '@/features/media/queries';
import { logger } from '@/server/logger';
import { getStorage } from '@/server/storage';
import { checkSignedFileUrl } from '@/server/storage/signed-url';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

/** A private file through a short-lived signed link, always as a download. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  declareCaching(cachePolicy.private('a private file behind a short-lived signed link'));
  const { id } = await params;
  const url = new URL(request.url);
  const check = checkSignedFileUrl(id, url.searchParams.get('expires'), url.searchParams.get('signature'));
  if (check !== 'valid') {
    return new Response(check === 'expired' ? 'This download link has expired.' : 'This download link is not valid.', { status: 403 });
  }
  const file = await getMediaFile(id);
  if (!file) return new Response('File not found', { status: 404 });
  let body: Buffer;
  try {
    body = await getStorage().read(file.filePath);
  } catch (error) {
    logger.error({ err: error, fileId: id }, 'file missing from storage');
    return new Response('File not found', { status: 404 });
  }
  const asciiName = file.originalFilename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': file.mimeType,
      'Content-Length': String(body.length),
      'Content-Disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.originalFilename)}`,
      'Cache-Control': 'private, max-age=60',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
