// The Content manager (/admin/content and its Site Settings and Contact Info tabs), /admin/settings
// and the announcement banner, on a server of its own whose database holds an admin and an
// editor: each change shows on the public site on a visitor's next load.
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { COMPANY } from '../src/server/db/seed-data';
import { card, signedIn, toast } from './support/admin';
import { expectNoAccessibilityViolations } from './support/axe';
import { prepareDataDir } from './support/data-dir';
import { watchConsoleErrors } from './support/page-checks';
import { startServer, type RunningServer } from './support/server';
import { unbreakablePhone } from '../src/components/site/phone-link';

test.describe.configure({ mode: 'serial' });

const ADMIN = { email: 'ada@axionlabs.dev', password: 'an admin with a long passphrase', name: 'Ada Admin' };
const EDITOR = { email: 'erin@axionlabs.dev', password: 'an editor with a long passphrase', name: 'Erin Editor' };
let server: RunningServer;

test.beforeAll(async () => {
  const dataDir = await prepareDataDir(async (db) => {
    await createAdministrator(db, { ...ADMIN, role: 'admin' });
    await createAdministrator(db, { ...EDITOR, role: 'editor' });
  });
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true', SMTP_URL: '' } });
});
test.afterAll(async () => {
  await server?.stop();
});

/** A fresh visitor: a browser context of its own (its own localStorage). */
async function visitor(browser: Browser, path: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: server.url, ...options });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Announcement' });

function nextConfirm(page: Page) {
  return new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
}

test('content items: create, edit, cancel back to create mode, filter and delete, with the exact toasts', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/content');
  const errors = watchConsoleErrors(page);
  await expect(page).toHaveTitle('Content | Admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content Manager');
  // An editor sees only the Content tab.
  const tabs = page.getByRole('navigation', { name: 'Content manager' });
  await expect(tabs.getByRole('link')).toHaveText(['Content']);
  await expect(tabs.getByRole('link', { name: 'Content' })).toHaveAttribute('aria-current', 'page');
  const create = page.getByRole('form', { name: 'Create Content Item' });
  await expect(create.getByLabel('Type')).toHaveValue('page');
  await expect(create.getByLabel('Status')).toHaveValue('draft');
  await expectNoAccessibilityViolations(page);

  // No title: the server's message, and what was typed stays.
  await create.getByLabel('Content').fill('Our numbers for the first quarter.');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed to save content.')).toContainText('Please enter the title.');
  await expect(create.getByLabel('Content')).toHaveValue('Our numbers for the first quarter.');

  await create.getByLabel('Title', { exact: true }).fill('Quarterly report Q1');
  await create.getByLabel('Type').selectOption({ label: 'Blog' });
  await create.getByLabel('Meta Title').fill('Q1 report | Axion Labs');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Content Saved')).toBeVisible();
  await expect(card(page, 'Quarterly report Q1')).toContainText('Blog');
  await expect(card(page, 'Quarterly report Q1')).toContainText('Draft');
  // Saved: the form is empty again, in create mode.
  await expect(create.getByLabel('Title', { exact: true })).toHaveValue('');
  await expect(create.getByLabel('Content')).toHaveValue('');

  // Edit loads the record; Cancel returns to an empty create form.
  await page.getByRole('button', { name: 'Edit Quarterly report Q1' }).click();
  const edit = page.getByRole('form', { name: 'Edit Content Item' });
  await expect(edit.getByLabel('Title', { exact: true })).toBeFocused();
  await expect(edit.getByLabel('Type')).toHaveValue('blog');
  await expect(edit.getByLabel('Meta Title')).toHaveValue('Q1 report | Axion Labs');
  await expect(edit.getByLabel('Content')).toHaveValue('Our numbers for the first quarter.');
  await edit.getByLabel('Title', { exact: true }).fill('Typed then cancelled');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(create.getByLabel('Title', { exact: true })).toHaveValue('');
  await expect(create.getByLabel('Type')).toHaveValue('page');
  await expect(card(page, 'Quarterly report Q1')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Quarterly report Q1' }).click();
  await edit.getByLabel('Status').selectOption({ label: 'Published' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(card(page, 'Quarterly report Q1')).toContainText('Published');
  await expect(create).toBeVisible();

  // A second item, then the filters: search, status and type (query parameters).
  await create.getByLabel('Title', { exact: true }).fill('Quarterly report Q2');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(card(page, 'Quarterly report Q2')).toContainText('Draft');
  await expect(page.getByRole('button', { name: /^Edit Quarterly report/ })).toHaveText(['Edit', 'Edit']);
  const titles = page.getByRole('list', { name: 'Content Items' }).getByRole('heading', { level: 3 });
  await expect(titles).toHaveText(['Quarterly report Q2', 'Quarterly report Q1']); // newest first
  const filter = page.getByRole('search', { name: 'Filter content items' });
  await filter.getByLabel('Search by title').fill('quarterly');
  await filter.getByLabel('Status').selectOption({ label: 'Published' });
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]status=published(&|$)/);
  await expect(titles).toHaveText(['Quarterly report Q1']);
  await filter.getByLabel('Status').selectOption({ label: 'All' });
  await filter.getByLabel('Type').selectOption({ label: 'Page' });
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expect(titles).toHaveText(['Quarterly report Q2']);

  // Deleting the item being edited returns the form to create mode.
  await page.goto('/admin/content');
  await page.getByRole('button', { name: 'Edit Quarterly report Q2' }).click();
  const question = nextConfirm(page);
  await page.getByRole('button', { name: 'Delete Quarterly report Q2' }).click();
  expect(await question).toBe('Are you sure you want to delete this content item?');
  await expect(toast(page, 'Content Deleted')).toBeVisible();
  await expect(card(page, 'Quarterly report Q2')).toHaveCount(0);
  await expect(create.getByLabel('Title', { exact: true })).toHaveValue('');
  expect(errors).toEqual([]);
});

