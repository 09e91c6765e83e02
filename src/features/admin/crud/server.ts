// Server-side helpers of the admin CRUD screens: the acting user for the audit log, refusals
// the screen shows as they are, list paging parameters.
import 'server-only';
import type { ActionResult } from '@/server/auth/guarded';
import type { SessionUser } from '@/server/auth/session';
import { getClientIp } from '@/server/request';
import { STATUS_FILTERS, type StatusFilter } from './schema-helpers';

export type CrudActor = { id: string; email: string; ipAddress?: string | null };

/** A refusal with the status the action answers (404: the record no longer exists). */
export class CrudError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
  ) {
    super(message);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

export function notFound(noun: string): CrudError {
  return new CrudError(`This ${noun} no longer exists. Reload the page.`, 404);
}

export async function actorOf(user: SessionUser): Promise<CrudActor> {
  return { id: user.id, email: user.email, ipAddress: await getClientIp() };
}

export function badInput(issues: readonly { message: string }[]): ActionResult<never> {
  return { ok: false, status: 400, error: issues[0]?.message ?? 'Please check the form.' };
}

/** A CrudError becomes the action's answer; anything else is rethrown (guarded() logs it as a 500). */
export function refused(error: unknown): ActionResult<never> {
  if (error instanceof CrudError) return { ok: false, status: error.status, error: error.message };
  throw error;
}

export const PAGE_SIZE = 50;

export type ListParams = { page: number; q: string; status: StatusFilter };

/** The list's query parameters (?page=2&q=engineer&status=active), tolerant of anything. */
export function parseListParams(params: Record<string, string | string[] | undefined>): ListParams {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
  const page = Math.max(1, Math.min(10_000, Number.parseInt(first(params.page), 10) || 1));
  const q = first(params.q).trim().slice(0, 100);
  const status = (STATUS_FILTERS as readonly string[]).includes(first(params.status)) ? (first(params.status) as StatusFilter) : 'all';
  return { page, q, status };
}

export type Paged<T> = { rows: T[]; total: number; page: number; pageCount: number; params: ListParams };

/** A LIKE pattern matching the text anywhere, with % and _ taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
