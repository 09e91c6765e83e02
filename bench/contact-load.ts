// N concurrent contact inquiries (default 200) against a production server on loopback, posted
// the way a browser without JavaScript posts the form. Then it counts the stored leads: every
// successful answer must be one lead, no more, no less. Exits non-zero when they differ.
//   npx tsx bench/contact-load.ts [--count=200]
import { count } from 'drizzle-orm';
import { openPglite } from '../src/server/db/client';
import { leads } from '../src/server/db/schema';
import { hiddenInputs } from '../e2e/support/forms';
import { ensureBuild, makeDataDir, numberArg, printReport, runConcurrently, startServer, type LoadReport } from './lib';

export async function contactLoad(total = numberArg('count', 200)): Promise<LoadReport> {
  ensureBuild();
  const dataDir = makeDataDir();
  // Each request comes from its own address (X-Forwarded-For), so the per-IP limit does not apply.
  const server = await startServer(dataDir, { env: { TRUST_PROXY: 'true', LOG_LEVEL: 'warn' } });
  try {
    const ip = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    const pages = await Promise.all(
      Array.from({ length: total }, (_, i) => fetch(`${server.url}/contact`, { headers: { 'x-forwarded-for': ip(i) } }).then((r) => r.text())),
    );
    // A person needs more than 2 s to fill the form; faster answers are stored as spam.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const result = await runConcurrently(total, async (i) => {
      const body = new FormData();
      for (const [name, value] of hiddenInputs(pages[i]!, 'aria-labelledby="inquiry-heading"')) body.append(name, value);
      body.append('name', `Load Test ${i}`);
      body.append('email', `load${i}@example.com`);
      body.append('message', 'Benchmark inquiry: please ignore.');
      body.append('consent', 'on');
      const response = await fetch(`${server.url}/contact`, { method: 'POST', body, headers: { 'x-forwarded-for': ip(i) } });
      return response.ok && (await response.text()).includes('Message Sent Successfully!');
    });
    await server.stop();
    const database = await openPglite(dataDir);
    const [row] = await database.db.select({ n: count() }).from(leads);
    await database.close();
    return { name: 'contact inquiries', requests: total, stored: row?.n ?? 0, perSecond: result.succeeded / result.seconds, ...result };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await contactLoad();
  printReport(report);
  if (report.stored !== report.succeeded) {
    console.error(`FAIL: ${report.succeeded} successful answers but ${report.stored} leads stored`);
    process.exit(1);
  }
}