test('an editor does not see the settings tabs, and the settings screens send them away', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/content');
  await expect(page.getByRole('navigation', { name: 'Content manager' }).getByRole('link')).toHaveText(['Content']);
  for (const path of ['/admin/settings', '/admin/content/site-settings', '/admin/content/contact-info']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\?denied=1$/);
  }
});

test('announcement banner: a fresh visitor sees it on every page, dismisses it; an edit brings it back; a draft never shows', async ({ browser }) => {
  const page = await signedIn(browser, server.url, ADMIN, '/admin/content');
  const create = page.getByRole('form', { name: 'Create Content Item' });
  await create.getByLabel('Title', { exact: true }).fill('Office closed on Friday');
  await create.getByLabel('Type').selectOption({ label: 'Announcement' });
  await create.getByLabel('Status').selectOption({ label: 'Published' });
  // Text only: markup is shown as typed, never run.
  await create.getByLabel('Content').fill('Replies resume on <b>Monday</b>.');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Content Saved')).toBeVisible();

  const guest = await visitor(browser, '/');
  const errors = watchConsoleErrors(guest);
  await expect(banner(guest)).toContainText('Office closed on Friday');
  await expect(banner(guest)).toContainText('Replies resume on <b>Monday</b>.');
  await expect(banner(guest).locator('b')).toHaveCount(0);
  await expectNoAccessibilityViolations(guest);
  await guest.goto('/about');
  await expect(banner(guest)).toContainText('Office closed on Friday');

  // Dismissed with the keyboard; gone after a reload and on other pages.
  const dismiss = banner(guest).getByRole('button', { name: 'Dismiss announcement' });
  await dismiss.focus();
  await guest.keyboard.press('Enter');
  await expect(banner(guest)).toHaveCount(0);
  await guest.reload();
  await expect(banner(guest)).toHaveCount(0);
  await guest.goto('/');
  await expect(banner(guest)).toHaveCount(0);
  // Hidden before React loads (no flash of the dismissed banner): in a tab of the same visitor
  // whose bundles are blocked, only the banner's inline script runs.
  const bare = await guest.context().newPage();
  await bare.route('**/_next/static/**/*.js', (route) => route.abort());
  await bare.goto('/about');
  await expect(bare.locator('#announcement-banner')).toHaveAttribute('hidden', '');
  await expect(banner(bare)).toHaveCount(0);
  await bare.close();

  // Without JavaScript the server's banner is there from the first byte.
  const noScript = await visitor(browser, '/contact', { javaScriptEnabled: false });
  await expect(banner(noScript)).toContainText('Office closed on Friday');
  await noScript.context().close();

  // An edit is a new version: it shows again to the visitor who dismissed the old one.
  await page.getByRole('button', { name: 'Edit Office closed on Friday' }).click();
  const edit = page.getByRole('form', { name: 'Edit Content Item' });
  await edit.getByLabel('Content').fill('Replies resume on Tuesday.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(card(page, 'Office closed on Friday')).toContainText('Replies resume on Tuesday.');
  await guest.reload();
  await expect(banner(guest)).toContainText('Replies resume on Tuesday.');

  // Back to draft: gone for everyone.
  await page.getByRole('button', { name: 'Edit Office closed on Friday' }).click();
  await edit.getByLabel('Status').selectOption({ label: 'Draft' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(card(page, 'Office closed on Friday')).toContainText('Draft');
  await guest.reload();
  await expect(guest.getByRole('contentinfo')).toBeVisible();
  await expect(banner(guest)).toHaveCount(0);
  const fresh = await visitor(browser, '/about');
  await expect(fresh.getByRole('contentinfo')).toBeVisible();
  await expect(banner(fresh)).toHaveCount(0);
  await fresh.context().close();
  expect(errors).toEqual([]);
  await guest.context().close();
});

test('contact info: a new email and phone show in the public footer and on /contact', async ({ browser }) => {
  const page = await signedIn(browser, server.url, ADMIN, '/admin/content/contact-info');
  const errors = watchConsoleErrors(page);
  await expect(page).toHaveTitle('Contact Info | Admin');
  const tabs = page.getByRole('navigation', { name: 'Content manager' });
  await expect(tabs.getByRole('link')).toHaveText(['Content', 'Site Settings', 'Contact Info']);
  await expect(tabs.getByRole('link', { name: 'Contact Info' })).toHaveAttribute('aria-current', 'page');
  const form = page.getByRole('form', { name: 'Contact Info' });
  await expect(form.getByLabel('Contact Email')).toHaveValue(COMPANY.email);
  await expectNoAccessibilityViolations(page);

  await form.getByLabel('Contact Email').fill('sales@');
  await form.getByRole('button', { name: 'Save Contact Info' }).click();
  await expect(toast(page, 'Failed to update setting.')).toContainText('Please enter a valid contact email (for example hello@example.com).');
  const guest = await visitor(browser, '/');
  await expect(guest.getByRole('contentinfo').getByRole('link', { name: COMPANY.email })).toBeVisible();

  await form.getByLabel('Contact Email').fill('sales@axionlabs.dev');
  await form.getByLabel('Contact Phone').fill('+1 (307) 555-0199');
  await form.getByRole('button', { name: 'Save Contact Info' }).click();
  await expect(toast(page, 'Setting Updated')).toBeVisible();

  await guest.reload();
  const footer = guest.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'sales@axionlabs.dev' })).toHaveAttribute('href', 'mailto:sales@axionlabs.dev');
  await expect(footer.getByRole('link', { name: unbreakablePhone('+1 (307) 555-0199') })).toHaveAttribute('href', 'tel:+13075550199');
  await guest.goto('/contact');
  await expect(guest.getByRole('main').getByRole('link', { name: 'sales@axionlabs.dev' }).first()).toBeVisible();
  await expect(guest.getByRole('main').getByText(COMPANY.email)).toHaveCount(0);
  await guest.context().close();
  expect(errors).toEqual([]);
});

