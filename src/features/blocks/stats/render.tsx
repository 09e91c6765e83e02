import { cardClasses } from '@/components/site/sections';
import type { BlockProps } from '../render-context';
import { BlockSection } from '../parts';

export function StatsBlock({ block }: BlockProps<'stats'>) {
  return (
    <BlockSection block={block}>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {block.items.map((stat, i) => (
          <div key={i} className={`${cardClasses} text-center`}>
            <dt className="text-sm text-slate-400">{stat.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-white">{stat.value}</dd>
            {stat.text && <dd className="mt-2 text-sm text-slate-400">{stat.text}</dd>}
          </div>
        ))}
      </dl>
    </BlockSection>
  );
}
