// The page manager (/admin/pages), the /{slug} viewer and the SEO screen (/admin/seo), on a
// server of its own whose database holds an editor: each change is checked as a fresh visitor
// sees it (the page, its 404, the old URL's permanent redirect, the sitemap).
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

/** A server action of src/features/pages/admin-actions.ts, called the way a script would (see e2e/admin-guards.spec.ts). */
async function callPageAction(request: APIRequestContext, name: 'savePage' | 'deletePage', input: unknown, cookie: string) {
  const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.next/server/server-reference-manifest.json'), 'utf8')) as { node: Record<string, { filename: string; exportedName: string }> };
  const [id] = Object.entries(manifest.node).find(([, entry]) => entry.filename.endsWith('src/features/pages/admin-actions.ts') && entry.exportedName === name)!;
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
const SCRIPT_TEXT = '<script>alert(1)</script> stays text.';

test('create and publish a page: the visitor sees its sections with the meta title, the sitemap and the SEO screen list it', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/pages');
  const errors = watchConsoleErrors(page);
  await expect(page).toHaveTitle('Pages | Admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pages');
  // Create mode by default, with the seeded pages listed.
  const form = page.getByRole('form', { name: 'Create New Page' });
  await expect(form).toBeVisible();
  await expect(card(page, 'Privacy Policy')).toContainText('Published');
  await expectNoAccessibilityViolations(page);

  await form.getByLabel('Title', { exact: true }).fill('Café Menü Launch');
  // The slug is made from the title by the spec's rule, accents stripped.
  await expect(form.getByText("The page's address: /cafe-menu-launch")).toBeVisible();
  await form.getByLabel('SEO Title').fill(META_TITLE);
  await expect(form.getByText(`${META_TITLE.length}/60`)).toBeVisible();
  await form.getByLabel('SEO Description').fill(META_DESCRIPTION);
  await expect(form.getByText(`${META_DESCRIPTION.length}/160`)).toBeVisible();
  // The browser stops at the limit.
  await form.getByLabel('SEO Title').fill(`${META_TITLE}${'x'.repeat(40)}`);
  await expect(form.getByText('60/60')).toBeVisible();
  await form.getByLabel('SEO Title').fill(META_TITLE);
  const preview = form.getByRole('region', { name: 'Search result preview' });
  await expect(preview).toContainText(META_TITLE);
  await expect(preview).toContainText('127.0.0.1');
  await expect(preview).toContainText('/cafe-menu-launch');
  await expect(preview).toContainText(META_DESCRIPTION);
  await form.getByLabel('Template').selectOption('blog');

  // Sections: add, type, move and remove.
  await form.getByRole('button', { name: 'Add Heading' }).click();
  await expect(form.getByLabel('Section 1 text')).toBeFocused();
  await form.getByLabel('Section 1 text').fill("What's new this spring");
  await form.getByRole('button', { name: 'Add Paragraph' }).click();
  await form.getByLabel('Section 2 text').fill(SCRIPT_TEXT);
  await form.getByRole('button', { name: 'Add Paragraph' }).click();
  await form.getByLabel('Section 3 text').fill('Seasonal dishes from local farms.');
  await expect(form.getByRole('button', { name: 'Move section 1 up' })).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Move section 3 down' })).toBeDisabled();
  await form.getByRole('button', { name: 'Move section 3 up' }).click();
  await expect(form.getByLabel('Section 2 text')).toHaveValue('Seasonal dishes from local farms.');
  await expect(form.getByLabel('Section 3 text')).toHaveValue(SCRIPT_TEXT);
  // The focus follows the moved section.
  await expect(form.getByRole('button', { name: 'Move section 2 up' })).toBeFocused();
  await form.getByRole('button', { name: 'Add Paragraph' }).click();
  await form.getByLabel('Section 4 text').fill('A section removed before saving.');
  await form.getByRole('button', { name: 'Remove section 4' }).click();
  await expect(form.getByLabel('Section 4 text')).toHaveCount(0);
  await expect(form.getByLabel('Section 1 type')).toHaveValue('heading');
  await expect(form.getByLabel('Section 2 type')).toHaveValue('paragraph');
  await expectNoAccessibilityViolations(page);

  await form.getByRole('checkbox', { name: 'Published' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Page Saved')).toBeVisible();
  // Back to create mode, empty; the new page heads the list (newest first).
  await expect(page.getByRole('form', { name: 'Create New Page' }).getByLabel('Title', { exact: true })).toHaveValue('');
  await expect(page.getByRole('list', { name: 'All Pages' }).getByRole('listitem').first()).toContainText('Café Menü Launch');
  await expect(card(page, 'Café Menü Launch')).toContainText('Published');
  await expect(card(page, 'Café Menü Launch')).toContainText('/cafe-menu-launch');
  await expect(card(page, 'Café Menü Launch').getByRole('link', { name: /^View Café Menü Launch/ })).toHaveAttribute('href', '/cafe-menu-launch');

  const reader = await visitor(browser);
  const response = await reader.goto('/cafe-menu-launch');
  expect(response?.status()).toBe(200);
  await expect(reader).toHaveTitle(META_TITLE);
  await expect(reader.locator('head meta[name="description"]')).toHaveAttribute('content', META_DESCRIPTION);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Café Menü Launch');
  await expect(reader.getByText(/^Published on \w+ \d{1,2}, \d{4}$/)).toBeVisible();
  const article = reader.getByRole('article');
  await expect(article.getByRole('heading', { level: 2 })).toHaveText("What's new this spring");
  await expect(article.locator('p')).toHaveText([/^Published on/, 'Seasonal dishes from local farms.', SCRIPT_TEXT]);
  // The markup is shown as text, never run.
  await expect(reader.getByText(SCRIPT_TEXT)).toBeVisible();
  expect(await reader.locator('script', { hasText: 'alert(1)' }).count()).toBe(0);
  await expectNoAccessibilityViolations(reader);
  await reader.context().close();

  expect(await sitemapPaths(page.request)).toContain('/cafe-menu-launch');

  await page.goto('/admin/seo');
  await expect(page).toHaveTitle('SEO | Admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SEO');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /\/cafe-menu-launch/ }) });
  await expect(row).toContainText(META_TITLE);
  await expect(row).toContainText(`${META_TITLE.length}/60 characters`);
  await expect(row).toContainText(`${META_DESCRIPTION.length}/160 characters`);
  await expect(row.getByRole('cell').nth(2)).toHaveText('Yes');
  await expect(row).toContainText('OK');
  // A built-in page, with the title its route really gives the browser.
  const contactRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^\/contact/ }) });
  await expect(contactRow).toContainText('Contact Us | Axion Labs');
  await expectNoAccessibilityViolations(page);
  const contact = await visitor(browser);
  await contact.goto('/contact');
  await expect(contact).toHaveTitle('Contact Us | Axion Labs');
  await contact.context().close();
  expect(errors).toEqual([]);
});

