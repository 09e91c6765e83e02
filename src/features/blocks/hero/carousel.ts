// The hero carousel's slide logic as a pure state machine (public-site.md section 4, DECISIONS.md):
// auto-advance every 7 s unless a transition is in progress; a transition lasts 500 ms and locks
// further changes; the current slide's dot is ignored; the index wraps both ways. Visitors can
// pause and play, and under prefers-reduced-motion the slideshow does not start by itself.

export const SLIDE_INTERVAL_MS = 7000;
export const TRANSITION_MS = 500;

/** 'auto' follows the visitor's motion preference until they press pause or play. */
export type Playback = 'auto' | 'playing' | 'paused';

export type CarouselState = {
  readonly index: number;
  readonly count: number;
  readonly transitioning: boolean;
  readonly playback: Playback;
};

export type CarouselEvent =
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'goTo'; index: number }
  | { type: 'tick'; prefersReducedMotion?: boolean }
  | { type: 'transitionEnd' }
  | { type: 'pause' }
  | { type: 'play' };

export function initialCarouselState(count: number): CarouselState {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('A carousel needs at least one slide');
  return { index: 0, count, transitioning: false, playback: 'auto' };
}

/** Whether the slideshow advances by itself. */
export function isPlaying(state: CarouselState, prefersReducedMotion: boolean): boolean {
  return state.playback === 'playing' || (state.playback === 'auto' && !prefersReducedMotion);
}

function wrap(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** Starts the 500 ms transition to another slide, unless one is already under way. */
function moveTo(state: CarouselState, target: number): CarouselState {
  if (state.transitioning || state.count < 2) return state;
  const index = wrap(target, state.count);
  if (index === state.index) return state;
  return { ...state, index, transitioning: true };
}

export function carouselReducer(state: CarouselState, event: CarouselEvent): CarouselState {
  switch (event.type) {
    case 'next':
      return moveTo(state, state.index + 1);
    case 'prev':
      return moveTo(state, state.index - 1);
    case 'goTo':
      if (!Number.isInteger(event.index) || event.index < 0 || event.index >= state.count) return state;
      return moveTo(state, event.index);
    case 'tick':
      if (!isPlaying(state, event.prefersReducedMotion ?? false)) return state;
      return moveTo(state, state.index + 1);
    case 'transitionEnd':
      return state.transitioning ? { ...state, transitioning: false } : state;
    case 'pause':
      return state.playback === 'paused' ? state : { ...state, playback: 'paused' };
    case 'play':
      return state.playback === 'playing' ? state : { ...state, playback: 'playing' };
  }
}
