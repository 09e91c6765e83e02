// /og/{payload}.{signature}.png: the share image of a page, drawn once and then served from the
// file storage (local disk or S3), so that every server of a deployment draws it at most once.
import 'server-only';
import { createHash } from 'node:crypto';
import { getSiteInfo } from '@/features/settings/queries';
import { logger } from '@/server/logger';
import { getStorage, StoredFileMissingError } from '@/server/storage';
import { renderShareImage } from './share-image';
import { readShareImageName, SHARE_IMAGE_VERSION } from './share-image-url';

/**
 * Where the image is kept. The drawing's version and the company name are part of the key: a new
 * design or a renamed company draws the image again, while its address (which holds only the text)
 * stays the same.
 */
export function shareImageKey(payload: string, brand: string): string {
  const hash = createHash('sha256').update(`${SHARE_IMAGE_VERSION}\n${brand}\n${payload}`).digest('hex');
  return `public/share-images/${hash}.png`;
}

const notFound = () => new Response('Image not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

// A page shared on several networks at once asks for its image a few times in the same second: one drawing.
const drawing = new Map<string, Promise<Buffer>>();

async function readOrDraw(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const storage = getStorage();
  try {
    return await storage.read(key);
  } catch (error) {
    if (!(error instanceof StoredFileMissingError)) logger.warn({ err: error, key }, 'stored share image could not be read; drawing it again');
  }
  let pending = drawing.get(key);
  if (!pending) {
    pending = draw().then(async (png) => {
      // The storage is only a cache: an image that could not be kept is still served.
      await storage.put(key, png, { contentType: 'image/png' }).catch((error: unknown) => logger.warn({ err: error, key }, 'share image could not be stored'));
      return png;
    });
    drawing.set(key, pending);
    void pending.finally(() => drawing.delete(key)).catch(() => {});
  }
  return pending;
}

export async function serveShareImage(name: string): Promise<Response> {
  const found = readShareImageName(name);
  if (!found) return notFound();
  try {
    const brand = (await getSiteInfo()).companyName;
    const png = await readOrDraw(shareImageKey(found.payload, brand), () => renderShareImage({ ...found.text, brand }));
    return new Response(new Uint8Array(png), {
      headers: {
        'Content-Type': 'image/png',
        'Content-Length': String(png.length),
        // The address changes with the text, so the image under it never does.
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    logger.error({ err: error, name: name.slice(0, 300) }, 'share image could not be made');
    return new Response('The image could not be made. Please try again.', {
      status: 500,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
}
