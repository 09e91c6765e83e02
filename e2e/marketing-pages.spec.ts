import { expect, test, type Page } from '@playwright/test';
import { COMPANY } from '../src/seed/seed-data';
import { expectNoAccessibilityViolations } from './support/axe';
import { expectLinksWork, watchConsoleErrors } from './support/page-checks';

/** Opens a marketing page: status 200, exactly one h1 with the given name, its own title and canonical URL. */
async function openPage(page: Page, path: string, heading: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(/ \| Axion Labs$/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path.replace(/[/-]/g, '\\$&')}$`));
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
}

/** The hrefs of the links with this name in the main content. */
async function hrefsOf(page: Page, name: string | RegExp) {
  return page
    .getByRole('main')
    .getByRole('link', { name })
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
}

async function finish(page: Page, errors: string[]) {
  await expectLinksWork(page);
  await expectNoAccessibilityViolations(page);
  expect(errors).toEqual([]);
}

test('/solutions shows six solutions with features and technologies', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await openPage(page, '/solutions', 'Technology Solutions That Drive Growth');

  const solutions = page.getByRole('region', { name: 'Our Solutions' }).getByRole('article');
  await expect(solutions).toHaveCount(6);
  const names = ['AI & Machine Learning', 'Web Applications', 'Mobile Applications', 'Enterprise Software', 'Data Engineering', 'Cybersecurity'];
  for (const [index, name] of names.entries()) {
    const card = solutions.nth(index);
    await expect(card.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(card.getByRole('heading', { level: 4, name: 'Key Features' })).toBeVisible();
    await expect(card.getByRole('list', { name: `${name} technologies` }).getByRole('listitem')).not.toHaveCount(0);
  }

  expect(await hrefsOf(page, /Estimate/)).toContain('/estimator');
  expect(await hrefsOf(page, /Case Studies/)).toContain('/case-studies');
  expect(await hrefsOf(page, 'Contact Us')).toEqual(['/contact']);
  expect(await hrefsOf(page, 'Explore KYC Verification')).toEqual(['/solutions/kyc-verification']);
  await finish(page, errors);
});

test('/solutions/kyc-verification shows features, how it works, compliance, integration and the 4-phase timeline', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await openPage(page, '/solutions/kyc-verification', 'KYC Verification Solution');

  for (const region of ['Everything You Need to Know Your Customer', 'Verified in Four Simple Steps', 'Compliance Built In', 'Integrates With Your Stack']) {
    await expect(page.getByRole('region', { name: region })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Everything You Need to Know Your Customer' }).getByRole('heading', { level: 3 })).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'Verified in Four Simple Steps' }).getByRole('list').getByRole('listitem')).toHaveCount(4);

  const phases = page.getByRole('region', { name: 'Implementation Timeline' }).getByRole('list').getByRole('listitem');
  await expect(phases).toHaveCount(4);
  for (const [index, period] of ['Weeks 1-2', 'Weeks 3-6', 'Weeks 7-8', 'Week 9'].entries()) {
    await expect(phases.nth(index).getByText(period, { exact: true })).toBeVisible();
  }

  expect(await hrefsOf(page, /Estimate/)).toContain('/estimator');
  expect(await hrefsOf(page, /Demo|Talk to Our Team/)).toEqual(['/contact?subject=KYC%20Verification', '/contact?subject=KYC%20Verification']);
  await finish(page, errors);
});

test('/services shows four services with pricing and timelines, the four-step process and advantages', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await openPage(page, '/services', 'Software Development Services');

  const services = page.getByRole('region', { name: 'Our Services' }).getByRole('article');
  await expect(services).toHaveCount(4);
  const expected = [
    ['Custom Software Development', 'From $5k', '8-16 weeks'],
    ['Staff Augmentation', '$40-100/hour', 'Start in 1-2 weeks'],
    ['Technical Consulting', '$40-60/hour', '2-4 weeks'],
    ['Process Automation', '$1.6k-$10k', '4-8 weeks'],
  ] as const;
  for (const [index, [name, pricing, timeline]] of expected.entries()) {
    const card = services.nth(index);
    await expect(card.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(card.getByRole('definition').filter({ hasText: pricing })).toHaveText(pricing);
    await expect(card.getByRole('definition').filter({ hasText: timeline })).toHaveText(timeline);
  }

  const steps = page.getByRole('region', { name: 'Our Process' }).getByRole('list').getByRole('listitem');
  await expect(steps).toHaveCount(4);
  for (const [index, name] of ['Discovery & Planning', 'Design & Architecture', 'Development & Testing', 'Deployment & Support'].entries()) {
    await expect(steps.nth(index).getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Why Clients Choose Us' }).getByRole('heading', { level: 3 })).toHaveCount(6);

  const serviceLines = page.getByRole('region', { name: 'Explore Our Service Lines' });
  for (const [name, slug] of [
    ['AI Automation', 'ai-automation'],
    ['Web Development', 'web-development'],
    ['Mobile Development', 'mobile-development'],
    ['Staff Augmentation', 'staff-augmentation'],
  ]) {
    await expect(serviceLines.getByRole('link', { name: `Learn more about ${name}` })).toHaveAttribute('href', `/services/${slug}`);
  }
  expect(await hrefsOf(page, /Estimate/)).toContain('/estimator');
  expect(await hrefsOf(page, 'Contact Us')).toEqual(['/contact']);
  await finish(page, errors);
});

const SERVICE_PAGES = [
  {
    slug: 'ai-automation',
    heading: 'AI Automation That Pays for Itself',
    prices: [
      ['AI Chatbots', '$1.6k-$5k'],
      ['RAG Knowledge Assistants', '$2.4k-$7k'],
      ['Document AI', '$2k-$6k'],
      ['Data Pipelines', '$3k-$10k'],
    ],
    figures: [],
  },
  { slug: 'web-development', heading: 'Web Applications Built to Perform', prices: [['Web Application Project', '$5k-$12k']], figures: [] },
  { slug: 'mobile-development', heading: 'Mobile Apps Your Users Will Love', prices: [['Mobile App Project', '$8k-$15k']], figures: [] },
  {
    slug: 'staff-augmentation',
    heading: 'Scale Your Team With Vetted Engineers',
    prices: [
      ['Junior Developer', '$40-80'],
      ['Mid-level Developer', '$45-90'],
      ['Senior Developer', '$50-95'],
      ['Tech Lead', '$55-100'],
    ],
    figures: [
      ['Dedicated Team', 'Minimum 3 months'],
      ['Project Engagement', '2-12 weeks'],
      ['Fast Placement', '48 hours'],
    ],
  },
] as const;

for (const service of SERVICE_PAGES) {
  test(`/services/${service.slug} shows its prices, and its buttons lead somewhere real`, async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await openPage(page, `/services/${service.slug}`, service.heading);

    const tiers = page.getByRole('region', { name: /Pricing|Hourly Rates/ }).getByRole('article');
    await expect(tiers).toHaveCount(service.prices.length);
    for (const [index, [name, price]] of service.prices.entries()) {
      await expect(tiers.nth(index).getByRole('heading', { level: 3, name })).toBeVisible();
      await expect(tiers.nth(index).getByText(price, { exact: true })).toBeVisible();
      await expect(tiers.nth(index).getByRole('link', { name: `Get a Quote for ${name}` })).toHaveAttribute('href', `/contact?service=${service.slug}`);
    }
    for (const [name, figure] of service.figures) {
      const model = page
        .getByRole('region', { name: 'Engagement Models' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name }) });
      await expect(model.getByText(figure, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Technologies We Use' }).getByRole('listitem')).not.toHaveCount(0);

    expect(await hrefsOf(page, 'Get an Estimate')).toEqual(['/estimator', '/estimator']);
    expect(await hrefsOf(page, 'Discuss Your Project')).toEqual([`/contact?service=${service.slug}`, `/contact?service=${service.slug}`]);
    const bookCall = page.getByRole('main').getByRole('link', { name: /Book a Call/ });
    await expect(bookCall).toHaveAttribute('href', COMPANY.bookingUrl);
    await expect(bookCall).toHaveAttribute('target', '_blank');
    await finish(page, errors);
  });
}

test('/industries shows six industries with challenges, solutions, technologies and a success story', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await openPage(page, '/industries', 'Industry Expertise That Delivers Results');

  const industries = page.getByRole('region', { name: 'Industries We Serve' }).getByRole('article');
  await expect(industries).toHaveCount(6);
  const names = ['Healthcare', 'Financial Services', 'E-commerce & Retail', 'Manufacturing', 'Education', 'Real Estate'];
  for (const [index, name] of names.entries()) {
    const card = industries.nth(index);
    await expect(card.getByRole('heading', { level: 3, name })).toBeVisible();
    for (const part of ['Challenges', 'Our Solutions', 'Technologies', 'Success Story']) {
      await expect(card.getByRole('heading', { level: 4, name: part })).toBeVisible();
    }
    await expect(card.getByRole('list', { name: `${name} technologies` }).getByRole('listitem')).not.toHaveCount(0);
  }
  await expect(industries.nth(1).getByRole('link', { name: 'Explore FinTech Solutions' })).toHaveAttribute('href', '/industries/fintech');

  expect(await hrefsOf(page, /Estimate/)).toContain('/estimator');
  expect(await hrefsOf(page, /Case Studies/)).toContain('/case-studies');
  expect(await hrefsOf(page, 'Contact Us')).toEqual(['/contact']);
  await finish(page, errors);
});

test('/industries/fintech shows challenges, solutions, technologies and a success story', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await openPage(page, '/industries/fintech', 'FinTech Software Development');

  const challenges = page.getByRole('region', { name: 'FinTech Challenges We Solve' });
  for (const name of ['Regulatory Compliance', 'Fraud Prevention', 'Real-Time Payments']) {
    await expect(challenges.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Our FinTech Solutions' }).getByRole('article')).toHaveCount(6);
  await expect(
    page.getByRole('region', { name: 'Built for Regulated Environments' }).getByRole('list', { name: 'Technologies', exact: true }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await expect(page.getByRole('region', { name: 'From three-day onboarding to four minutes' }).getByRole('definition')).toHaveCount(3);

  expect(await hrefsOf(page, /Estimate/)).toEqual(['/estimator', '/estimator']);
  expect(await hrefsOf(page, /Talk to Our FinTech Team|Contact Us/)).toEqual(['/contact', '/contact']);
  await finish(page, errors);
});

test('/about shows the stats, mission, capabilities, values, leadership team and achievements', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await openPage(page, '/about', 'Engineering Digital Success Since 2018');

  await expect(page.getByRole('main').getByRole('link', { name: 'Work With Us' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('main').getByRole('link', { name: 'See Our Work' })).toHaveAttribute('href', '/case-studies');
  for (const [label, value] of [
    ['Founded', '2018'],
    ['Projects Delivered', '200+'],
    ['Team Members', '50+'],
    ['Countries Served', '25+'],
  ] as const) {
    await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: value })).toHaveText(value);
  }

  const mission = page.getByRole('region', { name: 'Our Mission' });
  await expect(mission.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services');
  await expect(mission.getByRole('list', { name: 'Our capabilities' }).getByRole('listitem')).toHaveCount(8);

  const values = page.getByRole('region', { name: 'Our Core Values' }).getByRole('heading', { level: 3 });
  await expect(values).toHaveText(['Excellence', 'Innovation', 'Integrity', 'Collaboration']);

  const leaders = page.getByRole('region', { name: 'Leadership Team' }).getByRole('article');
  await expect(leaders).toHaveCount(4);
  // Each with the portrait the demo content draws for them (initials where a person has no photo).
  for (const [index, name] of ['Alex Morgan', 'Priya Raman', 'Daniel Okafor', 'Sofia Lindqvist'].entries()) {
    const leader = leaders.nth(index);
    await expect(leader.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(leader.getByRole('img', { name: `Illustrated portrait of ${name}` })).toBeVisible();
    await expect(leader.getByRole('list', { name: `${name}’s expertise` }).getByRole('listitem')).not.toHaveCount(0);
  }

  await expect(page.getByRole('region', { name: 'Our Achievements' }).getByRole('article')).toHaveCount(4);
  expect(await hrefsOf(page, /Estimate/)).toEqual(['/estimator']);
  expect(await hrefsOf(page, 'Contact Us')).toEqual(['/contact']);
  await finish(page, errors);
});

test('unknown service and industry pages answer 404', async ({ page }) => {
  for (const path of ['/services/foo', '/industries/foo', '/industries/healthcare']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  }
});
