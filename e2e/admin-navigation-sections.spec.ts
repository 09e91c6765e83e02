// The header menu (Navigation Management) and the logo, header and footer (Website Sections),
// edited by an editor on a server of its own: each change shows on the public site for a fresh
// visitor, on desktop and in the mobile menu at 375 px.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { COMPANY, navigationItems as seededItems } from '../src/seed/seed-data';
import { card, signedIn, toast } from './support/admin';
import { expectNoAccessibilityViolations } from './support/axe';
import { prepareDataDir } from './support/data-dir';
import { watchConsoleErrors } from './support/page-checks';
import { startServer, type RunningServer } from './support/server';
import { unbreakablePhone } from '../src/components/site/phone-link';

test.describe.configure({ mode: 'serial' });

const EDITOR = { email: 'erin@axionlabs.dev', password: 'an editor with a long passphrase', name: 'Erin Editor' };
const LINK_MESSAGE = 'The link must be a path on this site (like /services) or a web address starting with http:// or https://.';
let server: RunningServer;

test.beforeAll(async () => {
  const dataDir = await prepareDataDir((db) => createAdministrator(db, { ...EDITOR, role: 'editor' }));
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true', SMTP_URL: '' } });
});
test.afterAll(async () => {
  await server?.stop();
});

/** A first-time visitor: a context of its own (no cookies), at the desktop size or a phone's. */
async function visitor(browser: Browser, path: string, viewport = { width: 1440, height: 900 }) {
  const context = await browser.newContext({ baseURL: server.url, viewport });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

function acceptNextConfirm(page: Page) {
  return new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
}

test('navigation: an added item shows in the header on desktop and in the mobile menu; a javascript: link is refused', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/navigation');
  const errors = watchConsoleErrors(page);
  await expect(page).toHaveTitle('Navigation Management | Admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Navigation Management');
  // The list in the header's order.
  await expect(page.getByRole('list', { name: 'Navigation Management' }).getByRole('heading', { level: 2 })).toHaveText(seededItems.map((item) => item.name));
  await expect(card(page, 'Services')).toContainText('/services');
  await expect(card(page, 'Services')).toContainText('Order 10');
  await expect(card(page, 'Services')).toContainText('Staff Augmentation');
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: 'Add Navigation Item' }).click();
  const form = page.getByRole('form', { name: 'Create New Navigation Item' });
  await expect(page.getByRole('button', { name: 'Add Navigation Item' })).toBeDisabled();
  await expect(form.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  await form.getByLabel('Name', { exact: true }).fill('Journal');
  await form.getByLabel('Link', { exact: true }).fill('javascript:alert(1)');
  await form.getByLabel('Order').fill('37');
  await form.getByRole('button', { name: 'Add Submenu Item' }).click();
  await form.getByLabel('Submenu item 1 name').fill('Engineering Notes');
  await form.getByLabel('Submenu item 1 link').fill('/journal/engineering');
  await form.getByRole('button', { name: 'Add Submenu Item' }).click(); // left blank: dropped on save
  await expectNoAccessibilityViolations(page);

  // The bad link: the spec's toast with the server's message; the form keeps what was typed.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed to save navigation item.')).toContainText(LINK_MESSAGE);
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Journal');
  await page.reload();
  await expect(card(page, 'Services')).toBeVisible();
  await expect(card(page, 'Journal')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Navigation Item' }).click();
  await form.getByLabel('Name', { exact: true }).fill('Journal');
  await form.getByLabel('Link', { exact: true }).fill('/journal');
  await form.getByLabel('Order').fill('37');
  await form.getByRole('button', { name: 'Add Submenu Item' }).click();
  await form.getByLabel('Submenu item 1 name').fill('Engineering Notes');
  await form.getByLabel('Submenu item 1 link').fill('/journal/engineering');
  await form.getByRole('button', { name: 'Add Submenu Item' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Navigation Updated')).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(card(page, 'Journal')).toContainText('Order 37');
  const names = await page.getByRole('list', { name: 'Navigation Management' }).getByRole('heading', { level: 2 }).allTextContents();
  expect(names.slice(names.indexOf('Case Studies'), names.indexOf('About') + 1)).toEqual(['Case Studies', 'Insights', 'Journal', 'About']);

  // A fresh visitor on a desktop: the item in its place, with its submenu.
  const desktop = await visitor(browser, '/');
  const links = await mainMenu(desktop).getByRole('link').allTextContents();
  expect(links.slice(links.indexOf('Case Studies'), links.indexOf('About') + 1)).toEqual(['Case Studies', 'Insights', 'Journal', 'About']);
  await expect(mainMenu(desktop).getByRole('link', { name: 'Journal', exact: true })).toHaveAttribute('href', '/journal');
  await mainMenu(desktop).getByRole('button', { name: 'Journal submenu' }).click();
  await expect(mainMenu(desktop).getByRole('link', { name: 'Engineering Notes' })).toHaveAttribute('href', '/journal/engineering');
  await desktop.context().close();

  // ...and on a phone, in the mobile menu.
  const phone = await visitor(browser, '/', { width: 375, height: 812 });
  await phone.getByRole('button', { name: 'Open menu' }).click();
  const mobileMenu = phone.getByRole('navigation', { name: 'Mobile' });
  await expect(mobileMenu.getByRole('link', { name: 'Journal', exact: true })).toHaveAttribute('href', '/journal');
  await expect(mobileMenu.getByRole('link', { name: 'Engineering Notes' })).toBeVisible();
  await phone.context().close();

  // Inactive: gone from the header, still in the list.
  await page.getByRole('button', { name: 'Edit Journal' }).click();
  const edit = page.getByRole('form', { name: 'Edit Navigation Item' });
  await expect(edit.getByLabel('Order')).toHaveValue('37');
  await expect(edit.getByLabel('Submenu item 1 link')).toHaveValue('/journal/engineering');
  await expect(edit.getByLabel('Submenu item 2 name')).toHaveCount(0);
  await edit.getByRole('checkbox', { name: 'Active' }).uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Navigation Updated')).toBeVisible();
  await expect(card(page, 'Journal')).toContainText('Inactive');
  const later = await visitor(browser, '/');
  await expect(mainMenu(later).getByRole('link', { name: 'About', exact: true })).toBeVisible();
  await expect(mainMenu(later).getByRole('link', { name: 'Journal', exact: true })).toHaveCount(0);
  await later.context().close();

  const question = acceptNextConfirm(page);
  await page.getByRole('button', { name: 'Delete Journal' }).click();
  expect(await question).toBe('Are you sure you want to delete this navigation item?');
  await expect(card(page, 'Journal')).toHaveCount(0);
  await expect(toast(page, 'Navigation Updated')).toBeVisible();
  expect(errors).toEqual([]);
});

test('website sections: tabs; the header button, the footer email and the logo follow what is saved', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/website-sections');
  const errors = watchConsoleErrors(page);
  await expect(page).toHaveTitle('Website Sections | Admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Website Sections');
  const tabs = page.getByRole('tablist', { name: 'Website sections' });
  await expect(tabs.getByRole('tab')).toHaveText(['Logo', 'Header', 'Footer']);
  await expect(tabs.getByRole('tab', { name: 'Logo' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Logo' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // The keyboard moves between tabs (arrow keys), as the tab pattern expects.
  await tabs.getByRole('tab', { name: 'Logo' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Header' })).toHaveAttribute('aria-selected', 'true');
  const header = page.getByRole('form', { name: 'Header section' });
  await expect(header.getByLabel('Button Text')).toHaveValue('Get Estimate');
  await expect(header.getByRole('checkbox', { name: 'Show the search in the header' })).toBeChecked();
  await expectNoAccessibilityViolations(page);

  // A bad link: refused with its message, nothing changes for visitors.
  await header.getByLabel('Button Text').fill('Book a Call');
  await header.getByLabel('Button Link').fill('javascript:alert(1)');
  await header.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed to update header section.')).toContainText(
    'The button link must be a path on this site (like /services) or a web address starting with http:// or https://.',
  );
  let site = await visitor(browser, '/');
  await expect(site.getByRole('banner').getByRole('link', { name: 'Get Estimate' })).toHaveAttribute('href', '/estimator');
  await site.context().close();

  await header.getByLabel('Button Link').fill('/contact');
  await header.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Header Section Updated')).toBeVisible();
  site = await visitor(browser, '/');
  await expect(site.getByRole('banner').getByRole('link', { name: 'Book a Call' })).toHaveAttribute('href', '/contact');
  await expect(site.getByRole('banner').getByRole('link', { name: 'Get Estimate' })).toHaveCount(0);
  await site.context().close();
  const phone = await visitor(browser, '/', { width: 375, height: 812 });
  await phone.getByRole('button', { name: 'Open menu' }).click();
  await expect(phone.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Book a Call' })).toHaveAttribute('href', '/contact');
  await phone.context().close();

  // Footer: blank fields show the Contact Info settings; its own email shows once saved.
  await tabs.getByRole('tab', { name: 'Footer' }).click();
  const footer = page.getByRole('form', { name: 'Footer section' });
  await expect(footer.getByLabel('Email')).toHaveValue('');
  await expect(footer.getByLabel('Email')).toHaveAttribute('placeholder', COMPANY.email);
  await expectNoAccessibilityViolations(page);
  await footer.getByLabel('Email').fill('press@axionlabs');
  await footer.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed to update footer section.')).toContainText('Please enter a valid email address, or leave it blank.');
  await footer.getByLabel('Email').fill('press@axionlabs.dev');
  await footer.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Footer Section Updated')).toBeVisible();
  site = await visitor(browser, '/');
  const siteFooter = site.getByRole('contentinfo');
  await expect(siteFooter.getByRole('link', { name: 'press@axionlabs.dev' })).toHaveAttribute('href', 'mailto:press@axionlabs.dev');
  await expect(siteFooter.getByRole('link', { name: COMPANY.email })).toHaveCount(0);
  await expect(siteFooter.getByRole('link', { name: unbreakablePhone(COMPANY.phone) })).toBeVisible();
  // The contact page keeps the Contact Info settings.
  await site.goto('/contact');
  await expect(site.getByRole('region', { name: 'Contact Information' }).getByRole('link', { name: COMPANY.email })).toBeVisible();
  await site.context().close();

  // Logo: an image when its URL loads, the logo text when it does not.
  await tabs.getByRole('tab', { name: 'Logo' }).click();
  const logo = page.getByRole('form', { name: 'Logo section' });
  await logo.getByLabel('Logo Image URL').fill('/icon.svg');
  await logo.getByLabel('Alt Text').fill('Axion Labs home');
  await logo.getByLabel('Logo Text').fill('Axion Studio');
  await logo.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Logo Section Updated')).toBeVisible();
  site = await visitor(browser, '/');
  await expect(site.getByRole('banner').getByRole('img', { name: 'Axion Labs home' })).toHaveAttribute('src', '/icon.svg');
  await expect
    .poll(() =>
      site
        .getByRole('banner')
        .getByRole('img', { name: 'Axion Labs home' })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await site.context().close();

  await logo.getByLabel('Logo Image URL').fill('/no-such-logo.png');
  // The first save's toast may still show: wait for this save's answer instead.
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && response.ok()),
    logo.getByRole('button', { name: 'Save' }).click(),
  ]);
  await expect(logo.getByRole('button', { name: 'Save' })).toBeEnabled();
  site = await visitor(browser, '/');
  await expect(site.getByRole('banner').getByRole('link', { name: 'Axion Studio' })).toHaveAttribute('href', '/');
  await expect(site.getByRole('banner').getByRole('img')).toHaveCount(0);
  await site.context().close();
  expect(errors).toEqual([]);
});

test("the header's search link leads to the site search, and the header section can hide it", async ({ browser }) => {
  const site = await visitor(browser, '/');
  await site.getByRole('banner').getByRole('link', { name: 'Search' }).click();
  await expect(site).toHaveURL(/\/search$/);
  await expect(site.getByRole('heading', { level: 1 })).toHaveText('Search');
  // A page of its own (the header's links are plain links, decision 100): the route's first
  // answer after a start is Next.js' own, whose scripts are let settle before typing (CI, loaded,
  // once sent the form empty).
  await site.waitForLoadState('networkidle');
  await site.getByRole('searchbox', { name: 'Search the site' }).fill('fintech');
  await site.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(site).toHaveURL(/\/search\?q=fintech$/);
  await expect(site.getByRole('main').getByRole('status')).toHaveText(/^\d+ results? for “fintech”\.$/);
  await expect(site.getByRole('list', { name: 'Search results' }).getByRole('link', { name: 'FinTech Software Development' })).toHaveAttribute(
    'href',
    '/industries/fintech',
  );
  await expectNoAccessibilityViolations(site);
  await site.goto('/search?q=zzqx');
  await expect(site.getByRole('main').getByRole('status')).toHaveText('No results for “zzqx”.');
  await site.context().close();

  const page = await signedIn(browser, server.url, EDITOR, '/admin/website-sections');
  await page.getByRole('tab', { name: 'Header' }).click();
  const header = page.getByRole('form', { name: 'Header section' });
  await header.getByRole('checkbox', { name: 'Show the search in the header' }).uncheck();
  await header.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Header Section Updated')).toBeVisible();
  const later = await visitor(browser, '/');
  await expect(later.getByRole('banner').getByRole('link', { name: 'Book a Call' })).toBeVisible();
  await expect(later.getByRole('banner').getByRole('link', { name: 'Search' })).toHaveCount(0);
  await later.context().close();
});
