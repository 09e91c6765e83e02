// Two answers whose status Next.js cannot set itself, set by our HTTP server instead:
// - A server action can tell that the request, not the server, is at fault (a forged call that
//   gives a form action something other than a form): it answers with its usual error result, and
//   the status becomes 400 instead of Next.js' 200 (docs/decisions/030-request-guard.md).
// - A page that finds nothing to show renders the 404 page itself and the status becomes 404:
//   Next.js 16's notFound() sends an empty HTML shell in production builds, drawn only by script
//   (docs/decisions/063-not-found-pages.md).
// Only the status changes.
import { AsyncLocalStorage } from 'node:async_hooks';
import type http from 'node:http';
import { logger } from './logger';

type FaultState = { status?: 400 | 404; reason?: string };

// On globalThis: our HTTP server and Next.js' bundles each load their own copy of this module.
const globalForFaults = globalThis as unknown as { [key: symbol]: unknown };
const KEY = Symbol.for('agency.request-fault');
const faults = (globalForFaults[KEY] ??= new AsyncLocalStorage<FaultState>()) as AsyncLocalStorage<FaultState>;

/** Marks the request being handled as the sender's mistake: its answer goes out as a 400. */
export function markBadRequest(reason: string) {
  const state = faults.getStore();
  if (state) {
    state.reason ??= reason;
    state.status ??= 400;
  }
  logger.info({ reason }, 'request refused');
}

/**
 * Marks the page being rendered as not found: its answer goes out as a 404. False when the request
 * does not come through our HTTP server (`next dev`), where the caller should use notFound().
 */
export function markNotFound(): boolean {
  const state = faults.getStore();
  if (!state) return false;
  state.status ??= 404;
  return true;
}

/** Runs `handle` (Next.js answering `res`) so that a mark inside it turns a success status into the marked one. */
export function answeringWithMarkedStatus<T>(res: http.ServerResponse, handle: () => T): T {
  const state: FaultState = {};
  const writeHead = res.writeHead;
  // Node calls writeHead for implicit headers too (the first write), so every answer passes here.
  res.writeHead = function (this: http.ServerResponse, statusCode: number, ...rest: unknown[]) {
    const status = state.status !== undefined && statusCode < 400 ? state.status : statusCode;
    return (writeHead as (status: number, ...args: unknown[]) => http.ServerResponse).call(this, status, ...rest);
  } as typeof res.writeHead;
  return faults.run(state, handle);
}

/** The form a form action was given, or null (after markBadRequest) when a forged call gave it anything else. */
export function submittedForm(value: unknown): FormData | null {
  if (value instanceof FormData) return value;
  markBadRequest('a form action was called without a form');
  return null;
}
