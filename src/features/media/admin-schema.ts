// The media library's inputs, shared by its screen and its server actions (no server code here).
import { z } from 'zod';

export const DEFAULT_MEDIA_FOLDER = 'uploads';

/** Folder names become part of file addresses (/media/<folder>/...), so they stay plain. */
export const FOLDER_NAME = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
export const FOLDER_NAME_MESSAGE = 'Folder names use lowercase letters, numbers and hyphens, up to 40 characters (for example: case-studies).';

/** 'all' stands for every folder in the library's address (?folder=all), so no folder may take it. */
export const isFolderName = (name: string) => FOLDER_NAME.test(name) && name !== 'all';

export const folderNameSchema = z
  .string('Please enter the folder name.')
  .trim()
  .min(1, 'Please enter the folder name.')
  .regex(FOLDER_NAME, FOLDER_NAME_MESSAGE)
  .refine((name) => name !== 'all', 'The name "all" is taken by the All folders button. Choose another name.');

export const createFolderSchema = z.object({ name: folderNameSchema });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const deleteMediaSchema = z.object({
  ids: z
    .array(z.string().regex(UUID, 'This file no longer exists. Reload the page.'), 'Select the files to delete.')
    .min(1, 'Select the files to delete.')
    .max(200, 'Delete at most 200 files at once.'),
});

/** Tags typed as 'team, office' or sent as a list: trimmed, lower-cased, without blanks or repeats. */
const tagsSchema = z
  .union([z.string(), z.array(z.string())], 'Please enter the tags as text.')
  .optional()
  .transform((value) => {
    const list = (Array.isArray(value) ? value : (value ?? '').split(',')).map((tag) => tag.trim().toLowerCase()).filter(Boolean);
    return [...new Set(list)];
  })
  .pipe(z.array(z.string().max(40, 'Use at most 40 characters per tag.')).max(20, 'Use at most 20 tags.'));

export const mediaDetailsSchema = z.object({
  id: z.string().regex(UUID, 'This file no longer exists. Reload the page.'),
  altText: z
    .string('Please enter valid alt text.')
    .trim()
    .max(300, 'Use at most 300 characters for the alt text.')
    .optional()
    .transform((value) => value || null),
  caption: z
    .string('Please enter a valid caption.')
    .trim()
    .max(1000, 'Use at most 1000 characters for the caption.')
    .optional()
    .transform((value) => value || null),
  tags: tagsSchema,
});
export type MediaDetailsInput = z.infer<typeof mediaDetailsSchema>;

/** What the media picker lists: images (logo, partner and case-study images) or PDFs (the downloads in Settings). */
export const PICKER_KINDS = ['image', 'pdf'] as const;
export type PickerKind = (typeof PICKER_KINDS)[number];

export const pickerQuerySchema = z.object({ q: z.string().trim().max(100).optional().default(''), kind: z.enum(PICKER_KINDS).optional().default('image') });

/** The size refusal, the same from the screen's early check and from the server. */
export function sizeRefusalMessage(name: string, maxBytes: number) {
  return `"${name}" is larger than the ${Number((maxBytes / 1024 / 1024).toFixed(1))} MB limit.`;
}

/** 1536 -> '1.5 KB': Bytes, KB, MB or GB (1 KB = 1024 bytes), one decimal when it helps. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Bytes`;
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(value < 10 ? 1 : 0))} ${units[unit]}`;
}
