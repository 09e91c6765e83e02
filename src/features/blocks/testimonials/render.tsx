import { Star } from '@/components/icons';
import { StatGrid, cardClasses } from '@/components/site/sections';
import type { BlockProps } from '../render-context';
import { initials } from '../initials';
import { BlockSection } from '../parts';

function Rating({ value }: { value: number }) {
  return (
    <p role="img" aria-label={`Rated ${value} out of 5`} className="flex gap-0.5">
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden className={`size-4 ${i < value ? 'fill-amber-400 text-amber-400' : 'text-slate-600'}`} />
      ))}
    </p>
  );
}

export function TestimonialsBlock({ block }: BlockProps<'testimonials'>) {
  return (
    <BlockSection block={block}>
      {block.summary.length > 0 && <StatGrid stats={block.summary} className="mb-12" />}
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {block.items.map((item, i) => (
          <li key={i} className={`${cardClasses} flex`}>
            <figure className="flex flex-1 flex-col">
              {(item.rating > 0 || item.project) && (
                <div className="flex items-center justify-between gap-4">
                  {item.rating > 0 ? <Rating value={item.rating} /> : <span />}
                  {item.project && (
                    <p className="rounded-full border border-white/10 px-3 py-0.5 text-xs text-slate-300">
                      <span className="sr-only">Project: </span>
                      {item.project}
                    </p>
                  )}
                </div>
              )}
              <blockquote className="mt-4 flex-1 text-slate-300">
                <p>&ldquo;{item.quote}&rdquo;</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
                  {initials(item.name)}
                </span>
                <span>
                  <span className="block font-semibold text-white">{item.name}</span>
                  {(item.role || item.company) && <span className="block text-sm text-slate-400">{[item.role, item.company].filter(Boolean).join(', ')}</span>}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
