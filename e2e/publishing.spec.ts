// Publishing without fear (decision 085), as editors and visitors live it: a change is a draft that
// saves itself until someone publishes it, a preview link shows it to someone without an account,
// every version can be restored, and two editors saving the same page lose nothing.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { signedIn, toast } from './support/admin';
import { expectNoAccessibilityViolations } from './support/axe';
import { prepareDataDir } from './support/data-dir';
import { watchConsoleErrors } from './support/page-checks';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const ADA = { email: 'ada@axionlabs.dev', password: 'ada has a long passphrase', name: 'Ada Editor' };
const BOB = { email: 'bob@axionlabs.dev', password: 'bob has a long passphrase', name: 'Bob Writer' };
const WIDE = { viewport: { width: 1440, height: 1000 } };
let server: RunningServer;

test.beforeAll(async () => {
  const dataDir = await prepareDataDir(async (db) => {
    await createAdministrator(db, { ...ADA, role: 'editor' });
    await createAdministrator(db, { ...BOB, role: 'editor' });
  });
  server = await startServer(dataDir, { env: { SMTP_URL: '' } });
});
test.afterAll(async () => {
  await server?.stop();
});

/** Someone with no session, in a browser context of its own. */
async function visitor(browser: Browser, address: string) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const response = await page.goto(address);
  return { page, status: response?.status(), close: () => context.close() };
}

/** The editor of /about, signed in as `account`. */
async function aboutEditor(browser: Browser, account: typeof ADA) {
  const page = await signedIn(browser, server.url, account, '/admin/pages?q=about', WIDE);
  await page.getByRole('link', { name: 'Edit About' }).first().click();
  await expect(page.getByRole('region', { name: 'Publishing' })).toBeVisible();
  return page;
}

const missionBody = (page: Page) => page.getByRole('region', { name: /^2\. Card grid/ }).getByRole('textbox', { name: 'Heading (optional)', exact: true });
const status = (page: Page) => page.getByTestId('publishing-status');
const saveState = (page: Page) => page.getByTestId('save-state');
const heroTitle = (page: Page) => page.getByRole('region', { name: /^1\. Hero/ }).getByLabel('Title', { exact: true });

