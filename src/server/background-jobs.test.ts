import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLoop, stopBackgroundJobs, wakeBackgroundJob } from './background-jobs';
import { logger } from './logger';

const finishes: (() => void)[] = [];

/** A run that stays in progress until `finish` is called, counting how many are in progress at once. */
function controlledRuns() {
  const state = { started: 0, inProgress: 0, mostAtOnce: 0, signals: [] as AbortSignal[] };
  const run = (signal: AbortSignal) => {
    state.started++;
    state.inProgress++;
    state.mostAtOnce = Math.max(state.mostAtOnce, state.inProgress);
    state.signals.push(signal);
    return new Promise<void>((resolve) => finishes.push(() => (state.inProgress--, resolve())));
  };
  const finish = async () => {
    finishes.shift()!();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { run, finish, state };
}

describe('a background loop', () => {
  afterEach(async () => {
    const stopping = stopBackgroundJobs();
    for (const finish of finishes.splice(0)) finish();
    await stopping;
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('runs at once and then every interval, never two runs at a time', async () => {
    vi.useFakeTimers();
    const { run, finish, state } = controlledRuns();
    startLoop({ name: 'test', everyMs: 1_000, run, failed: 'test run failed' });
    expect(state.started).toBe(1);
    // Ticks while the first run is in progress are skipped, not queued.
    await vi.advanceTimersByTimeAsync(3_500);
    expect(state.started).toBe(1);
    await finish();
    expect(state.started).toBe(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(state.started).toBe(2);
    await finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state.started).toBe(3);
    expect(state.mostAtOnce).toBe(1);
  });

  it('runs once more after the run in progress when woken during it, and at once when idle', async () => {
    vi.useFakeTimers();
    const { run, finish, state } = controlledRuns();
    startLoop({ name: 'test', everyMs: 60_000, run, failed: 'test run failed' });
    wakeBackgroundJob('test');
    wakeBackgroundJob('test');
    expect(state.started).toBe(1);
    await finish();
    expect(state.started).toBe(2);
    await finish();
    expect(state.started).toBe(2);
    wakeBackgroundJob('test');
    expect(state.started).toBe(3);
    expect(state.mostAtOnce).toBe(1);
  });

  it('logs a run that fails and goes on', async () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const failure = new Error('database away');
    let runs = 0;
    startLoop({
      name: 'test',
      everyMs: 1_000,
      failed: 'test run failed',
      run: async () => {
        runs++;
        if (runs === 1) throw failure;
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(logged).toHaveBeenCalledWith({ err: failure, job: 'test' }, 'test run failed');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(runs).toBe(3);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('stops: waits for the run in progress, tells it so, and starts none after', async () => {
    vi.useFakeTimers();
    const { run, finish, state } = controlledRuns();
    const loop = startLoop({ name: 'test', everyMs: 1_000, run, failed: 'test run failed' });
    loop.wake();
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(stopped).toBe(false);
    expect(state.signals[0]!.aborted).toBe(true);
    await finish();
    await stopping;
    expect(stopped).toBe(true);
    // Neither the wake asked for during the run, nor a tick, nor a wake after the stop.
    loop.wake();
    wakeBackgroundJob('test');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(state.started).toBe(1);
  });

  it('is stopped with the other background jobs, which wait for its run in progress', async () => {
    vi.useFakeTimers();
    const { run, finish, state } = controlledRuns();
    startLoop({ name: 'test', everyMs: 1_000, run, failed: 'test run failed' });
    let stopped = false;
    const stopping = stopBackgroundJobs().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    await finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(state.started).toBe(1);
  });
});
