/**
 * A whole screen in place of a manager whose data could not be read: its heading and an alert. The
 * failure itself is logged by the page (nullOnFailure).
 */
export function LoadFailedScreen({ title, what }: { title: string; what: string }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{title}</h1>
      <p role="alert" className="rounded-2xl border border-rose-400/30 bg-rose-500/10 p-6 text-rose-200">
        {`The ${what} could not be loaded. Reload the page to try again.`}
      </p>
    </div>
  );
}
