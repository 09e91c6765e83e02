// SIGKILL in the middle of a load of contact inquiries, just after the SMTP server accepted a
// mail (the process has not yet marked it sent): the requests in flight fail, then the
// server restarts on the same data directory, the load goes on (the cut requests are posted
// again, as a visitor would), and once the outbox is drained the database and the SMTP server's
// mailbox are compared: every acknowledged inquiry is one lead, every email arrived once, except
// that an email the killed process had handed to the SMTP server but not yet marked sent comes
// again with the same Message-ID (at-least-once). Exits non-zero when a check fails.
//   npx tsx bench/fault-kill.ts [--count=150]
import { eq } from 'drizzle-orm';
import { openPglite } from '../src/server/db/client';
import { leads, mailOutbox } from '../src/server/db/schema';
import { startTestSmtpServer } from '../src/test/smtp';
import {
  checkOutcome,
  inPool,
  inquiryEmail,
  messageIdOf,
  postInquiry,
  prepareInquiries,
  printFaultReport,
  sleep,
  waitForMail,
  type FaultReport,
} from './faults';
import { ensureBuild, makeDataDir, numberArg, startServer } from './lib';

export { printFaultReport, type FaultReport };

const CONCURRENCY = 10;
// The worker sends one mail at a time, each on a new SMTP connection: 0.1-0.2 s each here
// (smtp-server waits 100 ms before its greeting).
const DRAIN_TIMEOUT_MS = 180_000;

export async function faultKill(total = numberArg('count', 150)): Promise<FaultReport> {
  ensureBuild();
  const started = performance.now();
  const smtp = await startTestSmtpServer();
  const dataDir = makeDataDir();
  const env = { SMTP_URL: smtp.url, TRUST_PROXY: 'true', LOG_LEVEL: 'warn' };
  let server = await startServer(dataDir, { env });
  try {
    const forms = await prepareInquiries(server.url, total);
    const acknowledged = new Set<number>();
    let answers = 0;
    let killed: Promise<unknown> | undefined;
    let dead = false;
    const all = Array.from({ length: total }, (_, i) => i);
    const firstServer = server;
    // The worst moment: the SMTP server has just accepted a mail that the process has not yet
    // marked sent. (Polling every millisecond; the process needs longer to hear the answer.)
    const killJustAfterAMail = async () => {
      const seen = smtp.received.length;
      const deadline = Date.now() + 5_000;
      while (smtp.received.length === seen && Date.now() < deadline) await sleep(1);
      dead = true;
      await firstServer.kill('SIGKILL');
    };
    const startedBeforeKill = await inPool(
      all,
      CONCURRENCY,
      async (i) => {
        if (await postInquiry(firstServer.url, forms[i]!, i)) acknowledged.add(i);
        answers++;
        if (answers >= total / 2 && !killed) killed = killJustAfterAMail();
      },
      () => dead,
    );
    await killed;
    const acknowledgedBeforeKill = acknowledged.size;
    const cut = startedBeforeKill.filter((i) => !acknowledged.has(i));

    // Mail the dead process was handing to the SMTP server: the only mail that may arrive twice.
    await sleep(200);
    const receivedBeforeKill = smtp.received.length;
    const peek = await openPglite(dataDir);
    const sending = await peek.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.status, 'sending'));
    // A cut request may have been stored before the kill: posted again, it must store nothing new.
    const storedEmails = new Set((await peek.db.select({ email: leads.email }).from(leads)).map((l) => l.email));
    const cutButStored = cut.filter((i) => storedEmails.has(inquiryEmail(i))).length;
    await peek.close();

    const restartedAt = performance.now();
    server = await startServer(dataDir, { env });
    const restartSeconds = (performance.now() - restartedAt) / 1000;
    const secondServer = server;
    const remaining = all.filter((i) => !acknowledged.has(i));
    await inPool(remaining, CONCURRENCY, async (i) => {
      if (await postInquiry(secondServer.url, forms[i]!, i)) acknowledged.add(i);
    });

    const distinct = () => new Set(smtp.received.map(messageIdOf)).size;
    const drained = await waitForMail(distinct, 2 * acknowledged.size, DRAIN_TIMEOUT_MS);
    await server.stop();
    const outcome = await checkOutcome({
      dataDir,
      inquiries: total,
      acknowledged,
      received: smtp.received,
      allowedResends: new Set(sending.map((r) => r.id)),
      receivedBeforeKill,
    });
    const failures = [...outcome.failures];
    if (!drained) failures.unshift(`the outbox was not drained within ${DRAIN_TIMEOUT_MS / 1000} s: ${distinct()} of ${2 * acknowledged.size} mails arrived`);
    if (acknowledged.size < total) failures.push(`${total - acknowledged.size} inquiries were not acknowledged even after the restart`);
    return {
      name: 'fault: SIGKILL mid-load',
      inquiries: total,
      acknowledged: acknowledged.size,
      ...outcome,
      seconds: (performance.now() - started) / 1000,
      notes: [
        `killed after ${acknowledgedBeforeKill} acknowledged answers; ${cut.length} requests in flight were cut (${cutButStored} of them already stored) and posted again after the restart (${restartSeconds.toFixed(1)} s)`,
        `${sending.length} mails were being sent at the kill, ${receivedBeforeKill} mails had arrived before it`,
      ],
      failures,
      pass: failures.length === 0,
    };
  } finally {
    await server.stop();
    await smtp.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await faultKill();
  printFaultReport(report);
  if (!report.pass) process.exit(1);
}
