// The cache.invalidated event (decision 099): when staff change something, the endpoints that want
// it learn which cache tags changed, so that a CDN in front can purge the answers that carry them
// (Cache-Tag / Surrogate-Key; docs/operations.md, "Caching in front"). The changes of one action
// (often two or three tags at once) are sent as one event, a moment later.
import 'server-only';
import { onCacheTagsChanged, type CacheTag } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { logger } from '@/server/logger';
import { emitWebhookEvent } from './emit';

const GATHER_MS = 300;

export function startCacheInvalidatedEvents({ getDb }: { getDb: () => Promise<Database> }) {
  let pending = new Set<CacheTag>();
  let timer: NodeJS.Timeout | undefined;
  let sending: Promise<unknown> = Promise.resolve();
  const send = () => {
    timer = undefined;
    const tags = [...pending].sort();
    pending = new Set();
    sending = getDb()
      .then((db) => emitWebhookEvent(db, 'cache.invalidated', { tags }))
      .catch((error: unknown) => logger.warn({ err: error, tags }, 'cache.invalidated not queued'));
  };
  const stopListening = onCacheTagsChanged((tags) => {
    for (const tag of tags) pending.add(tag);
    timer ??= setTimeout(send, GATHER_MS);
  });
  return {
    stop: async () => {
      stopListening();
      if (timer) {
        clearTimeout(timer);
        send();
      }
      await sending;
    },
  };
}
