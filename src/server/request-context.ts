// What our HTTP server and the app's code share about the request being handled: its id, which
// every log line carries; how the code that answered it said it may be cached; and the data cache
// tags of what it read (src/server/cache-policy.ts, decision 099). Kept in an AsyncLocalStorage
// on globalThis: the custom server and Next.js' bundles each load their own copy of this module,
// and what one sets the other must see.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { CachePolicy } from './cache-policy';

export type RequestContext = {
  requestId: string;
  /** What the answer's code declared (declareCaching). */
  cachePolicy?: CachePolicy;
  /** The data cache tags of what the answer read (cache.ts). */
  tags: Set<string>;
  /** Who a read with an API key was answered for (declareReader): its answer is its role's. */
  reader?: Reader;
};

/** An API key as the answer cache keys its reads: by role, counted by id, known until `until` (ms). */
export type Reader = { role: string; id: string; until: number };

const CONTEXT_KEY = Symbol.for('agency.request-context');
const globalStore = globalThis as unknown as { [CONTEXT_KEY]?: AsyncLocalStorage<RequestContext> };
const storage = (globalStore[CONTEXT_KEY] ??= new AsyncLocalStorage<RequestContext>());

/** Runs `handle` within `context`: everything it starts, awaits or renders sees it. */
export function runWithRequestContext<T>(context: RequestContext, handle: () => T): T {
  return storage.run(context, handle);
}

/** The context of the request being handled; undefined outside one (a script, a background job, `next dev`). */
export function requestContext(): RequestContext | undefined {
  return storage.getStore();
}
