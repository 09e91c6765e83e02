// POST /api/visit: the beacons of /visit.js, answered by our HTTP server before Next.js (decision
// 093), because a page view must cost almost nothing: the beacon is checked, hashed and put in a
// buffer that is written to the database in one insert every quarter second (or every 500
// events). A crash loses at most that quarter second of statistics, never a lead: leads are
// written by their own forms. The answer is 202 with no body whatever happens to the statistics,
// or a 4xx with a sentence when the request itself is wrong.
import type http from 'node:http';
import { readBody } from '@/server/action-body';
import type { Database } from '@/server/db/client';
import { analyticsEvents } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { isBot, isTrackedPath, MAX_BEACON_BYTES, optedOut, readBeacon } from './collect';
import { createVisitorClock, visitorHash } from './visitor';

export const VISIT_PATH = '/api/visit';

type Row = typeof analyticsEvents.$inferInsert;

export type VisitIntakeOptions = {
  getDb: () => Promise<Database>;
  /** Events a minute one address may send; more are refused with 429 (a flood, not a visitor). */
  perAddressPerMinute?: number;
  flushIntervalMs?: number;
  flushSize?: number;
  /** Beyond this many unwritten events (the database is down) new ones are dropped. */
  maxBuffered?: number;
};

export type Answer = { status: number; message?: string; allow?: string };

export function createVisitIntake(options: VisitIntakeOptions) {
  const perMinute = options.perAddressPerMinute ?? 600;
  const flushSize = options.flushSize ?? 500;
  const maxBuffered = options.maxBuffered ?? 20_000;
  const clock = createVisitorClock(options.getDb);
  let buffer: Row[] = [];
  let writing: Promise<void> | null = null;
  let dropped = 0;
  // Per address, the events of the current minute: a small map, emptied each minute.
  let minute = 0;
  let perAddress = new Map<string, number>();

  async function flush(): Promise<void> {
    while (writing) await writing;
    if (buffer.length === 0) return;
    const rows = buffer;
    buffer = [];
    writing = (async () => {
      try {
        const db = await options.getDb();
        // A few thousand parameters per statement at most.
        for (let at = 0; at < rows.length; at += 1000) await db.insert(analyticsEvents).values(rows.slice(at, at + 1000));
      } catch (error) {
        logger.error({ err: error, events: rows.length }, 'visit statistics not written');
      } finally {
        writing = null;
      }
    })();
    await writing;
  }

  const timer = setInterval(() => void flush(), options.flushIntervalMs ?? 250);
  timer.unref();

  function overLimit(ip: string, now: number): boolean {
    const thisMinute = Math.floor(now / 60_000);
    if (thisMinute !== minute) {
      minute = thisMinute;
      perAddress = new Map();
    }
    const count = (perAddress.get(ip) ?? 0) + 1;
    perAddress.set(ip, count);
    return count > perMinute;
  }

  /** What to answer a beacon, after keeping it when it counts. */
  async function take(input: { method: string | undefined; headers: http.IncomingHttpHeaders; body: string | null; ip: string; now?: Date }): Promise<Answer> {
    if (input.method !== 'POST') return { status: 405, allow: 'POST', message: 'Send page views here with POST.' };
    if (input.body === null) return { status: 413, message: `A beacon is at most ${MAX_BEACON_BYTES} bytes.` };
    const userAgent = input.headers['user-agent'] ?? '';
    const result = readBeacon(input.body, { userAgent, host: input.headers.host });
    if (!result.ok) return { status: 400, message: result.message };
    // Not counted, and not told apart from counted: a bot learns nothing from the answer.
    if (optedOut(input.headers) || isBot(userAgent) || !isTrackedPath(result.event.path)) return { status: 202 };
    const now = input.now ?? new Date();
    if (overLimit(input.ip, now.getTime())) return { status: 429, message: 'Too many events from this address; try again in a minute.' };
    if (buffer.length >= maxBuffered) {
      if (dropped++ % 1000 === 0) logger.warn({ dropped }, 'visit statistics dropped: the database is not keeping up');
      return { status: 202 };
    }
    const today = await clock.today(now);
    // Turned off in Settings: a page cached before, or an old tab, may still send; nothing is kept.
    if (!today.on) return { status: 202 };
    buffer.push({ ...result.event, occurredAt: now, day: today.day, visitor: visitorHash(today.salt, input.ip, userAgent) });
    if (buffer.length >= flushSize) void flush();
    return { status: 202 };
  }

  /** Answers a request to VISIT_PATH (our HTTP server calls this with the visitor's address). */
  async function serve(req: http.IncomingMessage, res: http.ServerResponse, ip: string): Promise<void> {
    const body = req.method === 'POST' ? await readBody(req, MAX_BEACON_BYTES).catch(() => undefined) : Buffer.alloc(0);
    if (body === undefined) return; // the client went away
    const answer = await take({ method: req.method, headers: req.headers, body: body && body.toString('utf8'), ip });
    res.statusCode = answer.status;
    res.setHeader('Cache-Control', 'no-store');
    if (answer.allow) res.setHeader('Allow', answer.allow);
    if (answer.status === 413) res.setHeader('Connection', 'close');
    if (answer.message) {
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(`${answer.message}\n`);
    } else res.end();
  }

  return {
    take,
    serve,
    flush,
    /** Settings were saved (a cache invalidation): the switch and the time zone apply from the next beacon, not within a minute. */
    settingsChanged: clock.forget,
    stop: async () => {
      clearInterval(timer);
      await flush();
    },
  };
}

export type VisitIntake = ReturnType<typeof createVisitIntake>;
