// The page builder as a marketing manager uses it (issue 18): the home hero's title changed in the
// editor shows in the preview before saving and on / after; /about gets an image from the media
// library and a rich text with bold, a list and a link, which visitors get as plain semantic HTML.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { signedIn, toast } from './support/admin';
import { watchConsoleErrors } from './support/page-checks';
import { prepareDataDir } from './support/data-dir';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const EDITOR = { email: 'mara@axionlabs.dev', password: 'a marketing manager with a passphrase', name: 'Mara Marketing' };
const WIDE = { viewport: { width: 1440, height: 1000 } };
let server: RunningServer;

test.beforeAll(async () => {
  const dataDir = await prepareDataDir((db) => createAdministrator(db, { ...EDITOR, role: 'editor' }), { withMedia: true });
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true', SMTP_URL: '' } });
});
test.afterAll(async () => {
  await server?.stop();
});

const blockCard = (page: Page, position: number, type: string) => page.getByRole('region', { name: new RegExp(`^${position}\\. ${type}`) });
const previewFrame = (page: Page) => page.frameLocator('iframe[title="Live preview of the page"]');

async function freshVisitor(browser: Browser, address: string) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.goto(address);
  return page;
}

test("the home hero's title: in the preview while typing, on / for a new visitor once published", async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/pages', WIDE);
  const errors = watchConsoleErrors(page);
  await page.getByRole('link', { name: 'Edit Home' }).click();
  const hero = blockCard(page, 1, 'Hero');
  // The first slide's title: the page's h1 while the slide shows.
  const slideTitle = hero
    .getByRole('group', { name: /^Slides/ })
    .getByLabel('Title', { exact: true })
    .first();
  const before = await slideTitle.inputValue();
  await expect(previewFrame(page).getByRole('heading', { level: 1 })).toHaveText(before);

  await slideTitle.fill('Software That Ships');
  await expect(previewFrame(page).getByRole('heading', { level: 1 })).toHaveText('Software That Ships');
  const early = await freshVisitor(browser, '/');
  await expect(early.getByRole('heading', { level: 1 })).toHaveText(before);
  await early.context().close();

  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(toast(page, 'Published: visitors see it now')).toBeVisible();
  const visitor = await freshVisitor(browser, '/');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Software That Ships');
  await visitor.context().close();
  expect(errors).toEqual([]);
});

test('an edit made while the preview is still loading reaches it once it has loaded', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/pages', WIDE);
  // The frame's page is read from the server, then held back: the editor's next write lands while
  // the frame cannot listen yet (as on a slow machine or connection).
  let held: () => void = () => {};
  const fetched = new Promise<void>((resolve) => (held = resolve));
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/preview/page/**', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    held();
    await released;
    await route.fulfill({ response });
  });
  await page.getByRole('link', { name: 'Edit Home' }).click();
  await fetched;
  const slideTitle = blockCard(page, 1, 'Hero')
    .getByRole('group', { name: /^Slides/ })
    .getByLabel('Title', { exact: true })
    .first();
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/admin/pages/')),
    slideTitle.fill('Written While Loading'),
  ]);
  release();
  await expect(previewFrame(page).getByRole('heading', { level: 1 })).toHaveText('Written While Loading');
  await page.context().close();
});

test('/about gets an image from the media library and a rich text with a bold word, a list and a link to /estimator', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/pages', WIDE);
  await page.getByRole('link', { name: 'Edit About Us' }).click();
  await expect(blockCard(page, 1, 'Hero')).toBeVisible();
  const count = await page.getByRole('region', { name: /^\d+\. / }).count();

  await page.getByRole('button', { name: 'Add a block', exact: true }).click();
  await page
    .getByRole('group', { name: 'Add a block' })
    .getByRole('button', { name: /^Image/ })
    .click();
  const imageBlock = blockCard(page, count + 1, 'Image');
  await imageBlock.getByRole('button', { name: 'Choose image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await picker
    .getByRole('button')
    .filter({ has: page.locator('img') })
    .first()
    .click();
  await expect(picker).toHaveCount(0);
  await imageBlock.getByLabel(/^Alt text/).fill('Our team planning a release at the whiteboard');

  await page.getByRole('button', { name: 'Add a block', exact: true }).click();
  await page
    .getByRole('group', { name: 'Add a block' })
    .getByRole('button', { name: /^Rich text/ })
    .click();
  const textBlock = blockCard(page, count + 2, 'Rich text');
  const editor = textBlock.getByRole('textbox').last();
  await editor.click();
  await page.keyboard.type('We work in ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('small senior teams');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('.');
  await page.keyboard.press('Enter');
  await textBlock.getByRole('button', { name: /^Bulleted list/ }).click();
  await page.keyboard.type('Weekly demos');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Fixed estimates');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Price your project: ');
  await textBlock.getByRole('button', { name: /^Link/ }).click();
  const linkDialog = page.getByRole('dialog');
  await linkDialog.getByLabel('Text to show').fill('open the estimator');
  // javascript: is refused in the editor, with the rule's message.
  await linkDialog.getByLabel(/address/i).fill('javascript:alert(1)');
  await linkDialog.getByRole('button', { name: 'Save link' }).click();
  await expect(linkDialog.getByText('Links must start with https://, mailto:, tel: or / (a page of this site).')).toBeVisible();
  await linkDialog.getByLabel(/address/i).fill('/estimator');
  await linkDialog.getByRole('button', { name: 'Save link' }).click();
  await expect(linkDialog).toHaveCount(0);
  await expect(previewFrame(page).getByRole('link', { name: 'open the estimator' })).toHaveAttribute('href', '/estimator');

  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(toast(page, 'Published: visitors see it now')).toBeVisible();

  // What a visitor's browser gets, without running any script.
  const html = await (await page.request.get(`${server.url}/about`, { headers: { cookie: '' } })).text();
  expect(html).toMatch(/<img[^>]*alt="Our team planning a release at the whiteboard"[^>]*>/);
  const img = html.match(/<img[^>]*alt="Our team planning a release at the whiteboard"[^>]*>/)![0];
  expect(img).toMatch(/width="\d+"/);
  expect(img).toMatch(/height="\d+"/);
  expect(html).toContain('<strong>small senior teams</strong>');
  expect(html).toMatch(/<ul[^>]*><li[^>]*><p[^>]*>Weekly demos<\/p><\/li><li[^>]*><p[^>]*>Fixed estimates<\/p><\/li><\/ul>/);
  expect(html).toMatch(/<a[^>]*href="\/estimator"[^>]*>open the estimator<\/a>/);
  // No editor code reaches the public page.
  expect(html).not.toMatch(/tiptap|prosemirror/i);
});
