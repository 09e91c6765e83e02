// The media library's writes, as plain functions over the database and storage (the upload route
// and admin-actions.ts call them after the role check; integration tests call them directly).
// Files are stored before their row is written and removed again if the write fails; a delete
// removes the rows first, then the files, so a row never points at a missing file.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { auditChangesOf } from '@/features/audit/record';
import { CrudError, type CrudActor } from '@/features/admin/crud/server';
import { invalidateCacheTags } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { mediaFiles, mediaFolders, type MediaVariant } from '@/server/db/schema';
import { logger } from '@/server/logger';
import type { Storage } from '@/server/storage';
import { DEFAULT_MEDIA_FOLDER, FOLDER_NAME_MESSAGE, isFolderName, sizeRefusalMessage, type MediaDetailsInput } from './admin-schema';
import { detectMediaType, MEDIA_TYPES_TEXT } from './file-type';
import { describeImage, ImageRefused } from './images';
import { mediaKey } from './keys';

const auditFileChange = auditChangesOf('media_file');
const auditFolderChange = auditChangesOf('media_folder');

/** The cached reads that join library files for their size and alt text. */
const PAGES_SHOWING_MEDIA = ['case-studies', 'partners'] as const;

/** An upload refused with a message naming the file (shown to the user as it is). */
export class UploadRefused extends Error {}

export type Upload = { bytes: Buffer; originalName: string; folder?: string };

/** The name as the user gave it, safe to keep and show: one line, at most 255 characters. */
export const cleanOriginalName = (name: string) =>
  name
    .replace(/[\r\n\t\0]/g, ' ')
    .trim()
    .slice(0, 255) || 'file';

export function sizeRefusal(originalName: string, maxBytes: number) {
  return sizeRefusalMessage(cleanOriginalName(originalName), maxBytes);
}

/** Checks size, then content. Throws UploadRefused with a message naming the file. */
export function checkUpload(upload: Upload, maxBytes: number) {
  const name = cleanOriginalName(upload.originalName);
  if (upload.bytes.length > maxBytes) throw new UploadRefused(sizeRefusal(name, maxBytes));
  if (upload.bytes.length === 0) throw new UploadRefused(`"${name}" is empty.`);
  const type = detectMediaType(upload.bytes);
  if (!type) throw new UploadRefused(`"${name}" is not ${MEDIA_TYPES_TEXT}.`);
  return type;
}

export async function storeMediaUpload(db: Database, storage: Storage, actor: CrudActor, upload: Upload, maxBytes: number) {
  const folder = upload.folder?.trim() || DEFAULT_MEDIA_FOLDER;
  if (!isFolderName(folder)) throw new UploadRefused(FOLDER_NAME_MESSAGE);
  const type = checkUpload(upload, maxBytes);
  const name = cleanOriginalName(upload.originalName);
  let image: Awaited<ReturnType<typeof describeImage>> | null = null;
  if (type.kind === 'image') {
    try {
      image = await describeImage(upload.bytes, type);
    } catch (error) {
      if (error instanceof ImageRefused) throw new UploadRefused(`"${name}" ${error.message}`);
      logger.warn({ err: error, name }, 'media upload: image could not be read');
      throw new UploadRefused(`"${name}" could not be read as an image.`);
    }
  }

  const id = randomUUID();
  const key = mediaKey(folder, `${id}.${type.extension}`);
  const variants: MediaVariant[] = (image?.variants ?? []).map((variant) => ({
    width: variant.width,
    height: variant.height,
    format: variant.format,
    size: variant.body.length,
    path: mediaKey(folder, `${id}-w${variant.width}.${variant.format}`),
  }));
  const stored: string[] = [];
  try {
    await storage.put(key, upload.bytes, { contentType: type.mimeType });
    stored.push(key);
    for (const [index, variant] of (image?.variants ?? []).entries()) {
      await storage.put(variants[index]!.path, variant.body, { contentType: 'image/webp' });
      stored.push(variants[index]!.path);
    }
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mediaFiles)
        .values({
          id,
          filename: `${id}.${type.extension}`,
          originalFilename: name,
          filePath: key,
          fileSize: upload.bytes.length,
          mimeType: type.mimeType,
          folder,
          width: image?.width,
          height: image?.height,
          variants,
          blurDataUrl: image?.blurDataUrl ?? null,
        })
        .returning();
      await auditFileChange(tx, actor, 'media_file.upload', id, { originalFilename: name, folder, size: upload.bytes.length, mimeType: type.mimeType });
      return row!;
    });
  } catch (error) {
    await Promise.all(stored.map((path) => storage.remove(path).catch(() => undefined)));
    throw error;
  }
}

/** Deletes library files (never private ones: CVs belong to their lead) and their stored copies. */
export async function removeMediaFiles(db: Database, storage: Storage, actor: CrudActor, ids: readonly string[]) {
  const removed = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(mediaFiles)
      .where(and(inArray(mediaFiles.id, [...ids]), eq(mediaFiles.isPrivate, false)))
      .returning({
        id: mediaFiles.id,
        originalFilename: mediaFiles.originalFilename,
        filePath: mediaFiles.filePath,
        variants: mediaFiles.variants,
        folder: mediaFiles.folder,
      });
    if (rows.length !== new Set(ids).size)
      throw new CrudError(rows.length === 0 ? 'These files no longer exist. Reload the page.' : 'Some of these files no longer exist. Reload the page.', 404);
    for (const row of rows) {
      await auditFileChange(tx, actor, 'media_file.delete', row.id, { originalFilename: row.originalFilename, folder: row.folder });
    }
    return rows;
  });
  // Case study covers and partner logos are drawn with the file's size and alt text (a join): pages showing them are redrawn.
  invalidateCacheTags(...PAGES_SHOWING_MEDIA);
  for (const path of removed.flatMap((row) => [row.filePath, ...row.variants.map((variant) => variant.path)])) {
    // The rows are gone: a file left behind is only wasted space, so log it and go on.
    await storage.remove(path).catch((error: unknown) => logger.error({ err: error, path }, 'media delete: stored file not removed'));
  }
  return removed.length;
}

export async function writeMediaDetails(db: Database, actor: CrudActor, input: MediaDetailsInput) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(mediaFiles)
      .set({ altText: input.altText, caption: input.caption, tags: input.tags, updatedAt: new Date() })
      .where(and(eq(mediaFiles.id, input.id), eq(mediaFiles.isPrivate, false)))
      .returning({ id: mediaFiles.id });
    if (!row) throw new CrudError('This file no longer exists. Reload the page.', 404);
    await auditFileChange(tx, actor, 'media_file.update', input.id, { altText: input.altText, caption: input.caption, tags: input.tags });
  });
  invalidateCacheTags(...PAGES_SHOWING_MEDIA);
}

export async function writeMediaFolder(db: Database, actor: CrudActor, name: string) {
  await db.transaction(async (tx) => {
    const [inUse] = await tx
      .select({ id: mediaFiles.id })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.folder, name), eq(mediaFiles.isPrivate, false)))
      .limit(1);
    if (inUse || name === DEFAULT_MEDIA_FOLDER) throw new CrudError('A folder with this name already exists.', 409);
    const [row] = await tx.insert(mediaFolders).values({ name }).onConflictDoNothing().returning({ id: mediaFolders.id });
    if (!row) throw new CrudError('A folder with this name already exists.', 409);
    await auditFolderChange(tx, actor, 'media_folder.create', row.id, { name });
  });
}
