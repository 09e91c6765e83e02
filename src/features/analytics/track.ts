// Events the site's own components report to the visit statistics (decision 093). They wait in
// window.visitEvents until /visit.js has loaded, which sends them; when the visitor asked not to
// be tracked the script drops them.
import type { AnalyticsEventName } from './collect';

type VisitEvents = { push: (event: [AnalyticsEventName, string | number | undefined]) => void };

export function trackEvent(name: AnalyticsEventName, value?: string | number) {
  const global = window as unknown as { visitEvents?: VisitEvents | unknown[] };
  global.visitEvents ??= [];
  (global.visitEvents as VisitEvents).push([name, value]);
}
