// The site without JavaScript, as a crawler or a visitor with scripts off gets it (browser
// contexts with javaScriptEnabled: false): the lists of /careers, /case-studies and /partners, every
// hero slide and FAQ answer of the home page, the phone menu, the contact form's errors beside
// their fields with what the visitor typed kept, and the 404 page of every kind of missing record.
// (What the estimator offers instead of its wizard: e2e/estimator.spec.ts.)
import { expect, test, type Browser } from '@playwright/test';
import { careersPage } from '../src/content/careers';
import { caseStudiesPage } from '../src/content/case-studies';
import { FAQ_ITEMS, HERO_SLIDES } from '../src/content/home';
import { partnersPage } from '../src/content/partners';
import { caseStudies, jobs, partners } from '../src/seed/seed-data';
import { firstStartDataDir } from './support/data-dir';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let nextAddress = 1;

// A server of its own: the seeded lists stay as seeded whatever the admin specs change.
test.beforeAll(async () => {
  server = await startServer(await firstStartDataDir(), { env: { TRUST_PROXY: 'true', SMTP_URL: '' } });
});
test.afterAll(async () => {
  await server?.stop();
});

async function withoutJavaScript(browser: Browser, width = 1440) {
  const context = await browser.newContext({
    baseURL: server.url,
    javaScriptEnabled: false,
    viewport: { width, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${200 + nextAddress++}` },
  });
  return context.newPage();
}

test('/careers, /case-studies and /partners show their lists, with no spinner', async ({ browser }) => {
  const page = await withoutJavaScript(browser);

  await page.goto('/careers');
  const positions = page.getByRole('list', { name: 'Open positions' });
  for (const job of jobs.filter((j) => j.isActive !== false)) await expect(positions.getByRole('heading', { name: job.title })).toBeVisible();
  await expect(page.getByText(careersPage.positions.loading)).toHaveCount(0);

  await page.goto('/case-studies');
  for (const study of caseStudies.filter((s) => s.isActive !== false))
    await expect(page.getByRole('heading', { name: study.title, exact: true })).toBeVisible();
  await expect(page.getByText(caseStudiesPage.list.loading)).toHaveCount(0);

  await page.goto('/partners');
  const list = page.getByRole('list', { name: 'Partners' });
  for (const partner of partners.filter((p) => p.isActive !== false)) await expect(list.getByRole('heading', { name: partner.name })).toBeVisible();
  await expect(page.getByText(partnersPage.trusted.loading)).toHaveCount(0);
});

test('home: every hero slide can be reached and every FAQ answer read', async ({ browser }) => {
  const page = await withoutJavaScript(browser, 390);
  await page.goto('/');
  // One h1, the first slide's title; the other slides sit beside it and scroll into view.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_SLIDES[0]!.title);
  for (const [index, slide] of HERO_SLIDES.entries()) {
    const link = page.getByRole('link', { name: `Slide ${index + 1}: ${slide.title}` });
    await link.click();
    await expect(page.getByRole('heading', { name: slide.title, exact: true })).toBeInViewport();
  }
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions', exact: true });
  for (const item of FAQ_ITEMS) await expect(faq.getByText(item.answer, { exact: true })).toBeVisible();
});

test('on a phone the menu opens as a link and shows every page', async ({ browser }) => {
  const page = await withoutJavaScript(browser, 390);
  await page.goto('/about');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeHidden();
  await page.getByRole('link', { name: 'Menu' }).click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Industries', exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'Industries', exact: true }).click();
  await expect(page).toHaveURL(/\/industries$/);
});

test('contact: the server answers a refused inquiry with each error beside its field, and keeps what was typed', async ({ browser }) => {
  const page = await withoutJavaScript(browser);
  await page.goto('/contact?partnership=technology');
  const form = page.getByRole('form', { name: 'Tell Us About Your Project' });
  // Blank names and messages pass the browser's own check (required, not empty) but not the server's.
  await form.getByLabel('Full Name').fill('   ');
  await form.getByLabel('Email Address').fill('ada@example.com');
  await form.getByLabel('Company').fill('Analytical Engines');
  await form.getByLabel('Project Details').fill('  ');
  await form.getByLabel(/I agree to the processing/).check();
  await form.getByRole('button', { name: 'Send Message' }).click();

  const name = form.getByLabel('Full Name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Please enter your name.');
  await expect(name).toBeFocused();
  await expect(form.getByLabel('Project Details')).toHaveAccessibleDescription('Please tell us about your project.');
  await expect(form.getByLabel('Email Address')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Email Address')).toHaveValue('ada@example.com');
  await expect(form.getByLabel('Company')).toHaveValue('Analytical Engines');
  await expect(form.getByRole('status')).toHaveText('Please fill in all required fields (Full Name, Email Address, Project Details).');
});

test('the footer newsletter form posts to the page it is on and answers there', async ({ browser }) => {
  const page = await withoutJavaScript(browser, 390);
  await page.goto('/careers');
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  await expect(form).toHaveAttribute('action', '/careers');
  await form.getByLabel('Email address').fill('no-script-reader@example.com');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('form', { name: 'Newsletter sign-up' }).getByRole('status')).toHaveText('Check your inbox to confirm your subscription.');
});

test('a missing page, case study, job, service or estimate answers 404 with the 404 page in the HTML', async ({ browser }) => {
  const page = await withoutJavaScript(browser, 390);
  for (const path of [
    '/no-such-page',
    '/case-studies/no-such-study',
    '/careers/00000000-0000-4000-8000-000000000000',
    '/services/no-such-service',
    '/estimates/no-such-estimate-token',
    '/estimator?estimate=no-such-estimate-token',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('404');
    await expect(page.getByText('Oops! Page not found'), path).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' }), path).toHaveAttribute('href', '/');
    // Inside the site's header and footer, in a document that says its language.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Menu' }), path).toBeVisible();
    await expect(page.getByRole('contentinfo'), path).toBeVisible();
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'en');
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', /noindex/);
  }
});
