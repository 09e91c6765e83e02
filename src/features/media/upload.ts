// One file per request (POST /api/admin/media, multipart: file + folder), so that the screen can
// show each file's own progress bar. Route handler rather than server action: files of up to
// MEDIA_MAX_UPLOAD_MB would otherwise need the body limit of every server action raised.
import 'server-only';
import { actorOf } from '@/features/admin/crud/server';
import type { SessionUser } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { env } from '@/server/env';
import { readFormBody } from '@/server/form-body';
import { logger } from '@/server/logger';
import { getStorage } from '@/server/storage';
import { storeMediaUpload, sizeRefusal, UploadRefused } from './admin-data';
import { toMediaItem, type MediaItem } from './admin-queries';

export type UploadAnswer = { ok: true; file: MediaItem } | { ok: false; error: string };

/** The multipart envelope around one file: boundaries, headers and the folder field. */
export const ENVELOPE_BYTES = 64 * 1024;

export async function receiveMediaUpload(request: Request, user: SessionUser): Promise<{ status: number; body: UploadAnswer }> {
  const maxBytes = env().mediaMaxUploadBytes;
  // The screen sends the file's name in the address too, so that a body refused unread can still name it.
  const claimedName = new URL(request.url).searchParams.get('name') ?? 'This file';
  try {
    if (Number(request.headers.get('content-length') ?? 0) > maxBytes + ENVELOPE_BYTES) {
      return { status: 413, body: { ok: false, error: sizeRefusal(claimedName, maxBytes) } };
    }
    const body = await readFormBody(request);
    if (!body.ok) {
      logger.info({ problem: body.problem, userId: user.id }, 'media upload: request refused');
      return {
        status: body.status,
        body: {
          ok: false,
          error:
            body.problem === 'control-characters'
              ? 'The file name or folder contains control characters.'
              : 'The upload could not be read. Please choose the file again.',
        },
      };
    }
    const form = body.form;
    const file = form.get('file');
    const folder = form.get('folder');
    if (!(file instanceof File)) return { status: 400, body: { ok: false, error: 'Choose a file to upload.' } };
    if (file.size > maxBytes) return { status: 413, body: { ok: false, error: sizeRefusal(file.name, maxBytes) } };
    const row = await storeMediaUpload(
      await getDb(),
      getStorage(),
      await actorOf(user),
      { bytes: Buffer.from(await file.arrayBuffer()), originalName: file.name, folder: typeof folder === 'string' ? folder : undefined },
      maxBytes,
    );
    return { status: 201, body: { ok: true, file: toMediaItem(row) } };
  } catch (error) {
    if (error instanceof UploadRefused) return { status: 400, body: { ok: false, error: error.message } };
    logger.error({ err: error, userId: user.id }, 'media upload failed');
    return { status: 500, body: { ok: false, error: 'Failed to upload files. Please try again.' } };
  }
}
