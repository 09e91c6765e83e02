// The Partnership Guide: seeded as a private PDF behind the partnership_guide_file setting, telling
// what the seeded /partners page tells, downloaded through /partnership-guide; without a file, the
// button's route asks for the guide through the contact form.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getFile } from '@/app/api/files/[id]/route';
import { GET as getGuide } from '@/app/partnership-guide/route';
import type { Block, BlockOf } from '@/features/blocks/registry';
import { getSiteInfo } from '@/features/settings/queries';
import { clearCache } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { mediaFiles, pages, siteSettings } from '@/server/db/schema';
import { seedDatabase, seedIfEmpty } from '@/seed/seed';
import { COMPANY } from '@/seed/seed-data';
import { getStorage } from '@/server/storage';
import { createTestDatabase } from '@/test/database';
import { temporaryDataDir } from '@/test/data-dir';

const dataDir = temporaryDataDir('partnership-guide-');
let db: Database;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
  await seedIfEmpty(db, { storage: getStorage() });
});

async function guideSetting() {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, 'partnership_guide_file'));
  return row!;
}

/** A block of the seeded /partners page, by its type and anchor. */
async function partnersBlock<T extends Block['type']>(type: T, anchor?: string): Promise<BlockOf<T>> {
  const [page] = await db.select({ blocks: pages.blocks }).from(pages).where(eq(pages.slug, 'partners'));
  const block = (page!.blocks as Block[]).find((b) => b.type === type && (anchor === undefined || ('anchor' in b && b.anchor === anchor)));
  if (!block) throw new Error(`/partners has no ${type} block ${anchor ?? ''}`);
  return block as BlockOf<T>;
}

/** The PDF's text as a reader sees it, with line breaks and repeated spaces as single spaces. */
function pdfText(pdf: Buffer) {
  const file = path.join(dataDir(), 'guide.pdf');
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
}

describe('the Partnership Guide', () => {
  it('is seeded as a private PDF in the media library, named for what it is, behind a media setting', async () => {
    const setting = await guideSetting();
    expect(setting.type).toBe('media');
    expect(setting.description).toMatch(/Download Partnership Guide/);
    const [file] = await db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.id, String(setting.value)));
    expect(file).toMatchObject({ originalFilename: 'Axion Labs Partnership Guide.pdf', mimeType: 'application/pdf', isPrivate: true, folder: 'partners' });
    expect((await getSiteInfo()).partnershipGuideFileId).toBe(file!.id);
  });

  it('tells the programs, benefits, process and contact details of the /partners page', async () => {
    const setting = await guideSetting();
    const [file] = await db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.id, String(setting.value)));
    const text = pdfText(await getStorage().read(file!.filePath));
    expect(text).toContain('Axion Labs Partnership Guide');
    const [hero, types, benefits, process, cta] = await Promise.all([
      partnersBlock('hero'),
      partnersBlock('cardGrid', 'partnership-types'),
      partnersBlock('cardGrid', 'benefits'),
      partnersBlock('process'),
      partnersBlock('cta'),
    ]);
    for (const card of types.cards) {
      expect(text).toContain(card.title);
      expect(text).toContain(card.text);
      for (const benefit of card.features) expect(text).toContain(benefit);
    }
    for (const card of benefits.cards) expect(text).toContain(card.title);
    process.steps.forEach((step, index) => expect(text).toContain(`${index + 1}. ${step.title}`));
    for (const stat of hero.stats) expect(text).toContain(`${stat.value} ${stat.label.toLowerCase()}`);
    expect(text).toContain(cta.text);
    expect(text).toContain(COMPANY.email);
    expect(text).toContain(COMPANY.phone);
  });

  it('/partnership-guide hands out a short-lived signed link that downloads it as an attachment', async () => {
    const redirect = await getGuide();
    expect(redirect.status).toBe(302);
    const location = redirect.headers.get('location')!;
    expect(location).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/);
    expect(redirect.headers.get('cache-control')).toBe('no-store');

    const id = location.match(/files\/([0-9a-f-]{36})/)![1]!;
    const download = await getFile(new Request(`http://localhost:3000${location}`), { params: Promise.resolve({ id }) });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Axion Labs Partnership Guide\.pdf"/);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('is left alone by a later seed once staff point the setting to their own file, and a blank setting asks for it by contact form', async () => {
    const [own] = await db
      .insert(mediaFiles)
      .values({
        filename: 'ours.pdf',
        originalFilename: 'Our partner deck.pdf',
        filePath: 'private/partners/ours.pdf',
        fileSize: 10,
        mimeType: 'application/pdf',
        folder: 'partners',
        isPrivate: true,
      })
      .returning();
    await db.update(siteSettings).set({ value: own!.id }).where(eq(siteSettings.key, 'partnership_guide_file'));
    const filesBefore = await db.select({ id: mediaFiles.id }).from(mediaFiles);

    expect((await seedDatabase(db, { storage: getStorage() })).partnershipGuide).toBe(0);
    expect((await guideSetting()).value).toBe(own!.id);
    expect(await db.select({ id: mediaFiles.id }).from(mediaFiles)).toHaveLength(filesBefore.length);

    await db.update(siteSettings).set({ value: '' }).where(eq(siteSettings.key, 'partnership_guide_file'));
    clearCache();
    expect((await getSiteInfo()).partnershipGuideFileId).toBe('');
    const fallback = await getGuide();
    expect(fallback.status).toBe(302);
    expect(fallback.headers.get('location')).toBe('/contact?partnership=guide');
  });
});
