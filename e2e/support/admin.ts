// Signing in to the admin and reading its toasts and cards, shared by the admin specs.
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

export type Account = { email: string; password: string };

let nextAddress = 20;

/**
 * A new browser context signed in as `account` through the login form, on `next`. Each context
 * sends its own X-Forwarded-For address (honoured when the server trusts the proxy), so the
 * per-address sign-in limit never adds up across tests.
 */
export async function signedIn(
  browser: Browser,
  baseURL: string,
  account: Account,
  next = '/admin/dashboard',
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...options, extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${nextAddress++ % 230}` } });
  const page = await context.newPage();
  await page.goto(`/ax-admin-panel?next=${encodeURIComponent(next)}`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), form.getByRole('button', { name: 'Sign In' }).click()]);
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  return page;
}

/** The first toast holding `text`. */
export const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** A manager's card: the list item whose heading is `name`. */
export const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** A toast on a public page: React's (sonner) where Next.js' runtime is on the page, an island's where not (decision 100). */
export const visitorToast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast], [data-toast]').filter({ hasText: text }).first();
