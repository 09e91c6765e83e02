// Work the app does on a timer (the outbox, scheduled publishing, the newsletter, the visit
// statistics' roll-up, ...), stopped by the server before it closes the database. On globalThis:
// most jobs run in the app's bundle (started by src/instrumentation.ts), the server
// (src/server/http-server.ts) stops them from its own module graph, and a write in either graph
// wakes a loop that runs in the other.
import { logger } from './logger';

const KEY = Symbol.for('agency.background-jobs');
type Job = { stop: () => Promise<void>; wake?: () => void };
const jobs = ((globalThis as unknown as { [KEY]?: Map<string, Job> })[KEY] ??= new Map<string, Job>());

/** Registers a job's stop; a job registered again (a restarted bundle in development) replaces it. */
export function registerBackgroundJob(name: string, stop: () => Promise<void>) {
  jobs.set(name, { stop });
}

/** Stops every job, waiting for the runs in progress. */
export async function stopBackgroundJobs() {
  const stops = [...jobs.values()].map((job) => job.stop);
  jobs.clear();
  await Promise.allSettled(stops.map((stop) => stop()));
}

/** Asks the loop registered as `name` to run now (after a write it should see); nothing if none runs. */
export function wakeBackgroundJob(name: string) {
  jobs.get(name)?.wake?.();
}

export type Loop = { wake: () => void; stop: () => Promise<void> };

/**
 * Runs `run` at once and then every `everyMs` until stopped, one run at a time, registered as the
 * background job `name`. A tick that finds a run in progress is skipped, as the next tick will
 * come; a wake is not: the run in progress may have read before the waker wrote, so one more run
 * follows it. A run that throws is logged with the line `failed` and the loop goes on. `stop`
 * waits for the run in progress (the server closes the database next), whose signal is aborted
 * so that a long run can end early; no run starts after it.
 */
export function startLoop(options: {
  name: string;
  everyMs: number;
  run: (stopping: AbortSignal) => Promise<unknown>;
  failed: string;
  level?: 'error' | 'warn';
}): Loop {
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  let woken = false;
  const start = () => {
    running = (async () => {
      try {
        do {
          woken = false;
          try {
            await options.run(stopping.signal);
          } catch (error) {
            logger[options.level ?? 'error']({ err: error, job: options.name }, options.failed);
          }
        } while (woken && !stopping.signal.aborted);
      } finally {
        running = null;
      }
    })();
  };
  const tick = () => {
    if (!running && !stopping.signal.aborted) start();
  };
  const wake = () => {
    if (running) woken = true;
    else tick();
  };
  const timer = setInterval(tick, options.everyMs);
  // A test or script that started a loop may end without stopping it.
  timer.unref();
  const loop: Loop = {
    wake,
    stop: async () => {
      stopping.abort();
      clearInterval(timer);
      if (jobs.get(options.name) === loop) jobs.delete(options.name);
      await running;
    },
  };
  jobs.set(options.name, loop);
  tick();
  return loop;
}