test('a change to a published page is a draft: visitors keep the old text, a preview link shows the new one, Publish shows it to all', async ({ browser }) => {
  const page = await aboutEditor(browser, ADA);
  const errors = watchConsoleErrors(page);
  await expect(status(page)).toHaveText('Published');
  const original = await heroTitle(page).inputValue();
  await heroTitle(page).fill('Engineering Calm Launches');
  await expect(saveState(page)).toContainText('Draft saved');
  await expect(status(page)).toHaveText('Published, with changes');

  const early = await visitor(browser, '/about');
  await expect(early.page.getByRole('heading', { level: 1 })).toHaveText(original);
  await early.close();

  // Share preview: a link that works without an account, says what it is, and is not indexed.
  await page.getByRole('button', { name: 'Share preview' }).click();
  await page.getByRole('button', { name: 'Create link' }).click();
  await expect(toast(page, 'Preview link')).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Preview link', exact: true }).first().inputValue();
  const path = new URL(link).pathname;
  expect(path).toMatch(/^\/preview\/share\//);
  const shared = await visitor(browser, path);
  expect(shared.status).toBe(200);
  await expect(shared.page.getByRole('heading', { level: 1 })).toHaveText('Engineering Calm Launches');
  await expect(shared.page.getByRole('note', { name: 'Preview' })).toContainText('Preview of a draft. These changes are not published yet');
  await expect(shared.page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const headers = await shared.page.request.get(`${server.url}${path}`);
  expect(headers.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await shared.close();

  // One character changed, or a made-up one: the 404 page.
  const last = path.at(-1) === 'A' ? 'B' : 'A';
  for (const wrong of [`${path.slice(0, -1)}${last}`, '/preview/share/not-a-link']) {
    const answer = await page.request.get(`${server.url}${wrong}`, { headers: { cookie: '' } });
    expect(answer.status(), wrong).toBe(404);
  }

  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(toast(page, 'Published: visitors see it now')).toBeVisible();
  await expect(status(page)).toHaveText('Published');
  const after = await visitor(browser, '/about');
  await expect(after.page.getByRole('heading', { level: 1 })).toHaveText('Engineering Calm Launches');
  await after.close();

  // Revoked: the link answers 404 at once.
  await page.getByRole('button', { name: 'Revoke' }).first().click();
  await expect(toast(page, 'Link revoked')).toBeVisible();
  expect((await page.request.get(`${server.url}${path}`, { headers: { cookie: '' } })).status()).toBe(404);
  await expectNoAccessibilityViolations(page);
  expect(errors).toEqual([]);
});

test('autosave: typing, waiting and reloading keeps the text', async ({ browser }) => {
  const page = await aboutEditor(browser, ADA);
  await missionBody(page).fill('Why we build');
  await expect(saveState(page)).toContainText('Draft saved');
  await page.reload();
  await expect(missionBody(page)).toHaveValue('Why we build');
  await expect(status(page)).toHaveText('Published, with changes');
  await page.context().close();
});

test('restoring the first version and publishing brings the original text back; the history names every author', async ({ browser }) => {
  const ada = await aboutEditor(browser, ADA);
  const errors = watchConsoleErrors(ada);
  await ada.getByRole('button', { name: /^History/ }).click();
  const versions = ada.getByRole('list', { name: 'Versions, newest first' }).getByRole('listitem');
  // Version 1: the first test's publish (an autosave is no version).
  await expect(versions).toHaveCount(1);
  await expect(versions.first()).toContainText('Version 1 · Published');
  await expect(versions.first()).toContainText('Ada Editor');
  await ada.context().close();

  // Bob saves a version of his own and publishes it.
  const bob = await aboutEditor(browser, BOB);
  await heroTitle(bob).fill('Bob’s Bold Headline');
  await bob.getByLabel('Note for this version').fill('A bolder headline');
  await bob.getByRole('button', { name: 'Save version' }).first().click();
  await expect(toast(bob, /Version \d+ in the history/)).toContainText('Page Saved');
  await bob.getByRole('button', { name: 'Publish changes' }).click();
  await expect(toast(bob, 'Published: visitors see it now')).toBeVisible();
  await bob.getByRole('button', { name: /^History/ }).click();
  const list = bob.getByRole('list', { name: 'Versions, newest first' }).getByRole('listitem');
  await expect(list).toHaveCount(3);
  await expect(list.nth(0)).toContainText('Published');
  await expect(list.nth(0)).toContainText('Bob Writer');
  await expect(list.nth(1)).toContainText('Saved');
  await expect(list.nth(1)).toContainText('“A bolder headline”');
  await expect(list.nth(1)).toContainText('Changed Hero: Bob’s Bold Headline');
  await expect(list.nth(2)).toContainText('Version 1 · Published');
  await expect(list.nth(2)).toContainText('Ada Editor');

  // A version's preview outlines what differs from the draft.
  const [popup] = await Promise.all([
    bob.waitForEvent('popup'),
    list
      .nth(2)
      .getByRole('link', { name: /^Preview/ })
      .click(),
  ]);
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Engineering Calm Launches');
  await expect(popup.getByRole('note', { name: 'Preview' })).toContainText('Version 1 by Ada Editor');
  await expect(popup.locator('[data-changed="true"]')).not.toHaveCount(0);
  await popup.close();

  // Restore version 1: a new draft; after Publish visitors see its text again.
  bob.once('dialog', (dialog) => void dialog.accept());
  await list.nth(2).getByRole('button', { name: 'Restore version 1' }).click();
  await expect(heroTitle(bob)).toHaveValue('Engineering Calm Launches');
  await expect(status(bob)).toHaveText('Published, with changes');
  const before = await visitor(browser, '/about');
  await expect(before.page.getByRole('heading', { level: 1 })).toHaveText('Bob’s Bold Headline');
  await before.close();
  await bob.getByRole('button', { name: 'Publish changes' }).click();
  await expect(toast(bob, 'Published: visitors see it now')).toBeVisible();
  const after = await visitor(browser, '/about');
  await expect(after.page.getByRole('heading', { level: 1 })).toHaveText('Engineering Calm Launches');
  await after.close();
  await bob.getByRole('button', { name: /^History/ }).click();
  await expect(bob.getByRole('list', { name: 'Versions, newest first' }).getByRole('listitem').nth(1)).toContainText('Restored');
  expect(errors).toEqual([]);
});

test('two editors change the same page: the second save shows who saved first, and both texts are kept as versions', async ({ browser }) => {
  const ada = await aboutEditor(browser, ADA);
  const bob = await aboutEditor(browser, BOB);
  await missionBody(ada).fill('Ada’s mission');
  await ada.getByRole('button', { name: 'Save version' }).first().click();
  await expect(toast(ada, /Version \d+ in the history/)).toContainText('Page Saved');

  await missionBody(bob).fill('Bob’s mission');
  await bob.getByRole('button', { name: 'Save version' }).first().click();
  const conflict = bob.getByRole('alert').filter({ hasText: 'after you opened it' });
  await expect(conflict).toContainText('Ada Editor saved this at');
  await expect(conflict).toContainText('your copy is kept as version');
  await expect(saveState(bob)).toHaveText('Not saved: someone else saved first');
  // Bob's text is still in his editor; Ada's is the draft.
  await expect(missionBody(bob)).toHaveValue('Bob’s mission');

  await bob.getByRole('button', { name: /^History/ }).click();
  const list = bob.getByRole('list', { name: 'Versions, newest first' }).getByRole('listitem');
  await expect(list.filter({ hasText: 'Bob Writer' }).filter({ hasText: 'Kept when two edits met' })).toHaveCount(1);
  await expect(list.filter({ hasText: 'Ada Editor' }).filter({ hasText: 'Saved' }).first()).toBeVisible();

  // Open theirs: Ada's text in Bob's editor.
  await bob.getByRole('button', { name: 'Open their version' }).click();
  await expect(missionBody(bob)).toHaveValue('Ada’s mission');
  await ada.context().close();
  await bob.context().close();
});

test('a case study works the same way: its change is a draft, a preview link shows it without an account, Publish puts it on its page, the history lists both versions', async ({
  browser,
}) => {
  const page = await signedIn(browser, server.url, ADA, '/admin/case-studies?q=invoicing', WIDE);
  const errors = watchConsoleErrors(page);
  await page.getByRole('link', { name: 'Edit AI-Powered Invoicing for a Growing Accounting Firm' }).click();
  await expect(status(page)).toHaveText('Published');
  const challenge = page.getByRole('form', { name: 'Edit Case Study' }).getByLabel('Challenge');
  const original = await challenge.inputValue();
  const slug = await page.getByRole('form', { name: 'Edit Case Study' }).getByLabel('Slug').inputValue();
  await challenge.fill('Month-end close took nine days of manual matching.');
  await expect(saveState(page)).toContainText('Draft saved');
  await page.getByLabel('Note for this version').fill('A sharper challenge');
  await page.getByRole('button', { name: 'Save version' }).click();
  await expect(toast(page, 'Case study saved')).toContainText('Version 1 in the history');

  const before = await visitor(browser, `/case-studies/${slug}`);
  await expect(before.page.getByText(original)).toBeVisible();
  await before.close();

  await page.getByRole('button', { name: 'Share preview' }).click();
  await page.getByRole('button', { name: 'Create link' }).click();
  const path = new URL(await page.getByRole('textbox', { name: 'Preview link', exact: true }).first().inputValue()).pathname;
  const shared = await visitor(browser, path);
  expect(shared.status).toBe(200);
  await expect(shared.page.getByText('Month-end close took nine days of manual matching.')).toBeVisible();
  await expect(shared.page.getByRole('note', { name: 'Preview' })).toContainText('These changes are not published yet');
  await expect(shared.page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await shared.close();

  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(toast(page, 'Published: visitors see it now')).toBeVisible();
  const after = await visitor(browser, `/case-studies/${slug}`);
  await expect(after.page.getByText('Month-end close took nine days of manual matching.')).toBeVisible();
  await after.close();

  await page.getByRole('button', { name: /^History/ }).click();
  const versions = page.getByRole('list', { name: 'Versions, newest first' }).getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText('Version 2 · Published');
  await expect(versions.nth(0)).toContainText('Ada Editor');
  await expect(versions.nth(1)).toContainText('Version 1 · Saved');
  await expect(versions.nth(1)).toContainText('“A sharper challenge”');
  // A version's preview says how it differs from the draft (here: in nothing).
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    versions
      .nth(1)
      .getByRole('link', { name: /Preview/ })
      .click(),
  ]);
  await expect(preview.getByRole('note', { name: 'Preview' })).toContainText('Version 1 by Ada Editor');
  await expect(preview.getByText('Month-end close took nine days of manual matching.')).toBeVisible();
  await preview.close();
  await expectNoAccessibilityViolations(page);
  expect(errors).toEqual([]);
});

test('closing the tab before the autosave ran loses nothing: the last change goes out as the page goes away', async ({ browser }) => {
  const page = await signedIn(browser, server.url, BOB, '/admin/case-studies?q=sales%20automation', WIDE);
  await page.getByRole('link', { name: 'Edit Sales Automation for a B2B SaaS Company' }).click();
  const timeline = page.getByRole('form', { name: 'Edit Case Study' }).getByLabel('Timeline');
  await expect(timeline).toBeEditable();
  const address = page.url();
  await timeline.fill('14 weeks');
  // At once, well before the autosave's 2.5 s: the tab goes away.
  await expect(saveState(page)).toContainText('Unsaved changes');
  await page.goto('about:blank');
  const again = await page.context().newPage();
  await again.goto(address);
  await expect(again.getByRole('form', { name: 'Edit Case Study' }).getByLabel('Timeline')).toHaveValue('14 weeks');
  await expect(status(again)).toHaveText('Published, with changes');
  await page.context().close();
});
