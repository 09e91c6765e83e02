// A process that sends newsletters as the server does (the newsletter job and the outbox worker),
// for the restart test (src/features/newsletter/sending.integration.test.ts), which kills it
// mid-send and starts it again on the same database. Run with
//   node --import tsx --import ./scripts/allow-server-only.mjs src/test/newsletter-sender.ts
// and DATA_DIR (embedded database) or DATABASE_URL, SMTP_URL, SITE_URL, NEWSLETTER_SEND_RATE set.
import { openPglite, openPostgres } from '../server/db/client';
import { startOutboxWorker } from '../server/mail/worker';
import { createPooledTestTransport } from './smtp';
import { startNewsletterWorker } from '../features/newsletter/sending';

async function main() {
  const handle = process.env.DATABASE_URL ? await openPostgres(process.env.DATABASE_URL) : await openPglite(process.env.DATA_DIR);
  const getDb = async () => handle.db;
  // The test is the only other user of the database and it waits: mail left in 'sending' by the
  // killed process is taken over at once, as the embedded server does.
  const outbox = startOutboxWorker({
    getDb,
    transport: createPooledTestTransport(process.env.SMTP_URL!),
    mailFrom: 'News <news@axionlabs.dev>',
    intervalMs: 100,
    reclaimAtStart: true,
  });
  const company = { name: 'Axion Labs', email: 'hello@axionlabs.dev', phone: '', address: '' };
  const newsletter = startNewsletterWorker({
    getDb,
    getContext: async () => ({ siteUrl: process.env.SITE_URL!, company }),
    ratePerMinute: Number(process.env.NEWSLETTER_SEND_RATE),
    intervalMs: 100,
    batchSize: 25,
    maxAhead: Number(process.env.NEWSLETTER_MAX_AHEAD) || undefined,
  });
  process.on('SIGTERM', () => {
    void (async () => {
      await newsletter.stop();
      await outbox.stop();
      await handle.close();
      process.exit(0);
    })();
  });
  process.stdout.write('sender ready\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
