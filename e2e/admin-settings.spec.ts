// Settings (/admin/settings and the Content manager's Site Settings and Contact Info tabs): typed
// forms grouped by purpose, each saved on its own, on a server of its own whose database holds
// an admin and a PDF in the media library. Each change shows on the public site at once; invalid
// input shows its message beside the field and changes nothing.
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { unbreakablePhone } from '../src/components/site/phone-link';
import { FINAL_CTA } from '../src/content/home';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { mediaFiles } from '../src/server/db/schema';
import { COMPANY } from '../src/seed/seed-data';
import { createLocalStorage } from '../src/server/storage';
import { signedIn, toast } from './support/admin';
import { expectNoAccessibilityViolations } from './support/axe';
import { prepareDataDir } from './support/data-dir';
import { watchConsoleErrors } from './support/page-checks';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const ADMIN = { email: 'sam@axionlabs.dev', password: 'settings are for admins only', name: 'Sam Settings' };
const PDF_KEY = 'public/media/uploads/0b7d6a52-5f43-4c0e-9f0f-1d2a3b4c5d6e.pdf';
const PDF_NAME = 'Axion Labs Portfolio 2027.pdf';
let server: RunningServer;
let dataDir: string;

test.beforeAll(async () => {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Axion Labs Portfolio 2027');
  const bytes = Buffer.from(await pdf.save());
  dataDir = await prepareDataDir(async (db) => {
    await createAdministrator(db, { ...ADMIN, role: 'admin' });
    await db.insert(mediaFiles).values({
      filename: path.basename(PDF_KEY),
      originalFilename: PDF_NAME,
      filePath: PDF_KEY,
      fileSize: bytes.length,
      mimeType: 'application/pdf',
      folder: 'uploads',
    });
  });
  await createLocalStorage(path.join(dataDir, 'media')).put(PDF_KEY, bytes);
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true', SMTP_URL: '' } });
});
test.afterAll(async () => {
  await server?.stop();
});

async function visitor(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: server.url })).newPage();
  await page.goto(path);
  return page;
}

const form = (page: Page, name: string) => page.getByRole('form', { name });

test('every setting in a typed form of its group, no keys, ids or "Add Setting"', async ({ browser }) => {
  const page = await signedIn(browser, server.url, ADMIN, '/admin/settings');
  const errors = watchConsoleErrors(page);
  await expect(page).toHaveTitle('Settings | Admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Company',
    'Links',
    'Downloads',
    'Email',
    'Integrations',
    'Visit statistics',
    'Sign-up',
    'Two-step sign-in',
    'Single sign-on',
    'API keys',
  ]);
  await expect(page.getByRole('navigation', { name: 'Settings groups' }).getByRole('link')).toHaveText([
    'Company',
    'Links',
    'Downloads',
    'Email',
    'Integrations',
    'Visit statistics',
    'Sign-up',
    'Two-step sign-in',
    'Single sign-on',
    'API keys',
  ]);

  const company = form(page, 'Company');
  await expect(company.getByLabel('Company name')).toHaveValue(COMPANY.name);
  await expect(company.getByLabel('Contact email')).toHaveAttribute('type', 'email');
  await expect(company.getByLabel('Contact email')).toHaveAccessibleDescription(
    'Shown on the contact page and in the footer. New leads and applications are sent to this address.',
  );
  await expect(company.getByLabel('Contact phone')).toHaveAttribute('type', 'tel');
  await expect(form(page, 'Links').getByLabel('Booking link')).toHaveAttribute('type', 'url');
  await expect(form(page, 'Links').getByLabel('Booking link')).toHaveValue(COMPANY.bookingUrl);
  await expect(form(page, 'Sign-up').getByRole('checkbox', { name: 'Allow staff sign-up' })).not.toBeChecked();

  const main = page.getByRole('main');
  await expect(main).not.toContainText('Add Setting');
  for (const key of ['company_name', 'site_title', 'signup_enabled', 'lead_webhook_url', 'portfolio_file']) await expect(main).not.toContainText(key);
  expect(await main.innerText()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}/);
  // Mail goes to files here (no SMTP_URL): said plainly, with the folder.
  await expect(page.getByRole('region', { name: 'Email' })).toContainText(
    `Written to files in ${path.join(dataDir, 'mail')} (no SMTP_URL set): nobody receives them.`,
  );
  await expect(page.getByRole('region', { name: 'Email' })).toContainText(`${COMPANY.email} (the contact email, Company)`);
  await expectNoAccessibilityViolations(page);
  expect(errors).toEqual([]);
});

