import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core (WCAG 2.1 A/AA rules) on the current page and fails on any violation. */
export async function expectNoAccessibilityViolations(page: Page) {
  // Next.js streams a page's metadata: its <title> may come a moment after the content (one that
  // never comes is then axe's to report).
  await page.waitForFunction(() => document.title !== '', null, { timeout: 5_000 }).catch(() => undefined);
  // A toast fading in has colours half way to its own: axe would measure their contrast. Transitions
  // and animations that end are waited for (a spinner's never does).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated by the test runner, not added as a <script>: the page's CSP blocks inline scripts it
  // does not list (addScriptTag only gets through where it can borrow a nonce from the page).
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
  expect(violations).toEqual([]);
}
