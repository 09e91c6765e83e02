// The app's server: the HTTP server of src/server, with what it needs of the features handed to
// it (infrastructure never imports a feature). Started by scripts/start.ts (npm start, the tests,
// the bench); `next dev` has no server of ours, and instrumentation.ts prepares its database.
import { createVisitIntake, VISIT_PATH } from '@/features/analytics/intake';
import { serveVisitScript, VISIT_SCRIPT_PATH } from '@/features/analytics/script-asset';
import { issueFormToken } from '@/features/contact/form-token';
import { prepareDatabase } from '@/seed/prepare';
import { prepareDatabaseWith } from '@/server/db/client';
import { env } from '@/server/env';
import { startHttpServer } from '@/server/http-server';

export function startAppServer() {
  prepareDatabaseWith(prepareDatabase);
  return startHttpServer({
    app: {
      formToken: issueFormToken,
      routes: (getDb) => {
        const config = env();
        // Page views and events of /visit.js, kept without Next.js (decisions/093-visit-statistics.md).
        const visits = createVisitIntake({
          getDb,
          perNetworkPerMinute: config.ANALYTICS_EVENTS_PER_MINUTE,
          perNetworkPerDay: config.ANALYTICS_EVENTS_PER_DAY,
          perSecond: config.ANALYTICS_INTAKE_PER_SECOND,
          perDay: config.ANALYTICS_INTAKE_PER_DAY,
        });
        return [
          { path: VISIT_PATH, serve: visits.serve, changed: visits.settingsChanged, stop: visits.stop },
          { path: VISIT_SCRIPT_PATH, serve: serveVisitScript },
        ];
      },
    },
  });
}