test('Company: an invalid email is refused beside its field and changes nothing; a valid save shows on the site', async ({ browser }) => {
  const page = await signedIn(browser, server.url, ADMIN, '/admin/settings');
  const errors = watchConsoleErrors(page);
  const company = form(page, 'Company');
  const email = company.getByLabel('Contact email');
  await email.fill('sales@');
  await company.getByLabel('Site title').fill('');
  await company.getByRole('button', { name: 'Save Company' }).click();
  await expect(toast(page, 'Failed to update setting.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/^Please enter a valid contact email \(for example hello@example\.com\)\./);
  await expect(company.getByLabel('Site title')).toHaveAccessibleDescription(/^Please enter the site title\./);
  await expectNoAccessibilityViolations(page);
  // Typing clears the field's message.
  await company.getByLabel('Site title').fill('Axion Labs — Custom Software & AI Teams');
  await expect(company.getByLabel('Site title')).not.toHaveAttribute('aria-invalid');

  const guest = await visitor(browser, '/contact');
  await expect(guest.getByRole('main').getByRole('link', { name: COMPANY.email }).first()).toBeVisible();
  await page.reload();
  await expect(form(page, 'Company').getByLabel('Contact email')).toHaveValue(COMPANY.email);

  await company.getByLabel('Contact email').fill('sales@axionlabs.dev');
  await company.getByLabel('Contact phone').fill('+1 (307) 555-0199');
  await company.getByLabel('Site title').fill('Axion Labs — Custom Software & AI Teams');
  // Another group's unsaved edit survives this group's save.
  await form(page, 'Links').getByLabel('Chat link').fill('https://wa.me/13075550100');
  await company.getByRole('button', { name: 'Save Company' }).click();
  await expect(toast(page, 'Setting Updated')).toBeVisible();
  await expect(form(page, 'Links').getByLabel('Chat link')).toHaveValue('https://wa.me/13075550100');

  await guest.reload();
  await expect(guest.getByRole('main').getByRole('link', { name: 'sales@axionlabs.dev' }).first()).toBeVisible();
  await expect(guest.getByRole('contentinfo').getByRole('link', { name: unbreakablePhone('+1 (307) 555-0199') })).toHaveAttribute('href', 'tel:+13075550199');
  await guest.goto('/');
  await expect(guest).toHaveTitle('Axion Labs — Custom Software & AI Teams');

  // The Content manager's Contact Info tab is the same form, with what was saved.
  await page.goto('/admin/content/contact-info');
  await expect(page).toHaveTitle('Contact Info | Admin');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Company']);
  await expect(form(page, 'Company').getByLabel('Contact phone')).toHaveValue('+1 (307) 555-0199');
  await guest.context().close();
  expect(errors).toEqual([]);
});

test('Links: a bad address is refused beside its field; a new booking link and an empty chat link show on the site', async ({ browser }) => {
  const page = await signedIn(browser, server.url, ADMIN, '/admin/content/site-settings');
  const errors = watchConsoleErrors(page);
  await expect(page).toHaveTitle('Site Settings | Admin');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Links',
    'Downloads',
    'Email',
    'Integrations',
    'Visit statistics',
    'Sign-up',
  ]);
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact Info' }).last()).toHaveAttribute('href', '/admin/content/contact-info');
  const links = form(page, 'Links');
  await links.getByLabel('GitHub organisation').fill('javascript:alert(1)');
  await links.getByRole('button', { name: 'Save Links' }).click();
  await expect(toast(page, 'Failed to update setting.')).toContainText(
    'The GitHub organisation must be a web address starting with http:// or https://, or empty.',
  );
  await expect(links.getByLabel('GitHub organisation')).toHaveAccessibleDescription(/^The GitHub organisation must be a web address/);

  await links.getByLabel('GitHub organisation').fill('https://github.com/axion-labs');
  await links.getByLabel('Booking link').fill('https://cal.com/axionlabs/intro-call');
  await links.getByLabel('Chat link').fill('');
  await links.getByRole('button', { name: 'Save Links' }).click();
  await expect(toast(page, 'Setting Updated')).toBeVisible();

  const guest = await visitor(browser, '/');
  const cta = guest.getByRole('region', { name: FINAL_CTA.title });
  await expect(cta.getByRole('link', { name: 'Schedule a Free Consultation' })).toHaveAttribute('href', 'https://cal.com/axionlabs/intro-call');
  await expect(cta.getByRole('link', { name: 'Chat With Us' })).toHaveCount(0);
  await expect(guest.getByRole('contentinfo').getByRole('link', { name: /GitHub/ })).toHaveAttribute('href', 'https://github.com/axion-labs');

  // Saving again without a change says so and writes nothing.
  await links.getByRole('button', { name: 'Save Links' }).click();
  await expect(toast(page, 'No changes to save')).toBeVisible();
  await guest.context().close();
  expect(errors).toEqual([]);
});

