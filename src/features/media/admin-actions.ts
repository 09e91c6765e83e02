'use server';

import { actorOf, badInput, refused } from '@/features/admin/crud/server';
import { guarded, type ActionResult } from '@/server/auth/guarded';
import { getDb } from '@/server/db/client';
import { getStorage } from '@/server/storage';
import { removeMediaFiles, writeMediaDetails, writeMediaFolder } from './admin-data';
import { listPickerFiles, type MediaItem } from './admin-queries';
import { createFolderSchema, deleteMediaSchema, mediaDetailsSchema, pickerQuerySchema } from './admin-schema';

// Uploads go through POST /api/admin/media (one request per file, for progress bars).

export async function deleteMediaFiles(input: unknown): Promise<ActionResult<{ count: number }>> {
  return guarded('editor', async (user): Promise<ActionResult<{ count: number }>> => {
    const parsed = deleteMediaSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      const count = await removeMediaFiles(await getDb(), getStorage(), await actorOf(user), parsed.data.ids);
      return { ok: true, data: { count } };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to delete files.');
}

export async function saveMediaDetails(input: unknown): Promise<ActionResult> {
  return guarded('editor', async (user) => {
    const parsed = mediaDetailsSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await writeMediaDetails(await getDb(), await actorOf(user), parsed.data);
      return { ok: true, message: 'File details saved' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to save file details.');
}

export async function createMediaFolder(input: unknown): Promise<ActionResult> {
  return guarded('editor', async (user) => {
    const parsed = createFolderSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await writeMediaFolder(await getDb(), await actorOf(user), parsed.data.name);
      return { ok: true, message: 'Folder created' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to create folder.');
}

/** The media picker's images or PDFs (a read, but only for staff: it lists every file's address). */
export async function searchPickerFiles(input: unknown): Promise<ActionResult<MediaItem[]>> {
  return guarded('editor', async (): Promise<ActionResult<MediaItem[]>> => {
    const parsed = pickerQuerySchema.safeParse(input ?? {});
    if (!parsed.success) return badInput(parsed.error.issues);
    return { ok: true, data: await listPickerFiles(await getDb(), parsed.data.q, parsed.data.kind) };
  }, 'Failed to load media files.');
}
