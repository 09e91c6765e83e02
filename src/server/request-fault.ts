// A server action can tell that the request, not the server, is at fault (a forged call that
// gives a form action something other than a form): it answers with its usual error result, and
// our HTTP server sends that answer with status 400 instead of Next.js' 200. Only the status
// changes. docs/decisions/030-request-guard.md.
import { AsyncLocalStorage } from 'node:async_hooks';
import type http from 'node:http';
import { logger } from './logger';

type FaultState = { reason?: string };

// On globalThis: our HTTP server and Next.js' bundles each load their own copy of this module.
const globalForFaults = globalThis as unknown as { [key: symbol]: unknown };
const KEY = Symbol.for('agency.request-fault');
const faults = (globalForFaults[KEY] ??= new AsyncLocalStorage<FaultState>()) as AsyncLocalStorage<FaultState>;

/** Marks the request being handled as the sender's mistake: its answer goes out as a 400. */
export function markBadRequest(reason: string) {
  const state = faults.getStore();
  if (state) state.reason ??= reason;
  logger.info({ reason }, 'request refused');
}

/** Runs `handle` (Next.js answering `res`) so that a markBadRequest inside it turns a success status into 400. */
export function answeringBadRequests<T>(res: http.ServerResponse, handle: () => T): T {
  const state: FaultState = {};
  const writeHead = res.writeHead;
  // Node calls writeHead for implicit headers too (the first write), so every answer passes here.
  res.writeHead = function (this: http.ServerResponse, statusCode: number, ...rest: unknown[]) {
    const status = state.reason !== undefined && statusCode < 400 ? 400 : statusCode;
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
