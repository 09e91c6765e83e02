'use server';

import { z } from 'zod';
import { staffAction, writeThenSay } from '@/features/admin/crud/action';
import type { ActionResult } from '@/server/auth/guarded';
import { getStorage } from '@/server/storage';
import { removeMediaFiles, writeMediaDetails, writeMediaFolder } from './admin-data';
import { listPickerFiles, type MediaItem } from './admin-queries';
import { createFolderSchema, deleteMediaSchema, mediaDetailsSchema, pickerQuerySchema } from './admin-schema';

// Uploads go through POST /api/admin/media (one request per file, for progress bars).

export const deleteMediaFiles = staffAction(
  'editor',
  deleteMediaSchema,
  async ({ ids }, { db, actor }): Promise<ActionResult<{ count: number }>> => {
    const count = await removeMediaFiles(db, getStorage(), actor, ids);
    return { ok: true, data: { count } };
  },
  { failure: 'Failed to delete files.' },
);

export const saveMediaDetails = staffAction('editor', mediaDetailsSchema, writeThenSay(writeMediaDetails, 'File details saved'), {
  failure: 'Failed to save file details.',
});

export const createMediaFolder = staffAction(
  'editor',
  createFolderSchema,
  writeThenSay((db, actor, { name }: { name: string }) => writeMediaFolder(db, actor, name), 'Folder created'),
  { failure: 'Failed to create folder.' },
);

/** The media picker's images or PDFs (a read, but only for staff: it lists every file's address); no input at all lists the first images. */
export const searchPickerFiles = staffAction(
  'editor',
  z.preprocess((input) => input ?? {}, pickerQuerySchema),
  async ({ q, kind }, { db }): Promise<ActionResult<MediaItem[]>> => ({ ok: true, data: await listPickerFiles(db, q, kind) }),
  { failure: 'Failed to load media files.' },
);
