import { PageHero, StatGrid } from '@/components/site/sections';
import { MediaImage } from '@/features/media/media-image';
import type { BlockProps } from '../render-context';
import { ICONS } from '../icons';
import { HeroCarousel } from './hero-carousel';
import { BlockButtonLink, BlockButtons } from '../parts';

/** The top of a page: its h1. With slides it is the carousel, each slide drawn here on the server. */
export function HeroBlock({ block }: BlockProps<'hero'>) {
  if (block.slides.length > 0) {
    const slides = block.slides.map((slide, i) => {
      const Icon = ICONS[slide.icon];
      // With an illustration the slide is two columns on wide screens, its text aligned left.
      const left = slide.image ? 'lg:mx-0 lg:justify-start' : '';
      return {
        key: String(i),
        title: slide.title,
        badge: (
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-400/30 bg-brand-500/10 px-4 py-1 text-sm text-brand-300">
            <Icon aria-hidden className="size-4" />
            {slide.badge}
          </p>
        ),
        body: (
          <>
            {slide.text && <p className={`mx-auto mt-6 max-w-2xl text-lg text-slate-300 ${left}`}>{slide.text}</p>}
            <BlockButtons buttons={slide.buttons} className={`mt-10 flex flex-col justify-center gap-4 sm:flex-row ${left}`} />
            {slide.stats.length > 0 && (
              <dl className={`mx-auto mt-12 grid max-w-3xl grid-cols-3 gap-4 ${left}`}>
                {slide.stats.map((stat, j) => (
                  <div key={j} className="rounded-xl border border-white/10 bg-white/[0.03] p-4">
                    <dt className="text-sm text-slate-400">{stat.label}</dt>
                    <dd className="mt-1 text-xl font-bold text-white sm:text-3xl">
                      {stat.number}
                      {stat.suffix}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </>
        ),
        // Loaded when shown (a hidden slide's, or a phone's, never): the page's first paint is its text.
        image: slide.image && (
          <MediaImage image={slide.image} sizes="(min-width: 1280px) 600px, 50vw" className="h-auto w-full rounded-2xl border border-white/10" />
        ),
      };
    });
    return <HeroCarousel slides={slides} label={block.title} />;
  }

  if (block.image) {
    return (
      <section className="relative overflow-hidden pb-16 pt-32 sm:pt-40">
        <div aria-hidden className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(99,102,241,0.22),transparent_60%)]" />
        <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            {block.badge && (
              <p className="inline-flex rounded-full border border-brand-400/30 bg-brand-500/10 px-4 py-1 text-sm text-brand-300">{block.badge}</p>
            )}
            <h1 className="mt-6 text-4xl font-bold tracking-tight text-white sm:text-5xl">{block.title}</h1>
            {block.text && <p className="mt-6 text-lg text-slate-300">{block.text}</p>}
            <BlockButtons buttons={block.buttons} className="mt-10 flex flex-col gap-4 sm:flex-row" />
          </div>
          <MediaImage image={block.image} priority sizes="(min-width: 1024px) 600px, 100vw" className="w-full rounded-2xl border border-white/10" />
        </div>
        {block.stats.length > 0 && (
          <div className="relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <StatGrid stats={block.stats} className="mx-auto mt-16 max-w-5xl text-left" />
          </div>
        )}
      </section>
    );
  }

  return (
    <PageHero
      eyebrow={block.badge || undefined}
      title={block.title}
      subtitle={block.text || undefined}
      actions={block.buttons.length > 0 ? block.buttons.map((button, i) => <BlockButtonLink key={i} button={button} />) : undefined}
    >
      {block.stats.length > 0 && <StatGrid stats={block.stats} className="mx-auto mt-16 max-w-5xl text-left" />}
    </PageHero>
  );
}
