import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const STUDY = '/case-studies/kyc-identity-verification';
const optimized = (url: string, width = 640) => `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=75`;

test('a case study shows its cover: an <img> with size and alt text, in the HTML, served as AVIF or WebP at the width the layout needs', async ({
  page,
  request,
}) => {
  // Without JavaScript: the image is in the HTML as sent, with its size, so the page never moves.
  const html = await (await request.get(STUDY)).text();
  const tag = html.match(/<img [^>]*alt="Illustration of identity verification[^"]*"[^>]*>/)?.[0];
  expect(tag).toMatch(/ width="1600"/);
  expect(tag).toMatch(/ height="900"/);
  expect(tag).toMatch(/srcSet="[^"]*\/_next\/image\?url=%2Fmedia%2Fdemo%2F[0-9a-f-]{36}\.webp&amp;w=640&amp;q=75 640w/);
  // The blurred placeholder is painted behind it until it arrives.
  expect(tag).toMatch(/background-image:url\(&quot;data:image\/svg\+xml/);

  const images: { url: string; type: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/_next/image')) images.push({ url: response.url(), type: response.headers()['content-type'] });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(STUDY);
  const cover = page.getByRole('main').getByRole('img', { name: /^Illustration of identity verification/ });
  await expect(cover).toHaveAttribute('width', '1600');
  await expect(cover).toHaveAttribute('height', '900');
  // The browser reads the placeholder (an SVG blurring the stored 16 px WebP) as the background.
  expect(await cover.evaluate((img) => getComputedStyle(img).backgroundImage)).toMatch(/^url\("data:image\/svg\+xml/);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // A phone gets a copy about as wide as its screen, not the 1600 px original.
  const chosen = new URL(await cover.evaluate((img: HTMLImageElement) => img.currentSrc));
  expect(Number(chosen.searchParams.get('w'))).toBeLessThanOrEqual(828);
  const served = images.find((image) => image.url === chosen.href);
  expect(served?.type).toMatch(/^image\/(avif|webp)$/);
  // The box keeps its shape while loading: the image fills the content column.
  const box = await cover.boundingBox();
  expect(box!.width).toBeGreaterThan(340);
  expect(box!.height).toBeGreaterThan(box!.width * 0.5);
});

test('the image optimizer takes the media library’s public files only: private files and other addresses are refused', async ({ request }) => {
  const cover = decodeURIComponent((await (await request.get(STUDY)).text()).match(/%2Fmedia%2Fdemo%2F[0-9a-f-]{36}\.webp/)![0]);
  const ok = await request.get(optimized(cover), { headers: { accept: 'image/avif,image/webp,*/*' } });
  expect(ok.status()).toBe(200);
  expect(ok.headers()['content-type']).toBe('image/avif');
  expect((await request.get(optimized(cover), { headers: { accept: 'image/webp,*/*' } })).headers()['content-type']).toBe('image/webp');

  // The demo portfolio: a private PDF in storage, and a valid signed link to it.
  const [portfolio] = fs.readdirSync(path.join(process.env.E2E_DATA_DIR!, 'media/private/portfolio'));
  const signed = (await request.get('/portfolio', { maxRedirects: 0 })).headers().location!;
  const attempts = [
    signed,
    `/media/private/portfolio/${portfolio}`,
    `/media/private/${portfolio}`,
    `/media/../private/portfolio/${portfolio}`,
    `/media/%2e%2e/private/portfolio/${portfolio}`,
    `/media/demo/..%2F..%2Fprivate%2Fportfolio%2F${portfolio}`,
    `${cover}?download=1`,
    'https://example.com/photo.png',
  ];
  for (const url of attempts) {
    const answer = await request.get(optimized(url));
    expect([400, 404], url).toContain(answer.status());
    expect((await answer.body()).subarray(0, 5).toString(), url).not.toBe('%PDF-');
  }
});
