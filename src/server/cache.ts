// A small in-process cache for database reads, invalidated by tag. Public pages render per
// request; their data comes from here, so a page view costs no query until staff change the
// data, when the admin action calls invalidateCacheTags() with the tags it affects.
//
// Why not Next.js' own: `unstable_cache` persists to disk across restarts (and turns Dates into
// strings); `use cache` needs Cache Components, whose build-time prerendering would open the
// database and whose streaming loses the 404 status. See docs/decisions/004-data-cache.md.

import { requestContext } from './request-context';

// 'api-keys': no cached data, but the keys our HTTP server answers reads for from its cache (decision 099).
export const CACHE_TAGS = ['site', 'content', 'navigation', 'pages', 'case-studies', 'jobs', 'partners', 'estimator', 'api-keys'] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

type Entry = { value: Promise<unknown>; tags: readonly CacheTag[]; expiresAt: number };

/** Safety net for a change made outside the admin (SQL by hand, another process): at most this old. */
const DEFAULT_TTL_MS = 60_000;
/** How long an admin action waits for its invalidations to reach the other processes. */
const SEND_WAIT_MS = 2_000;
/** Keys include arguments (a slug from the URL): bound the memory a crawler can make us use. */
const MAX_ENTRIES = 2_000;

const KEY = Symbol.for('agency.data-cache');
// On globalThis like the store: the server installs it, the app's bundles (admin actions) call it.
const PUBLISH_KEY = Symbol.for('agency.data-cache.publish');
// The page cache (src/server/page-cache.ts) holds pages rendered from these entries: it drops them too.
const LISTENERS_KEY = Symbol.for('agency.data-cache.listeners');
const SENDING_KEY = Symbol.for('agency.data-cache.sending');
// Told of this process's own invalidations with their tags (not of those from other processes).
const CHANGE_LISTENERS_KEY = Symbol.for('agency.data-cache.change-listeners');
type Publisher = (tags: readonly CacheTag[]) => Promise<void> | void;
const globalStore = globalThis as unknown as {
  [KEY]?: Map<string, Entry>;
  [PUBLISH_KEY]?: Publisher;
  [LISTENERS_KEY]?: Set<() => void>;
  [SENDING_KEY]?: Set<Promise<void>>;
  [CHANGE_LISTENERS_KEY]?: Set<(tags: readonly CacheTag[]) => void>;
};
const store = (globalStore[KEY] ??= new Map<string, Entry>());
const listeners = (globalStore[LISTENERS_KEY] ??= new Set<() => void>());
const sending = (globalStore[SENDING_KEY] ??= new Set<Promise<void>>());
const changeListeners = (globalStore[CHANGE_LISTENERS_KEY] ??= new Set<(tags: readonly CacheTag[]) => void>());

/** Wraps a read: same name and arguments within the TTL share one result until a tag is invalidated. */
export function cached<Args extends unknown[], T>(
  name: string,
  tags: readonly CacheTag[],
  read: (...args: Args) => Promise<T>,
  ttlMs = DEFAULT_TTL_MS,
): (...args: Args) => Promise<T> {
  return (...args: Args) => {
    // The answer being rendered depends on these: a CDN in front purges it by them (decision 099).
    const context = requestContext();
    if (context) for (const tag of tags) context.tags.add(tag);
    const key = `${name}:${JSON.stringify(args)}`;
    const hit = store.get(key);
    if (hit && hit.expiresAt > Date.now()) {
      // Most recently used last, so eviction drops the least recently used.
      store.delete(key);
      store.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = read(...args);
    store.set(key, { value, tags, expiresAt: Date.now() + ttlMs });
    if (store.size > MAX_ENTRIES) store.delete(store.keys().next().value as string);
    // A failed read is not remembered: the next request tries again.
    value.catch(() => {
      if (store.get(key)?.value === value) store.delete(key);
    });
    return value;
  };
}

/** Drops this process's entries for `tags`, and tells the other app processes to do the same. */
export function invalidateCacheTags(...tags: CacheTag[]) {
  dropLocalCacheTags(tags);
  for (const listener of changeListeners) listener(tags);
  const sent = globalStore[PUBLISH_KEY]?.(tags);
  if (sent) {
    sending.add(sent);
    void sent.finally(() => sending.delete(sent));
  }
}

/**
 * Resolves once every invalidation so far has been handed to the other processes. Admin actions
 * (guarded) wait for it before they answer: the other processes then drop their copies within
 * moments (as the notification reaches them), not after their TTL.
 */
export async function invalidationsSent(): Promise<void> {
  // A stuck connection must not hold up the admin: missed, an entry lives at most its TTL.
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, SEND_WAIT_MS)));
  await Promise.race([Promise.all(sending), giveUp]);
  clearTimeout(timer);
}

/** Only this process's entries: for an invalidation another process announced. */
export function dropLocalCacheTags(tags: readonly CacheTag[]) {
  for (const [key, entry] of store) {
    if (entry.tags.some((tag) => tags.includes(tag))) store.delete(key);
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever this process drops cached data; returns how to stop listening. */
export function onCacheInvalidated(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Calls `listener` with the tags of every change made in this process (not of those other
 * processes announce: they tell their own listeners). The webhook that lets a CDN purge listens here.
 */
export function onCacheTagsChanged(listener: (tags: readonly CacheTag[]) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Installs how invalidations reach the other processes (src/server/cache-sync.ts); undefined removes it. */
export function setCacheInvalidationPublisher(publish: Publisher | undefined) {
  globalStore[PUBLISH_KEY] = publish;
}

export function clearCache() {
  store.clear();
  for (const listener of listeners) listener();
}
