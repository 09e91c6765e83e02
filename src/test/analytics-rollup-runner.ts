// One run of the visit statistics' roll-up job in a process of its own, for the test that two
// processes roll up once (src/features/analytics/rollup.integration.test.ts). Run with
//   node --import tsx src/test/analytics-rollup-runner.ts
// and DATABASE_URL, ROLLUP_NOW (an ISO time) and RUNNER (a name) set; prints the run as JSON.
import { openPostgres } from '../server/db/client';
import { runRollup } from '../features/analytics/rollup';

const handle = await openPostgres(process.env.DATABASE_URL!);
const result = await runRollup(handle.db, { now: new Date(process.env.ROLLUP_NOW!), runner: process.env.RUNNER });
await handle.close();
process.stdout.write(`${JSON.stringify(result)}\n`);
