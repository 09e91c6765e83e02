// POST /api/visit: the beacons of /visit.js, answered by our HTTP server before Next.js (decision
// 093), because a page view must cost almost nothing: the beacon is checked, hashed and put in a
// buffer that is written to the database in one insert every quarter second (or every 500
// events). A crash loses at most that quarter second of statistics, never a lead: leads are
// written by their own forms. The answer is 202 with no body whatever happens to the statistics,
// or a 4xx with a sentence when the request itself is wrong.
//
// A flood cannot drown it (decision 096): what one network (an IPv4 address, an IPv6 /64) sends is
// limited a minute and what it gets kept a day; beyond a ceiling a second from everyone, beacons
// are dropped before their body is read; beyond a total a day nothing more is kept. The counters
// take the same memory whatever the number of senders (network.ts).
import type http from 'node:http';
import { readBody } from '@/server/action-body';
import type { Database } from '@/server/db/client';
import { analyticsEvents } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { isBot, isTrackedPath, MAX_BEACON_BYTES, optedOut, readBeacon } from './collect';
import { createCounter, networkOf } from './network';
import { createVisitorClock, dayStart, nextDay, visitorHash } from './visitor';

export const VISIT_PATH = '/api/visit';

type Row = typeof analyticsEvents.$inferInsert;

export type VisitIntakeOptions = {
  getDb: () => Promise<Database>;
  /** Events a minute one network may send; more are refused with 429 (a flood, not a visitor). */
  perNetworkPerMinute?: number;
  /** Events kept a day from one network; more are refused with 429 until the next day. */
  perNetworkPerDay?: number;
  /** Beacons a second from everyone; more are answered 202 and dropped unread (shed, not queued). */
  perSecond?: number;
  /** Events kept a day from everyone; more are answered 202 and dropped. */
  perDay?: number;
  flushIntervalMs?: number;
  flushSize?: number;
  /** Beyond this many unwritten events (the database is slow or down) new ones are dropped. */
  maxBuffered?: number;
};

export type Answer = { status: number; message?: string; allow?: string; retryAfter?: number };

/** The defaults of src/server/env.ts, for callers without a configuration (tests, scripts). */
export const INTAKE_DEFAULTS = { perNetworkPerMinute: 120, perNetworkPerDay: 2_000, perSecond: 3_000, perDay: 100_000 } as const;

type Input = { method: string | undefined; headers: http.IncomingHttpHeaders; ip: string; now?: Date };

