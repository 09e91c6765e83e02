// The media library in the content API (/api/v1/media, decision 087): editor keys, as the
// library is for editors. An upload is a multipart form with the same checks as the library's
// (its size limit, the type read from the bytes, images measured and resized, kept through the
// storage layer); list, read, alt text and tags, delete.
import 'server-only';
import { eq, like } from 'drizzle-orm';
import { z } from 'zod';
import { isUuid } from '@/features/admin/crud/server';
import { keyActor } from '@/features/api-keys/keys';
import { readNewestFirst, timestamp } from '@/features/api/collection';
import { checkIfMatch, item, listQuery, listSchema, operation } from '@/features/api/operation';
import { ApiProblem, fieldProblems, invalid } from '@/features/api/problem';
import type { Database } from '@/server/db/client';
import { env } from '@/server/env';
import { mediaFiles } from '@/server/db/schema';
import { getStorage } from '@/server/storage';
import { removeMediaFiles, sizeRefusal, storeMediaUpload, UploadRefused, writeMediaDetails } from './admin-data';
import { ALL_FOLDERS, getMediaItem, inLibrary, matchesLibrarySearch, toMediaItem } from './admin-queries';
import { FOLDER_NAME, FOLDER_NAME_MESSAGE, mediaDetailsSchema, PICKER_KINDS } from './admin-schema';
import { ENVELOPE_BYTES } from './upload';

export const apiMediaSchema = z.object({
  id: z.uuid(),
  name: z.string().describe('The file’s name as uploaded.'),
  url: z.string().describe('Where the site serves it.'),
  thumbnailUrl: z.string().describe('The smallest resized copy (the file itself when there is none).'),
  mimeType: z.string().describe('Read from the file’s bytes, never from its name.'),
  isImage: z.boolean(),
  fileSize: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  folder: z.string(),
  tags: z.array(z.string()),
  altText: z.string().nullable(),
  caption: z.string().nullable(),
  blurDataUrl: z.string().nullable().describe('A tiny blurred copy (a data: URL) to show while an image loads.'),
  createdAt: timestamp,
});

const listMediaQuery = listQuery.extend({
  folder: z
    .string()
    .trim()
    .refine((name) => name === ALL_FOLDERS || FOLDER_NAME.test(name), FOLDER_NAME_MESSAGE)
    .optional()
    .describe('One folder (every folder when absent or all).'),
  kind: z.enum(PICKER_KINDS, 'kind is image or pdf.').optional().describe('Images, or PDFs, as the media picker lists them.'),
});

const uploadBody = z.object({
  file: z.file('Choose a file to upload.').describe('An image, video, PDF or Word document, up to the library’s size limit.'),
  folder: z.string(FOLDER_NAME_MESSAGE).optional().describe('The folder (uploads when absent).'),
});

const detailsBody = mediaDetailsSchema.omit({ id: true }).partial().strict();

const notFound = () => new ApiProblem(404, 'There is no file with this id in the media library.');

async function readItem(db: Database, id: string) {
  const found = isUuid(id) ? await getMediaItem(db, id) : null;
  if (!found) throw notFound();
  return found;
}

