import { TagList, cardClasses } from '@/components/site/sections';
import type { BlockProps } from '../render-context';
import { ICONS } from '../icons';
import { BlockSection } from '../parts';

/** Technologies in named groups; a single unnamed group is one centred list. */
export function TechGroupsBlock({ block }: BlockProps<'techGroups'>) {
  const [only] = block.groups;
  if (block.groups.length === 1 && only && !only.name) {
    return (
      <BlockSection block={block}>
        <div className="flex justify-center">
          <TagList items={only.items} label={block.title ? `${block.title}` : 'Technologies'} />
        </div>
      </BlockSection>
    );
  }
  const columns = block.groups.length >= 4 ? 'md:grid-cols-2 lg:grid-cols-4' : block.groups.length === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2';
  return (
    <BlockSection block={block}>
      <div className={`grid gap-6 ${columns}`}>
        {block.groups.map((group, i) => {
          const Icon = ICONS[group.icon];
          return (
            <div key={i} className={cardClasses}>
              <h3 className="flex items-center gap-2 font-semibold text-white">
                <Icon aria-hidden className="size-5 text-brand-300" />
                {group.name}
              </h3>
              <div className="mt-4">
                <TagList items={group.items} label={`${group.name || 'Other'} technologies`} />
              </div>
            </div>
          );
        })}
      </div>
    </BlockSection>
  );
}
