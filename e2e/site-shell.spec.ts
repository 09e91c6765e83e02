import { expect, test, type Page } from '@playwright/test';
import { COMPANY } from '../src/seed/seed-data';
import { expectNoAccessibilityViolations } from './support/axe';
import { unbreakablePhone } from '../src/components/site/phone-link';

const header = (page: Page) => page.getByRole('banner');

/** What a visitor sees of the glass style: the blurred, tinted background. */
async function headerBackdrop(page: Page) {
  return header(page).evaluate((el) => getComputedStyle(el).backdropFilter);
}

test('the header turns glass once the page has scrolled more than 10 px', async ({ page }) => {
  await page.goto('/');
  await expect(header(page).getByRole('link', { name: 'Get Estimate' })).toHaveAttribute('href', '/estimator');
  expect(await headerBackdrop(page)).toBe('none');

  // Scrolled again until it holds: the router may put a page just hydrated back at the top.
  await expect.poll(() => page.evaluate(() => (window.scrollTo(0, 10), window.scrollY))).toBe(10);
  // Give a scroll handler every chance to run before asserting that nothing changed.
  await page.waitForTimeout(300);
  expect(await headerBackdrop(page)).toBe('none');

  await expect.poll(async () => (await page.evaluate(() => window.scrollTo(0, 11)), headerBackdrop(page))).toContain('blur');

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => headerBackdrop(page)).toBe('none');
});

test('the desktop menu comes from navigation_items, with submenus', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Solutions', 'Services', 'Industries', 'Case Studies', 'About', 'Careers', 'Partners', 'Contact']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  const submenuLink = menu.getByRole('link', { name: 'Staff Augmentation' });
  // Hovering opens the submenu and leaving closes it...
  await menu.getByRole('link', { name: 'Services', exact: true }).hover();
  await expect(submenuLink).toHaveAttribute('href', '/services/staff-augmentation');
  await page.mouse.move(5, 600);
  await expect(submenuLink).toBeHidden();
  // ...a click on the chevron keeps it open until Escape (or a second click).
  await menu.getByRole('button', { name: 'Services submenu' }).click();
  await page.mouse.move(5, 600);
  await expect(submenuLink).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Services submenu' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(submenuLink).toBeHidden();
});

test('at 375 px the mobile menu opens, and closes when a link is clicked', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const mobileMenu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobileMenu).toBeVisible();
  await expect(mobileMenu.getByRole('link', { name: 'KYC Verification' })).toBeVisible();
  await expect(mobileMenu.getByRole('link', { name: 'Get Estimate' })).toBeVisible();

  await mobileMenu.getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(mobileMenu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  for (const path of ['/no-such-page', '/no/such/page']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(header(page)).toBeVisible();
  }
  await expectNoAccessibilityViolations(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the footer shows the contact details from the site settings, legal links and social links in new tabs', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: COMPANY.email })).toHaveAttribute('href', `mailto:${COMPANY.email}`);
  await expect(footer.getByRole('link', { name: unbreakablePhone(COMPANY.phone) })).toHaveAttribute('href', 'tel:+13075550142');
  await expect(footer.getByText(COMPANY.address)).toBeVisible();
  for (const [name, href] of [
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
    ['Cookie Policy', '/cookies'],
  ] as const) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  for (const name of ['LinkedIn', 'Instagram', 'GitHub']) {
    await expect(footer.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('target', '_blank');
  }
  await expect(footer.getByRole('link', { name: 'Get Estimate' })).toHaveAttribute('href', '/estimator');
});

test('the legal pages linked from the footer are published CMS pages', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectNoAccessibilityViolations(page);

  // The article page of before Insights is a post now: its old address leads there.
  const response = await page.goto('/how-we-estimate-software-projects');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/insights\/how-we-estimate-software-projects$/);
  await expect(page.getByText('15 January 2026')).toBeVisible();
});

test('the footer newsletter form signs an email address up, to be confirmed by email', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill('newsletter-e2e@example.com');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText('Check your inbox to confirm your subscription.');
});

test('the home page passes the accessibility checks', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('GET /api/health answers 200 with the database status', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: { status: 'up', driver: 'pglite' } });
});
