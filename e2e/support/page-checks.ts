import { expect, type Page } from '@playwright/test';

/** Collects console errors and uncaught exceptions of the page from now on; assert it stays empty. */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Every link in the main content leads somewhere real: internal routes answer 200, external ones open in a new tab. */
export async function expectLinksWork(page: Page) {
  const links = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href') ?? '', target: a.getAttribute('target'), rel: a.getAttribute('rel') })));
  expect(links.length).toBeGreaterThan(0);
  const internal = new Set<string>();
  for (const link of links) {
    if (link.href.startsWith('/')) internal.add(link.href.split('#')[0] || '/');
    else if (link.href.startsWith('#')) continue;
    else if (/^(mailto|tel):/.test(link.href)) continue;
    else {
      expect(link.href, 'external link').toMatch(/^https?:\/\//);
      expect(link.target, link.href).toBe('_blank');
      expect(link.rel, link.href).toContain('noopener');
    }
  }
  for (const href of internal) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
  }
}
