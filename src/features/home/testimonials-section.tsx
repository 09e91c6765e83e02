import { Star } from 'lucide-react';
import { Section, StatGrid, cardClasses } from '@/components/site/sections';
import { TESTIMONIAL_ITEMS, TESTIMONIALS } from '@/content/home';

function Rating({ value }: { value: number }) {
  return (
    <p role="img" aria-label={`Rated ${value} out of 5`} className="flex gap-0.5">
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden className={`size-4 ${i < value ? 'fill-amber-400 text-amber-400' : 'text-slate-600'}`} />
      ))}
    </p>
  );
}

/** 9. Nine five-star testimonials and four summary figures. */
export function TestimonialsSection() {
  return (
    <Section id="testimonials" eyebrow={TESTIMONIALS.eyebrow} title={TESTIMONIALS.title} subtitle={TESTIMONIALS.subtitle} className="bg-white/[0.02]">
      <StatGrid stats={TESTIMONIALS.summary} />
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {TESTIMONIAL_ITEMS.map((item) => (
          <li key={item.author} className={`${cardClasses} flex`}>
            <figure className="flex flex-1 flex-col">
              <div className="flex items-center justify-between gap-4">
                <Rating value={item.rating} />
                <p className="rounded-full border border-white/10 px-3 py-0.5 text-xs text-slate-300">
                  <span className="sr-only">Project: </span>
                  {item.project}
                </p>
              </div>
              <blockquote className="mt-4 flex-1 text-slate-300">
                <p>&ldquo;{item.quote}&rdquo;</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
                  {item.avatar}
                </span>
                <span>
                  <span className="block font-semibold text-white">{item.author}</span>
                  <span className="block text-sm text-slate-400">
                    {item.role}, {item.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
