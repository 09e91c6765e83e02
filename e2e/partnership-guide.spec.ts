import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { partnerProcess, partnershipTypes } from '../src/content/partners';

test('Download Partnership Guide on /partners downloads the guide PDF through a short-lived signed link', async ({ page, request }) => {
  await page.goto('/partners');
  const button = page.getByRole('main').getByRole('link', { name: 'Download Partnership Guide' });
  await expect(button).toHaveAttribute('href', '/partnership-guide');

  const redirect = await request.get('/partnership-guide', { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/);

  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('Axion Labs Partnership Guide.pdf');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'guide-')), download.suggestedFilename());
  await download.saveAs(file);

  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  expect(execFileSync('pdfinfo', [file]).toString()).toMatch(/^Title:\s+Axion Labs Partnership Guide$/m);
  const text = execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
  expect(text).toContain('Axion Labs Partnership Guide');
  for (const type of partnershipTypes) expect(text).toContain(type.title);
  for (const step of partnerProcess) expect(text).toContain(step.title);
});
