// The share image route (/og/{payload}.{signature}.png) as social networks fetch it: a 1200x630
// PNG for an address our metadata made, drawn once and then served from the file storage; 404
// for anything else, never a 5xx.
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/og/[image]/route';
import { getSiteInfo } from '@/features/settings/queries';
import { invalidateCacheTags } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { siteSettings } from '@/server/db/schema';
import { env } from '@/server/env';
import { getStorage } from '@/server/storage';
import { createTestDatabase } from '@/test/database';
import { FC_PARAMS, hostileString } from '@/test/hostile';
import { shareImageKey } from './serve-share-image';
import { shareImageUrl } from './share-image-url';

let db: Database;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
});

const get = (name: string) => GET(new Request('http://localhost:3000/og/x'), { params: Promise.resolve({ image: name }) });
const nameOf = (url: string) => url.slice('/og/'.length);
/** Where the route keeps the image of `name` for the current company name. */
const keyOf = async (name: string) => shareImageKey(name.split('.')[0]!, (await getSiteInfo()).companyName);
const storedImages = () => {
  const folder = path.join(env().dataDir, 'media', 'public', 'share-images');
  return fs.existsSync(folder) ? fs.readdirSync(folder).map((file) => path.join(folder, file)) : [];
};

async function pngOf(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  const { format, width, height } = await sharp(bytes).metadata();
  return { bytes, format, width, height };
}

describe('the share image route', () => {
  it('answers a 1200x630 PNG, cached for a year, and keeps it in the storage', async () => {
    const response = await get(nameOf(shareImageUrl({ title: 'How We Build AI Agents That Survive Production', label: 'Insights' })));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await pngOf(response)).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(storedImages()).toHaveLength(1);
  });

  it('serves the stored image afterwards instead of drawing it again', async () => {
    const name = nameOf(shareImageUrl({ title: 'Served From Storage' }));
    expect((await get(name)).status).toBe(200);
    const key = await keyOf(name);
    expect(await getStorage().exists(key)).toBe(true);
    // Put a different picture in its place: the route must answer with it, not with a new drawing.
    const marker = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    await getStorage().put(key, marker, { contentType: 'image/png' });
    const again = await pngOf(await get(name));
    expect(again.bytes.equals(marker)).toBe(true);
  });

  it('draws long, accented and non-Latin titles, and titles with characters Inter lacks (emoji, Chinese)', async () => {
    const titles = [
      'A ninety character title about shipping machine learning systems that keep working in prod',
      'Über naïve café — “quotes”',
      'Привет мир, Γειά σου κόσμε',
      'Launch 🚀 day in 中文',
      'x'.repeat(300),
    ];
    for (const title of titles) {
      const response = await get(nameOf(shareImageUrl({ title, label: 'Case study' })));
      expect(response.status, title).toBe(200);
      expect(await pngOf(response), title).toMatchObject({ format: 'png', width: 1200, height: 630 });
    }
  });

  it('draws the image again for a renamed company, at the same address', async () => {
    const name = nameOf(shareImageUrl({ title: 'Renamed' }));
    const before = await pngOf(await get(name));
    const count = storedImages().length;
    await db
      .insert(siteSettings)
      .values({ key: 'company_name', value: 'Bright Forge' })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: 'Bright Forge' } });
    invalidateCacheTags('site');
    const after = await pngOf(await get(name));
    expect(storedImages()).toHaveLength(count + 1);
    expect(await getStorage().exists(await keyOf(name))).toBe(true);
    expect(after.bytes.equals(before.bytes)).toBe(false);
  });

  it('answers 404 to a changed signature, a changed title and garbage', async () => {
    const name = nameOf(shareImageUrl({ title: 'About Us' }));
    const [payload, signature] = name.slice(0, -'.png'.length).split('.') as [string, string];
    const changedSignature = `${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}.png`;
    const changedTitle = `${Buffer.from(JSON.stringify([1, 'Buy cheap pills'])).toString('base64url')}.${signature}.png`;
    const before = storedImages().length;
    for (const bad of [changedSignature, changedTitle, `${payload}.png`, `${payload}.${signature}.jpg`, 'favicon.ico', '']) {
      const response = await get(bad);
      expect(response.status, bad).toBe(404);
      expect(response.headers.get('cache-control'), bad).toBe('no-store');
    }
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileString,
          hostileString.map((text) => `${text}.png`),
          fc.base64String().map((text) => `${text}.${text}.png`),
        ),
        async (image) => {
          expect((await get(image)).status).toBe(404);
        },
      ),
      FC_PARAMS,
    );
    expect(storedImages()).toHaveLength(before);
  });
});
