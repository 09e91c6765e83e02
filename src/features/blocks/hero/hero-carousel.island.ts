// The hero carousel's behaviour (hero-carousel.tsx draws it, carousel.ts decides): auto-advance
// every 7 s, a 500 ms fade that locks further changes, pause and play, previous, next and a dot
// per slide; under prefers-reduced-motion it does not advance by itself.
import { carouselReducer, initialCarouselState, isPlaying, SLIDE_INTERVAL_MS, TRANSITION_MS, type CarouselEvent, type CarouselState } from './carousel';

const REDUCED_MOTION = window.matchMedia('(prefers-reduced-motion: reduce)');

function start(root: HTMLElement) {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-slides] > [role="group"]')];
  const live = root.querySelector<HTMLElement>('[data-slides]')!;
  const controls = root.querySelector<HTMLElement>('[data-controls]')!;
  const play = controls.querySelector<HTMLButtonElement>('[data-play]')!;
  const dots = [...controls.querySelectorAll<HTMLButtonElement>('[data-go-to]')];
  let state: CarouselState = initialCarouselState(slides.length);
  let advance: number | undefined;
  let unlock: number | undefined;

  // The title of the slide showing is the page's h1; the others are h2.
  const retitle = (slide: HTMLElement, tag: 'h1' | 'h2') => {
    const title = slide.querySelector('h1, h2');
    if (!title || title.localName === tag) return;
    const replacement = document.createElement(tag);
    replacement.className = title.className;
    replacement.append(...title.childNodes);
    title.replaceWith(replacement);
  };

  const draw = (before: CarouselState) => {
    if (before.index !== state.index) {
      slides[before.index]!.classList.add('hidden');
      retitle(slides[before.index]!, 'h2');
      const current = slides[state.index]!;
      // Fades in from transparent as it appears (CSS @starting-style), only when it changes.
      current.classList.add('starting:opacity-0');
      current.classList.remove('hidden');
      retitle(current, 'h1');
      dots.forEach((dot, i) => (i === state.index ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current')));
    }
    const playing = isPlaying(state, REDUCED_MOTION.matches);
    play.setAttribute('aria-label', playing ? 'Pause slideshow' : 'Play slideshow');
    play.toggleAttribute('data-paused', !playing);
    live.setAttribute('aria-live', playing ? 'off' : 'polite');
  };

  const schedule = () => {
    window.clearTimeout(advance);
    window.clearTimeout(unlock);
    if (state.transitioning) unlock = window.setTimeout(() => dispatch({ type: 'transitionEnd' }), TRANSITION_MS);
    else if (isPlaying(state, REDUCED_MOTION.matches))
      advance = window.setTimeout(() => dispatch({ type: 'tick', prefersReducedMotion: REDUCED_MOTION.matches }), SLIDE_INTERVAL_MS);
  };

  function dispatch(event: CarouselEvent) {
    const before = state;
    state = carouselReducer(state, event);
    if (state === before) return;
    draw(before);
    // A change of slide or of playback starts the 7 s again; the end of a fade starts it too.
    if (state.index !== before.index || state.playback !== before.playback || state.transitioning !== before.transitioning) schedule();
  }

  controls.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button');
    if (!button) return;
    if (button === play) dispatch({ type: isPlaying(state, REDUCED_MOTION.matches) ? 'pause' : 'play' });
    else if (button.dataset.step === 'prev') dispatch({ type: 'prev' });
    else if (button.dataset.step === 'next') dispatch({ type: 'next' });
    else if (button.dataset.goTo !== undefined) dispatch({ type: 'goTo', index: Number(button.dataset.goTo) });
  });
  REDUCED_MOTION.addEventListener('change', () => {
    draw(state);
    schedule();
  });
  controls.hidden = false;
  draw(state);
  schedule();
}

for (const root of document.querySelectorAll<HTMLElement>('[data-carousel]')) {
  // Once per carousel, however many times the script runs.
  if (root.dataset.started) continue;
  root.dataset.started = '1';
  if (root.querySelector('[data-slides] > [role="group"]')) start(root);
}
