// One value per fact, as a visitor reads it: every price a page shows for a service is the figure
// of that service's own page, and company figures (projects, team, countries, founding year,
// reply time...) say the same thing on every page. Reads the rendered pages, not the modules.
import { expect, test, type Page } from '@playwright/test';

const SERVICE_PAGES = {
  'ai-automation': 'AI Automation',
  'web-development': 'Web Development',
  'mobile-development': 'Mobile Development',
  'staff-augmentation': 'Staff Augmentation',
} as const;
type Slug = keyof typeof SERVICE_PAGES;

/** Card headings on overview pages and the service page whose prices they must quote. */
const CARD_SERVICES: Record<string, Slug> = {
  'AI Automation': 'ai-automation',
  'Process Automation': 'ai-automation',
  'Web Development': 'web-development',
  'Mobile Development': 'mobile-development',
  'Staff Augmentation': 'staff-augmentation',
};

const OVERVIEW_PAGES = [
  '/',
  '/services',
  '/solutions',
  '/solutions/kyc-verification',
  '/industries',
  '/industries/fintech',
  '/about',
  '/contact',
  '/partners',
  '/case-studies',
];
/** Pages that state company facts but no service price (/careers lists salaries, which are not prices). */
const OTHER_PAGES = ['/careers'];

/** "$1.6k-$10k" -> [1600, 10000]; "$40-100/hour" -> [40, 100]. Millions ("$100M+") are not prices. */
function amounts(text: string): number[] {
  const found: number[] = [];
  for (const match of text.matchAll(/\$(\d[\d,]*(?:\.\d+)?)(k|M)?(?:\s*-\s*\$?(\d[\d,]*(?:\.\d+)?)(k|M)?)?/g)) {
    if (match[2] === 'M' || match[4] === 'M') continue;
    const value = (n: string, k: string | undefined) => Math.round(Number(n.replace(/,/g, '')) * (k ? 1000 : 1));
    found.push(value(match[1]!, match[2]));
    if (match[3]) found.push(value(match[3], match[4] ?? match[2]));
  }
  return found;
}

/**
 * The text a visitor reads on the page (hidden accordion answers included, form option lists and
 * scripts not), text nodes joined by " | " so that a stat's figure does not run into the next label.
 */
function visibleText(page: Page) {
  return page.locator('body').evaluate((body) => {
    const skip = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'SELECT', 'OPTION']);
    const parts: string[] = [];
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => {
        for (let el = node.parentElement; el; el = el.parentElement) if (skip.has(el.tagName)) return NodeFilter.FILTER_REJECT;
        return NodeFilter.FILTER_ACCEPT;
      },
    });
    while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '');
    return parts.join(' | ').replace(/\s+/g, ' ');
  });
}

/** Each service page's price cards, read from the page: the reference figures. */
async function readServicePages(page: Page) {
  const reference = {} as Record<Slug, { figures: number[]; min: number; max: number; hourly: boolean }>;
  for (const slug of Object.keys(SERVICE_PAGES) as Slug[]) {
    await page.goto(`/services/${slug}`);
    const tiers = page.getByRole('region', { name: /Pricing|Hourly Rates/ }).getByRole('article');
    const texts = await tiers.allInnerTexts();
    expect(texts.length, slug).toBeGreaterThan(0);
    const figures = texts.flatMap((text) => amounts(text.split('\n').find((line) => line.includes('$'))!));
    reference[slug] = { figures, min: Math.min(...figures), max: Math.max(...figures), hourly: texts.every((text) => /per hour/.test(text)) };

    // The page's structured data offers the same figures.
    const offers = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts
        .map((s) => JSON.parse(s.textContent ?? '{}'))
        .filter((data) => data['@type'] === 'Service')
        .map((data) => data.offers),
    );
    expect(offers, slug).toHaveLength(1);
    expect([offers[0].lowPrice, offers[0].highPrice], slug).toEqual([reference[slug].min, reference[slug].max]);
    expect(offers[0].priceCurrency).toBe('USD');
  }
  return reference;
}

