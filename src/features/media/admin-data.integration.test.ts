import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CrudError, type CrudActor } from '@/features/admin/crud/server';
import type { Database } from '@/server/db/client';
import { auditLog, mediaFiles } from '@/server/db/schema';
import { createLocalStorage, type Storage } from '@/server/storage';
import { createTestDatabase } from '@/test/database';
import { staffActor } from '@/test/staff';
import { removeMediaFiles, storeMediaUpload, UploadRefused, writeMediaDetails, writeMediaFolder } from './admin-data';
import { listImagesWithoutAlt, listMediaFolders, listMediaLibrary, listPickerFiles } from './admin-queries';
import { createFolderSchema, mediaDetailsSchema } from './admin-schema';

const LIMIT = 2 * 1024 * 1024;
let db: Database;
let storage: Storage;
let root: string;
let actor: CrudActor;

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'media-test-'));
  storage = createLocalStorage(root);
  actor = await staffActor(db, 'Erin', 'editor', '192.0.2.9');
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
const storedFiles = () =>
  fs.existsSync(path.join(root, 'public'))
    ? fs
        .readdirSync(path.join(root, 'public/media'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
    : [];
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof UploadRefused || error instanceof CrudError ? error.message : Promise.reject(error)),
  );
const all = { folder: 'all', q: '', page: 1 };

describe('uploads', () => {
  it('stores an image under a generated name with its dimensions and WebP copies narrower than it', async () => {
    const row = await storeMediaUpload(db, storage, actor, { bytes: await png(1200, 800), originalName: 'Team photo.png' }, LIMIT);
    expect(row).toMatchObject({ originalFilename: 'Team photo.png', folder: 'uploads', mimeType: 'image/png', width: 1200, height: 800, isPrivate: false });
    expect(row.filePath).toMatch(/^public\/media\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(row.variants.map((v) => [v.width, v.height, v.format])).toEqual([
      [480, 320, 'webp'],
      [960, 640, 'webp'],
    ]);
    for (const variant of row.variants) {
      const meta = await sharp(await storage.read(variant.path)).metadata();
      expect([meta.format, meta.width, meta.height, variant.size]).toEqual(['webp', variant.width, variant.height, (await storage.read(variant.path)).length]);
    }
    expect(await storage.read(row.filePath)).toHaveLength(row.fileSize);
    // The picker copies the blurred placeholder into the page's image reference.
    expect(row.blurDataUrl).toMatch(/^data:image\/webp;base64,/);
    const [picked] = await listPickerFiles(db, 'Team photo');
    expect(picked).toMatchObject({ id: row.id, blurDataUrl: row.blurDataUrl, width: 1200, height: 800 });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(audit).toMatchObject({ action: 'media_file.upload', actorEmail: 'erin@axionlabs.dev' });
  });

  it('keeps small images, SVGs and documents without copies; PDFs and DOCX have no dimensions', async () => {
    const small = await storeMediaUpload(db, storage, actor, { bytes: await png(300, 200), originalName: 'icon.png', folder: 'logos' }, LIMIT);
    expect([small.width, small.height, small.variants]).toEqual([300, 200, []]);
    const svg = await storeMediaUpload(
      db,
      storage,
      actor,
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><script>alert(1)</script></svg>'),
        originalName: 'logo.svg',
        folder: 'logos',
      },
      LIMIT,
    );
    expect([svg.mimeType, svg.width, svg.height, svg.variants, svg.blurDataUrl]).toEqual(['image/svg+xml', 64, 32, [], null]);
    const pdf = await storeMediaUpload(db, storage, actor, { bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), originalName: 'brochure.pdf' }, LIMIT);
    expect([pdf.mimeType, pdf.width, pdf.filePath.endsWith('.pdf')]).toEqual(['application/pdf', null, true]);
  });

  it('refuses by content and size with messages naming the file, storing nothing', async () => {
    const rowsBefore = await db.$count(mediaFiles);
    const filesBefore = storedFiles().length;
    const executable = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00', 'latin1'), Buffer.alloc(200)]);
    expect(await refusal(storeMediaUpload(db, storage, actor, { bytes: executable, originalName: 'setup.png' }, LIMIT))).toBe(
      '"setup.png" is not an image, video, PDF or Word document.',
    );
    expect(await refusal(storeMediaUpload(db, storage, actor, { bytes: Buffer.alloc(LIMIT + 1, 1), originalName: 'big.mov' }, LIMIT))).toBe(
      '"big.mov" is larger than the 2 MB limit.',
    );
    expect(await refusal(storeMediaUpload(db, storage, actor, { bytes: Buffer.alloc(0), originalName: 'empty.pdf' }, LIMIT))).toBe('"empty.pdf" is empty.');
    // PNG bytes at the start, garbage after: sharp cannot read it.
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 7)]);
    expect(await refusal(storeMediaUpload(db, storage, actor, { bytes: broken, originalName: 'broken.png' }, LIMIT))).toBe(
      '"broken.png" could not be read as an image.',
    );
    expect(await refusal(storeMediaUpload(db, storage, actor, { bytes: await png(10, 10), originalName: 'x.png', folder: '../private' }, LIMIT))).toMatch(
      /^Folder names use lowercase letters/,
    );
    expect(await db.$count(mediaFiles)).toBe(rowsBefore);
    expect(storedFiles()).toHaveLength(filesBefore);
  });
});

