// The public pages whose lists come from the database: /case-studies, /careers, /partners and the
// case-study and job detail pages. Runs against the seeded demo database (seed-data.ts).
import { expect, test, type Page } from '@playwright/test';
import { caseStudies, COMPANY, jobs, partners } from '../src/seed/seed-data';
import { expectNoAccessibilityViolations } from './support/axe';
import { watchConsoleErrors } from './support/page-checks';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A figure of a page's stat grid (a description list). */
function headlineFigure(page: Page, figure: string) {
  return page.getByRole('definition').filter({ hasText: new RegExp(`^${escapeRegExp(figure)}$`) });
}

async function expectOneH1(page: Page, name?: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  if (name) await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

const featuredStudies = caseStudies.filter((s) => s.isActive !== false && s.isFeatured).map((s) => s.title);
const activeStudies = caseStudies.filter((s) => s.isActive !== false);
const activeJobs = jobs.filter((j) => j.isActive !== false);
const inactiveJobs = jobs.filter((j) => j.isActive === false);
const activePartners = partners.filter((p) => p.isActive !== false);
/** The order of the Trusted Partners grid: featured first, then by name. */
const partnerOrder = [...activePartners]
  .sort((a, b) => Number(!!b.isFeatured) - Number(!!a.isFeatured) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  .map((p) => p.name);

test.describe('/case-studies', () => {
  test('shows the headline figures and the stored case studies, featured first', async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await page.goto('/case-studies');
    await expectOneH1(page);

    await expect(page.getByRole('link', { name: 'Start Your Success Story' })).toHaveAttribute('href', '/estimator');
    await expect(page.getByRole('link', { name: 'Discuss Your Project' }).first()).toHaveAttribute('href', '/contact');
    for (const figure of ['200+', '98%', '$100M+', '40%']) {
      await expect(headlineFigure(page, figure)).toBeVisible();
    }

    const list = page.getByRole('region', { name: 'Featured Projects' });
    await expect(list.getByText('Loading case studies')).toBeHidden();
    const cards = list.getByRole('article');
    await expect(cards).toHaveCount(activeStudies.length);
    expect(featuredStudies).toHaveLength(2);

    // Featured studies come first and carry the badge; the others do not.
    const titles = await cards.getByRole('heading', { level: 3 }).allTextContents();
    expect(new Set(titles)).toEqual(new Set(activeStudies.map((s) => s.title)));
    expect(new Set(titles.slice(0, featuredStudies.length))).toEqual(new Set(featuredStudies));
    for (const [index, title] of titles.entries()) {
      const badge = cards.nth(index).getByText('Featured', { exact: true });
      if (featuredStudies.includes(title)) await expect(badge).toBeVisible();
      else await expect(badge).toHaveCount(0);
    }

    // Stored studies link to their detail pages; the built-in samples are not shown.
    await expect(list.getByRole('link', { name: /^Read Full Case Study/ })).toHaveCount(activeStudies.length);
    await expect(list.getByRole('link', { name: /^Discuss a Similar Project/ })).toHaveCount(0);
    const study = activeStudies.find((s) => s.title === titles[0])!;
    const card = list.getByRole('article', { name: study.title });
    await expect(card.getByText(study.client, { exact: true })).toBeVisible();
    await expect(card.getByText(study.industry, { exact: true })).toBeVisible();
    await expect(card.getByText(study.challenge!)).toBeVisible();
    await expect(card.getByText(study.results![0]!)).toBeVisible();
    await expect(card.getByRole('list', { name: /^Technologies used/ }).getByRole('listitem')).toHaveCount(study.technologies!.length);
    await expect(card.getByText(`Timeline: ${study.timeline}`)).toBeVisible();

    await expect(page.getByRole('link', { name: 'Get a Free Estimate' })).toHaveAttribute('href', '/estimator');
    await expectNoAccessibilityViolations(page);
    expect(errors).toEqual([]);
  });

  test('Read Full Case Study opens the detail page of the study', async ({ page }) => {
    const errors = watchConsoleErrors(page);
    const study = activeStudies[0]!;
    await page.goto('/case-studies');
    await page
      .getByRole('article', { name: study.title })
      .getByRole('link', { name: /^Read Full Case Study/ })
      .click();

    await expect(page).toHaveURL(new RegExp(`/case-studies/${study.slug}$`));
    await expectOneH1(page, study.title);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(study.title)}`));
    await expect(page.getByRole('heading', { level: 2, name: 'The Challenge' })).toBeVisible();
    await expect(page.getByText(study.solution!)).toBeVisible();
    for (const result of study.results!) await expect(page.getByText(result)).toBeVisible();
    await expect(page.getByRole('complementary').getByText(study.client, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get a Free Estimate' })).toHaveAttribute('href', '/estimator');
    await expect(page.getByRole('link', { name: 'Discuss a Similar Project' })).toHaveAttribute(
      'href',
      `/contact?subject=${encodeURIComponent('Case study: ' + study.title)}`,
    );
    await expect(page.getByRole('link', { name: 'Back to all case studies' })).toHaveAttribute('href', '/case-studies');
    const ogType = await page.locator('meta[property="og:type"]').getAttribute('content');
    expect(ogType).toBe('article');

    await expectNoAccessibilityViolations(page);
    expect(errors).toEqual([]);
  });

  test('an unknown case study is a 404', async ({ page }) => {
    const response = await page.goto('/case-studies/no-such-study');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  });
});

test.describe('/careers', () => {
  test('lists the open positions, and only the active ones', async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await page.goto('/careers');
    await expectOneH1(page);
    await expect(page).toHaveTitle(/^Careers/);
    for (const figure of ['50+', '25+', '4.9/5', '95%']) {
      await expect(headlineFigure(page, figure)).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Learn About Us' })).toHaveAttribute('href', '/about');

    const positions = page.getByRole('region', { name: 'Open Positions' });
    await expect(positions.getByText('Loading open positions')).toBeHidden();
    const cards = positions.getByRole('article');
    await expect(cards).toHaveCount(activeJobs.length);
    const titles = await cards.getByRole('heading', { level: 3 }).allTextContents();
    // Newest first: the seed dates its jobs a few days apart, in the order it lists them.
    expect(titles).toEqual(activeJobs.map((j) => j.title));
    for (const job of inactiveJobs) await expect(page.getByText(job.title)).toHaveCount(0);

    const job = activeJobs.find((j) => j.salaryRange)!;
    const card = positions.getByRole('article', { name: job.title });
    for (const fact of [job.department, job.location, job.experienceLevel!, job.salaryRange!]) {
      await expect(card.getByText(fact, { exact: true })).toBeVisible();
    }
    await expect(card.getByRole('link', { name: /^Apply Now/ })).toHaveAttribute('href', /^\/careers\/[0-9a-f-]{36}\/apply$/);
    await expect(card.getByRole('link', { name: /^View Details/ })).toHaveAttribute('href', /^\/careers\/[0-9a-f-]{36}$/);

    const openApplication = positions.getByRole('region', { name: "Don't See Your Role?" });
    await expect(openApplication.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(openApplication.getByRole('link', { name: 'Send Resume' })).toHaveAttribute('href', '/careers/apply');

    await expectNoAccessibilityViolations(page);
    expect(errors).toEqual([]);
  });

  test('the hero link jumps to the open positions', async ({ page }) => {
    await page.goto('/careers');
    await page.getByRole('link', { name: 'View Open Positions' }).click();
    await expect(page).toHaveURL(/\/careers#positions$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Open Positions' })).toBeInViewport();
  });

  test('a job page shows the position with JobPosting structured data, and Apply Now opens its application form', async ({ page }) => {
    const errors = watchConsoleErrors(page);
    const job = activeJobs[0]!;
    await page.goto('/careers');
    await page
      .getByRole('article', { name: job.title })
      .getByRole('link', { name: /^View Details/ })
      .click();

    await expect(page).toHaveURL(/\/careers\/[0-9a-f-]{36}$/);
    await expectOneH1(page, job.title);
    await expect(page.getByRole('heading', { level: 2, name: 'Requirements' })).toBeVisible();
    for (const requirement of job.requirements!) await expect(page.getByText(requirement)).toBeVisible();
    for (const benefit of job.benefits!) await expect(page.getByText(benefit)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to all positions' })).toHaveAttribute('href', '/careers#positions');

    const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    const posting = structured.find((data) => data['@type'] === 'JobPosting');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      title: job.title,
      description: job.description,
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: COMPANY.name },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'USA' },
      baseSalary: { currency: 'USD', value: { minValue: 130000, maxValue: 160000, unitText: 'YEAR' } },
    });
    expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await expectNoAccessibilityViolations(page);
    expect(errors).toEqual([]);

    await page.getByRole('link', { name: 'Apply Now' }).first().click();
    await expect(page).toHaveURL(/\/careers\/[0-9a-f-]{36}\/apply$/);
    await expectOneH1(page, `Apply: ${job.title}`);
  });

  test('unknown, malformed and inactive job ids are 404', async ({ page }) => {
    for (const path of ['/careers/00000000-0000-4000-8000-000000000000', '/careers/not-a-uuid']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    }
  });
});

test.describe('/partners', () => {
  test('shows the partnership types and the trusted partners, featured first', async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await page.goto('/partners');
    await expectOneH1(page);
    await expect(page).toHaveTitle(/^Partners/);
    for (const figure of ['25+', '15', '200%', '4.8/5']) {
      await expect(headlineFigure(page, figure)).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Explore Partnerships' })).toHaveAttribute('href', '#partnership-types');

    const types = page.getByRole('region', { name: 'Partnership Types' });
    for (const [name, slug] of [
      ['Become a Technology Partner', 'technology'],
      ['Become a Channel Partner', 'channel'],
      ['Become a Solution Partner', 'solution'],
      ['Become a Strategic Partner', 'strategic'],
    ] as const) {
      await expect(types.getByRole('link', { name })).toHaveAttribute('href', `/contact?partnership=${slug}`);
    }
    for (const title of ['Technology Partners', 'Channel Partners', 'Solution Partners', 'Strategic Alliances']) {
      await expect(types.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }

    const trusted = page.getByRole('region', { name: 'Trusted Partners' });
    await expect(trusted.getByText('Loading partners')).toBeHidden();
    const cards = trusted.getByRole('article');
    await expect(cards).toHaveCount(activePartners.length);
    expect(await cards.getByRole('heading', { level: 3 }).allTextContents()).toEqual(partnerOrder);
    for (const [index, name] of partnerOrder.entries()) {
      const featured = activePartners.find((p) => p.name === name)!.isFeatured;
      const badge = cards.nth(index).getByText('Featured', { exact: true });
      if (featured) await expect(badge).toBeVisible();
      else await expect(badge).toHaveCount(0);
    }
    const partner = activePartners[0]!;
    const card = trusted.getByRole('article', { name: partner.name });
    await expect(card.getByText(partner.industry!, { exact: true })).toBeVisible();
    const website = card.getByRole('link', { name: new RegExp(escapeRegExp(new URL(partner.websiteUrl!).host.replace(/^www\./, ''))) });
    await expect(website).toHaveAttribute('href', partner.websiteUrl!);
    await expect(website).toHaveAttribute('target', '_blank');

    await expect(page.getByRole('link', { name: 'Become a Partner', exact: true })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Download Partnership Guide' })).toHaveAttribute('href', '/partnership-guide');

    await expectNoAccessibilityViolations(page);
    expect(errors).toEqual([]);
  });

  test('the hero link jumps to the partnership types', async ({ page }) => {
    await page.goto('/partners');
    await page.getByRole('link', { name: 'Explore Partnerships' }).click();
    await expect(page).toHaveURL(/\/partners#partnership-types$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Partnership Types' })).toBeInViewport();
  });
});
