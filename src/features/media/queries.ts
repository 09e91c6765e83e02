import 'server-only';
import { and, eq, like, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { mediaFiles } from '@/server/db/schema';
import { MEDIA_URL_PATTERN, type MediaRef } from './media-ref';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getMediaFile(id: string) {
  if (!UUID.test(id)) return null;
  const db = await getDb();
  const [file] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1);
  return file ?? null;
}

/**
 * Joins the library file served at the /media/... address held in `url` (a case study's image_url,
 * a partner's logo_url), to draw it with its size, alt text and placeholder. Public files only:
 * the optimizer never gets to see a private one.
 */
export function servedAt(url: AnyColumn | SQL) {
  return and(like(url, '/media/%'), eq(mediaFiles.isPrivate, false), eq(mediaFiles.filePath, sql`'public/media/' || substr(${url}, 8)`));
}

/** The joined file's columns that a MediaRef needs. */
export const mediaRefColumns = { width: mediaFiles.width, height: mediaFiles.height, alt: mediaFiles.altText, blurDataUrl: mediaFiles.blurDataUrl };

type JoinedFile = { width: number | null; height: number | null; alt: string | null; blurDataUrl: string | null };

/** The image at `url` as a MediaRef, when the join found it with its size; `alt` stands in for a missing alt text. */
export function mediaRefOf(url: string | null, file: JoinedFile, alt: string): MediaRef | null {
  if (!url || !file.width || !file.height || !MEDIA_URL_PATTERN.test(url)) return null;
  return { url, width: file.width, height: file.height, alt: file.alt?.trim() || alt, ...(file.blurDataUrl ? { blurDataUrl: file.blurDataUrl } : {}) };
}
