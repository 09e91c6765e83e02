import { ArrowRight } from '@/components/icons';
import { CheckList } from '@/components/site/check-list';
import { cardClasses } from '@/components/site/sections';
import { ButtonLink } from '@/components/ui/button';
import type { BlockOf } from '../registry';
import type { BlockProps } from '../render-context';
import { BlockSection } from '../parts';

type Tier = BlockOf<'pricing'>['tiers'][number];

function TierCard({ tier, quoteHref, only }: { tier: Tier; quoteHref: string; only: boolean }) {
  return (
    <article className={`${cardClasses} relative flex h-full flex-col ${tier.highlighted ? 'border-brand-400/60 bg-brand-500/[0.07]' : ''}`}>
      {tier.highlighted && <p className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">Most Popular</p>}
      <h3 className="text-lg font-semibold text-white">{tier.name}</h3>
      <p className="mt-4">
        <span className="block text-3xl font-bold text-white">{tier.price}</span>
        {tier.unit && <span className="text-sm text-slate-400">{tier.unit}</span>}
      </p>
      {tier.description && <p className="mt-3 text-sm leading-relaxed text-slate-400">{tier.description}</p>}
      <CheckList items={tier.features} className="mt-5 flex-1" />
      <ButtonLink href={quoteHref} variant={tier.highlighted || only ? 'primary' : 'outline'} className="mt-6 w-full">
        <span>
          Get a Quote<span className="sr-only"> for {tier.name}</span>
        </span>
        <ArrowRight aria-hidden className="size-4" />
      </ButtonLink>
    </article>
  );
}

/** Price cards; a single tier is shown beside the factors that move its price. Each quote button leads to the contact form (preset to the service). */
export function PricingBlock({ block }: BlockProps<'pricing'>) {
  const quoteHref = block.quoteHref || '/contact';
  const columns = block.tiers.length >= 4 ? 'md:grid-cols-2 xl:grid-cols-4' : 'md:grid-cols-2';
  return (
    <BlockSection block={block}>
      <div className={`mx-auto grid max-w-6xl gap-6 ${columns}`}>
        {block.tiers.map((tier, i) => (
          <TierCard key={i} tier={tier} quoteHref={quoteHref} only={block.tiers.length === 1} />
        ))}
        {block.factors.length > 0 && (
          <div className={cardClasses}>
            <h3 className="text-lg font-semibold text-white">What Affects the Price</h3>
            <CheckList items={block.factors} className="mt-5" />
          </div>
        )}
      </div>
      {block.note && <p className="mt-8 text-center text-sm text-slate-400">{block.note}</p>}
    </BlockSection>
  );
}