test('a taken slug and a built-in route are refused; a new slug keeps the old URL answering 308', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/pages');
  const errors = watchConsoleErrors(page);
  await page.getByRole('button', { name: 'Edit Café Menü Launch' }).click();
  const form = page.getByRole('form', { name: 'Edit Page' });
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue('Café Menü Launch');
  await expect(form.getByLabel('Slug')).toHaveValue('cafe-menu-launch');
  await expect(form.getByLabel('SEO Title')).toHaveValue(META_TITLE);
  await expect(form.getByLabel('Section 3 text')).toHaveValue(SCRIPT_TEXT);
  await expect(form.getByRole('checkbox', { name: 'Published' })).toBeChecked();

  await form.getByLabel('Slug').fill('About');
  await form.getByLabel('Slug').blur();
  await expect(form.getByLabel('Slug')).toHaveValue('about');
  await expect(form.getByText('/about is a built-in page of the site. Choose another slug.')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed to save page.')).toContainText('/about is a built-in page of the site. Choose another slug.');

  await form.getByLabel('Slug').fill('privacy');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'The slug "privacy"')).toContainText('The slug "privacy" is already used by the page "Privacy Policy". Choose another slug.');
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue('Café Menü Launch');

  await form.getByLabel('Slug').fill('spring-menu');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Page Saved')).toBeVisible();
  await expect(card(page, 'Café Menü Launch')).toContainText('/spring-menu');
  await expect(card(page, 'Café Menü Launch')).toContainText('Redirected here: /cafe-menu-launch');

  const answer = await page.request.get(`${server.url}/cafe-menu-launch?utm_source=newsletter`, { maxRedirects: 0 });
  expect(answer.status()).toBe(308);
  expect(answer.headers().location).toBe('/spring-menu?utm_source=newsletter');
  const reader = await visitor(browser);
  await reader.goto('/cafe-menu-launch');
  await expect(reader).toHaveURL(`${server.url}/spring-menu`);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Café Menü Launch');
  await reader.context().close();
  const paths = await sitemapPaths(page.request);
  expect(paths).toContain('/spring-menu');
  expect(paths).not.toContain('/cafe-menu-launch');

  // Cancel returns to create mode and forgets the edit.
  await page.getByRole('button', { name: 'Edit Café Menü Launch' }).click();
  await page.getByRole('form', { name: 'Edit Page' }).getByLabel('Title', { exact: true }).fill('Typed then cancelled');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('form', { name: 'Create New Page' }).getByLabel('Title', { exact: true })).toHaveValue('');
  await expect(card(page, 'Café Menü Launch')).toBeVisible();
  expect(errors).toEqual([]);
});

