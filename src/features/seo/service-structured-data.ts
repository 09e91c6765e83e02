// The structured data (schema.org Service with its offers) of a service page, from the price tiers
// its record shows (its first pricing block), so that search results quote the page's figures as
// staff last edited them.
import type { Block, BlockOf } from '@/features/blocks/registry';

/** The dollar amounts a price quotes, in order: "$1.6k-$5k" -> [1600, 5000], "$40-80" -> [40, 80]. */
export function priceFigures(text: string): number[] {
  const found: number[] = [];
  for (const match of text.matchAll(/\$(\d+(?:\.\d+)?)(k)?(?:\s*-\s*\$?(\d+(?:\.\d+)?)(k)?)?/gi)) {
    const value = (n: string, k: string | undefined) => Math.round(Number(n) * (k ? 1000 : 1));
    found.push(value(match[1]!, match[2]));
    // "$40-80": the second figure has the first one's scale unless it says otherwise.
    if (match[3]) found.push(value(match[3], match[4] ?? match[2]));
  }
  return found;
}

type Tier = BlockOf<'pricing'>['tiers'][number];

/** A tier's offer; none for a tier whose price quotes no dollar figure ("On request"). */
function offer(tier: Tier) {
  const figures = priceFigures(tier.price);
  if (figures.length === 0) return null;
  const hourly = /hour|\/hr\b/i.test(`${tier.price} ${tier.unit}`);
  const [minPrice, maxPrice] = [Math.min(...figures), Math.max(...figures)];
  return {
    '@type': 'Offer',
    name: tier.name,
    priceSpecification: {
      '@type': hourly ? 'UnitPriceSpecification' : 'PriceSpecification',
      priceCurrency: 'USD',
      minPrice,
      maxPrice,
      ...(hourly && { unitText: 'HOUR' }),
    },
  };
}

/** A service page's schema.org Service, with its offers when the page shows price tiers with figures. */
export function serviceStructuredData({
  name,
  description,
  url,
  provider,
  blocks,
}: {
  name: string;
  description: string;
  url: string;
  provider: string;
  blocks: readonly Block[];
}) {
  const base = { '@type': 'Service', name, serviceType: name, description, url, provider: { '@type': 'Organization', name: provider } };
  const pricing = blocks.find((block): block is BlockOf<'pricing'> => block.type === 'pricing');
  const offers = (pricing?.tiers ?? []).map(offer).filter((o) => o !== null);
  if (offers.length === 0) return base;
  return {
    ...base,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: Math.min(...offers.map((o) => o.priceSpecification.minPrice)),
      highPrice: Math.max(...offers.map((o) => o.priceSpecification.maxPrice)),
      offerCount: offers.length,
      offers,
    },
  };
}
