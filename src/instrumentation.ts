// Runs once when the server starts (Next.js's instrumentation hook), inside the app's bundle, so
// that background work shares the app's modules: its database handle, caches and audit log.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ startScheduleWorker }, { getDb }, { registerBackgroundJob }] = await Promise.all([
    import('@/features/publishing/schedules'),
    import('@/server/db/client'),
    import('@/server/background-jobs'),
  ]);
  // Scheduled publishing (decision 085): due schedules are carried out within about a second.
  const worker = startScheduleWorker({ getDb, intervalMs: Number(process.env.SCHEDULE_INTERVAL_MS) || 1_000 });
  registerBackgroundJob('schedules', worker.stop);
}
