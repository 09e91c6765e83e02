// Keyboard only: every step below uses page.keyboard (Tab, Shift+Tab, Enter, Space, arrows,
// Escape), never the mouse, and checks that the focus lands, visibly, where the visitor expects.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { HERO_SLIDES } from '../src/content/home';
import { firstStartDataDir } from './support/data-dir';
import { startServer, type RunningServer } from './support/server';
import { visitorToast } from './support/admin';

test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let nextIp = 1;

// A server of its own, with each visitor at its own address, so that the contact and estimate
// rate limits of the other specs never refuse these submissions.
test.beforeAll(async () => {
  server = await startServer(await firstStartDataDir(), { env: { TRUST_PROXY: 'true' } });
});
test.afterAll(async () => {
  await server?.stop();
});

async function visitor(browser: Browser, viewport = { width: 1440, height: 900 }) {
  const context = await browser.newContext({ baseURL: server.url, viewport, extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${100 + nextIp++}` } });
  return context.newPage();
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it never gets it. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 250 } = {}) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluateAll((elements) => elements.some((element) => element === document.activeElement))) break;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expectVisibleFocus(target);
}

/** Focused, matched by :focus-visible, and drawn: an outline on it or on its card, or a ring. */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const drawn = await target.evaluate((element) => {
    if (!element.matches(':focus-visible')) return false;
    if (getComputedStyle(element).boxShadow !== 'none') return true;
    for (let node: Element | null = element, depth = 0; node && depth < 4; node = node.parentElement, depth++) {
      const style = getComputedStyle(node);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return true;
    }
    return false;
  });
  expect(drawn, 'the focused element shows a focus indicator').toBe(true);
}

test('desktop header: the Services submenu opens with Enter, its links take the focus, Escape closes it and returns the focus', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto('/about');
  const main = page.getByRole('navigation', { name: 'Main' });
  const toggle = main.getByRole('button', { name: 'Services submenu' });
  await tabTo(page, toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const firstLink = main
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Services submenu' }) })
    .getByRole('list')
    .getByRole('link')
    .first();
  await page.keyboard.press('Tab');
  await expectVisibleFocus(firstLink);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(firstLink).toBeHidden();
  await expectVisibleFocus(toggle);
  await page.keyboard.press('Shift+Tab');
  await expectVisibleFocus(main.getByRole('link', { name: 'Services', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/services$/);
});

test('mobile header at 375 px: the menu opens with Enter, Tab walks into it, Escape closes it onto its button', async ({ browser }) => {
  const page = await visitor(browser, { width: 375, height: 800 });
  await page.goto('/about');
  const open = page.getByRole('button', { name: 'Open menu' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expectVisibleFocus(menu.getByRole('link').first());
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expectVisibleFocus(open);
  // Open again and follow a link with Enter.
  await page.keyboard.press('Enter');
  await tabTo(page, menu.getByRole('link', { name: 'Careers' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/careers$/);
  await expect(menu).toBeHidden();
});

test('home: the carousel controls and the FAQ work from the keyboard', async ({ browser }) => {
  const page = await visitor(browser);
  await page.clock.install();
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Highlights' });
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1000);

  await tabTo(page, carousel.getByRole('button', { name: 'Pause slideshow' }));
  await page.keyboard.press('Enter');
  // The same button, now offering to play again, keeps the focus.
  await expectVisibleFocus(carousel.getByRole('button', { name: 'Play slideshow' }));
  await page.keyboard.press('Tab');
  await expectVisibleFocus(carousel.getByRole('button', { name: 'Previous slide' }));
  await page.keyboard.press('Enter');
  await expect(h1).toHaveText(HERO_SLIDES.at(-1)!.title);
  await page.clock.runFor(500); // a transition locks further changes for 500 ms
  await tabTo(page, carousel.getByRole('button', { name: 'Next slide' }));
  await page.keyboard.press('Enter');
  await expect(h1).toHaveText(HERO_SLIDES[0]!.title);
  await page.clock.runFor(500);
  await page.keyboard.press('Space');
  await expect(h1).toHaveText(HERO_SLIDES[1]!.title);
  await page.clock.runFor(500);
  await tabTo(page, carousel.getByRole('button', { name: 'Go to slide 4' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(h1).toHaveText(HERO_SLIDES[3]!.title);
  await expect(carousel.getByRole('button', { name: 'Go to slide 4' })).toHaveAttribute('aria-current', 'true');

  const faq = page.getByRole('region', { name: 'Frequently Asked Questions', exact: true });
  const questions = faq.getByRole('button', { expanded: false }).or(faq.getByRole('button', { expanded: true }));
  const first = questions.first();
  await tabTo(page, first);
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByRole('region').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const second = questions.nth(1);
  await expectVisibleFocus(second);
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowUp');
  await expectVisibleFocus(first);
});

test('contact: the form is filled and sent with the keyboard alone, and the success toast shows', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Tell Us About Your Project' });
  await tabTo(page, form.getByLabel('Full Name'));
  await page.keyboard.type('Grace Hopper');
  await page.keyboard.press('Tab');
  await expectVisibleFocus(form.getByLabel('Email Address'));
  await page.keyboard.type('grace@example.com');
  await tabTo(page, form.getByLabel('Project Type'));
  await page.keyboard.press('ArrowDown');
  await expect(form.getByLabel('Project Type')).not.toHaveValue('');
  await tabTo(page, form.getByLabel('Project Details'));
  await page.keyboard.type('We need an assistant that answers questions about our manuals.');
  const consent = form.getByLabel(/I agree to the processing/);
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  const send = form.getByRole('button', { name: 'Send Message' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(visitorToast(page, 'Message Sent Successfully!')).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue('');
});

test('estimator: the whole wizard, from the project type to the generated estimate, with the keyboard alone', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto('/estimator');
  const heading = page.getByRole('heading', { level: 2 }).first();
  const nextStep = page.getByRole('button', { name: 'Next Step', exact: true });
  async function continueTo(title: string) {
    await tabTo(page, nextStep);
    await page.keyboard.press('Enter');
    // The new step's heading takes the focus, so a screen reader announces it.
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeFocused();
  }

  // Step 1: Space checks the focused card, an arrow moves to (and checks) the next one.
  const radios = page.getByRole('radio');
  await tabTo(page, radios.first());
  await page.keyboard.press('Space');
  await expect(radios.first()).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expectVisibleFocus(radios.nth(1));
  await expect(radios.nth(1)).toBeChecked();
  await continueTo('Feature Builder');

  // Step 2: a feature switch toggled with Space, its complexity slider moved with an arrow.
  const feature = page.getByRole('switch', { name: 'User Authentication' });
  await tabTo(page, feature);
  await page.keyboard.press('Space');
  await expect(feature).toBeChecked();
  const complexity = page.getByRole('slider', { name: 'User Authentication complexity' });
  await tabTo(page, complexity);
  const before = await complexity.inputValue();
  await page.keyboard.press('ArrowRight');
  await expect(complexity).not.toHaveValue(before);
  await continueTo('Complexity & Scale');

  // Step 3: a slider moved with the arrows.
  const scale = page.getByRole('slider', { name: 'Project Scale' });
  await tabTo(page, scale);
  const scaleBefore = await scale.inputValue();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(scale).not.toHaveValue(scaleBefore);
  await continueTo('Design Level');

  // Step 4: a design level.
  const premium = page.getByRole('radio', { name: 'Premium' });
  await tabTo(page, page.getByRole('radio').first());
  await page.keyboard.press('Space');
  for (let presses = 0; presses < 4 && !(await premium.isChecked()); presses++) await page.keyboard.press('ArrowDown');
  await expect(premium).toBeChecked();
  await expectVisibleFocus(premium);
  await continueTo('Delivery Preferences');
  await continueTo('Contact Information');

  // Step 6: the contact details, then Generate.
  const contact = page.getByRole('form', { name: 'Contact information' });
  await tabTo(page, contact.getByLabel('Full Name'));
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  await expectVisibleFocus(contact.getByLabel('Email Address'));
  await page.keyboard.type('ada@example.com');
  const generate = page.getByRole('button', { name: 'Generate Estimate', exact: true });
  await tabTo(page, generate);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Estimate Generated')).toBeVisible();
  await expect(page.getByText('Step 7 of 7', { exact: true })).toBeVisible();
  await expect(page.getByTestId('estimate-total')).toHaveText(/^\$[\d,]+$/);
  await expect(heading).toBeVisible();
});
