// The media library through the content API: a real PNG uploaded as multipart is stored through
// the storage layer with the library's checks; what the library refuses, the API refuses with the
// same sentence; list, details, If-Match and delete.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiKey } from '@/features/api-keys/keys';
import { openApiDocument } from '@/features/api/openapi';
import type { Database } from '@/server/db/client';
import { auditLog, mediaFiles } from '@/server/db/schema';
import { getStorage } from '@/server/storage';
import { callApi as call, dataOf } from '@/test/api-client';
import { createTestDatabase } from '@/test/database';
import { commentSvg, hugePng, nestedSvg } from '@/test/hostile-files';

let db: Database;
let editorKey: string;

beforeAll(async () => {
  // A small limit, so that a file over it is quick to make.
  vi.stubEnv('MEDIA_MAX_UPLOAD_MB', '1');
  db = (await createTestDatabase()).db;
  editorKey = (await createApiKey(db, { id: null, name: 'Command line' }, { name: 'Asset sync', role: 'editor' })).key;
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

function form(bytes: Buffer | string, name: string, fields: Record<string, string> = {}) {
  const body = new FormData();
  body.set('file', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type: 'image/png' }));
  for (const [field, value] of Object.entries(fields)) body.set(field, value);
  return body;
}

describe('media uploads', () => {
  it('a real PNG uploads (201, Location): measured, resized, stored, audited under the key’s name', async () => {
    const created = await call('POST', '/media', { key: editorKey, form: form(await png(1200, 800), 'Team photo.png', { folder: 'team' }) });
    expect(created.status).toBe(201);
    const id = created.json!.id as string;
    expect(created.headers.get('location')).toBe(`/api/v1/media/${id}`);
    expect(created.json).toMatchObject({ name: 'Team photo.png', mimeType: 'image/png', isImage: true, width: 1200, height: 800, folder: 'team' });
    const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
    expect(row!.variants.length).toBeGreaterThan(0);
    expect(await getStorage().read(row!.filePath)).toHaveLength(row!.fileSize);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toMatchObject({ action: 'media_file.upload', actorKind: 'api_key', actorEmail: 'Asset sync' });
  });

  it('a text file named .png is refused with the library’s sentence, and nothing is stored', async () => {
    const before = await db.select({ id: mediaFiles.id }).from(mediaFiles);
    const refused = await call('POST', '/media', { key: editorKey, form: form('just some notes, not an image', 'notes.png') });
    expect(refused).toMatchObject({ status: 400, json: { detail: '"notes.png" is not an image, video, PDF or Word document.', errors: [{ path: 'file' }] } });
    expect(await db.select({ id: mediaFiles.id }).from(mediaFiles)).toHaveLength(before.length);
  });

  it('an image that would cost hundreds of MB to decode, or an SVG too complex to read, is refused with a sentence, quickly, and nothing is stored', async () => {
    const before = await db.select({ id: mediaFiles.id }).from(mediaFiles);
    // 49 KB declaring 20,000 x 20,000 pixels.
    const start = performance.now();
    const bomb = await call('POST', '/media', { key: editorKey, form: form(await hugePng(20_000, 20_000), 'poster.png') });
    expect(bomb).toMatchObject({
      status: 400,
      json: { detail: '"poster.png" is 20,000 x 20,000 pixels; the media library takes images of up to 50 megapixels.', errors: [{ path: 'file' }] },
    });
    const nested = await call('POST', '/media', { key: editorKey, form: form(nestedSvg(5000), 'logo.svg') });
    expect(nested).toMatchObject({
      status: 400,
      json: { detail: '"logo.svg" nests its elements more than 128 deep, more than the media library reads in an SVG.' },
    });
    const comments = await call('POST', '/media', { key: editorKey, form: form(commentSvg(30), 'icon.svg') });
    expect(comments).toMatchObject({ status: 400, json: { detail: '"icon.svg" is not an image, video, PDF or Word document.' } });
    // Measured about 0.1 s for the three; the comments alone took the old check minutes.
    expect(performance.now() - start).toBeLessThan(5000);
    expect(await db.select({ id: mediaFiles.id }).from(mediaFiles)).toHaveLength(before.length);
  });

  it('the OpenAPI document describes the upload as multipart/form-data with a binary file', () => {
    const paths = openApiDocument().paths as Record<
      string,
      Record<string, { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> } }>
    >;
    const upload = paths['/media']!.post!.requestBody!.content['multipart/form-data']!.schema;
    expect(upload.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(upload.required).toEqual(['file']);
  });

  it('413 over the library’s limit, 415 for JSON, 400 without a file or with a bad folder; no key 401', async () => {
    const large = Buffer.concat([await png(10, 10), Buffer.alloc(1024 * 1024)]);
    expect(await call('POST', '/media', { key: editorKey, form: form(large, 'huge.png') })).toMatchObject({
      status: 413,
      json: { detail: '"huge.png" is larger than the 1 MB limit.' },
    });
    const declared = await call('POST', '/media', { key: editorKey, form: form('x', 'x.png'), headers: { 'content-length': String(3 * 1024 * 1024) } });
    expect(declared).toMatchObject({ status: 413, json: { detail: '"This file" is larger than the 1 MB limit.' } });
    expect((await call('POST', '/media', { key: editorKey, body: { file: 'aGVsbG8=' } })).status).toBe(415);
    const noFile = new FormData();
    noFile.set('file', 'not a file');
    expect(await call('POST', '/media', { key: editorKey, form: noFile })).toMatchObject({
      status: 400,
      json: { errors: [{ path: 'file', message: 'Choose a file to upload.' }] },
    });
    expect(await call('POST', '/media', { key: editorKey, form: form(await png(20, 20), 'a.png', { folder: 'Bad Folder' }) })).toMatchObject({
      status: 400,
      json: { errors: [{ path: 'folder' }] },
    });
    expect((await call('POST', '/media', { form: form(await png(20, 20), 'a.png') })).status).toBe(401);
  });
});

