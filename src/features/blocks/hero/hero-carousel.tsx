import { ChevronLeft, ChevronRight, Pause, Play } from '@/components/icons';
import type { ReactNode } from 'react';
import { Island } from '@/components/island';

/**
 * A slide as the server draws it: the badge and the body (text, buttons, figures). The title is
 * the page's h1 while its slide shows, an h2 otherwise.
 */
export type CarouselSlide = { key: string; title: string; badge: ReactNode; body: ReactNode; image?: ReactNode };

const controlClasses =
  'inline-flex size-10 items-center justify-center rounded-full border border-white/15 bg-white/5 text-slate-200 transition-colors hover:bg-white/15 hover:text-white';

/**
 * The home hero's slideshow (public-site.md section 4). Drawn here with the first slide showing;
 * hero-carousel.island.ts (decision 100) advances it, pauses it and follows the visitor's motion
 * preference, with the state machine of carousel.ts.
 */
export function HeroCarousel({ slides, label }: { slides: readonly CarouselSlide[]; label: string }) {
  if (slides.length === 0) return null;

  return (
    <section data-carousel aria-roledescription="carousel" aria-label={label} className="relative overflow-hidden pb-16 pt-32 sm:pt-40">
      <div aria-hidden className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(99,102,241,0.25),transparent_60%)]" />
      <div className="relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {/*
          Every slide is in the HTML, for crawlers and for visitors without JavaScript: without it
          (the noscript: variant, CSS's scripting: none) the slides sit side by side in a row that
          scrolls sideways, and the dots below are links to them. With it, only the current slide
          shows, announced politely when the visitor drives the carousel.
        */}
        <div
          data-slides
          aria-live="off"
          className="min-h-[34rem] sm:min-h-[30rem] noscript:flex noscript:snap-x noscript:snap-mandatory noscript:gap-8 noscript:overflow-x-auto"
        >
          {slides.map((slide, index) => {
            // One h1 per page: the current slide's title; the others are h2 until they show.
            const Title = index === 0 ? 'h1' : 'h2';
            return (
              <div
                key={slide.key}
                id={`hero-slide-${index + 1}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                className={`mx-auto text-center transition-opacity duration-500 ease-out motion-reduce:transition-none noscript:block noscript:w-full noscript:max-w-none noscript:shrink-0 noscript:snap-start ${
                  slide.image
                    ? 'max-w-4xl lg:max-w-none lg:items-center lg:gap-12 lg:text-left lg:[&:not(.hidden)]:grid lg:[&:not(.hidden)]:grid-cols-2'
                    : 'max-w-4xl'
                } ${index === 0 ? '' : 'hidden'}`}
              >
                <div>
                  {slide.badge}
                  <Title className="mt-6 text-4xl font-bold tracking-tight text-white sm:text-6xl">{slide.title}</Title>
                  {slide.body}
                </div>
                {slide.image && <div className="hidden lg:block">{slide.image}</div>}
              </div>
            );
          })}
        </div>

        {/* Without JavaScript: links that scroll the row to each slide. */}
        <ul aria-label="Slides" className="mt-8 hidden items-center justify-center noscript:flex">
          {slides.map((item, i) => (
            <li key={item.key}>
              <a
                href={`#hero-slide-${i + 1}`}
                aria-label={`Slide ${i + 1}: ${item.title}`}
                className="group flex size-10 items-center justify-center rounded-full"
              >
                <span aria-hidden className="block size-2.5 rounded-full bg-slate-400 group-hover:bg-slate-200" />
              </a>
            </li>
          ))}
        </ul>
        {/* The controls only show once the island makes them work (their room is kept meanwhile). */}
        <div className="mt-8 flex min-h-10 items-center justify-center gap-3 noscript:hidden">
          <div data-controls hidden className="flex items-center justify-center gap-3">
            <button type="button" data-play className={`group ${controlClasses}`} aria-label="Pause slideshow">
              <Pause aria-hidden className="size-4 group-data-paused:hidden" />
              <Play aria-hidden className="hidden size-4 group-data-paused:block" />
            </button>
            <button type="button" data-step="prev" className={controlClasses} aria-label="Previous slide">
              <ChevronLeft aria-hidden className="size-5" />
            </button>
            <ul className="flex items-center" aria-label="Slides">
              {slides.map((item, i) => (
                <li key={item.key}>
                  <button
                    type="button"
                    data-go-to={i}
                    aria-label={`Go to slide ${i + 1}`}
                    aria-current={i === 0 ? 'true' : undefined}
                    className="group flex size-10 items-center justify-center rounded-full"
                  >
                    <span
                      aria-hidden
                      className="block h-2.5 w-2.5 rounded-full bg-slate-400 transition-all group-hover:bg-slate-200 group-aria-[current=true]:w-8 group-aria-[current=true]:bg-brand-400"
                    />
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" data-step="next" className={controlClasses} aria-label="Next slide">
              <ChevronRight aria-hidden className="size-5" />
            </button>
          </div>
        </div>
      </div>
      <Island name="hero-carousel" />
    </section>
  );
}
