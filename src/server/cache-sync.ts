// Cache invalidation across app processes on one PostgreSQL server: invalidateCacheTags() in any
// process NOTIFYs a channel, and every process LISTENs on it and drops its own entries for those
// tags. See docs/decisions/008-cache-invalidation-across-processes.md. PGlite has one process only.
import { randomUUID } from 'node:crypto';
import type { Client as PgClient } from 'pg';
import { CACHE_TAGS, clearCache, dropLocalCacheTags, setCacheInvalidationPublisher, type CacheTag } from './cache';
import { logger } from './logger';

export const CACHE_CHANNEL = 'agency_cache_invalidation';
/** How the listening connections show in pg_stat_activity. */
export const APPLICATION_NAME = 'agency-cache-sync';

/** What goes over the channel: the tags, and the process that sent them (it has dropped its own). */
type Message = { origin: string; tags: CacheTag[] };

const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

export type CacheSync = {
  /** Sends `tags` to the other listeners. Never throws: a lost message costs at most the 60 s TTL. */
  publish: (tags: readonly CacheTag[]) => Promise<void>;
  stop: () => Promise<void>;
};

function parseMessage(payload: string | undefined): Message | undefined {
  try {
    const message = JSON.parse(payload ?? '') as Partial<Message>;
    if (typeof message.origin !== 'string' || !Array.isArray(message.tags)) return undefined;
    const tags = message.tags.filter((tag): tag is CacheTag => (CACHE_TAGS as readonly string[]).includes(tag));
    return { origin: message.origin, tags };
  } catch {
    return undefined;
  }
}

/**
 * Listens on the channel with a connection of its own (LISTEN needs one that stays open) and
 * reconnects when it drops. Resolves once listening, or rejects when the first connection fails.
 */
export async function createCacheSync(options: {
  databaseUrl: string;
  onRemoteInvalidation: (tags: CacheTag[]) => void;
  /** Called after a lost connection is back: messages sent meanwhile were missed. */
  onReconnect?: () => void;
}): Promise<CacheSync> {
  const { Client } = await import('pg');
  const origin = randomUUID();
  let client: PgClient | undefined;
  let stopped = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: options.databaseUrl, application_name: APPLICATION_NAME });
    next.on('notification', (notification) => {
      if (notification.channel !== CACHE_CHANNEL) return;
      const message = parseMessage(notification.payload);
      if (!message) return logger.warn({ payload: notification.payload }, 'cache sync: unreadable message ignored');
      if (message.origin !== origin && message.tags.length > 0) options.onRemoteInvalidation(message.tags);
    });
    // A broken connection emits 'error'; one the server closed (restart, pg_terminate_backend) may only emit 'end'.
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      logger.warn({ err: error }, 'cache sync: connection lost, reconnecting');
      next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    await next.connect();
    try {
      await next.query(`listen ${CACHE_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  };

  const scheduleReconnect = () => {
    if (stopped || retryTimer) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt++;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => {
          attempt = 0;
          logger.info('cache sync: listening again');
          options.onReconnect?.();
        },
        (error: unknown) => {
          logger.warn({ err: error }, 'cache sync: reconnect failed');
          scheduleReconnect();
        },
      );
    }, delay);
    retryTimer.unref();
  };

  await connect();

  return {
    publish: async (tags) => {
      const message: Message = { origin, tags: [...tags] };
      if (!client) return logger.warn({ tags }, 'cache sync: not connected, other processes keep these tags until their entries expire');
      try {
        await client.query('select pg_notify($1, $2)', [CACHE_CHANNEL, JSON.stringify(message)]);
      } catch (error) {
        logger.warn({ err: error, tags }, 'cache sync: could not notify the other processes');
      }
    },
    stop: async () => {
      stopped = true;
      clearTimeout(retryTimer);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}

/** The server's wiring: remote invalidations drop local entries; local ones are published. */
export async function startCacheSync(databaseUrl: string): Promise<CacheSync> {
  const sync = await createCacheSync({
    databaseUrl,
    onRemoteInvalidation: (tags) => dropLocalCacheTags(tags),
    onReconnect: () => clearCache(),
  });
  setCacheInvalidationPublisher((tags) => sync.publish(tags));
  return {
    publish: sync.publish,
    stop: async () => {
      setCacheInvalidationPublisher(undefined);
      await sync.stop();
    },
  };
}
