'use client';

import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useReducer, useSyncExternalStore, type ReactNode } from 'react';
import { carouselReducer, initialCarouselState, isPlaying, SLIDE_INTERVAL_MS, TRANSITION_MS } from './carousel';

/**
 * A slide as the server drew it: the badge and the body (text, buttons, figures) are rendered
 * there and arrive as finished HTML, so their icons and links cost this component no JavaScript.
 * Only the title is drawn here: it is the page's h1 while its slide shows.
 */
export type CarouselSlide = { key: string; title: string; badge: ReactNode; body: ReactNode };

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotionPreference(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const noSubscription = () => () => {};

/** The visitor's motion preference; "no preference" on the server and while hydrating. */
function usePrefersReducedMotion() {
  return useSyncExternalStore(subscribeToMotionPreference, () => window.matchMedia(REDUCED_MOTION).matches, () => false);
}

/** False in the server HTML, true once React runs: the controls only appear when they work. */
function useHydrated() {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

const controlClasses =
  'inline-flex size-10 items-center justify-center rounded-full border border-white/15 bg-white/5 text-slate-200 transition-colors hover:bg-white/15 hover:text-white';

export function HeroCarousel({ slides, label }: { slides: readonly CarouselSlide[]; label: string }) {
  const [state, dispatch] = useReducer(carouselReducer, slides.length, initialCarouselState);
  const prefersReducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const playing = isPlaying(state, prefersReducedMotion);

  // Auto-advance: 7 s after the slide last changed, unless paused or mid-transition.
  useEffect(() => {
    if (!playing || state.transitioning) return;
    const timer = window.setTimeout(() => dispatch({ type: 'tick', prefersReducedMotion }), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, prefersReducedMotion, state.index, state.transitioning]);

  // The transition lock lasts 500 ms.
  useEffect(() => {
    if (!state.transitioning) return;
    const timer = window.setTimeout(() => dispatch({ type: 'transitionEnd' }), TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [state.transitioning, state.index]);

  if (slides.length === 0) return null;

  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative overflow-hidden pb-16 pt-32 sm:pt-40">
      <div aria-hidden className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(99,102,241,0.25),transparent_60%)]" />
      <div className="relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {/*
          Every slide is in the HTML, for crawlers and for visitors without JavaScript: without it
          (the noscript: variant, CSS's scripting: none) the slides sit side by side in a row that
          scrolls sideways, and the dots below are links to them. With it, only the current slide
          shows, announced politely when the visitor drives the carousel.
        */}
        <div
          aria-live={playing ? 'off' : 'polite'}
          className="min-h-[34rem] sm:min-h-[30rem] noscript:flex noscript:snap-x noscript:snap-mandatory noscript:gap-8 noscript:overflow-x-auto"
        >
          {slides.map((slide, index) => {
            const current = index === state.index;
            // One h1 per page: the current slide's title; the others are h2 until they show.
            const Title = current ? 'h1' : 'h2';
            return (
              <div
                key={slide.key}
                id={`hero-slide-${index + 1}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                className={`mx-auto max-w-4xl text-center transition-opacity duration-500 ease-out motion-reduce:transition-none noscript:block noscript:w-full noscript:max-w-none noscript:shrink-0 noscript:snap-start ${
                  current ? (state.transitioning ? 'starting:opacity-0' : '') : 'hidden'
                }`}
              >
                {slide.badge}
                <Title className="mt-6 text-4xl font-bold tracking-tight text-white sm:text-6xl">{slide.title}</Title>
                {slide.body}
              </div>
            );
          })}
        </div>

        {/* Without JavaScript: links that scroll the row to each slide. */}
        <ul aria-label="Slides" className="mt-8 hidden items-center justify-center noscript:flex">
          {slides.map((item, i) => (
            <li key={item.key}>
              <a href={`#hero-slide-${i + 1}`} aria-label={`Slide ${i + 1}: ${item.title}`} className="group flex size-10 items-center justify-center rounded-full">
                <span aria-hidden className="block size-2.5 rounded-full bg-slate-400 group-hover:bg-slate-200" />
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex min-h-10 items-center justify-center gap-3 noscript:hidden">
          {hydrated && (
            <>
              <button type="button" className={controlClasses} aria-label={playing ? 'Pause slideshow' : 'Play slideshow'} onClick={() => dispatch({ type: playing ? 'pause' : 'play' })}>
                {playing ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
              </button>
              <button type="button" className={controlClasses} aria-label="Previous slide" onClick={() => dispatch({ type: 'prev' })}>
                <ChevronLeft aria-hidden className="size-5" />
              </button>
              <ul className="flex items-center" aria-label="Slides">
                {slides.map((item, i) => (
                  <li key={item.key}>
                    <button
                      type="button"
                      aria-label={`Go to slide ${i + 1}`}
                      aria-current={i === state.index ? 'true' : undefined}
                      onClick={() => dispatch({ type: 'goTo', index: i })}
                      className="group flex size-10 items-center justify-center rounded-full"
                    >
                      <span
                        aria-hidden
                        className={`block h-2.5 rounded-full transition-all ${
                          i === state.index ? 'w-8 bg-brand-400' : 'w-2.5 bg-slate-400 group-hover:bg-slate-200'
                        }`}
                      />
                    </button>
                  </li>
                ))}
              </ul>
              <button type="button" className={controlClasses} aria-label="Next slide" onClick={() => dispatch({ type: 'next' })}>
                <ChevronRight aria-hidden className="size-5" />
              </button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