describe('media reads and changes', () => {
  it('lists newest first by folder, kind and search; never public; details with the library’s rules; delete with If-Match', async () => {
    expect((await call('GET', '/media')).status).toBe(401);
    const logo = await call('POST', '/media', { key: editorKey, form: form(await png(64, 64), 'acme-logo.png', { folder: 'logos' }) });
    const id = logo.json!.id as string;
    expect(dataOf(await call('GET', '/media?folder=logos', { key: editorKey })).map((file) => file.name)).toEqual(['acme-logo.png']);
    expect(dataOf(await call('GET', '/media?q=team', { key: editorKey })).map((file) => file.name)).toEqual(['Team photo.png']);
    expect(dataOf(await call('GET', '/media?kind=pdf', { key: editorKey }))).toEqual([]);
    expect(dataOf(await call('GET', '/media?limit=1', { key: editorKey })).map((file) => file.name)).toEqual(['acme-logo.png']);
    expect((await call('GET', '/media?folder=../etc', { key: editorKey })).status).toBe(400);

    const read = await call('GET', `/media/${id}`, { key: editorKey });
    const changed = await call('PATCH', `/media/${id}`, {
      key: editorKey,
      body: { altText: 'Acme logo', tags: 'Brand, brand, logo' },
      headers: { 'if-match': read.headers.get('etag')! },
    });
    expect(changed).toMatchObject({ status: 200, json: { altText: 'Acme logo', tags: ['brand', 'logo'], caption: null } });
    expect(await call('PATCH', `/media/${id}`, { key: editorKey, body: { altText: 'x'.repeat(301) } })).toMatchObject({
      status: 400,
      json: { errors: [{ path: 'altText', message: 'Use at most 300 characters for the alt text.' }] },
    });

    expect((await call('DELETE', `/media/${id}`, { key: editorKey, headers: { 'if-match': read.headers.get('etag')! } })).status).toBe(412);
    const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
    expect((await call('DELETE', `/media/${id}`, { key: editorKey, headers: { 'if-match': changed.headers.get('etag')! } })).status).toBe(204);
    expect((await call('GET', `/media/${id}`, { key: editorKey })).status).toBe(404);
    await expect(getStorage().read(row!.filePath)).rejects.toThrow();
  });
});
