'use client';

import { ArrowRight, BrainCircuit, ChevronLeft, ChevronRight, Code2, Pause, Play, ShieldCheck, Users } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useReducer, useSyncExternalStore } from 'react';
import { buttonClasses } from '@/components/ui/button';
import type { HeroIconName, HeroSlide } from '@/content/home';
import { carouselReducer, initialCarouselState, isPlaying, SLIDE_INTERVAL_MS, TRANSITION_MS } from './carousel';

const ICONS = { code: Code2, brain: BrainCircuit, shield: ShieldCheck, users: Users } satisfies Record<HeroIconName, unknown>;

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

export function HeroCarousel({ slides, label }: { slides: readonly HeroSlide[]; label: string }) {
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
            const Icon = ICONS[slide.icon];
            // One h1 per page: the current slide's title; the others are h2 until they show.
            const Title = current ? 'h1' : 'h2';
            return (
              <div
                key={slide.id}
                id={`hero-slide-${index + 1}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                className={`mx-auto max-w-4xl text-center transition-opacity duration-500 ease-out motion-reduce:transition-none noscript:block noscript:w-full noscript:max-w-none noscript:shrink-0 noscript:snap-start ${
                  current ? (state.transitioning ? 'starting:opacity-0' : '') : 'hidden'
                }`}
              >
                <p className="inline-flex items-center gap-2 rounded-full border border-brand-400/30 bg-brand-500/10 px-4 py-1 text-sm text-brand-300">
                  <Icon aria-hidden className="size-4" />
                  {slide.badge}
                </p>
                <Title className="mt-6 text-4xl font-bold tracking-tight text-white sm:text-6xl">{slide.title}</Title>
                <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-300">{slide.subtitle}</p>
                <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
                  <Link href={slide.primary.href} className={buttonClasses({ size: 'lg' })}>
                    {slide.primary.label} <ArrowRight aria-hidden className="size-4" />
                  </Link>
                  <Link href={slide.secondary.href} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
                    {slide.secondary.label}
                  </Link>
                </div>
                <dl className="mx-auto mt-12 grid max-w-3xl grid-cols-3 gap-4">
                  {slide.stats.map((stat) => (
                    <div key={stat.label} className="rounded-xl border border-white/10 bg-white/[0.03] p-4">
                      <dt className="text-sm text-slate-400">{stat.label}</dt>
                      <dd className="mt-1 text-xl font-bold text-white sm:text-3xl">
                        {stat.number}
                        {stat.suffix}
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            );
          })}
        </div>

        {/* Without JavaScript: links that scroll the row to each slide. */}
        <ul aria-label="Slides" className="mt-8 hidden items-center justify-center noscript:flex">
          {slides.map((item, i) => (
            <li key={item.id}>
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
                  <li key={item.id}>
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
