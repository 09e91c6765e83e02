import { expect, test, type Page } from '@playwright/test';
import { FIGURES } from '../src/content/facts';
import { FAQ_ITEMS, HERO_SLIDES, SAAS_PRODUCTS } from '../src/content/home';
import { caseStudies } from '../src/seed/seed-data';
import { expectNoAccessibilityViolations } from './support/axe';
import { watchConsoleErrors } from './support/page-checks';

const SECTION_HEADINGS = [
  'Engineering Partners, Not Just Vendors',
  'Our Services',
  'Results You Can Measure',
  'Everything You Need to Ship',
  'Our Technology Stack',
  'SaaS Products Built by Our Team',
  'Success Stories',
  'What Our Clients Say',
  'Frequently Asked Questions',
  'Ready to Build Something Great?',
];

const slideTitle = (n: number) => HERO_SLIDES[n - 1]!.title;
const carousel = (page: Page) => page.getByRole('region', { name: 'Highlights' });
const section = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Loads the home page with a fake clock that stands still until the test moves it. */
async function gotoWithPausedClock(page: Page) {
  await page.clock.install();
  await page.goto('/');
  // The controls appear once the carousel is interactive (hydrated), with its timers running.
  await expect(carousel(page).getByRole('button', { name: /slideshow$/ })).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1000);
}

test('the home page shows its eleven sections in order, one h1, no console errors and no axe violations', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(h1(page)).toHaveText(slideTitle(1));
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(SECTION_HEADINGS);

  // The hero comes first, before the About section.
  const heroBox = await carousel(page).boundingBox();
  const aboutBox = await section(page, SECTION_HEADINGS[0]!).boundingBox();
  expect(heroBox!.y).toBeLessThan(aboutBox!.y);

  await expect(page).toHaveTitle('Axion Labs — Software & AI Engineering');
  await expectNoAccessibilityViolations(page);
  expect(errors).toEqual([]);
});

