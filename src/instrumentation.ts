// Runs once when the server starts (Next.js's instrumentation hook), inside the app's bundle, so
// that background work shares the app's modules: its database handle, caches and audit log.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Opening the database seeds an empty one and adds missing built-in pages: said before anything
  // opens it (under `next dev` this process has no server of ours to say it, src/app-server.ts).
  const [{ prepareDatabaseWith }, { prepareDatabase }] = await Promise.all([import('@/server/db/client'), import('@/seed/prepare')]);
  prepareDatabaseWith(prepareDatabase);
  const [
    { startScheduleWorker },
    { startNewsletterWorker },
    { newsletterMailContext },
    { startRollupWorker },
    { getDb },
    { registerBackgroundJob },
    { env },
    { startRateLimitPruning },
    { startCacheInvalidatedEvents },
  ] = await Promise.all([
    import('@/features/publishing/schedules'),
    import('@/features/newsletter/sending'),
    import('@/features/newsletter/subscribers'),
    import('@/features/analytics/rollup'),
    import('@/server/db/client'),
    import('@/server/background-jobs'),
    import('@/server/env'),
    import('@/server/rate-limit'),
    import('@/features/webhooks/cache-invalidated'),
  ]);
  // Each worker is a loop registered with the background jobs (src/server/background-jobs.ts), which the server stops before closing the database.
  // Scheduled publishing (decision 085): due schedules are carried out within about a second.
  startScheduleWorker({ getDb, intervalMs: Number(process.env.SCHEDULE_INTERVAL_MS) || 1_000 });
  // Newsletter issues (decision 092): scheduled ones start, sending ones are queued to the outbox.
  startNewsletterWorker({
    getDb,
    getContext: newsletterMailContext,
    ratePerMinute: env().NEWSLETTER_SEND_RATE,
    intervalMs: Number(process.env.NEWSLETTER_INTERVAL_MS) || 5_000,
  });
  // Visit statistics (decision 093): raw events rolled up per hour and day, once across processes.
  startRollupWorker({ getDb, intervalMs: Number(process.env.ANALYTICS_ROLLUP_INTERVAL_MS) || 60_000 });
  // Expired rate limit counters (one row per address, key or recipient that hit a limit), hourly.
  startRateLimitPruning({ getDb });
  // What staff changed, as cache tags, for the endpoints that purge a CDN (decision 099).
  const cacheEvents = startCacheInvalidatedEvents({ getDb });
  registerBackgroundJob('cache-invalidated-events', cacheEvents.stop);
}