test('Downloads: a PDF from the library becomes the portfolio download; removed, the button leads to the case studies', async ({ browser, request }) => {
  const page = await signedIn(browser, server.url, ADMIN, '/admin/settings');
  const errors = watchConsoleErrors(page);
  const downloads = form(page, 'Downloads');
  const portfolio = downloads.getByRole('group', { name: /^Portfolio \(PDF\)/ });
  // Seeded without a portfolio file here: the button falls back to the case studies.
  await expect(portfolio).toContainText('No file chosen.');
  const guest = await visitor(browser, '/');
  await expect(guest.getByRole('region', { name: FINAL_CTA.title }).getByRole('link', { name: 'View Our Portfolio' })).toHaveAttribute('href', '/case-studies');

  await portfolio.getByRole('button', { name: 'Choose a PDF' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a PDF' });
  await expect(picker.getByRole('list', { name: 'PDFs' }).getByRole('button')).toHaveText([PDF_NAME]);
  await expectNoAccessibilityViolations(page);
  await picker.getByRole('button', { name: PDF_NAME }).click();
  await expect(picker).toBeHidden();
  await expect(portfolio.getByRole('link', { name: PDF_NAME })).toBeVisible();
  const guide = downloads.getByRole('group', { name: /^Partnership guide \(PDF\)/ });
  await guide.getByRole('button', { name: 'Choose a PDF' }).click();
  await page.getByRole('dialog', { name: 'Choose a PDF' }).getByRole('button', { name: PDF_NAME }).click();
  await downloads.getByRole('button', { name: 'Save Downloads' }).click();
  await expect(toast(page, 'Setting Updated')).toBeVisible();
  await page.reload();
  await expect(form(page, 'Downloads').getByRole('group', { name: /^Partnership guide \(PDF\)/ })).toContainText(PDF_NAME);

  await guest.reload();
  await expect(guest.getByRole('region', { name: FINAL_CTA.title }).getByRole('link', { name: 'Download Portfolio (PDF)' })).toHaveAttribute(
    'href',
    '/portfolio',
  );
  const redirect = await request.get(`${server.url}/portfolio`, { maxRedirects: 0 });
  const download = await request.get(`${server.url}${redirect.headers().location}`);
  expect(download.headers()['content-disposition']).toContain(`filename="${PDF_NAME}"`);
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await form(page, 'Downloads').getByRole('button', { name: 'Remove the Portfolio (PDF)' }).click();
  await form(page, 'Downloads').getByRole('button', { name: 'Save Downloads' }).click();
  await expect(toast(page, 'Setting Updated')).toBeVisible();
  await guest.reload();
  await expect(guest.getByRole('region', { name: FINAL_CTA.title }).getByRole('link', { name: 'View Our Portfolio' })).toHaveAttribute('href', '/case-studies');
  await guest.context().close();
  expect(errors).toEqual([]);
});

test('Integrations and Sign-up: Integrations leads to the webhooks; sign-up switched on opens /auth to sign-ups', async ({ browser }) => {
  const page = await signedIn(browser, server.url, ADMIN, '/admin/settings');
  const errors = watchConsoleErrors(page);
  // The lead webhook is an endpoint of Settings -> Webhooks now (e2e/admin-webhooks.spec.ts).
  await expect(page.getByRole('region', { name: 'Integrations' }).getByRole('link', { name: 'Manage webhooks' })).toHaveAttribute(
    'href',
    '/admin/settings/webhooks',
  );

  const guest = await visitor(browser, '/auth');
  await expect(guest.getByRole('link', { name: 'No account yet? Create one' })).toHaveCount(0);
  await form(page, 'Sign-up').getByRole('checkbox', { name: 'Allow staff sign-up' }).check();
  await form(page, 'Sign-up').getByRole('button', { name: 'Save Sign-up' }).click();
  await expect(toast(page, 'Setting Updated')).toBeVisible();
  await guest.reload();
  await expect(guest.getByRole('link', { name: 'No account yet? Create one' })).toBeVisible();
  await page.reload();
  await expect(form(page, 'Sign-up').getByRole('checkbox', { name: 'Allow staff sign-up' })).toBeChecked();
  await guest.context().close();
  expect(errors).toEqual([]);
});

test('on a phone the settings fit the screen', async ({ browser }) => {
  const page = await signedIn(browser, server.url, ADMIN, '/admin/settings', { viewport: { width: 390, height: 844 } });
  await expect(form(page, 'Company').getByLabel('Company name')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const name of ['Save Company', 'Save Links', 'Save Downloads', 'Save Visit statistics', 'Save Sign-up']) {
    const box = (await page.getByRole('button', { name }).boundingBox())!;
    expect(box.x + box.width, name).toBeLessThanOrEqual(390);
  }
  await expectNoAccessibilityViolations(page);
});
