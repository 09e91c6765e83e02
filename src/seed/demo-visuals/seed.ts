// Puts the demo visuals (catalog.ts) into the media library, as an upload would: the file and its
// resized WebP copies in storage, a media_files row with its size, alt text and blurred
// placeholder, all in the folder 'demo'. Runs with the rest of the demo content (seed/seed.ts);
// a visual already in the library (same folder and file name) is kept, so a second run adds nothing.
// Then the seeded case studies and partners without a picture get theirs.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { caseStudies, mediaFiles, partners, type MediaVariant } from '@/server/db/schema';
import type { Storage } from '@/server/storage';
import { describeImage } from '@/features/media/images';
import { mediaKey, publicMediaUrl } from '@/features/media/keys';
import type { MediaRef } from '@/features/media/media-ref';
import { demoVisuals, renderVisual, type DemoVisual } from './catalog';

export const DEMO_FOLDER = 'demo';

export type VisualKey =
  `case-study:${string}` | `service:${string}` | `post:${string}` | `hero:${string}` | `saas:${string}` | `partner:${string}` | `person:${string}`;
/** The seeded visuals by key (catalog.ts lists the keys), ready to put in a block. */
export type DemoVisualLookup = ReadonlyMap<VisualKey, MediaRef>;

/** Two at a time: sharp spreads each image over the cores itself; more at once only adds memory. */
const AT_ONCE = 2;

type Row = typeof mediaFiles.$inferSelect;

const refOf = (row: Row): MediaRef => ({
  id: row.id,
  url: publicMediaUrl(row.filePath)!,
  width: row.width!,
  height: row.height!,
  alt: row.altText ?? '',
  ...(row.blurDataUrl ? { blurDataUrl: row.blurDataUrl } : {}),
});

/** Renders and stores one visual; returns the row to insert and the keys it stored (to remove them if the insert fails). */
async function storeVisual(storage: Storage, visual: DemoVisual, stored: string[]): Promise<typeof mediaFiles.$inferInsert> {
  const bytes = await renderVisual(visual);
  const image = await describeImage(bytes, { extension: visual.format });
  const id = randomUUID();
  const key = mediaKey(DEMO_FOLDER, `${id}.${visual.format}`);
  await storage.put(key, bytes, { contentType: `image/${visual.format}` });
  stored.push(key);
  const variants: MediaVariant[] = [];
  for (const variant of image.variants) {
    const path = mediaKey(DEMO_FOLDER, `${id}-w${variant.width}.${variant.format}`);
    await storage.put(path, variant.body, { contentType: 'image/webp' });
    stored.push(path);
    variants.push({ width: variant.width, height: variant.height, format: variant.format, size: variant.body.length, path });
  }
  return {
    id,
    filename: `${id}.${visual.format}`,
    originalFilename: visual.filename,
    filePath: key,
    fileSize: bytes.length,
    mimeType: `image/${visual.format}`,
    folder: DEMO_FOLDER,
    tags: ['demo', visual.key.split(':')[0]!],
    altText: visual.alt,
    width: image.width,
    height: image.height,
    variants,
    blurDataUrl: image.blurDataUrl,
  };
}

/**
 * Makes the demo visuals missing from the media library and returns every one of them by key,
 * e.g. `visuals.get('service:ai-automation')`. Takes a few seconds on two cores (41 pictures).
 */
export async function seedDemoVisuals(db: Database, storage: Storage): Promise<{ visuals: DemoVisualLookup; inserted: number }> {
  const catalog = demoVisuals();
  const existing = await db
    .select()
    .from(mediaFiles)
    .where(
      and(
        eq(mediaFiles.folder, DEMO_FOLDER),
        eq(mediaFiles.isPrivate, false),
        inArray(
          mediaFiles.originalFilename,
          catalog.map((visual) => visual.filename),
        ),
      ),
    );
  const byFilename = new Map(existing.map((row) => [row.originalFilename, row]));
  const missing = catalog.filter((visual) => !byFilename.has(visual.filename));

  const stored: string[] = [];
  try {
    const rows: (typeof mediaFiles.$inferInsert)[] = [];
    for (let i = 0; i < missing.length; i += AT_ONCE) {
      rows.push(...(await Promise.all(missing.slice(i, i + AT_ONCE).map((visual) => storeVisual(storage, visual, stored)))));
    }
    if (rows.length) for (const row of await db.insert(mediaFiles).values(rows).returning()) byFilename.set(row.originalFilename, row);
  } catch (error) {
    await Promise.all(stored.map((key) => storage.remove(key).catch(() => undefined)));
    throw error;
  }

  const visuals = new Map<VisualKey, MediaRef>();
  for (const visual of catalog) visuals.set(visual.key as VisualKey, refOf(byFilename.get(visual.filename)!));
  await giveCoversAndLogos(db, visuals);
  return { visuals, inserted: missing.length };
}

/** Case studies and partners whose picture is empty get the demo one made for them (a picture staff chose stays). */
async function giveCoversAndLogos(db: Database, visuals: DemoVisualLookup) {
  const empty = (column: typeof caseStudies.imageUrl | typeof partners.logoUrl) => or(isNull(column), eq(column, ''));
  await db.transaction(async (tx) => {
    for (const [key, ref] of visuals) {
      const [kind, name] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
      if (kind === 'case-study')
        await tx
          .update(caseStudies)
          .set({ imageUrl: ref.url })
          .where(and(eq(caseStudies.slug, name), empty(caseStudies.imageUrl)));
      if (kind === 'partner')
        await tx
          .update(partners)
          .set({ logoUrl: ref.url })
          .where(and(eq(partners.name, name), empty(partners.logoUrl)));
    }
  });
}
