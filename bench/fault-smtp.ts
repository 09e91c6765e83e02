// The SMTP server stops in the middle of a load of contact inquiries and starts again on the same
// port a few seconds later. Visitors notice nothing; the mail that failed meanwhile is retried by
// the outbox worker (first retry 30 s after a failure). Once everything has arrived, the database
// and the mailbox are compared: every acknowledged inquiry is one lead, every email arrived
// exactly once. Exits non-zero when a check fails.
//   npx tsx bench/fault-smtp.ts [--count=150]
import { startTestSmtpServer } from '../src/test/smtp';
import { checkOutcome, inPool, messageIdOf, postInquiry, prepareInquiries, printFaultReport, sleep, waitForMail, type FaultReport } from './faults';
import { ensureBuild, makeDataDir, numberArg, startServer } from './lib';

export { printFaultReport, type FaultReport };

const CONCURRENCY = 10;
const DOWN_MS = 3_000;
// The retry comes 30 s after the failure, then the backlog goes out one mail at a time.
const DRAIN_TIMEOUT_MS = 180_000;

export async function faultSmtp(total = numberArg('count', 150)): Promise<FaultReport> {
  ensureBuild();
  const started = performance.now();
  const first = await startTestSmtpServer();
  let second: Awaited<ReturnType<typeof startTestSmtpServer>> | undefined;
  const received = () => [...first.received, ...(second?.received ?? [])];
  const dataDir = makeDataDir();
  const server = await startServer(dataDir, { env: { SMTP_URL: first.url, TRUST_PROXY: 'true', LOG_LEVEL: 'warn' } });
  try {
    const forms = await prepareInquiries(server.url, total);
    const acknowledged = new Set<number>();
    let answers = 0;
    let outage: Promise<void> | undefined;
    let receivedBeforeOutage = 0;
    const loadStarted = performance.now();
    await inPool(
      Array.from({ length: total }, (_, i) => i),
      CONCURRENCY,
      async (i) => {
        if (await postInquiry(server.url, forms[i]!, i)) acknowledged.add(i);
        answers++;
        if (answers >= total / 3 && !outage) {
          receivedBeforeOutage = first.received.length;
          outage = (async () => {
            const stopped = first.stop();
            await sleep(DOWN_MS);
            await stopped;
            second = await startTestSmtpServer(first.port);
          })();
        }
      },
    );
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    await outage;

    const distinct = () => new Set(received().map(messageIdOf)).size;
    const waitStarted = performance.now();
    const drained = await waitForMail(distinct, 2 * acknowledged.size, DRAIN_TIMEOUT_MS);
    const waitSeconds = (performance.now() - waitStarted) / 1000;
    await server.stop();
    const outcome = await checkOutcome({ dataDir, inquiries: total, acknowledged, received: received() });
    const failures = [...outcome.failures];
    if (!drained) failures.unshift(`the retried mail did not all arrive within ${DRAIN_TIMEOUT_MS / 1000} s: ${distinct()} of ${2 * acknowledged.size}`);
    if (acknowledged.size < total) failures.push(`${total - acknowledged.size} inquiries were not acknowledged: the site should not depend on SMTP`);
    if (outcome.retried === 0) failures.push('no mail failed while SMTP was down: the outage tested nothing');
    return {
      name: 'fault: SMTP down mid-load',
      inquiries: total,
      acknowledged: acknowledged.size,
      ...outcome,
      seconds: (performance.now() - started) / 1000,
      notes: [
        `SMTP stopped for ${DOWN_MS / 1000} s after ${receivedBeforeOutage} mails had arrived; ${outcome.retried} mails failed meanwhile and were retried`,
        `load ${loadSeconds.toFixed(1)} s, then ${waitSeconds.toFixed(1)} s until the last mail arrived`,
      ],
      failures,
      pass: failures.length === 0,
    };
  } finally {
    await server.stop();
    await first.stop();
    await second?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await faultSmtp();
  printFaultReport(report);
  if (!report.pass) process.exit(1);
}
