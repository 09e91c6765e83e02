// The production server: Next.js behind our own http.Server, so that the database is opened
// (lock, migrations, seed) before the first request, and closed after the last one on shutdown.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import next from 'next';
import { ensureFirstAdministrator } from './auth/bootstrap';
import { closeDb, getDatabaseHandle, getDb } from './db/client';
import { env } from './env';
import { logger } from './logger';
import { createConfiguredTransport } from './mail/transport';
import { startOutboxWorker } from './mail/worker';

const SHUTDOWN_GRACE_MS = 10_000;

function clientIp(req: http.IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string' && forwarded.trim()) return forwarded.split(',')[0]!.trim();
  return req.socket.remoteAddress ?? 'unknown';
}

export async function startHttpServer(options: { dev?: boolean } = {}) {
  const config = env();
  // Fails fast (locked data directory, unreachable server, bad migration) before listening.
  const database = await getDatabaseHandle();
  const setupUrl = await ensureFirstAdministrator(database.db, config);

  const outbox = startOutboxWorker({ getDb, transport: createConfiguredTransport(config), mailFrom: config.MAIL_FROM });

  const app = next({ dev: options.dev ?? false, dir: process.cwd(), hostname: config.HOSTNAME, port: config.PORT });
  const handleRequest = app.getRequestHandler();
  await app.prepare();

  const server = http.createServer((req, res) => {
    // The app reads the visitor's address from this header only; a value sent by the client is replaced.
    req.headers['x-client-ip'] = clientIp(req, config.TRUST_PROXY);
    res.once('finish', () => {
      if (res.statusCode === 404) logger.warn({ path: req.url?.split('?')[0], method: req.method }, '404: page not found');
    });
    handleRequest(req, res).catch((error: unknown) => {
      logger.error({ err: error, url: req.url }, 'request failed');
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOSTNAME, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  logger.info({ url }, 'server listening');
  // One write, so that whoever waits for 'Ready on' has the setup link too.
  const setup = setupUrl ? `  No administrator yet. Create the first one here (the link works once, for 24 hours):\n  ${setupUrl}\n\n` : '';
  process.stdout.write(`\n${setup}  Ready on ${url}\n\n`);

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing open requests');
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    // Keep-alive connections become idle as their last request ends: close them as they do.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 200);
    closeIdle.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await app.close().catch((error: unknown) => logger.error({ err: error }, 'next close failed'));
    // Sends in progress finish; what is still queued goes out after the next start.
    await outbox.stop();
    await closeDb();
    logger.info('database closed, bye');
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  return { server, port, url };
}
