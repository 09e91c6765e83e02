// Every service's prices are the same everywhere: the detailed service page is the reference, and
// each overview (home cards, /services cards, service link cards, FAQ answers, meta descriptions,
// JSON-LD, the portfolio PDF's list) is read back as text and compared with it.
import { describe, expect, it } from 'vitest';
import { serviceStructuredData } from '@/features/seo/service-structured-data';
import { toStoredBlocks } from '@/seed/built-in-pages';
import { rateCards } from '@/seed/seed-data';
import { FAQ_ITEMS, HERO_SLIDES, SERVICE_CARDS } from './home';
import { servicePage } from './pages/service-pages';
import { consultingRate, customSoftwareFrom, fromLabel, SERVICE_PRICING, serviceRange, servicePriceLabel, tierLabel, usd, type PricedService } from './pricing';
import { CORE_SERVICES, SERVICE_PAGES, SERVICE_SLUGS, SERVICES_PAGE } from './services';

/** The dollar amounts a text quotes, in order: "$1.6k-$10k" -> [1600, 10000], "$40-100/hour" -> [40, 100]. */
function amounts(text: string): number[] {
  const found: number[] = [];
  for (const match of text.matchAll(/\$(\d+(?:\.\d+)?)(k)?(?:\s*-\s*\$?(\d+(?:\.\d+)?)(k)?)?/g)) {
    const value = (n: string, k: string | undefined) => Math.round(Number(n) * (k ? 1000 : 1));
    found.push(value(match[1]!, match[2]));
    // "$40-80": the second figure has the first one's scale unless it says otherwise.
    if (match[3]) found.push(value(match[3], match[4] ?? match[2]));
  }
  return found;
}

/** What a service's own page shows as its tiers' prices, read from the page's tier cards. */
function detailPageRange(slug: PricedService) {
  const figures = SERVICE_PAGES[slug].pricing.tiers.flatMap((tier) => amounts(tier.price));
  return { min: Math.min(...figures), max: Math.max(...figures) };
}

const isHourly = (text: string) => /\/hour|per hour|\/hr/.test(text);

describe('the price facts', () => {
  it('are written the way the service pages write them', () => {
    expect(usd(1600)).toBe('$1.6k');
    expect(usd(12000)).toBe('$12k');
    expect(usd(40)).toBe('$40');
    expect(tierLabel({ min: 2400, max: 7000 }, 'project')).toBe('$2.4k-$7k');
    expect(tierLabel({ min: 40, max: 80 }, 'hour')).toBe('$40-80');
    expect(amounts('$1.6k-$5k')).toEqual([1600, 5000]);
    expect(amounts('$40-80')).toEqual([40, 80]);
    expect(amounts('From $5k, or $40-100/hour')).toEqual([5000, 40, 100]);
  });

  it('are the figures of admin.md section 9, the decision for where the two spec documents disagree', () => {
    const shown = (slug: PricedService) => SERVICE_PAGES[slug].pricing.tiers.map((tier) => `${tier.name} ${tier.price} ${tier.unit}`);
    expect(shown('ai-automation')).toEqual([
      'AI Chatbots $1.6k-$5k per project',
      'RAG Knowledge Assistants $2.4k-$7k per project',
      'Document AI $2k-$6k per project',
      'Data Pipelines $3k-$10k per project',
    ]);
    expect(shown('web-development')).toEqual(['Web Application Project $5k-$12k per project']);
    expect(shown('mobile-development')).toEqual(['Mobile App Project $8k-$15k per project']);
    expect(shown('staff-augmentation')).toEqual([
      'Junior Developer $40-80 per hour',
      'Mid-level Developer $45-90 per hour',
      'Senior Developer $50-95 per hour',
      'Tech Lead $55-100 per hour',
    ]);
  });

  it('never bill an estimator hour outside the Senior Developer rate the site publishes', () => {
    const senior = amounts(SERVICE_PAGES['staff-augmentation'].pricing.tiers.find((tier) => tier.id === 'senior')!.price);
    for (const card of rateCards) {
      expect(card.hourlyRate, card.role).toBeGreaterThanOrEqual(senior[0]!);
      expect(card.hourlyRate, card.role).toBeLessThanOrEqual(senior[1]!);
    }
    expect(rateCards).toHaveLength(7);
  });

  it('give every service page every tier of the price facts, in order', () => {
    for (const slug of SERVICE_SLUGS) {
      const tiers: readonly { id: string; name: string }[] = SERVICE_PRICING[slug].tiers;
      expect(SERVICE_PAGES[slug].pricing.tiers.map((tier) => [tier.id, tier.name])).toEqual(tiers.map((tier) => [tier.id, tier.name]));
    }
  });
});

