// What a social network reads when a page is shared: og:image and twitter:image name a generated
// 1200x630 PNG of the page's title, which the server answers (through its request guard and proxy)
// and caches for a year; an address we did not make is a 404.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';

const PAGES = ['/', '/services/ai-automation', '/case-studies/kyc-identity-verification', '/careers/apply', '/privacy'];

async function metaOf(html: string, attribute: 'property' | 'name', key: string): Promise<string | undefined> {
  const tag = html.match(new RegExp(`<meta [^>]*${attribute}="${key}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1]?.replaceAll('&amp;', '&');
}

test('every page shares a generated 1200x630 PNG of its title, as a large card', async ({ request, baseURL }) => {
  const seen = new Set<string>();
  for (const path of PAGES) {
    // As a crawler reads it: the HTML as sent, no JavaScript.
    const html = await (await request.get(path)).text();
    const image = await metaOf(html, 'property', 'og:image');
    expect(image, path).toMatch(new RegExp(`^${baseURL}/og/[\\w-]+\\.[\\w-]+\\.png$`));
    expect(await metaOf(html, 'property', 'og:image:width'), path).toBe('1200');
    expect(await metaOf(html, 'property', 'og:image:height'), path).toBe('630');
    expect(await metaOf(html, 'property', 'og:image:alt'), path).toBe(await metaOf(html, 'property', 'og:title'));
    expect(await metaOf(html, 'name', 'twitter:card'), path).toBe('summary_large_image');
    expect(await metaOf(html, 'name', 'twitter:image'), path).toBe(image);
    expect(seen.has(image!), `${path} shares the image of another page`).toBe(false);
    seen.add(image!);

    const response = await request.get(image!);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const bytes = await response.body();
    expect(await sharp(bytes).metadata(), path).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // Drawn once: the second answer is the stored file.
    expect((await (await request.get(image!)).body()).equals(bytes), path).toBe(true);
  }
});

test('an image address we did not sign is a 404, never a drawing nor a 5xx', async ({ request }) => {
  const html = await (await request.get('/about')).text();
  const image = new URL((await metaOf(html, 'property', 'og:image'))!);
  const [payload, signature] = image.pathname.slice('/og/'.length, -'.png'.length).split('.') as [string, string];
  const forged = Buffer.from(JSON.stringify([1, 'Buy cheap pills'])).toString('base64url');
  for (const path of [
    `/og/${payload}.${signature.slice(0, -2)}xx.png`,
    `/og/${forged}.${signature}.png`,
    `/og/${payload}.png`,
    '/og/%E2%82%AC.png',
    '/og/x',
    '/og',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
  expect((await request.head(image.pathname)).status()).toBe(200);
  expect((await request.post(image.pathname)).status()).toBe(405);
});