test('unpublished: visitors get the 404 (old URL too), staff open a preview, the SEO screen says draft', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/pages');
  const errors = watchConsoleErrors(page);
  await page.getByRole('button', { name: 'Edit Café Menü Launch' }).click();
  const form = page.getByRole('form', { name: 'Edit Page' });
  await form.getByRole('checkbox', { name: 'Published' }).uncheck();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Page Saved')).toBeVisible();
  await expect(card(page, 'Café Menü Launch')).toContainText('Draft');

  const reader = await visitor(browser);
  for (const url of ['/spring-menu', '/cafe-menu-launch', '/spring-menu?preview=1']) {
    const response = await reader.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(reader.getByRole('heading', { name: '404' })).toBeVisible();
  }
  await reader.context().close();
  expect(await sitemapPaths(page.request)).not.toContain('/spring-menu');

  const view = card(page, 'Café Menü Launch').getByRole('link', { name: /^View Café Menü Launch \(preview\)/ });
  await expect(view).toHaveAttribute('href', '/spring-menu?preview=1');
  await expect(view).toHaveAttribute('target', '_blank');
  const [popup] = await Promise.all([page.waitForEvent('popup'), view.click()]);
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Café Menü Launch');
  await expect(popup.getByRole('note', { name: 'Preview' })).toContainText('this page is not published');
  await expect(popup.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await popup.close();

  await page.goto('/admin/seo');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /\/spring-menu/ }) });
  await expect(row).toContainText('Draft');
  await expect(row.getByRole('cell').nth(2)).toHaveText('No');
  await expect(row.getByRole('link', { name: /\/spring-menu/ })).toHaveAttribute('href', '/spring-menu?preview=1');
  expect(errors).toEqual([]);
});

test('a script saving a 61-character SEO title or a 161-character description is refused and nothing is stored', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/pages');
  const cookie = await sessionCookie(page);
  const base = { title: 'Forged Page', slug: 'forged-page', isPublished: true, sections: [{ type: 'paragraph', content: 'Sent by a script.' }] };
  const longTitle = await callPageAction(page.request, 'savePage', { ...base, metaTitle: 'x'.repeat(61) }, cookie);
  expect(longTitle).toContain('"error":"Use at most 60 characters for the SEO title."');
  expect(longTitle).toMatch(/"status":400/);
  const longDescription = await callPageAction(page.request, 'savePage', { ...base, metaDescription: 'x'.repeat(161) }, cookie);
  expect(longDescription).toContain('"error":"Use at most 160 characters for the SEO description."');
  expect(longDescription).toMatch(/"status":400/);

  await page.goto('/admin/pages?q=forged');
  await expect(page.getByText('No pages found.')).toBeVisible();
  expect((await page.request.get(`${server.url}/forged-page`)).status()).toBe(404);
  // The same request with valid lengths is stored: the refusals above were the limits'.
  const fits = await callPageAction(page.request, 'savePage', { ...base, metaTitle: 'x'.repeat(60), metaDescription: 'x'.repeat(160) }, cookie);
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