test('site settings: edit a value and description, add a setting; /admin/settings shows both forms', async ({ browser }) => {
  const page = await signedIn(browser, server.url, ADMIN, '/admin/content/site-settings');
  const errors = watchConsoleErrors(page);
  await expect(page).toHaveTitle('Site Settings | Admin');
  await expect(page.getByRole('navigation', { name: 'Content manager' }).getByRole('link', { name: 'Site Settings' })).toHaveAttribute('aria-current', 'page');
  const settings = page.getByRole('list', { name: 'Site Settings' });
  for (const key of ['site_title', 'site_description', 'company_name', 'contact_email', 'contact_phone', 'contact_address', 'signup_enabled']) {
    await expect(settings.getByRole('heading', { name: key, exact: true })).toBeVisible();
  }
  await expect(card(page, 'signup_enabled').getByText('Off', { exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // A bad value for the setting's type: refused with the server's message.
  await page.getByRole('button', { name: 'Edit social_github' }).click();
  const github = page.getByRole('form', { name: 'Edit Setting social_github' });
  await expect(github.getByLabel('Value')).toBeFocused();
  await github.getByLabel('Value').fill('javascript:alert(1)');
  await github.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed to update setting.')).toContainText('The value of social_github must be a web address starting with http:// or https://.');
  await github.getByRole('button', { name: 'Cancel' }).click();

  // Edit loads the stored value (the seeded one, or the Contact Info test's).
  const storedPhone = (await card(page, 'contact_phone').getByText(/^\+1 \(307\)/).textContent())!;
  await page.getByRole('button', { name: 'Edit contact_phone' }).click();
  const phone = page.getByRole('form', { name: 'Edit Setting contact_phone' });
  await expect(phone.getByLabel('Value')).toHaveValue(storedPhone);
  await phone.getByLabel('Value').fill('+1 (307) 555-0123');
  await phone.getByLabel('Description').fill('The phone number visitors call.');
  await phone.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Setting Updated')).toBeVisible();
  await expect(card(page, 'contact_phone')).toContainText('+1 (307) 555-0123');
  await expect(card(page, 'contact_phone')).toContainText('The phone number visitors call.');
  const guest = await visitor(browser, '/');
  await expect(guest.getByRole('contentinfo').getByRole('link', { name: unbreakablePhone('+1 (307) 555-0123') })).toBeVisible();
  await guest.context().close();

  // A new setting: the key's rule, then saved.
  const add = page.getByRole('form', { name: 'Add Setting' });
  await add.getByLabel('Key').fill('Support Email');
  await add.getByLabel('Type').selectOption({ label: 'Email' });
  await add.getByLabel('Value').fill('help@axionlabs.dev');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed to update setting.')).toContainText('The key may hold only lowercase letters, digits and underscores (for example support_email).');
  await add.getByLabel('Key').fill('support_email');
  await add.getByLabel('Description').fill('Where customers get help.');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(card(page, 'support_email')).toContainText('help@axionlabs.dev');
  await expect(add.getByLabel('Key')).toHaveValue('');

  // On/off settings are a checkbox.
  await page.getByRole('button', { name: 'Edit signup_enabled' }).click();
  await page.getByRole('form', { name: 'Edit Setting signup_enabled' }).getByRole('checkbox', { name: 'On' }).check();
  await page.getByRole('form', { name: 'Edit Setting signup_enabled' }).getByRole('button', { name: 'Save' }).click();
  await expect(card(page, 'signup_enabled').getByText('On', { exact: true })).toBeVisible();

  await page.goto('/admin/settings');
  await expect(page).toHaveTitle('Settings | Admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await expect(page.getByRole('form', { name: 'Contact Info' }).getByLabel('Contact Phone')).toHaveValue('+1 (307) 555-0123');
  await expect(page.getByRole('heading', { level: 2, name: 'Site Settings' })).toBeVisible();
  await expect(card(page, 'support_email')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  expect(errors).toEqual([]);
});