test('every section has the number of items the spec asks for', async ({ page }) => {
  await page.goto('/');

  await expect(carousel(page).getByRole('button', { name: /^Go to slide \d$/ })).toHaveCount(4);
  await expect(carousel(page).getByRole('group')).toHaveAttribute('aria-roledescription', 'slide');
  await expect(carousel(page).getByRole('group')).toHaveAccessibleName('1 of 4');

  const about = section(page, SECTION_HEADINGS[0]!);
  await expect(about.getByRole('heading', { level: 3 })).toHaveText(['Our Story', 'Why Choose Us', 'Our Core Values']);
  await expect(about.getByRole('heading', { level: 4 })).toHaveCount(3);
  await expect(about.getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute('href', '/about');

  const services = section(page, 'Our Services');
  const serviceLinks = services.getByRole('link', { name: /^Learn more about / });
  await expect(serviceLinks).toHaveCount(6);
  for (const link of await serviceLinks.all()) await expect(link).toHaveAttribute('href', '/services');
  await expect(services.getByRole('link', { name: /Schedule a Free Consultation/ })).toHaveAttribute('target', '_blank');
  await expect(services.getByRole('link', { name: /Portfolio/ })).toBeVisible();

  const stats = section(page, 'Results You Can Measure');
  // Years in business counts from the founding year: 8+ in 2026.
  for (const figure of ['200+', '20+', '99.9%', FIGURES.years]) await expect(stats.getByText(figure, { exact: true })).toBeVisible();

  await expect(section(page, 'Everything You Need to Ship').getByRole('heading', { level: 3 })).toHaveCount(9);
  await expect(section(page, 'Our Technology Stack').getByRole('heading', { level: 3 })).toHaveText(['Frontend', 'Backend', 'AI & Data', 'Cloud & DevOps']);

  const saasLinks = section(page, 'SaaS Products Built by Our Team').getByRole('link', { name: /^Visit / });
  await expect(saasLinks).toHaveCount(2);
  for (const [i, product] of SAAS_PRODUCTS.entries()) {
    await expect(saasLinks.nth(i)).toHaveAttribute('href', product.url);
    await expect(saasLinks.nth(i)).toHaveAttribute('target', '_blank');
    await expect(saasLinks.nth(i)).toHaveAttribute('rel', 'noopener noreferrer');
  }

  const studies = section(page, 'Success Stories');
  const studyLinks = studies.getByRole('link', { name: /^View Full Case Study/ });
  await expect(studyLinks).toHaveCount(6);
  const hrefs = await Promise.all((await studyLinks.all()).map((link) => link.getAttribute('href')));
  expect(hrefs.sort()).toEqual(caseStudies.map((study) => `/case-studies/${study.slug}`).sort());
  await expect(studies.getByRole('heading', { level: 3 })).toHaveCount(6);
  await expect(studies.getByText('Challenge', { exact: true })).toHaveCount(6);
  await expect(studies.getByText(/Timeline:/)).toHaveCount(6);
  await expect(studies.getByText('8 months', { exact: true })).toBeVisible();

  const testimonials = section(page, 'What Our Clients Say');
  await expect(testimonials.getByRole('figure')).toHaveCount(9);
  await expect(testimonials.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(9);
  for (const figure of ['98%', '4.9/5', '95%', '90%']) await expect(testimonials.getByText(figure, { exact: true })).toBeVisible();

  const faq = section(page, 'Frequently Asked Questions');
  await expect(faq.getByRole('button', { expanded: false })).toHaveCount(10);
  await expect(faq.getByRole('list', { name: 'FAQ categories' }).getByRole('listitem')).toHaveText([
    /^General\s*3 questions$/,
    /^Process & Pricing\s*4 questions$/,
    /^Technical\s*2 questions$/,
    /^Support\s*1 question$/,
  ]);
  await expect(faq.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await expect(faq.getByRole('link', { name: /Book a Free Call/ })).toHaveAttribute('target', '_blank');
  await expect(faq.getByRole('link', { name: 'Learn About Us' })).toHaveAttribute('href', '/about');

  const cta = section(page, 'Ready to Build Something Great?');
  await expect(cta.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/contact');
  await expect(cta.getByRole('link', { name: /Portfolio/ })).toBeVisible();
  await expect(cta.getByRole('link', { name: /Schedule a Free Consultation/ })).toHaveAttribute('target', '_blank');
  await expect(cta.getByRole('link', { name: /Chat With Us/ })).toHaveAttribute('target', '_blank');
  await expect(cta.getByRole('link', { name: /Get Quote/ })).toHaveAttribute('href', '/estimator');
});

test('a View Full Case Study button opens that case study', async ({ page }) => {
  await page.goto('/');
  const first = section(page, 'Success Stories')
    .getByRole('link', { name: /^View Full Case Study/ })
    .first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/case-studies\/[a-z0-9-]+$/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('carousel: dots, previous and next change the slide, the current dot is marked, and the index wraps', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await gotoWithPausedClock(page);
  const region = carousel(page);

  await region.getByRole('button', { name: 'Go to slide 3' }).click();
  await expect(h1(page)).toHaveText(slideTitle(3));
  await expect(region.getByRole('group')).toHaveAccessibleName('3 of 4');
  await expect(region.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
  await expect(region.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current', /.*/);

  // A transition locks further changes for 500 ms.
  await page.clock.runFor(500);
  await region.getByRole('button', { name: 'Next slide' }).click();
  await region.getByRole('button', { name: 'Next slide' }).click();
  await expect(h1(page)).toHaveText(slideTitle(4));
  await page.clock.runFor(500);

  await region.getByRole('button', { name: 'Next slide' }).click();
  await expect(h1(page)).toHaveText(slideTitle(1));
  await page.clock.runFor(500);

  await region.getByRole('button', { name: 'Previous slide' }).click();
  await expect(h1(page)).toHaveText(slideTitle(4));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('carousel: each slide shows its illustration beside the text on wide screens, with alt text, width and height; a phone shows the text alone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoWithPausedClock(page);
  const region = carousel(page);
  for (const n of [1, 2]) {
    if (n > 1) await region.getByRole('button', { name: `Go to slide ${n}` }).click();
    const image = region.getByRole('group', { name: `${n} of 4` }).getByRole('img');
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('alt', /^Illustration of .{20,}\.$/);
    await expect(image).toHaveAttribute('width', '1600');
    await expect(image).toHaveAttribute('height', '1200');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Beside the text, not under it.
    const [text, picture] = [await h1(page).boundingBox(), await image.boundingBox()];
    expect(picture!.x).toBeGreaterThan(text!.x + text!.width - 1);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(region.getByRole('group', { name: '2 of 4' }).getByRole('img')).toBeHidden();
  await expect(h1(page)).toBeVisible();
});

test('carousel: the slide changes by itself after 7 s, and not once paused', async ({ page }) => {
  await gotoWithPausedClock(page);
  const region = carousel(page);
  await expect(h1(page)).toHaveText(slideTitle(1));

  // The clock already stands about 1 s after the carousel started its 7 s timer.
  await page.clock.runFor(5000);
  await expect(h1(page)).toHaveText(slideTitle(1));
  await page.clock.runFor(2000);
  await expect(h1(page)).toHaveText(slideTitle(2));

  await page.clock.runFor(500);
  await region.getByRole('button', { name: 'Pause slideshow' }).click();
  await page.clock.runFor(20_000);
  await expect(h1(page)).toHaveText(slideTitle(2));

  await region.getByRole('button', { name: 'Play slideshow' }).click();
  await expect(region.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  await page.clock.runFor(7000);
  await expect(h1(page)).toHaveText(slideTitle(3));
});

test('carousel: no auto-advance when the visitor prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoWithPausedClock(page);
  const region = carousel(page);
  await expect(region.getByRole('button', { name: 'Play slideshow' })).toBeVisible();

  await page.clock.runFor(20_000);
  await expect(h1(page)).toHaveText(slideTitle(1));

  // The visitor can still start it on purpose.
  await region.getByRole('button', { name: 'Play slideshow' }).click();
  await page.clock.runFor(7000);
  await expect(h1(page)).toHaveText(slideTitle(2));
});

test('FAQ: one answer open at a time, collapsible, and usable with the keyboard', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await page.goto('/');
  const faq = section(page, 'Frequently Asked Questions');
  const question = (i: number) => faq.getByRole('button', { name: FAQ_ITEMS[i]!.question });
  const answer = (i: number) => faq.getByText(FAQ_ITEMS[i]!.answer);

  await expect(question(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(answer(0)).toBeHidden();
  await question(0).click();
  await expect(question(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(answer(0)).toBeVisible();
  await expect(faq.getByRole('region', { name: FAQ_ITEMS[0]!.question })).toBeVisible();

  await question(4).click();
  await expect(question(4)).toHaveAttribute('aria-expanded', 'true');
  await expect(answer(4)).toBeVisible();
  await expect(question(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(answer(0)).toBeHidden();

  await question(4).click();
  await expect(question(4)).toHaveAttribute('aria-expanded', 'false');
  await expect(answer(4)).toBeHidden();
  await expect(faq.getByRole('button', { expanded: true })).toHaveCount(0);

  await question(1).focus();
  await page.keyboard.press('Enter');
  await expect(question(1)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(question(2)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(question(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(question(1)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(question(2)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('End');
  await expect(question(9)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(question(0)).toBeFocused();

  await question(3).click();
  await expectNoAccessibilityViolations(page);
  expect(errors).toEqual([]);
});

test('the FAQPage and Organization structured data parse', async ({ page }) => {
  await page.goto('/');
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = scripts.map((text) => JSON.parse(text) as Record<string, unknown>);

  const faq = data.find((item) => item['@type'] === 'FAQPage') as { mainEntity: { '@type': string; name: string; acceptedAnswer: { text: string } }[] };
  expect(faq).toBeDefined();
  expect(faq.mainEntity).toHaveLength(10);
  expect(faq.mainEntity[0]).toEqual({
    '@type': 'Question',
    name: FAQ_ITEMS[0]!.question,
    acceptedAnswer: { '@type': 'Answer', text: FAQ_ITEMS[0]!.answer },
  });

  const org = data.find((item) => item['@type'] === 'Organization');
  expect(org).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Axion Labs',
    email: 'hello@axionlabs.dev',
    telephone: '+1 (307) 555-0142',
    sameAs: ['https://www.linkedin.com/company/axionlabs', 'https://www.instagram.com/axionlabs', 'https://github.com/axionlabs'],
  });
});