describe('every overview quotes the service page', () => {
  // Which overview card tells about which service page. Custom software and consulting have no page
  // of their own: they are checked against the pages they are made of below.
  const HOME_CARDS: Record<string, PricedService> = {
    'AI Automation': 'ai-automation',
    'Web Development': 'web-development',
    'Mobile Development': 'mobile-development',
    'Staff Augmentation': 'staff-augmentation',
  };
  const SERVICES_CARDS: Record<string, PricedService> = { 'Staff Augmentation': 'staff-augmentation', 'Process Automation': 'ai-automation' };

  it('on the home page service cards', () => {
    for (const card of SERVICE_CARDS) {
      const slug = HOME_CARDS[card.title];
      if (!slug) continue;
      expect(amounts(card.pricing), card.title).toEqual(Object.values(detailPageRange(slug)));
      expect(isHourly(card.pricing), card.title).toBe(SERVICE_PRICING[slug].unit === 'hour');
    }
    expect(SERVICE_CARDS.filter((card) => HOME_CARDS[card.title])).toHaveLength(4);
  });

  it('on the /services cards and the service link cards', () => {
    for (const card of CORE_SERVICES) {
      const slug = SERVICES_CARDS[card.title];
      if (slug) expect(amounts(card.pricing), card.title).toEqual(Object.values(detailPageRange(slug)));
    }
    for (const slug of SERVICE_SLUGS) expect(amounts(SERVICE_PAGES[slug].price), slug).toEqual(Object.values(detailPageRange(slug)));
  });

  it('for custom software (from the cheaper of web and mobile) and consulting (its own rate)', () => {
    const customFrom = Math.min(detailPageRange('web-development').min, detailPageRange('mobile-development').min);
    const customCards = [...SERVICE_CARDS, ...CORE_SERVICES].filter((card) => card.title === 'Custom Software Development');
    const consultingCards = [...SERVICE_CARDS, ...CORE_SERVICES].filter((card) => card.title === 'Technical Consulting');
    expect(customCards).toHaveLength(2);
    expect(consultingCards).toHaveLength(2);
    for (const card of customCards) expect(amounts(card.pricing)).toEqual([customFrom]);
    for (const card of consultingCards) expect(amounts(card.pricing)).toEqual([consultingRate.min, consultingRate.max]);
    expect(customSoftwareFrom).toBe(customFrom);
  });

  it('in the hero slide, the FAQ answers and the meta descriptions', () => {
    const staff = detailPageRange('staff-augmentation');
    const slide = HERO_SLIDES.find((s) => s.id === 'staff-augmentation')!;
    expect(slide.stats.find((stat) => stat.label === 'Rates from')?.number).toBe(usd(staff.min));

    const pricingAnswers = FAQ_ITEMS.filter((item) => /\$\d/.test(item.answer));
    expect(pricingAnswers.length).toBeGreaterThanOrEqual(2);
    const faq = pricingAnswers.map((item) => item.answer).join(' ');
    expect(faq).toContain(`${servicePriceLabel('web-development')} for a web application`);
    expect(faq).toContain(`${servicePriceLabel('mobile-development')} for a mobile app`);
    expect(faq).toContain(`${servicePriceLabel('ai-automation')} for an AI automation`);
    expect(faq).toContain(`Staff augmentation costs ${servicePriceLabel('staff-augmentation')}`);

    expect(amounts(SERVICE_PAGES['staff-augmentation'].metaDescription)).toEqual([staff.min, staff.max]);
    expect(amounts(SERVICE_PAGES['web-development'].metaDescription)).toEqual(Object.values(detailPageRange('web-development')));
    expect(amounts(SERVICE_PAGES['mobile-development'].metaDescription)).toEqual(Object.values(detailPageRange('mobile-development')));
    expect(amounts(SERVICE_PAGES['ai-automation'].metaDescription)).toEqual(Object.values(detailPageRange('ai-automation')));
    expect(amounts(SERVICES_PAGE.metaDescription)).toEqual([customSoftwareFrom, staff.min]);
    expect(fromLabel('staff-augmentation')).toBe(`From ${usd(staff.min)}/hour`);
  });

  it('in the JSON-LD offers of each seeded service page', () => {
    const page = { name: 'n', description: 'd', url: 'https://example.com', provider: 'Axion Labs' };
    for (const slug of SERVICE_SLUGS) {
      const seeded = servicePage(slug, () => null);
      const data = serviceStructuredData({ ...page, blocks: toStoredBlocks(seeded.slug, seeded.blocks) });
      if (!('offers' in data)) throw new Error(`${slug} has no offers`);
      expect([data.offers.lowPrice, data.offers.highPrice], slug).toEqual(Object.values(detailPageRange(slug)));
      const tiers = SERVICE_PAGES[slug].pricing.tiers;
      expect(data.offers.offers.map((offer) => [offer.name, offer.priceSpecification.minPrice, offer.priceSpecification.maxPrice])).toEqual(
        tiers.map((tier) => [tier.name, ...amounts(tier.price)]),
      );
      expect(
        data.offers.offers.every((offer) => 'unitText' in offer.priceSpecification === (SERVICE_PRICING[slug].unit === 'hour')),
        slug,
      ).toBe(true);
      expect(serviceRange(slug)).toEqual(detailPageRange(slug));
    }
    // A service page without price tiers: the Service without offers, rather than a page that fails.
    expect(serviceStructuredData({ ...page, blocks: [] })).not.toHaveProperty('offers');
  });
});
