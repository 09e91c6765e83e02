// Request bodies are read by our HTTP server before a request may take a render slot (decision
// 094): a client that sends its body slowly, or not at all, then holds a socket and the bytes it
// sent, never a slot. A body must keep arriving (no pause longer than `idleMs`) and, after that
// much time, average at least `minBytesPerSecond`; it may not exceed the route's limit; and large
// bodies (uploads) are held in memory only within a budget shared by every request, of which one
// address may take a quarter (or one body, if that is larger), so that a crowd of uploads is told
// to come back later instead of exhausting memory.
import type http from 'node:http';

/** Bodies up to this size are not counted against the budget: forms and JSON, bounded by the per-address request limit. */
export const SMALL_BODY_BYTES = 64 * 1024;

export type BodyRefusal = { status: 400 | 408 | 413 | 503; reason: string; message: string; closeConnection: true; retryAfter?: number };

export type BodyResult = { ok: true; body: Buffer; release: () => void } | { ok: false; refusal: BodyRefusal } | { ok: false; gone: true };

export type BodyRules = { limit: number; idleMs: number; minBytesPerSecond: number };

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export function describeLimit(bytes: number): string {
  return bytes >= 1024 * 1024 ? megabytes(bytes) : `${Math.ceil(bytes / 1024)} KB`;
}

/** Memory for large bodies: reserved by their declared length before reading, given back when the request ends. */
export function createBodyBudget(totalBytes: number) {
  let reserved = 0;
  const byAddress = new Map<string, number>();
  const share = Math.floor(totalBytes / 4);
  return {
    /** Reserves `bytes` for `address`; the function that gives them back, or null when there is no room. */
    reserve(address: string, bytes: number): (() => void) | null {
      if (bytes <= SMALL_BODY_BYTES) return () => {};
      const mine = byAddress.get(address) ?? 0;
      if (reserved + bytes > totalBytes || (mine > 0 && mine + bytes > share)) return null;
      reserved += bytes;
      byAddress.set(address, mine + bytes);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        reserved -= bytes;
        const left = (byAddress.get(address) ?? 0) - bytes;
        if (left > 0) byAddress.set(address, left);
        else byAddress.delete(address);
      };
    },
    reserved: () => reserved,
  };
}

export type BodyBudget = ReturnType<typeof createBodyBudget>;

/** The declared length of a body: a number, null for a chunked body (length unknown), or NaN for a malformed header. */
export function declaredLength(headers: http.IncomingHttpHeaders): number | null {
  const header = headers['content-length'];
  if (header === undefined) return headers['transfer-encoding'] ? null : 0;
  return /^\d{1,15}$/.test(header) ? Number(header) : Number.NaN;
}

/** Whether the request carries a body at all. */
export function hasBody(headers: http.IncomingHttpHeaders): boolean {
  const length = declaredLength(headers);
  return length === null || length !== 0;
}

/**
 * Reads the whole body of `req` under `rules`, reserving its memory from `budget` for `address`.
 * On success the caller gives the memory back with `release` once the request has ended.
 */
export function readRequestBody(req: http.IncomingMessage, rules: BodyRules, budget: BodyBudget, address: string): Promise<BodyResult> {
  const length = declaredLength(req.headers);
  if (Number.isNaN(length))
    return Promise.resolve({
      ok: false,
      refusal: { status: 400, reason: 'malformed content length', message: 'The Content-Length header is not a number.', closeConnection: true },
    });
  const tooLarge: BodyResult = {
    ok: false,
    refusal: {
      status: 413,
      reason: 'body too large',
      message: `This request is too large to send (the limit here is ${describeLimit(rules.limit)}).`,
      closeConnection: true,
    },
  };
  if (length !== null && length > rules.limit) return Promise.resolve(tooLarge);
  // A chunked body's size is known only at its end: it is reserved at the route's limit.
  const release = budget.reserve(address, length ?? rules.limit);
  if (!release) {
    return Promise.resolve({
      ok: false,
      refusal: {
        status: 503,
        reason: 'upload memory full',
        message: 'The site is receiving many uploads right now. Please try again in a minute.',
        closeConnection: true,
        retryAfter: 60,
      },
    });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const startedAt = Date.now();
    let idle: NodeJS.Timeout | undefined;
    const finish = (result: BodyResult) => {
      clearTimeout(idle);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onGone);
      req.off('close', onGone);
      if (!result.ok) release();
      resolve(result);
    };
    const tooSlow = (reason: string) =>
      finish({
        ok: false,
        refusal: {
          status: 408,
          reason,
          message: 'The request body arrived too slowly. Please check your connection and send it again.',
          closeConnection: true,
        },
      });
    const armIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(() => tooSlow('body stalled'), rules.idleMs);
      idle.unref();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > rules.limit) return finish(tooLarge);
      chunks.push(chunk);
      const elapsed = Date.now() - startedAt;
      if (elapsed > rules.idleMs && size < (rules.minBytesPerSecond * elapsed) / 1000) return tooSlow('body too slow');
      armIdle();
    };
    const onEnd = () => finish({ ok: true, body: Buffer.concat(chunks, size), release });
    const onGone = () => finish({ ok: false, gone: true });
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onGone);
    req.on('close', onGone);
    armIdle();
  });
}
