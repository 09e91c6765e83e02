// The structured data (schema.org Service with its offers) of a service page, from the same price
// facts the page shows, so that search results quote the page's figures.
import { SERVICE_PRICING, serviceRange, type PriceTier, type PricedService } from '@/content/pricing';

const isPriced = (service: string): service is PricedService => Object.hasOwn(SERVICE_PRICING, service);

/** A service page's schema.org Service, with its offers when the service has price facts (content/pricing.ts). */
export function serviceStructuredData(service: string, { name, description, url, provider }: { name: string; description: string; url: string; provider: string }) {
  const base = { '@type': 'Service', name, serviceType: name, description, url, provider: { '@type': 'Organization', name: provider } };
  if (!isPriced(service)) return base;
  const { unit, tiers } = SERVICE_PRICING[service];
  const range = serviceRange(service);
  const unitText = unit === 'hour' ? 'HOUR' : undefined;
  return {
    ...base,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: range.min,
      highPrice: range.max,
      offerCount: tiers.length,
      offers: (tiers as readonly PriceTier[]).map((tier) => ({
        '@type': 'Offer',
        name: tier.name,
        priceSpecification: {
          '@type': unitText ? 'UnitPriceSpecification' : 'PriceSpecification',
          priceCurrency: 'USD',
          minPrice: tier.price.min,
          maxPrice: tier.price.max,
          ...(unitText && { unitText }),
        },
      })),
    },
  };
}
