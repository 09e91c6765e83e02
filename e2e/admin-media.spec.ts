// The media library (/admin/media) on a server of its own, with a 1 MB upload limit: uploads with
// progress, refusals by content and size, details, folders, deletes that remove the stored files,
// and how a visitor is served the files (long caching; SVG only as a download).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { card, signedIn, toast } from './support/admin';
import { expectNoAccessibilityViolations } from './support/axe';
import { prepareDataDir } from './support/data-dir';
import { watchConsoleErrors } from './support/page-checks';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const EDITOR = { email: 'erin@axionlabs.dev', password: 'an editor with a long passphrase', name: 'Erin Editor' };
const LIMIT_BYTES = 1024 * 1024;
let server: RunningServer;
let dataDir: string;
let files: string;

/** A real (stored, uncompressed) ZIP: a DOCX is one holding word/document.xml. */
function zip(entries: [string, string][]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    parts.push(local, fileName, data);
    central.push(entry, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

const write = (name: string, content: Buffer) => {
  fs.writeFileSync(path.join(files, name), content);
  return path.join(files, name);
};

test.beforeAll(async () => {
  dataDir = await prepareDataDir(async (db) => {
    await createAdministrator(db, { ...EDITOR, role: 'editor' });
  });
  files = fs.mkdtempSync(path.join(dataDir, 'uploads-'));
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true', SMTP_URL: '', MEDIA_MAX_UPLOAD_MB: '1' } });
});
test.afterAll(async () => {
  await server?.stop();
});

const fileInput = (page: Page) => page.getByLabel('Upload Files');
const storedNames = () => {
  const folder = path.join(dataDir, 'media/public/media/uploads');
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
};
const urlOf = async (page: Page, name: string) => (await page.getByRole('link', { name: `Open ${name}` }).getAttribute('href'))!;

test('upload, refuse, describe, serve and delete media files', async ({ browser, playwright }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/media');
  const errors = watchConsoleErrors(page);
  await expect(page).toHaveTitle('Media Library | Admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Media Library');
  await expect(page.getByRole('navigation', { name: 'Folders' }).getByRole('link', { name: 'uploads' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('No files in this folder yet.')).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // Three files at once: a bar each, then all three listed with their sizes.
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2255aa' } })
    .png()
    .toBuffer();
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const docx = zip([
    ['[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'],
    ['word/document.xml', '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>'],
  ]);
  await fileInput(page).setInputFiles([write('office.png', photo), write('brochure.pdf', pdf), write('proposal.docx', docx)]);
  const uploads = page.getByRole('region', { name: 'Uploads' });
  for (const name of ['office.png', 'brochure.pdf', 'proposal.docx']) await expect(uploads.getByRole('progressbar', { name })).toBeVisible();
  await expect(toast(page, 'Files Uploaded (3)')).toBeVisible();
  await expect(uploads.getByText('Uploaded')).toHaveCount(3);
  await expect(card(page, 'office.png')).toContainText('1200 × 800 px');
  await expect(card(page, 'office.png')).toContainText(`${Number((photo.length / 1024).toFixed(photo.length < 10240 ? 1 : 0))} KB`);
  await expect(card(page, 'brochure.pdf')).toContainText(`${pdf.length} Bytes`);
  await expect(card(page, 'proposal.docx')).toContainText(`${docx.length} Bytes`);
  await expect(card(page, 'brochure.pdf')).not.toContainText(' px');
  // Stored under generated names: the original, two resized copies, the PDF and the DOCX.
  expect(storedNames().sort()).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^[0-9a-f-]{36}\.png$/),
      expect.stringMatching(/^[0-9a-f-]{36}-w480\.webp$/),
      expect.stringMatching(/^[0-9a-f-]{36}-w960\.webp$/),
    ]),
  );
  expect(storedNames()).toHaveLength(5);
  expect(storedNames().join(' ')).not.toMatch(/office|brochure|proposal/);
  expect(errors).toEqual([]);

  // An executable renamed to .png and a file over the limit: refused, each named.
  const executable = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4096)]);
  await fileInput(page).setInputFiles([write('setup.png', executable), write('big.mov', Buffer.alloc(LIMIT_BYTES + 1, 1))]);
  const refused = toast(page, 'Upload Error');
  await expect(refused).toContainText('Failed to upload files. Please try again.');
  await expect(refused).toContainText('"setup.png" is not an image, video, PDF or Word document.');
  await expect(refused).toContainText('"big.mov" is larger than the 1 MB limit.');
  await expect(uploads).toContainText('"setup.png" is not an image, video, PDF or Word document.');
  await expect(card(page, 'setup.png')).toHaveCount(0);
  await expect(card(page, 'big.mov')).toHaveCount(0);
  expect(storedNames()).toHaveLength(5);
  // The server refuses an oversized file itself too (the screen checks before sending).
  const direct = await page.request.post('/api/admin/media?name=big.mov', {
    multipart: { folder: 'uploads', file: { name: 'big.mov', mimeType: 'video/quicktime', buffer: Buffer.alloc(LIMIT_BYTES + 1, 1) } },
  });
  expect(direct.status()).toBe(413);
  expect(await direct.json()).toEqual({ ok: false, error: '"big.mov" is larger than the 1 MB limit.' });
  // And a visitor cannot upload at all.
  const visitor = await playwright.request.newContext({ baseURL: server.url });
  expect((await visitor.post('/api/admin/media', { multipart: { file: { name: 'x.pdf', mimeType: 'application/pdf', buffer: pdf } } })).status()).toBe(401);

  // Served to visitors: cached for ever, never sniffed; images inline.
  const photoUrl = await urlOf(page, 'office.png');
  const served = await visitor.get(photoUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()).toMatchObject({
    'content-type': 'image/png',
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    'content-disposition': 'inline',
  });
  expect(Buffer.compare(await served.body(), photo)).toBe(0);
  expect((await visitor.get('/media/uploads/setup.png')).status()).toBe(404);
  // A path that climbs out of the media folder is refused before it reaches the file store.
  expect((await visitor.get('/media/..%2F..%2Fpglite.lock')).status()).toBe(400);

  // Alt text: the report lists the image until it has some.
  const report = page.getByRole('region', { name: /Images without alt text/ });
  await expect(report.getByRole('heading')).toHaveText('Images without alt text (1)');
  await report.getByRole('button', { name: 'Add alt text to office.png' }).click();
  const details = page.getByRole('form', { name: 'Details of office.png' });
  await details.getByLabel('Alt text').fill('Our office in the morning light');
  await details.getByLabel('Caption').fill('The Lisbon office');
  await details.getByLabel('Tags').fill('Office, team');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'File details saved')).toBeVisible();
  await expect(report.getByRole('heading')).toHaveText('Images without alt text (0)');
  await expect(card(page, 'office.png').getByRole('img')).toHaveAttribute('alt', 'Our office in the morning light');

  // Search by name, alt text and tags.
  for (const q of ['morning light', 'team', 'OFFICE.P']) {
    await page.getByLabel('Search by name, alt text or tags').fill(q);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Media files' }).getByRole('heading')).toHaveText(['office.png']);
  }
  await page.goto('/admin/media');

  // Views: list, and a grid of 2, 4 or 6 columns.
  await page.getByRole('button', { name: '6 columns' }).click();
  await expect(page.getByRole('button', { name: '6 columns' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Media files' }).getByRole('row', { name: /office\.png/ })).toContainText('1200 × 800 px');
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Grid', exact: true }).click();

  // Select two and delete: gone from the grid, from storage, and from their addresses.
  const pdfUrl = await urlOf(page, 'brochure.pdf');
  const docxUrl = await urlOf(page, 'proposal.docx');
  const servedDocx = await visitor.get(docxUrl);
  expect(servedDocx.headers()['content-disposition']).toMatch(/^attachment/);
  await page.getByRole('checkbox', { name: 'Select brochure.pdf' }).check();
  await page.getByRole('checkbox', { name: 'Select proposal.docx' }).check();
  const question = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await page.getByRole('button', { name: 'Delete Selected (2)' }).click();
  expect(await question).toBe('Are you sure you want to delete these 2 files?');
  await expect(toast(page, 'Files Deleted (2)')).toBeVisible();
  await expect(card(page, 'brochure.pdf')).toHaveCount(0);
  await expect(card(page, 'proposal.docx')).toHaveCount(0);
  await expect(card(page, 'office.png')).toBeVisible();
  expect(storedNames()).toHaveLength(3);
  expect(storedNames().some((name) => pdfUrl.endsWith(name) || docxUrl.endsWith(name))).toBe(false);
  for (const url of [pdfUrl, docxUrl]) expect((await visitor.get(url)).status()).toBe(404);
  expect((await visitor.get(photoUrl)).status()).toBe(200);
  await visitor.dispose();
  expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
});

test('an SVG with a script is only ever a download, and folders are created by staff', async ({ browser, playwright }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/media');
  await page.getByRole('button', { name: 'New Folder' }).click();
  await page.getByRole('form', { name: 'New folder' }).getByLabel('Folder name').fill('Logos!');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Failed to create folder.')).toContainText('Folder names use lowercase letters, numbers and hyphens');
  await page.getByRole('form', { name: 'New folder' }).getByLabel('Folder name').fill('logos');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Folder created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/media\?folder=logos$/);
  await expect(page.getByRole('navigation', { name: 'Folders' }).getByRole('link', { name: 'logos' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Into the folder logos')).toBeVisible();

  const svg =
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><script>document.title = "owned"</script><rect width="120" height="40" fill="#25a"/></svg>';
  await fileInput(page).setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
  await expect(toast(page, 'Files Uploaded (1)')).toBeVisible();
  await expect(card(page, 'logo.svg')).toContainText('120 × 40 px');
  const url = await urlOf(page, 'logo.svg');
  expect(url).toMatch(/^\/media\/logos\/[0-9a-f-]{36}\.svg$/);

  const visitor = await playwright.request.newContext({ baseURL: server.url });
  const served = await visitor.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-disposition']).toMatch(/^attachment; filename="[0-9a-f-]{36}\.svg"$/);
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect(served.headers()['content-security-policy']).toContain('sandbox');
  await visitor.dispose();

  // Opened in the browser, it downloads instead of running.
  const download = page.waitForEvent('download');
  await page.evaluate((href) => {
    window.location.href = href;
  }, url);
  expect((await download).suggestedFilename()).toMatch(/\.svg$/);
  expect(await page.title()).not.toBe('owned');
});

test('the media picker fills the case study image, the partner logo and the site logo', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/case-studies/new');
  const errors = watchConsoleErrors(page);
  const form = page.getByRole('form', { name: 'Create New Case Study' });
  await form.getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  const images = picker.getByRole('list', { name: 'Images' }).getByRole('button');
  // Images only, newest first: no PDF or Word file is offered.
  await expect(images).toHaveText(['logo.svg', 'office.png']);
  await expectNoAccessibilityViolations(page);
  // Searching (Enter) does not submit the case study form around the picker.
  await picker.getByLabel('Search by name, alt text or tags').fill('morning light');
  await picker.getByLabel('Search by name, alt text or tags').press('Enter');
  await expect(images).toHaveText(['office.png']);
  await images.filter({ hasText: 'office.png' }).click();
  await expect(picker).toBeHidden();
  await expect(form.getByLabel('Image URL')).toHaveValue(/^\/media\/uploads\/[0-9a-f-]{36}\.png$/);
  await expect(toast(page, 'Failed to save case study')).toHaveCount(0);

  await page.goto('/admin/partners');
  await page.getByRole('button', { name: 'Add Partner' }).click();
  const partner = page.getByRole('form', { name: 'Create New Partner' });
  await partner.getByRole('button', { name: 'Choose from library' }).click();
  await page.getByRole('dialog', { name: 'Choose an image' }).getByRole('button', { name: 'logo.svg' }).click();
  await expect(partner.getByLabel('Logo URL')).toHaveValue(/^\/media\/logos\/[0-9a-f-]{36}\.svg$/);

  // The site logo: an SVG from the library shows as an image (downloads only when opened by itself).
  await page.goto('/admin/website-sections');
  const logo = page.getByRole('form', { name: 'Logo section' });
  await logo.getByRole('button', { name: 'Choose from library' }).click();
  await page.getByRole('dialog', { name: 'Choose an image' }).getByRole('button', { name: 'logo.svg' }).click();
  const url = await logo.getByLabel('Logo Image URL').inputValue();
  expect(url).toMatch(/^\/media\/logos\/[0-9a-f-]{36}\.svg$/);
  await logo.getByLabel('Alt Text').fill('Axion Labs home');
  await logo.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Logo Section Updated')).toBeVisible();
  const visitor = await (await browser.newContext({ baseURL: server.url })).newPage();
  await visitor.goto('/');
  const shown = visitor.getByRole('banner').getByRole('img', { name: 'Axion Labs home' });
  await expect(shown).toHaveAttribute('src', url);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await visitor.context().close();
  expect(errors).toEqual([]);
});
