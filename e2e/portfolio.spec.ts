import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signedFileUrl } from '../src/server/storage/signed-url';

test('the portfolio link redirects to a signed URL that downloads the PDF; expired or altered links get 403', async ({ page, request }) => {
  await page.goto('/');
  const link = page.getByRole('main').getByRole('link', { name: 'Download Portfolio (PDF)' }).first();
  await expect(link).toHaveAttribute('href', '/portfolio');

  const redirect = await request.get('/portfolio', { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  const location = redirect.headers().location!;
  expect(location).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/);

  const download = await request.get(location);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="Axion Labs Portfolio\.pdf"/);
  const body = await download.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  expect(body.subarray(-8).toString()).toContain('%%EOF');

  const last = location.at(-1) === 'A' ? 'B' : 'A';
  expect((await request.get(location.slice(0, -1) + last)).status()).toBe(403);
  expect((await request.get(location.replace(/expires=(\d+)/, (_, n) => `expires=${Number(n) + 60}`))).status()).toBe(403);

  // A link signed with the server's own key, but five minutes old.
  const key = fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'app-secret'), 'utf8').trim();
  const fileId = location.match(/files\/([0-9a-f-]{36})/)![1]!;
  const expired = signedFileUrl(fileId, { now: Date.now() - 6 * 60_000, key });
  const answer = await request.get(expired);
  expect(answer.status()).toBe(403);
  expect(await answer.text()).toBe('This download link has expired.');
});
