// The media library's reads: one folder's files newest first (default uploads), searched by
// name, alt text and tags; the folder buttons; the images still missing alt text.
import 'server-only';
import { and, asc, count, desc, eq, ilike, isNull, like, or, sql } from 'drizzle-orm';
import { containsPattern } from '@/features/admin/crud/server';
import type { Database } from '@/server/db/client';
import { mediaFiles, mediaFolders } from '@/server/db/schema';
import { DEFAULT_MEDIA_FOLDER, type PickerKind } from './admin-schema';
import { publicMediaUrl } from './keys';

export const MEDIA_PAGE_SIZE = 48;
export const ALL_FOLDERS = 'all';

export type MediaItem = {
  id: string;
  name: string;
  url: string;
  /** The smallest resized copy, for thumbnails (the file itself when there is none). */
  thumbnailUrl: string;
  mimeType: string;
  isImage: boolean;
  fileSize: number;
  width: number | null;
  height: number | null;
  folder: string;
  tags: string[];
  altText: string | null;
  caption: string | null;
  /** A tiny blurred copy to show while the image loads (a data: URL); null for other files and see-through images. */
  blurDataUrl: string | null;
  createdAt: string;
};

type Row = typeof mediaFiles.$inferSelect;

function toItem(row: Row): MediaItem {
  const url = publicMediaUrl(row.filePath) ?? '';
  const smallest = [...row.variants].sort((a, b) => a.width - b.width)[0];
  return {
    id: row.id,
    name: row.originalFilename,
    url,
    thumbnailUrl: (smallest && publicMediaUrl(smallest.path)) || url,
    mimeType: row.mimeType,
    isImage: row.mimeType.startsWith('image/'),
    fileSize: row.fileSize,
    width: row.width,
    height: row.height,
    folder: row.folder,
    tags: row.tags,
    altText: row.altText,
    caption: row.caption,
    blurDataUrl: row.blurDataUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

// Library files only: private files (CVs, the portfolio) are kept by their own screens.
export const inLibrary = and(eq(mediaFiles.isPrivate, false), like(mediaFiles.filePath, 'public/media/%'));

/** The library's search: a fragment of the file's name, its alt text or a tag. */
export function matchesLibrarySearch(q: string) {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(mediaFiles.originalFilename, pattern),
    ilike(mediaFiles.altText, pattern),
    sql`exists (select 1 from unnest(${mediaFiles.tags}) as tag where tag ilike ${pattern})`,
  );
}

export type MediaListParams = { folder: string; q: string; page: number };

export function parseMediaParams(params: Record<string, string | string[] | undefined>): MediaListParams {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
  const folder = first(params.folder).trim() || DEFAULT_MEDIA_FOLDER;
  return {
    folder: folder.slice(0, 40),
    q: first(params.q).trim().slice(0, 100),
    page: Math.max(1, Math.min(10_000, Number.parseInt(first(params.page), 10) || 1)),
  };
}

export async function listMediaLibrary(db: Database, params: MediaListParams) {
  const where = and(inLibrary, params.folder === ALL_FOLDERS ? undefined : eq(mediaFiles.folder, params.folder), matchesLibrarySearch(params.q));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mediaFiles)
      .where(where)
      .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id))
      .limit(MEDIA_PAGE_SIZE)
      .offset((params.page - 1) * MEDIA_PAGE_SIZE),
    db.select({ value: count() }).from(mediaFiles).where(where),
  ]);
  const pageCount = Math.max(1, Math.ceil((total?.value ?? 0) / MEDIA_PAGE_SIZE));
  return { items: rows.map(toItem), total: total?.value ?? 0, pageCount };
}

/** The folder buttons: uploads first, then every created folder and every folder files name. */
export async function listMediaFolders(db: Database): Promise<string[]> {
  const [created, used] = await Promise.all([
    db.select({ name: mediaFolders.name }).from(mediaFolders).orderBy(asc(mediaFolders.name)),
    db.selectDistinct({ name: mediaFiles.folder }).from(mediaFiles).where(inLibrary),
  ]);
  const others = new Set([...created, ...used].map((row) => row.name).filter((name) => name !== DEFAULT_MEDIA_FOLDER));
  return [DEFAULT_MEDIA_FOLDER, ...[...others].sort()];
}

/** The alt text report: images in any folder whose alt text is missing or blank, newest first. */
export async function listImagesWithoutAlt(db: Database): Promise<MediaItem[]> {
  const rows = await db
    .select()
    .from(mediaFiles)
    .where(and(inLibrary, like(mediaFiles.mimeType, 'image/%'), or(isNull(mediaFiles.altText), eq(sql`btrim(${mediaFiles.altText})`, ''))))
    .orderBy(desc(mediaFiles.createdAt))
    .limit(200);
  return rows.map(toItem);
}

/** The media picker: the newest images (or PDFs) in every folder, searched like the library. */
export async function listPickerFiles(db: Database, q: string, kind: PickerKind = 'image'): Promise<MediaItem[]> {
  const rows = await db
    .select()
    .from(mediaFiles)
    .where(and(inLibrary, kind === 'pdf' ? eq(mediaFiles.mimeType, 'application/pdf') : like(mediaFiles.mimeType, 'image/%'), matchesLibrarySearch(q)))
    .orderBy(desc(mediaFiles.createdAt))
    .limit(60);
  return rows.map(toItem);
}

export async function getMediaItem(db: Database, id: string): Promise<MediaItem | null> {
  const [row] = await db
    .select()
    .from(mediaFiles)
    .where(and(inLibrary, eq(mediaFiles.id, id)))
    .limit(1);
  return row ? toItem(row) : null;
}

export { toItem as toMediaItem };
