// How an answer may be cached, said by the code that renders it (decision 099): every route's page
// or handler calls declareCaching() with one of the two policies below. Our HTTP server learns the
// route's policy from its first answer and then serves it from its answer cache (page-cache.ts)
// under a key of its path and the query parameters it reads; a route that says nothing is never
// cached, and e2e/cache-declarations.spec.ts fails on it.
import { requestContext, type Reader } from './request-context';

export type SharedPolicy = {
  shared: true;
  /** The query parameters the answer depends on: the only ones in its key, the rest are ignored ('*': all of them). */
  reads: readonly string[];
  /** Query parameters that make the answer personal (a saved estimate's token): never cached with them. */
  privateWith: readonly string[];
  /** How long a kept answer is served before it is rendered again (staff changes drop it at once). */
  seconds: number;
  /** A limit a minute per visitor address that answers from the cache count against too (shared-rate-limit.ts). */
  limit?: Limit;
  /**
   * Reads with an API key of the addresses `paths` matches (regular expressions) are the same for
   * every key of one role (the content API's): kept per role once the key's role is known
   * (declareReader), each key counted against `limit` by its id.
   */
  keyed?: { limit: Limit; paths: readonly string[] };
};
type Limit = { name: string; perMinute: number };
export type PrivatePolicy = { shared: false; reason: string };
export type CachePolicy = SharedPolicy | PrivatePolicy;

/** A kept answer's lifetime unless it says otherwise: changes made outside the admin show within it. */
export const DEFAULT_SECONDS = 60;

export const cachePolicy = {
  /** The same answer for everyone who asks for this address (and these query parameters). */
  shared(
    options: { reads?: readonly string[]; privateWith?: readonly string[]; seconds?: number; limit?: Limit; keyed?: SharedPolicy['keyed'] } = {},
  ): SharedPolicy {
    return {
      shared: true,
      reads: options.reads ?? [],
      privateWith: options.privateWith ?? [],
      seconds: options.seconds ?? DEFAULT_SECONDS,
      ...(options.limit && { limit: options.limit }),
      ...(options.keyed && { keyed: options.keyed }),
    };
  },
  /** Never kept, by us or anyone in between: `reason` says why (a session, a token in the address...). */
  private(reason: string): PrivatePolicy {
    return { shared: false, reason };
  },
};

/**
 * Says how the answer being rendered may be cached. Call it where the route renders (the page, its
 * shared helper, the route handler): the server reads it from the answer. A private declaration is
 * never replaced: a layout's 'staff only' wins over what a page inside it says.
 */
export function declareCaching(policy: CachePolicy): void {
  const context = requestContext();
  if (!context) return;
  if (context.cachePolicy && !context.cachePolicy.shared) return;
  context.cachePolicy = policy;
}

/** Names data cache tags the answer depends on that it did not read through cached() (the content API reads the database itself). */
export function declareTags(...tags: readonly string[]): void {
  const context = requestContext();
  if (context) for (const tag of tags) context.tags.add(tag);
}

/** Says which API key a read was answered for, in a route whose policy is `keyed`: our server then keeps its reads under the key's role. */
export function declareReader(reader: Reader): void {
  const context = requestContext();
  if (context) context.reader = reader;
}

/** How the app's answer tells our server what it declared; the server removes it before answering. */
export const DECLARED_CACHE_HEADER = 'x-declared-cache';

export function encodeCachePolicy(policy: CachePolicy): string {
  return JSON.stringify(policy);
}

function limitOf(value: unknown): Limit | undefined {
  const limit = value as Partial<Limit> | undefined;
  return limit && typeof limit.name === 'string' && typeof limit.perMinute === 'number' && limit.perMinute > 0
    ? { name: limit.name, perMinute: limit.perMinute }
    : undefined;
}

const isNames = (value: unknown): value is string[] => Array.isArray(value) && value.every((name) => typeof name === 'string');

/** The policy in a DECLARED_CACHE_HEADER; null when there is none or it is not one of ours. */
export function decodeCachePolicy(value: string | null | undefined): CachePolicy | null {
  if (!value) return null;
  try {
    const policy = JSON.parse(value) as Record<string, unknown>;
    if (policy.shared === false && typeof policy.reason === 'string') return { shared: false, reason: policy.reason };
    if (policy.shared === true && isNames(policy.reads) && isNames(policy.privateWith) && typeof policy.seconds === 'number' && policy.seconds > 0) {
      const limit = limitOf(policy.limit);
      const keyed = policy.keyed as { limit?: unknown; paths?: unknown } | undefined;
      const keyedLimit = limitOf(keyed?.limit);
      const keyedPaths = isNames(keyed?.paths) ? keyed.paths : undefined;
      return {
        shared: true,
        reads: policy.reads,
        privateWith: policy.privateWith,
        seconds: policy.seconds,
        ...(limit && { limit }),
        ...(keyedLimit && keyedPaths && { keyed: { limit: keyedLimit, paths: keyedPaths } }),
      };
    }
  } catch {
    // Not ours: treated as no declaration.
  }
  return null;
}

/** Longer keys (a crafted ?q= or ?subject=) are answered per request rather than kept. */
const MAX_KEY_LENGTH = 1000;

/**
 * The answer's key in the cache, which is also the address it is rendered from: its path and the
 * query parameters it reads, in a fixed order, the first value of each with its spaces tidied (so
 * that `?q=ai` and `?q=%20ai` are one answer). Null when the answer is not to be kept: one of its
 * private parameters is present, or the key is too long.
 */
export function cacheKeyOf(url: string, policy: SharedPolicy): string | null {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url.length <= MAX_KEY_LENGTH ? url : null;
  const path = url.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
  if (policy.privateWith.some((name) => query.has(name))) return null;
  const kept = new URLSearchParams();
  const names = policy.reads.includes('*') ? [...new Set(query.keys())] : policy.reads;
  for (const name of [...names].sort()) {
    const value = query.get(name)?.replace(/\s+/g, ' ').trim();
    if (value) kept.set(name, value);
  }
  const key = kept.size > 0 ? `${path}?${kept}` : path;
  return key.length <= MAX_KEY_LENGTH ? key : null;
}

/**
 * The Cache-Control of an answer. Shared ones: any cache in front may keep them for their lifetime,
 * serve them stale while it asks again, and for a day while we fail; browsers ask again each time
 * (a 304 when unchanged). `perResponse`: the answer holds something made for this response alone
 * (a one-time form token), so nobody may keep it.
 */
export function cacheControlOf(policy: CachePolicy, options: { perResponse?: boolean } = {}): string {
  if (!policy.shared || options.perResponse) return 'private, no-store';
  return `public, max-age=0, s-maxage=${policy.seconds}, stale-while-revalidate=${policy.seconds * 5}, stale-if-error=86400`;
}
