// Work the app does on a timer inside its own bundle (the schedule worker, started by
// src/instrumentation.ts), stopped by the server before it closes the database. On globalThis:
// the bundle registers, the server (src/server/http-server.ts) stops.
const KEY = Symbol.for('agency.background-jobs');
type Stop = () => Promise<void>;
const jobs = ((globalThis as unknown as { [KEY]?: Map<string, Stop> })[KEY] ??= new Map<string, Stop>());

/** Registers a job's stop; a job registered again (a restarted bundle in development) replaces it. */
export function registerBackgroundJob(name: string, stop: Stop) {
  jobs.set(name, stop);
}

/** Stops every job, waiting for the runs in progress. */
export async function stopBackgroundJobs() {
  const stops = [...jobs.values()];
  jobs.clear();
  await Promise.allSettled(stops.map((stop) => stop()));
}
