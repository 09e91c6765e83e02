import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cardClasses } from '@/components/site/sections';
import { IconBadge } from '@/features/blocks/library/parts';

export { IconBadge };

/** A card with an icon, an h3 title and a short description; extra content goes below. */
export function IconCard({ icon, title, description, children }: { icon: LucideIcon; title: string; description: string; children?: ReactNode }) {
  return (
    <article className={`${cardClasses} flex h-full flex-col`}>
      <IconBadge icon={icon} />
      <h3 className="mt-5 text-lg font-semibold text-white">{title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-400">{description}</p>
      {children}
    </article>
  );
}

const COLUMNS = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** A responsive grid of icon cards. */
export function IconCardGrid({ items, columns = 3 }: { items: readonly { icon: LucideIcon; title: string; description: string }[]; columns?: keyof typeof COLUMNS }) {
  return (
    <div className={`grid gap-6 ${COLUMNS[columns]}`}>
      {items.map((item) => (
        <IconCard key={item.title} icon={item.icon} title={item.title} description={item.description} />
      ))}
    </div>
  );
}