test('every page quotes each service at the figures of its own page, and no other price', async ({ page }) => {
  test.setTimeout(120_000);
  const reference = await readServicePages(page);
  // Technical consulting has no page of its own: its rate is the one its /services card shows,
  // and every other mention must quote that.
  await page.goto('/services');
  const consultingCard = page
    .getByRole('main')
    .locator('article, li')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Technical Consulting', exact: true }) })
    .first();
  const consulting = amounts((await consultingCard.innerText()).split('\n').find((line) => line.includes('$'))!);
  expect(consulting).toHaveLength(2);
  const allowed = new Set([...Object.values(reference).flatMap((r) => r.figures), ...consulting]);
  const hourly = new Set([...reference['staff-augmentation'].figures, ...consulting]);
  let cardsChecked = 0;

  for (const path of [...OVERVIEW_PAGES, ...Object.keys(SERVICE_PAGES).map((slug) => `/services/${slug}`)]) {
    await page.goto(path);

    // A card that names a service and shows a price shows that service's range.
    const cards = page
      .getByRole('main')
      .locator('article, li')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    for (const card of await cards.all()) {
      const heading = (await card.getByRole('heading', { level: 3 }).first().innerText()).trim();
      const slug = CARD_SERVICES[heading];
      const text = await card.innerText();
      if (heading === 'Technical Consulting' && text.includes('$')) {
        expect(amounts(text), `${path}: ${heading}`).toEqual(consulting);
        cardsChecked++;
        continue;
      }
      if (!slug || !text.includes('$')) continue;
      const { min, max } = reference[slug];
      expect(amounts(text), `${path}: ${heading}`).toEqual([min, max]);
      expect(/\/hour/.test(text), `${path}: ${heading} per hour`).toBe(reference[slug].hourly);
      cardsChecked++;
    }

    // Any other price on the page is one of the service pages' figures; an hourly one, a staff rate.
    const text = await visibleText(page);
    for (const match of text.matchAll(/\$\d[^ ]*(?: ?(?:per hour|\/hour|\/hr))?/g)) {
      for (const figure of amounts(match[0])) expect(allowed.has(figure), `${path}: ${match[0]}`).toBe(true);
      if (/hour|hr/.test(match[0])) for (const figure of amounts(match[0])) expect(hourly.has(figure), `${path}: ${match[0]}`).toBe(true);
    }
  }
  // Home (4 service cards), /services (2 priced cards and 4 link cards).
  expect(cardsChecked).toBeGreaterThanOrEqual(10);
});

test('company figures say the same thing on every page', async ({ page }) => {
  test.setTimeout(120_000);
  // Each fact as pages phrase it; every mention found must carry the same number.
  const facts: { name: string; pattern: RegExp }[] = [
    { name: 'projects delivered', pattern: /(\d+)\+ (?:software and AI )?projects/gi },
    { name: 'countries served', pattern: /(\d+)\+ countries/gi },
    { name: 'senior engineers', pattern: /(\d+)\+ (?:of them )?senior engineers/gi },
    { name: 'team size', pattern: /(\d+)\+ (?:people|team members)/gi },
    { name: 'founding year', pattern: /(?:since|founded in|started in) (\d{4})/gi },
    // Not "profiles within 48 hours": that is the staff placement time.
    { name: 'reply time', pattern: /(?:\brepl(?:y|ies)\b[^.]{0,30}?|back to you |hear back )within (\d+) hours/gi },
    { name: 'consultation length', pattern: /(\d+)-minute (?:consultation|call|discovery call)/gi },
    { name: 'warranty', pattern: /(\d+)-day warranty/gi },
  ];
  const seen = new Map<string, Map<string, string[]>>(facts.map((f) => [f.name, new Map()]));
  for (const path of [...OVERVIEW_PAGES, ...OTHER_PAGES, ...Object.keys(SERVICE_PAGES).map((slug) => `/services/${slug}`)]) {
    await page.goto(path);
    const text = await visibleText(page);
    for (const { name, pattern } of facts) {
      for (const match of text.matchAll(pattern)) {
        const values = seen.get(name)!;
        values.set(match[1]!, [...(values.get(match[1]!) ?? []), `${path}: "${match[0]}"`]);
      }
    }
  }
  for (const { name } of facts) {
    const values = seen.get(name)!;
    expect(values.size, `${name} is stated on the pages`).toBeGreaterThan(0);
    expect([...values.keys()], `${name}: ${JSON.stringify(Object.fromEntries(values))}`).toHaveLength(1);
  }
});
