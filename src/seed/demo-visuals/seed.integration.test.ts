import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEADERS } from '@/content/about';
import { HERO_SLIDES, SAAS_PRODUCTS, TESTIMONIAL_ITEMS } from '@/content/home';
import { SEED_POSTS } from '@/content/posts';
import { SERVICE_SLUGS } from '@/content/services';
import { listMediaLibrary } from '@/features/media/admin-queries';
import { keyFromMediaPath } from '@/features/media/keys';
import { mediaRefSchema } from '@/features/media/media-ref';
import type { Database } from '@/server/db/client';
import { caseStudies, mediaFiles, partners } from '@/server/db/schema';
import { caseStudies as seededStudies, partners as seededPartners } from '@/seed/seed-data';
import { seedDatabase } from '@/seed/seed';
import { createLocalStorage, type Storage } from '@/server/storage';
import { createTestDatabase } from '@/test/database';
import { DEMO_FOLDER, seedDemoVisuals } from './seed';

let db: Database;
let storage: Storage;
let root: string;
let firstRun: Awaited<ReturnType<typeof seedDatabase>>;

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-visuals-'));
  storage = createLocalStorage(root);
  firstRun = await seedDatabase(db, { storage });
}, 120_000);

const storedFiles = () => fs.readdirSync(path.join(root, 'public/media', DEMO_FOLDER));
const demoRows = () => db.select().from(mediaFiles).where(eq(mediaFiles.folder, DEMO_FOLDER));

describe('the demo visuals', () => {
  it('are in the media library: a picture for every case study, service, post, hero slide, product, partner and person', async () => {
    const { visuals } = await seedDemoVisuals(db, storage);
    const people = [...LEADERS.map((leader) => leader.name), ...TESTIMONIAL_ITEMS.map((item) => item.author)];
    const expected = [
      ...seededStudies.map((study) => `case-study:${study.slug}`),
      ...SERVICE_SLUGS.map((slug) => `service:${slug}`),
      ...SEED_POSTS.map((post) => `post:${post.slug}`),
      ...HERO_SLIDES.map((slide) => `hero:${slide.id}`),
      ...SAAS_PRODUCTS.map((product) => `saas:${product.name.toLowerCase()}`),
      ...seededPartners.map((partner) => `partner:${partner.name}`),
      ...people.map((name) => `person:${name}`),
    ];
    expect([...visuals.keys()].sort()).toEqual(expected.sort());
    expect(firstRun.demo_visuals).toBe(expected.length);

    const cover = visuals.get('case-study:kyc-identity-verification')!;
    expect(mediaRefSchema.parse(cover)).toEqual(cover);
    expect([cover.width, cover.height, cover.url]).toEqual([1600, 900, expect.stringMatching(/^\/media\/demo\/[0-9a-f-]{36}\.webp$/)]);
    expect(cover.alt).toMatch(/identity verification/i);
    expect(cover.blurDataUrl).toMatch(/^data:image\/webp;base64,/);
    const portrait = visuals.get('person:Priya Raman')!;
    expect([portrait.width, portrait.height, portrait.alt]).toEqual([512, 512, 'Illustrated portrait of Priya Raman']);
    expect(visuals.get('partner:Vectorly')?.alt).toBe('Vectorly logo');

    // The stored file is the picture the reference describes, served where the reference says.
    const stored = await storage.read(keyFromMediaPath(cover.url.split('/').slice(2))!.key);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 900]);
    // Pictures that are not all the same colour: each draws something.
    const { channels } = await sharp(stored).stats();
    expect(channels.some((channel) => channel.stdev > 15)).toBe(true);
  });

  it('have the resized copies and the blurred placeholder of an upload, and show in the library', async () => {
    const rows = await demoRows();
    const cover = rows.find((row) => row.originalFilename === 'case-study-ai-invoicing-automation.webp')!;
    expect(cover.variants.map((variant) => [variant.width, variant.height])).toEqual([
      [480, 270],
      [960, 540],
    ]);
    for (const variant of cover.variants) expect(await storage.exists(variant.path)).toBe(true);
    expect(rows.every((row) => row.blurDataUrl?.startsWith('data:image/webp;base64,') && row.altText && !row.isPrivate)).toBe(true);
    const library = await listMediaLibrary(db, { folder: DEMO_FOLDER, q: 'portrait', page: 1 });
    expect(library.total).toBe(LEADERS.length + TESTIMONIAL_ITEMS.length);
  });

  it('give the seeded case studies their covers and the partners their logos, once', async () => {
    const studies = await db.select({ slug: caseStudies.slug, imageUrl: caseStudies.imageUrl }).from(caseStudies);
    const rows = await demoRows();
    const urlOf = (filename: string) => `/media/demo/${rows.find((row) => row.originalFilename === filename)!.filename}`;
    for (const study of studies) expect(study.imageUrl).toBe(urlOf(`case-study-${study.slug}.webp`));
    const logos = await db.select({ name: partners.name, logoUrl: partners.logoUrl }).from(partners);
    expect(logos.every((partner) => partner.logoUrl?.startsWith('/media/demo/'))).toBe(true);

    // A picture staff chose is theirs: seeding again neither adds files nor replaces it.
    await db
      .update(caseStudies)
      .set({ imageUrl: '/media/uploads/00000000-0000-4000-8000-000000000000.png' })
      .where(eq(caseStudies.slug, 'b2b-sales-automation'));
    const [rowsBefore, filesBefore] = [(await demoRows()).length, storedFiles().length];
    const again = await seedDatabase(db, { storage });
    expect(again.demo_visuals).toBe(0);
    expect([(await demoRows()).length, storedFiles().length]).toEqual([rowsBefore, filesBefore]);
    const [kept] = await db.select({ imageUrl: caseStudies.imageUrl }).from(caseStudies).where(eq(caseStudies.slug, 'b2b-sales-automation'));
    expect(kept?.imageUrl).toBe('/media/uploads/00000000-0000-4000-8000-000000000000.png');
  });
});