export function createVisitIntake(options: VisitIntakeOptions) {
  const perMinute = options.perNetworkPerMinute ?? INTAKE_DEFAULTS.perNetworkPerMinute;
  const perNetworkPerDay = options.perNetworkPerDay ?? INTAKE_DEFAULTS.perNetworkPerDay;
  const perSecond = options.perSecond ?? INTAKE_DEFAULTS.perSecond;
  const perDay = options.perDay ?? INTAKE_DEFAULTS.perDay;
  const flushSize = options.flushSize ?? 500;
  const maxBuffered = options.maxBuffered ?? 20_000;
  const clock = createVisitorClock(options.getDb);
  let buffer: Row[] = [];
  let writing: Promise<void> | null = null;

  // Per network: the events of the current minute (kept or not), and the events kept today.
  const thisMinute = createCounter();
  const keptToday = createCounter();
  let minute = 0;
  let second = 0;
  let inSecond = 0;
  let day = '';
  let keptTotal = 0;

  // Dropped beacons are not the sender's fault or business: counted, and told in one line a minute.
  const dropped = { shed: 0, buffer: 0, dayTotal: 0 };
  let warnedAt = 0;
  function drop(reason: keyof typeof dropped, now: number): Answer {
    dropped[reason]++;
    if (now - warnedAt >= 60_000) {
      logger.warn({ ...dropped }, 'visit statistics dropped: shed over the intake ceiling, the database not keeping up, or the day total reached');
      warnedAt = now;
      dropped.shed = dropped.buffer = dropped.dayTotal = 0;
    }
    return { status: 202 };
  }

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

  /**
   * What can be decided from the request's head alone, before its body is read: a bot or an
   * opted-out visitor (202, not counted, and not told apart from counted: a bot learns nothing
   * from the answer), a network over its minute (429), everyone over the second's ceiling (shed).
   */
  function admit(input: Input, now: number): Answer | null {
    if (input.method !== 'POST') return { status: 405, allow: 'POST', message: 'Send page views here with POST.' };
    if (Number(input.headers['content-length'] ?? 0) > MAX_BEACON_BYTES) return { status: 413, message: `A beacon is at most ${MAX_BEACON_BYTES} bytes.` };
    if (optedOut(input.headers) || isBot(input.headers['user-agent'])) return { status: 202 };
    if (Math.floor(now / 60_000) !== minute) {
      minute = Math.floor(now / 60_000);
      thisMinute.clear();
    }
    if (!thisMinute.take(networkOf(input.ip), perMinute)) {
      return { status: 429, message: 'Too many events from this network; try again in a minute.', retryAfter: 60 - Math.floor((now % 60_000) / 1000) };
    }
    if (Math.floor(now / 1000) !== second) {
      second = Math.floor(now / 1000);
      inSecond = 0;
    }
    if (++inSecond > perSecond) return drop('shed', now);
    return null;
  }

  /** The rest, with the body: checked, hashed and buffered if it counts and today's limits allow. */
  async function keep(input: Input, body: string | null, now: Date): Promise<Answer> {
    if (body === null) return { status: 413, message: `A beacon is at most ${MAX_BEACON_BYTES} bytes.` };
    const userAgent = input.headers['user-agent'] ?? '';
    const result = readBeacon(body, { userAgent, host: input.headers.host });
    if (!result.ok) return { status: 400, message: result.message };
    if (!isTrackedPath(result.event.path)) return { status: 202 };
    if (buffer.length >= maxBuffered) return drop('buffer', now.getTime());
    const today = await clock.today(now);
    // Turned off in Settings: a page cached before, or an old tab, may still send; nothing is kept.
    if (!today.on) return { status: 202 };
    if (today.day !== day) {
      day = today.day;
      keptToday.clear();
      keptTotal = 0;
    }
    if (keptTotal >= perDay) return drop('dayTotal', now.getTime());
    if (!keptToday.take(networkOf(input.ip), perNetworkPerDay)) {
      const tomorrow = dayStart(nextDay(today.day), today.timeZone).getTime();
      return {
        status: 429,
        message: 'This network has sent all the events counted in a day; try again tomorrow.',
        retryAfter: Math.max(1, Math.ceil((tomorrow - now.getTime()) / 1000)),
      };
    }
    keptTotal++;
    buffer.push({ ...result.event, occurredAt: now, day: today.day, visitor: visitorHash(today.salt, input.ip, userAgent) });
    if (buffer.length >= flushSize) void flush();
    return { status: 202 };
  }

  /** What to answer a beacon, after keeping it when it counts. */
  async function take(input: Input & { body: string | null }): Promise<Answer> {
    const now = input.now ?? new Date();
    return admit(input, now.getTime()) ?? keep(input, input.body, now);
  }

  /** Answers a request to VISIT_PATH (our HTTP server calls this with the visitor's address). */
  async function serve(req: http.IncomingMessage, res: http.ServerResponse, ip: string): Promise<void> {
    const input: Input = { method: req.method, headers: req.headers, ip };
    const now = new Date();
    let answer = admit(input, now.getTime());
    // Answered unread: Node reads and drops a beacon-sized body to keep the connection; a body of
    // unknown length is not waited for.
    const unread = answer !== null;
    if (!answer) {
      const body = await readBody(req, MAX_BEACON_BYTES).catch(() => undefined);
      if (body === undefined) return; // the client went away
      answer = await keep(input, body && body.toString('utf8'), now);
    }
    res.statusCode = answer.status;
    res.setHeader('Cache-Control', 'no-store');
    if (answer.allow) res.setHeader('Allow', answer.allow);
    if (answer.retryAfter) res.setHeader('Retry-After', String(answer.retryAfter));
    if (answer.status === 413 || (unread && req.method === 'POST' && req.headers['content-length'] === undefined)) res.setHeader('Connection', 'close');
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
    /** The memory of the limits' counters, in bytes: the same however many networks send. */
    counterBytes: thisMinute.bytes + keptToday.bytes,
    stop: async () => {
      clearInterval(timer);
      await flush();
    },
  };
}

export type VisitIntake = ReturnType<typeof createVisitIntake>;
