import { PricingTable } from '@/components/site/marketing/pricing-table';
import type { BlockOf } from '../definitions';
import { BlockSection } from './parts';

export function PricingBlock({ block }: { block: BlockOf<'pricing'> }) {
  return (
    <BlockSection block={block}>
      <PricingTable
        tiers={block.tiers.map((tier, i) => ({ ...tier, id: String(i) }))}
        factors={block.factors.length > 0 ? block.factors : undefined}
        note={block.note}
        quoteHref={block.quoteHref || '/contact'}
      />
    </BlockSection>
  );
}
