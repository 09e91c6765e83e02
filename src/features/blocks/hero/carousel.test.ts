import { describe, expect, it } from 'vitest';
import { carouselReducer, initialCarouselState, isPlaying, SLIDE_INTERVAL_MS, TRANSITION_MS, type CarouselEvent, type CarouselState } from './carousel';

/** Applies events in order, like a series of dispatches. */
function run(state: CarouselState, ...events: CarouselEvent[]): CarouselState {
  return events.reduce(carouselReducer, state);
}

const settled = (index: number, overrides: Partial<CarouselState> = {}): CarouselState => ({
  ...initialCarouselState(4),
  index,
  ...overrides,
});

describe('hero carousel constants', () => {
  it('advances every 7000 ms and locks for 500 ms', () => {
    expect(SLIDE_INTERVAL_MS).toBe(7000);
    expect(TRANSITION_MS).toBe(500);
  });
});

describe('initialCarouselState', () => {
  it('starts on the first slide, not transitioning, following the motion preference', () => {
    expect(initialCarouselState(4)).toEqual({ index: 0, count: 4, transitioning: false, playback: 'auto' });
  });

  it('refuses a carousel without slides', () => {
    expect(() => initialCarouselState(0)).toThrow(RangeError);
    expect(() => initialCarouselState(1.5)).toThrow(RangeError);
  });
});

describe('next and previous', () => {
  it('moves one slide forward and starts a transition', () => {
    expect(carouselReducer(settled(0), { type: 'next' })).toMatchObject({ index: 1, transitioning: true });
  });

  it('moves one slide back and starts a transition', () => {
    expect(carouselReducer(settled(2), { type: 'prev' })).toMatchObject({ index: 1, transitioning: true });
  });

  it('wraps from the last slide to the first', () => {
    expect(carouselReducer(settled(3), { type: 'next' }).index).toBe(0);
  });

  it('wraps from the first slide to the last', () => {
    expect(carouselReducer(settled(0), { type: 'prev' }).index).toBe(3);
  });

  it('goes all the way round in both directions', () => {
    const forward: CarouselEvent[] = Array.from({ length: 4 }, () => [{ type: 'next' }, { type: 'transitionEnd' }] as CarouselEvent[]).flat();
    const backward: CarouselEvent[] = Array.from({ length: 5 }, () => [{ type: 'prev' }, { type: 'transitionEnd' }] as CarouselEvent[]).flat();
    expect(run(settled(1), ...forward)).toEqual(settled(1));
    expect(run(settled(1), ...backward)).toEqual(settled(0));
  });

  it('does nothing with a single slide', () => {
    const single = initialCarouselState(1);
    expect(run(single, { type: 'next' }, { type: 'prev' }, { type: 'tick' })).toBe(single);
  });
});

describe('dots (goTo)', () => {
  it('jumps to any other slide', () => {
    expect(carouselReducer(settled(0), { type: 'goTo', index: 2 })).toMatchObject({ index: 2, transitioning: true });
  });

  it("ignores the current slide's dot", () => {
    const state = settled(2);
    expect(carouselReducer(state, { type: 'goTo', index: 2 })).toBe(state);
  });

  it('ignores an index that is not a slide', () => {
    const state = settled(1);
    for (const index of [-1, 4, 1.5, Number.NaN]) {
      expect(carouselReducer(state, { type: 'goTo', index })).toBe(state);
    }
  });
});

describe('the 500 ms transition lock', () => {
  const transitioning = settled(1, { transitioning: true });

  it.each<CarouselEvent>([{ type: 'next' }, { type: 'prev' }, { type: 'goTo', index: 3 }, { type: 'tick' }])(
    'ignores %o while a transition is in progress',
    (event) => {
      expect(carouselReducer(transitioning, event)).toBe(transitioning);
    },
  );

  it('ignores a second click on Next until the transition ends', () => {
    const state = run(settled(0), { type: 'next' }, { type: 'next' });
    expect(state).toMatchObject({ index: 1, transitioning: true });
    expect(run(state, { type: 'transitionEnd' }, { type: 'next' })).toMatchObject({ index: 2, transitioning: true });
  });

  it('unlocks when the transition ends, keeping the slide', () => {
    expect(carouselReducer(transitioning, { type: 'transitionEnd' })).toEqual(settled(1));
  });

  it('treats a stray transitionEnd as a no-op', () => {
    const state = settled(2);
    expect(carouselReducer(state, { type: 'transitionEnd' })).toBe(state);
  });

  it('still lets the visitor pause during a transition', () => {
    expect(carouselReducer(transitioning, { type: 'pause' })).toMatchObject({ index: 1, transitioning: true, playback: 'paused' });
  });
});

describe('auto-advance (tick)', () => {
  it('advances to the next slide', () => {
    expect(carouselReducer(settled(0), { type: 'tick' })).toMatchObject({ index: 1, transitioning: true });
  });

  it('wraps from the last slide to the first', () => {
    expect(carouselReducer(settled(3), { type: 'tick' })).toMatchObject({ index: 0, transitioning: true });
  });

  it('does not advance while a transition is in progress', () => {
    const state = settled(0, { transitioning: true });
    expect(carouselReducer(state, { type: 'tick' })).toBe(state);
  });

  it('does not advance when paused', () => {
    const state = settled(0, { playback: 'paused' });
    expect(carouselReducer(state, { type: 'tick' })).toBe(state);
  });

  it('does not advance by default when the visitor prefers reduced motion', () => {
    const state = settled(0);
    expect(carouselReducer(state, { type: 'tick', prefersReducedMotion: true })).toBe(state);
  });

  it('advances under reduced motion once the visitor presses play', () => {
    const state = run(settled(0), { type: 'play' }, { type: 'tick', prefersReducedMotion: true });
    expect(state).toMatchObject({ index: 1, transitioning: true });
  });
});

describe('pause and play', () => {
  it('pause stops auto-advance and play resumes it', () => {
    const paused = run(settled(0), { type: 'pause' }, { type: 'tick' });
    expect(paused).toEqual(settled(0, { playback: 'paused' }));
    expect(run(paused, { type: 'play' }, { type: 'tick' })).toMatchObject({ index: 1, playback: 'playing' });
  });

  it('keeps manual navigation working while paused', () => {
    const state = run(settled(0, { playback: 'paused' }), { type: 'next' }, { type: 'transitionEnd' }, { type: 'goTo', index: 3 });
    expect(state).toMatchObject({ index: 3, playback: 'paused' });
  });

  it('returns the same state when nothing changes', () => {
    const paused = settled(0, { playback: 'paused' });
    const playing = settled(0, { playback: 'playing' });
    expect(carouselReducer(paused, { type: 'pause' })).toBe(paused);
    expect(carouselReducer(playing, { type: 'play' })).toBe(playing);
  });

  it('isPlaying follows the motion preference until the visitor chooses', () => {
    expect(isPlaying(settled(0), false)).toBe(true);
    expect(isPlaying(settled(0), true)).toBe(false);
    expect(isPlaying(settled(0, { playback: 'playing' }), true)).toBe(true);
    expect(isPlaying(settled(0, { playback: 'paused' }), false)).toBe(false);
  });
});

describe('purity', () => {
  it('never mutates the state it is given', () => {
    const state = Object.freeze(settled(1));
    expect(() => run(state, { type: 'next' }, { type: 'transitionEnd' }, { type: 'pause' }, { type: 'play' })).not.toThrow();
    expect(state).toEqual(settled(1));
  });
});