describe('the library', () => {
  it('lists a folder newest first (uploads by default), searches name, alt text and tags, and reports images without alt text', async () => {
    const uploads = await listMediaLibrary(db, { folder: 'uploads', q: '', page: 1 });
    expect(uploads.items.map((item) => item.name)).toEqual(['brochure.pdf', 'Team photo.png']);
    const photo = uploads.items[1]!;
    expect(photo.url).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(photo.thumbnailUrl).toMatch(/-w480\.webp$/);
    expect((await listMediaLibrary(db, { folder: 'logos', q: '', page: 1 })).items.map((item) => item.name)).toEqual(['logo.svg', 'icon.png']);

    expect((await listImagesWithoutAlt(db)).map((item) => item.name).sort()).toEqual(['Team photo.png', 'icon.png', 'logo.svg']);
    await writeMediaDetails(
      db,
      actor,
      mediaDetailsSchema.parse({ id: photo.id, altText: ' The team on the office roof ', caption: 'Summer 2026', tags: 'Team, office, team' }),
    );
    expect((await listImagesWithoutAlt(db)).map((item) => item.name)).not.toContain('Team photo.png');
    const [saved] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, photo.id));
    expect([saved!.altText, saved!.caption, saved!.tags]).toEqual(['The team on the office roof', 'Summer 2026', ['team', 'office']]);

    for (const q of ['team photo', 'ROOF', 'offi'])
      expect(
        (await listMediaLibrary(db, { ...all, q })).items.map((item) => item.name),
        q,
      ).toEqual(['Team photo.png']);
    expect((await listMediaLibrary(db, { ...all, q: '100%' })).items).toEqual([]);
    expect((await listPickerFiles(db, '')).map((item) => item.name).sort()).toEqual(['Team photo.png', 'icon.png', 'logo.svg']);
    // The Settings' download fields pick PDFs: the uploaded brochure, no image.
    expect((await listPickerFiles(db, '', 'pdf')).map((item) => item.name)).toEqual(['brochure.pdf']);
  });

  it('creates folders once; the folder buttons list uploads first', async () => {
    await writeMediaFolder(db, actor, 'case-studies');
    expect(await refusal(writeMediaFolder(db, actor, 'case-studies'))).toBe('A folder with this name already exists.');
    expect(await refusal(writeMediaFolder(db, actor, 'logos'))).toBe('A folder with this name already exists.');
    expect(createFolderSchema.safeParse({ name: 'all' }).error?.issues[0]?.message).toBe(
      'The name "all" is taken by the All folders button. Choose another name.',
    );
    expect(createFolderSchema.safeParse({ name: 'Case Studies' }).error?.issues[0]?.message).toMatch(/^Folder names use lowercase letters/);
    expect(await listMediaFolders(db)).toEqual(['uploads', 'case-studies', 'logos']);
  });

  it('deletes the selected rows and their stored files and copies; private files are out of reach', async () => {
    const [photo, pdf] = (await listMediaLibrary(db, { folder: 'uploads', q: '', page: 1 })).items.reverse();
    const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, photo!.id));
    const paths = [row!.filePath, ...row!.variants.map((v) => v.path)];
    expect(await removeMediaFiles(db, storage, actor, [photo!.id, pdf!.id])).toBe(2);
    for (const key of paths) expect(await storage.exists(key)).toBe(false);
    expect((await listMediaLibrary(db, { folder: 'uploads', q: '', page: 1 })).items).toEqual([]);
    expect(await refusal(removeMediaFiles(db, storage, actor, [photo!.id]))).toBe('These files no longer exist. Reload the page.');

    const [cv] = await db
      .insert(mediaFiles)
      .values({
        filename: 'cv.pdf',
        originalFilename: 'cv.pdf',
        filePath: 'private/applications/cv.pdf',
        fileSize: 10,
        mimeType: 'application/pdf',
        folder: 'applications',
        isPrivate: true,
      })
      .returning();
    expect(await refusal(removeMediaFiles(db, storage, actor, [cv!.id]))).toBe('These files no longer exist. Reload the page.');
    expect(await db.$count(mediaFiles, eq(mediaFiles.id, cv!.id))).toBe(1);
    expect((await listMediaLibrary(db, all)).items.map((item) => item.name)).not.toContain('cv.pdf');
    expect(await db.$count(auditLog, eq(auditLog.action, 'media_file.delete'))).toBe(2);
  });
});
