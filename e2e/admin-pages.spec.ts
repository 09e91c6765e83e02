// The page manager (/admin/pages), its editor (/admin/pages/{id}) with the live preview, the
// /{slug} viewer and the SEO screen (/admin/seo), on a server of its own whose database holds an
// editor: each change is checked as a fresh visitor sees it (the page, its 404, the old URL's
// permanent redirect, the sitemap).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { card, signedIn, toast } from './support/admin';
import { expectNoAccessibilityViolations } from './support/axe';
import { prepareDataDir } from './support/data-dir';
import { watchConsoleErrors } from './support/page-checks';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const EDITOR = { email: 'pat@axionlabs.dev', password: 'an editor with a long passphrase', name: 'Pat Pages' };
let server: RunningServer;

test.beforeAll(async () => {
  const dataDir = await prepareDataDir((db) => createAdministrator(db, { ...EDITOR, role: 'editor' }));
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true', SMTP_URL: '' } });
});
test.afterAll(async () => {
  await server?.stop();
});

/** A visitor with no session, in a context of its own; a script dialog would fail the test. */
async function visitor(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  return page;
}

function acceptNextConfirm(page: Page) {
  return new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
}

/** The paths the sitemap lists right now. */
async function sitemapPaths(request: APIRequestContext) {
  const xml = await (await request.get(`${server.url}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** A server action of the page manager or of publishing, called the way a script would (see e2e/admin-guards.spec.ts). */
async function callPageAction(request: APIRequestContext, name: 'savePage' | 'deletePage' | 'publishRecord', input: unknown, cookie: string) {
  const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.next/server/server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { filename: string; exportedName: string }>;
  };
  const file = name === 'publishRecord' ? 'features/publishing/actions.ts' : 'features/pages/admin-actions.ts';
  const [id] = Object.entries(manifest.node).find(([, entry]) => entry.filename.endsWith(file) && entry.exportedName === name)!;
  const response = await request.post(`${server.url}/admin/pages`, {
    headers: { 'Next-Action': id, 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'text/x-component', cookie },
    data: JSON.stringify([input]),
    maxRedirects: 0,
  });
  return response.text();
}

async function sessionCookie(page: Page) {
  const session = (await page.context().cookies()).find((c) => c.name.endsWith('axion.session_token'))!;
  return `${session.name}=${session.value}`;
}

const META_TITLE = 'Café Menu Launch | Axion Labs';
const META_DESCRIPTION = 'Our spring menu is here: seasonal dishes, new coffee and a terrace that opens on the first warm day.';
const WIDE = { viewport: { width: 1440, height: 1000 } };

const settingsOf = (page: Page) => page.getByRole('region', { name: 'Page settings' });
/** A block's card in the editor, by its position and type ('2. Card grid: ...'). */
const blockCard = (page: Page, position: number, type: string) => page.getByRole('region', { name: new RegExp(`^${position}\\. ${type}`) });
const previewFrame = (page: Page) => page.frameLocator('iframe[title="Live preview of the page"]');
const saveButton = (page: Page) => page.getByRole('button', { name: /^(Save version|Create page)$/ }).first();
const saveState = (page: Page) => page.getByTestId('save-state');
/** Publishes the editor's page and waits until visitors get it. */
async function publishNow(page: Page) {
  await page.getByRole('button', { name: /^Publish( changes)?$/ }).click();
  await expect(toast(page, 'Published: visitors see it now')).toBeVisible();
  await expect(page.getByTestId('publishing-status')).toHaveText('Published');
}

async function addBlock(page: Page, label: string) {
  await page.getByRole('button', { name: 'Add a block', exact: true }).click();
  await page
    .getByRole('group', { name: 'Add a block' })
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .click();
}

test('a price on /services: the preview shows it while typing, the draft saves itself, visitors see it once published; built-in pages keep their address and have no Delete', async ({
  browser,
}) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/pages', WIDE);
  const errors = watchConsoleErrors(page);
  await expect(page).toHaveTitle('Pages | Admin');
  await expect(card(page, 'Privacy Policy')).toContainText('Published');
  // Built-in pages can be edited, never deleted; other pages can.
  await expect(card(page, 'Services')).toContainText('Built-in');
  await expect(card(page, 'Services').getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(card(page, 'Privacy Policy').getByRole('button', { name: 'Delete Privacy Policy' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByRole('link', { name: 'Edit Services' }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit page: Services');
  // The real address, read-only; no Delete in the editor either.
  await expect(settingsOf(page).getByText('/services', { exact: true })).toBeVisible();
  await expect(settingsOf(page).getByLabel('Address')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);

  const grid = blockCard(page, 2, 'Card grid: Our Services');
  const price = grid.getByLabel(/^Price/).first();
  const before = await price.inputValue();
  expect(before).not.toBe('');
  const preview = previewFrame(page);
  await expect(preview.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(preview.getByText(before).first()).toBeVisible();
  await expect(saveState(page)).toHaveText('No unpublished changes');
  await expect(page.getByTestId('publishing-status')).toHaveText('Published');

  // The preview follows the typing (designed for half a second: a 250 ms pause, a write, a server
  // render). How fast is not timed here: on a busy test machine a bound would only make it flaky.
  await price.fill('From $123/hour');
  await expect(preview.getByText('From $123/hour')).toBeVisible();
  // The draft saves itself once typing stops; the page says so.
  await expect(saveState(page)).toContainText('Draft saved');
  await expect(saveState(page)).toContainText('by Pat Pages');
  await expect(page.getByTestId('publishing-status')).toHaveText('Published, with changes');

  // A draft: visitors still see the old price.
  let reader = await visitor(browser);
  await reader.goto('/services');
  await expect(reader.getByText(before).first()).toBeVisible();
  await expect(reader.getByText('From $123/hour')).toHaveCount(0);
  await reader.context().close();

  await publishNow(page);
  reader = await visitor(browser);
  await reader.goto('/services');
  await expect(reader.getByText('From $123/hour')).toBeVisible();
  await reader.context().close();

  // A script asking for another address of a built-in page is refused.
  const id = page.url().split('/').at(-1)!;
  const forged = { collection: 'page', id, data: { title: 'Services', slug: 'our-services', blocks: [] } };
  // Without the revision it started from, a script's copy is a conflict (kept as a version, never published)...
  const stale = await callPageAction(page.request, 'publishRecord', forged, await sessionCookie(page));
  expect(stale).toContain('"kind":"conflict"');
  const revision = Number(/"revision":(\d+)/.exec(stale)![1]);
  // ...and with it, the address is refused.
  const answer = await callPageAction(page.request, 'publishRecord', { ...forged, baseRevision: revision }, await sessionCookie(page));
  expect(answer).toContain('"error":"The address of a built-in page cannot change: it stays /services."');
  // Nor can a script change a page without the draft and publish steps.
  const direct = await callPageAction(page.request, 'savePage', { id, title: 'Services', blocks: [] }, await sessionCookie(page));
  expect(direct).toContain('saved as its draft in the editor');
  const removal = await callPageAction(page.request, 'deletePage', { id }, await sessionCookie(page));
  expect(removal).toContain('"error":"A built-in page cannot be deleted: its blocks can be changed in the editor."');
  expect((await page.request.get(`${server.url}/services`)).status()).toBe(200);
  expect(errors).toEqual([]);
});

test('a built-in page’s SEO title and description, once published, are what the SEO screen, the site search and the sitemap give', async ({
  browser,
  request,
}) => {
  const lastmod = async () => /<loc>[^<]+\/about<\/loc>\n<lastmod>([^<]+)<\/lastmod>/.exec(await (await request.get(`${server.url}/sitemap.xml`)).text())?.[1];
  const before = await lastmod();
  expect(before).toBeDefined();
  const page = await signedIn(browser, server.url, EDITOR, '/admin/pages', WIDE);
  await page.getByRole('link', { name: 'Edit About Us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit page: About Us');
  await settingsOf(page).getByLabel('SEO title').fill('Harbourside Engineers Since 2018');
  await settingsOf(page)
    .getByLabel('SEO description')
    .fill('Meet the zeppelinlike team of senior engineers who design, build and run software from our harbourside studio.');
  await publishNow(page);

  await page.goto('/admin/seo');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^\/about\b/ }) });
  await expect(row).toContainText('Harbourside Engineers Since 2018 | Axion Labs');
  await expect(row).toContainText('zeppelinlike team');

  const reader = await visitor(browser);
  await reader.goto('/search?q=zeppelinlike');
  await expect(reader.getByRole('main').getByRole('link', { name: /Harbourside Engineers Since 2018/ })).toHaveAttribute('href', '/about');
  await reader.context().close();

  await expect.poll(lastmod).not.toBe(before);
});

test('a new page from hero, card grid, FAQ and call to action, built with the keyboard; moving a block moves it on the page', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/pages', WIDE);
  const errors = watchConsoleErrors(page);
  await page.getByRole('link', { name: 'New page' }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/new$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New page');

  const settings = settingsOf(page);
  await settings.getByLabel('Title', { exact: true }).fill('Café Menü Launch');
  // The address is made from the title by the spec's rule, accents stripped.
  await expect(settings.getByText('The page is served at /cafe-menu-launch.', { exact: false })).toBeVisible();
  await settings.getByLabel('SEO title').fill(META_TITLE);
  await expect(settings.getByText(`${META_TITLE.length}/60`)).toBeVisible();
  await settings.getByLabel('SEO title').fill(`${META_TITLE}${'x'.repeat(40)}`);
  await expect(settings.getByText('60/60')).toBeVisible();
  await settings.getByLabel('SEO title').fill(META_TITLE);
  await settings.getByLabel('SEO description').fill(META_DESCRIPTION);
  await expect(settings.getByText(`${META_DESCRIPTION.length}/160`)).toBeVisible();
  const search = settings.getByRole('region', { name: 'Search result preview' });
  await expect(search).toContainText(META_TITLE);
  await expect(search).toContainText('127.0.0.1');
  await expect(search).toContainText('/cafe-menu-launch');

  // The keyboard alone: open the palette, choose Hero, type its title.
  await page.getByRole('button', { name: 'Add a block', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Add a block' }).getByRole('button', { name: /^Hero/ })).toBeFocused();
  await page.keyboard.press('Enter');
  const hero = blockCard(page, 1, 'Hero');
  await expect(hero.getByLabel('Badge')).toBeFocused();
  await page.keyboard.type('New this spring');
  await page.keyboard.press('Tab');
  await expect(hero.getByLabel('Title', { exact: true })).toBeFocused();
  await page.keyboard.type('Spring menu launch');
  await expect(previewFrame(page).getByRole('heading', { level: 1 })).toHaveText('Spring menu launch');

  await addBlock(page, 'Card grid');
  const grid = blockCard(page, 2, 'Card grid');
  await grid.getByRole('textbox', { name: 'Heading (optional)', exact: true }).fill('Why our café');
  await grid.getByRole('button', { name: 'Add card' }).click();
  await grid
    .getByRole('textbox', { name: /^Title/ })
    .first()
    .fill('Local farms');
  await grid.getByLabel(/^Price/).fill('From $9');

  // An empty FAQ cannot be saved: the problem shows beside its field, which gets the focus.
  await addBlock(page, 'FAQ');
  const faq = blockCard(page, 3, 'FAQ');
  await faq.getByLabel(/^Heading/).fill('Menu questions');
  await addBlock(page, 'Call to action');
  const cta = blockCard(page, 4, 'Call to action');
  await cta.getByLabel(/^Heading/).fill('Book a table');
  await saveButton(page).click();
  await expect(toast(page, 'Failed to save page.')).toContainText('Block 3 (FAQ): Add at least one question.');
  await expect(faq.getByRole('group', { name: /Questions/ })).toBeFocused();
  await expect(faq.getByText('Add at least one question.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages\/new$/);

  await faq.getByRole('button', { name: 'Add question' }).click();
  await expect(faq.getByLabel('Question', { exact: true })).toBeFocused();
  await page.keyboard.type('Is there a vegan menu?');
  await faq.getByLabel('Answer').fill('Yes, every day.');
  // The preview leaves an invalid block out and says so; once valid it is back.
  await cta.getByRole('button', { name: 'Add button' }).click();
  await cta.getByLabel('Button text').fill('Reserve');
  await cta.getByLabel(/^Address/).fill('javascript:alert(1)');
  await expect(previewFrame(page).getByRole('status').filter({ hasText: 'Left out of the preview' })).toContainText('Block 4 (Call to action)');
  await expect(previewFrame(page).getByRole('heading', { name: 'Book a table' })).toHaveCount(0);
  await cta.getByLabel(/^Address/).fill('/contact');
  await expect(previewFrame(page).getByRole('heading', { name: 'Book a table' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // Saved with the keyboard: Enter on the focused Save button.
  await saveButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'A draft: visitors see it once you publish it.')).toContainText('Page Saved');
  await expect(page).toHaveURL(/\/admin\/pages\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('publishing-status')).toHaveText('Draft');
  // A draft: visitors get the 404 page until it is published.
  expect((await page.request.get(`${server.url}/cafe-menu-launch`)).status()).toBe(404);
  await publishNow(page);

  const reader = await visitor(browser);
  const response = await reader.goto('/cafe-menu-launch');
  expect(response?.status()).toBe(200);
  await expect(reader).toHaveTitle(META_TITLE);
  await expect(reader.locator('head meta[name="description"]')).toHaveAttribute('content', META_DESCRIPTION);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Spring menu launch');
  await expect(reader.locator('main').getByRole('heading', { level: 2 })).toHaveText(['Why our café', 'Menu questions', 'Book a table']);
  await expect(reader.getByText('From $9')).toBeVisible();
  await expect(reader.getByRole('link', { name: /Reserve/ })).toHaveAttribute('href', '/contact');
  const jsonLd = await reader.locator('script[type="application/ld+json"]').allTextContents();
  const faqPage = jsonLd.map((text) => JSON.parse(text) as { '@type'?: string; mainEntity?: { name: string }[] }).find((data) => data['@type'] === 'FAQPage');
  expect(faqPage?.mainEntity?.map((question) => question.name)).toEqual(['Is there a vegan menu?']);
  await expectNoAccessibilityViolations(reader);

  // Move the FAQ up with the keyboard: the focus follows it, the page shows the new order.
  await page.getByRole('button', { name: 'Move block 3 (FAQ) up' }).focus();
  await page.keyboard.press('Enter');
  await expect(blockCard(page, 2, 'FAQ')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move block 2 (FAQ) up' })).toBeFocused();
  await expect(previewFrame(page).locator('main').getByRole('heading', { level: 2 })).toHaveText(['Menu questions', 'Why our café', 'Book a table']);
  await saveButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, /Version \d+ in the history/)).toContainText('Page Saved');
  await publishNow(page);
  await reader.reload();
  await expect(reader.locator('main').getByRole('heading', { level: 2 })).toHaveText(['Menu questions', 'Why our café', 'Book a table']);
  await reader.context().close();
  expect(await sitemapPaths(page.request)).toContain('/cafe-menu-launch');
  expect(errors).toEqual([]);
});

test('duplicate, remove with Undo, and a warning before leaving while changes are not saved (the network is down)', async ({
  browser,
  playwright,
  launchOptions,
}) => {
  // The editor in a browser of its own: Chromium may tear itself down after a dismissed
  // beforeunload (seen once in CI), and the next tests need theirs.
  const editorsBrowser = await playwright.chromium.launch(launchOptions);
  const page = await signedIn(editorsBrowser, server.url, EDITOR, '/admin/pages?q=cafe', WIDE);
  await page.getByRole('link', { name: 'Edit Café Menü Launch' }).click();
  await expect(blockCard(page, 4, 'Call to action: Book a table')).toBeVisible();
  // Offline, the autosave cannot reach the server: the changes stay unsaved, and the editor says so.
  await page.context().setOffline(true);

  await page.getByRole('button', { name: 'Duplicate block 4 (Call to action)' }).click();
  await expect(blockCard(page, 5, 'Call to action: Book a table')).toBeVisible();
  await page.getByRole('button', { name: 'Remove block 1 (Hero)' }).click();
  await expect(blockCard(page, 1, 'FAQ')).toBeVisible();
  await expect(page.getByRole('region', { name: /Hero/ })).toHaveCount(0);
  await toast(page, 'Removed block 1 (Hero)').getByRole('button', { name: 'Undo' }).click();
  await expect(blockCard(page, 1, 'Hero: Spring menu launch')).toBeVisible();
  await expect(blockCard(page, 2, 'FAQ')).toBeVisible();
  await expect(saveState(page)).toHaveText('Not saved: trying again shortly. Your changes are still here.');

  // The admin's own links ask first; staying keeps every change.
  const question = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    }),
  );
  await page.getByRole('link', { name: 'Back to pages' }).click();
  expect(await question).toBe('Leave this page? Your changes are not saved.');
  await expect(page).toHaveURL(/\/admin\/pages\/[0-9a-f-]{36}$/);
  await expect(blockCard(page, 5, 'Call to action')).toBeVisible();

  // Closing the tab or reloading: the browser's own warning.
  const unload = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await unload).toBe('beforeunload');
  // Staying keeps the tab open.
  expect(page.isClosed()).toBe(false);
  // Teardown only: Chromium may already be tearing the dismissed tab down.
  await editorsBrowser.close().catch(() => undefined);

  // Nothing reached visitors.
  const reader = await visitor(browser);
  await reader.goto('/cafe-menu-launch');
  await expect(reader.getByRole('heading', { name: 'Book a table' })).toHaveCount(1);
  await reader.context().close();
});

test('a taken slug and a built-in route are refused; a new slug keeps the old URL answering 308', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/pages?q=cafe', WIDE);
  const errors = watchConsoleErrors(page);
  await page.getByRole('link', { name: 'Edit Café Menü Launch' }).click();
  const settings = settingsOf(page);
  await expect(settings.getByLabel('Title', { exact: true })).toHaveValue('Café Menü Launch');
  await expect(settings.getByLabel('Address')).toHaveValue('cafe-menu-launch');
  await expect(settings.getByLabel('SEO title')).toHaveValue(META_TITLE);
  await expect(page.getByTestId('publishing-status')).toHaveText('Published');

  await settings.getByLabel('Address').fill('About');
  await settings.getByLabel('Address').blur();
  await expect(settings.getByLabel('Address')).toHaveValue('about');
  await expect(settings.getByText('/about is a built-in page of the site. Choose another slug.')).toBeVisible();
  await saveButton(page).click();
  await expect(toast(page, 'Failed to save page.')).toContainText('/about is a built-in page of the site. Choose another slug.');

  await settings.getByLabel('Address').fill('privacy');
  await saveButton(page).click();
  await expect(toast(page, 'The slug "privacy"')).toContainText('The slug "privacy" is already used by the page "Privacy Policy". Choose another slug.');

  await settings.getByLabel('Address').fill('spring-menu');
  await saveButton(page).click();
  await expect(toast(page, /Version \d+ in the history/)).toContainText('Page Saved');
  await publishNow(page);
  await page.getByRole('link', { name: 'Back to pages' }).click();
  await expect(card(page, 'Café Menü Launch')).toContainText('/spring-menu');
  await expect(card(page, 'Café Menü Launch')).toContainText('Redirected here: /cafe-menu-launch');

  const answer = await page.request.get(`${server.url}/cafe-menu-launch?utm_source=newsletter`, { maxRedirects: 0 });
  expect(answer.status()).toBe(308);
  expect(answer.headers().location).toBe('/spring-menu?utm_source=newsletter');
  const paths = await sitemapPaths(page.request);
  expect(paths).toContain('/spring-menu');
  expect(paths).not.toContain('/cafe-menu-launch');
  expect(errors).toEqual([]);
});

test('unpublished: visitors get the 404 (old URL too), staff open a preview; noindex reaches the page', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/pages?q=spring', WIDE);
  await page.getByRole('link', { name: 'Edit Café Menü Launch' }).click();
  await settingsOf(page).getByRole('checkbox', { name: 'Hide from search engines (noindex)' }).check();
  await publishNow(page);
  let reader = await visitor(browser);
  await reader.goto('/spring-menu');
  await expect(reader.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await reader.context().close();

  const question = acceptNextConfirm(page);
  await page.getByRole('button', { name: 'Unpublish' }).click();
  expect(await question).toBe('Unpublish this page? Visitors will get the 404 page until it is published again.');
  await expect(toast(page, 'Unpublished: visitors no longer see it')).toBeVisible();
  await expect(page.getByTestId('publishing-status')).toHaveText('Draft');
  reader = await visitor(browser);
  for (const url of ['/spring-menu', '/cafe-menu-launch', '/spring-menu?preview=1']) {
    const response = await reader.goto(url);
    expect(response?.status(), url).toBe(404);
  }
  // The live preview is staff's only, and only the editor that wrote it.
  const frameSrc = await page.locator('iframe[title="Live preview of the page"]').getAttribute('src');
  expect((await reader.goto(frameSrc!))?.status()).toBe(404);
  await reader.context().close();

  await page.goto('/admin/pages?q=spring');
  const view = card(page, 'Café Menü Launch').getByRole('link', { name: /^View Café Menü Launch \(preview\)/ });
  await expect(view).toHaveAttribute('href', '/spring-menu?preview=1');
  const [popup] = await Promise.all([page.waitForEvent('popup'), view.click()]);
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Spring menu launch');
  await expect(popup.getByRole('note', { name: 'Preview' })).toContainText('this page is not published');
  await popup.close();
});

test('a forged save with an SEO title over 60 characters, a javascript: link or an unknown block is refused and nothing is stored', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/pages');
  const cookie = await sessionCookie(page);
  const base = { title: 'Forged Page', slug: 'forged-page', isPublished: true, blocks: [{ id: 'b1', type: 'cta', title: 'Sent by a script.' }] };
  const longTitle = await callPageAction(page.request, 'savePage', { ...base, metaTitle: 'x'.repeat(61) }, cookie);
  expect(longTitle).toContain('"error":"Use at most 60 characters for the SEO title."');
  expect(longTitle).toMatch(/"status":400/);
  const badLink = await callPageAction(
    page.request,
    'savePage',
    { ...base, blocks: [{ ...base.blocks[0], buttons: [{ label: 'Go', href: 'javascript:alert(1)' }] }] },
    cookie,
  );
  expect(badLink).toContain('"error":"Block 1 (Call to action): Links must start with https://, mailto:, tel: or / (a page of this site)."');
  const unknown = await callPageAction(page.request, 'savePage', { ...base, blocks: [{ id: 'b1', type: 'script', src: 'https://evil.example/x.js' }] }, cookie);
  expect(unknown).toContain('"error":"Block 1: Choose a block from the palette."');
  await page.goto('/admin/pages?q=forged');
  await expect(page.getByText('No pages found.')).toBeVisible();
  expect((await page.request.get(`${server.url}/forged-page`)).status()).toBe(404);
  // The same request with valid blocks is stored: the refusals above were the checks'.
  const fits = await callPageAction(page.request, 'savePage', { ...base, metaTitle: 'x'.repeat(60) }, cookie);
  expect(fits).toContain('"message":"Page Saved"');
  expect((await page.request.get(`${server.url}/forged-page`)).status()).toBe(200);
});

test('search and status filter the list; delete asks first, and a failed delete says why', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/pages');
  const errors = watchConsoleErrors(page);
  const filters = page.getByRole('search', { name: 'Filter pages' });
  await filters.getByLabel('Search by title or slug').fill('spring-menu');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/q=spring-menu/);
  await expect(page.getByRole('list', { name: 'All Pages' }).getByRole('listitem')).toHaveCount(1);
  await filters.getByLabel('Status').selectOption('published');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No pages found.')).toBeVisible();
  await page.goto('/admin/pages?status=draft');
  await expect(card(page, 'Café Menü Launch')).toBeVisible();
  await expect(card(page, 'Privacy Policy')).toHaveCount(0);

  // Deleted in another tab meanwhile: the spec's toast with the server's reason.
  await page.goto('/admin/pages?q=forged');
  await expect(card(page, 'Forged Page')).toBeVisible();
  const otherTab = await page.context().newPage();
  await otherTab.goto('/admin/pages?q=forged');
  let question = acceptNextConfirm(otherTab);
  await otherTab.getByRole('button', { name: 'Delete Forged Page' }).click();
  expect(await question).toBe('Are you sure you want to delete this page?');
  await expect(toast(otherTab, 'Page Deleted')).toBeVisible();
  await expect(card(otherTab, 'Forged Page')).toHaveCount(0);
  await otherTab.close();
  expect((await page.request.get(`${server.url}/forged-page`)).status()).toBe(404);

  question = acceptNextConfirm(page);
  await page.getByRole('button', { name: 'Delete Forged Page' }).click();
  await question;
  await expect(toast(page, 'Failed to delete page.')).toContainText('This page no longer exists. Reload the page.');

  await page.goto('/admin/pages?q=spring');
  question = acceptNextConfirm(page);
  await page.getByRole('button', { name: 'Delete Café Menü Launch' }).click();
  await question;
  await expect(toast(page, 'Page Deleted')).toBeVisible();
  await expect(page.getByText('No pages found.')).toBeVisible();
  // Its redirect went with it.
  expect((await page.request.get(`${server.url}/cafe-menu-launch`, { maxRedirects: 0 })).status()).toBe(404);
  expect(errors).toEqual([]);
});