export const MEDIA_OPERATIONS = [
  operation({
    method: 'GET',
    path: '/media',
    tag: 'Media',
    summary: 'List media files',
    description: 'The media library’s files (never private ones such as CVs), newest first; `q` searches names, alt texts and tags like the library.',
    access: 'editor',
    query: listMediaQuery,
    response: listSchema(apiMediaSchema),
    status: 200,
    problems: [400, 401, 429],
    async run({ db, query }) {
      const kind =
        query.kind === 'pdf' ? eq(mediaFiles.mimeType, 'application/pdf') : query.kind === 'image' ? like(mediaFiles.mimeType, 'image/%') : undefined;
      const folder = query.folder && query.folder !== ALL_FOLDERS ? eq(mediaFiles.folder, query.folder) : undefined;
      const page = await readNewestFirst<typeof mediaFiles.$inferSelect>(
        db,
        mediaFiles,
        mediaFiles,
        [inLibrary, folder, kind, matchesLibrarySearch(query.q ?? '')],
        query,
      );
      return { body: { data: page.rows.map(toMediaItem), nextCursor: page.nextCursor } };
    },
  }),
  operation({
    method: 'GET',
    path: '/media/{id}',
    tag: 'Media',
    summary: 'Read a media file’s details',
    access: 'editor',
    response: apiMediaSchema,
    status: 200,
    problems: [401, 404, 429],
    async run({ db, params }) {
      return item(await readItem(db, params.id!));
    },
  }),
  operation({
    method: 'POST',
    path: '/media',
    tag: 'Media',
    summary: 'Upload a file',
    description:
      'A multipart/form-data form with the file in `file` and, optionally, a `folder`. The same checks as the media library: the size limit (413), the type read from the bytes (an image, video, PDF or Word document; anything else 400).',
    access: 'editor',
    body: uploadBody,
    multipart: { maxBytes: () => env().mediaMaxUploadBytes + ENVELOPE_BYTES, tooLarge: () => sizeRefusal('This file', env().mediaMaxUploadBytes) },
    response: apiMediaSchema,
    status: 201,
    problems: [400, 401, 413, 415, 429],
    async run({ db, key, body, ip }) {
      const maxBytes = env().mediaMaxUploadBytes;
      if (body.file.size > maxBytes) throw new ApiProblem(413, sizeRefusal(body.file.name, maxBytes));
      try {
        const row = await storeMediaUpload(
          db,
          getStorage(),
          keyActor(key!, ip),
          { bytes: Buffer.from(await body.file.arrayBuffer()), originalName: body.file.name, folder: body.folder },
          maxBytes,
        );
        return item(toMediaItem(row), 201, { location: `/api/v1/media/${row.id}` });
      } catch (error) {
        if (!(error instanceof UploadRefused)) throw error;
        throw invalid([{ path: error.message === FOLDER_NAME_MESSAGE ? 'folder' : 'file', message: error.message }]);
      }
    },
  }),
  operation({
    method: 'PATCH',
    path: '/media/{id}',
    tag: 'Media',
    summary: 'Change a file’s alt text, caption or tags',
    description: 'The fields sent replace the file’s, with the media library’s rules. Send If-Match with the ETag you read: 412 if it changed meanwhile.',
    access: 'editor',
    body: detailsBody,
    response: apiMediaSchema,
    status: 200,
    problems: [400, 401, 404, 412, 413, 415, 429],
    async run({ db, key, params, body, sent, ip, ifMatch }) {
      const current = await readItem(db, params.id!);
      checkIfMatch(ifMatch, current);
      const changes = Object.fromEntries(Object.entries(body).flatMap(([name, value]) => (sent.has(name) ? [[name, value ?? undefined]] : [])));
      const merged = mediaDetailsSchema.safeParse({
        altText: current.altText ?? undefined,
        caption: current.caption ?? undefined,
        tags: current.tags,
        ...changes,
        id: current.id,
      });
      if (!merged.success) throw invalid(fieldProblems(merged.error.issues));
      await writeMediaDetails(db, keyActor(key!, ip), merged.data);
      return item(await readItem(db, current.id));
    },
  }),
  operation({
    method: 'DELETE',
    path: '/media/{id}',
    tag: 'Media',
    summary: 'Delete a file',
    description: 'The file and its resized copies. Send If-Match with the ETag you read: 412 if it changed meanwhile.',
    access: 'editor',
    status: 204,
    problems: [401, 404, 412, 429],
    async run({ db, key, params, ip, ifMatch }) {
      const current = await readItem(db, params.id!);
      checkIfMatch(ifMatch, current);
      await removeMediaFiles(db, getStorage(), keyActor(key!, ip), [current.id]);
      return {};
    },
  }),
];
