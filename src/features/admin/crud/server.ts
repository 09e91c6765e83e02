// Server-side helpers of the admin CRUD screens: the acting user for the audit log, refusals
// the screen shows as they are, list paging parameters.
import 'server-only';
import type { ActionResult } from '@/server/auth/guarded';
import type { SessionUser } from '@/server/auth/session';
import { getClientIp } from '@/server/request';
import { STATUS_FILTERS, type StatusFilter } from './schema-helpers';

/**
 * Who writes: a signed-in user, or an API key (id and name of the key: the audit log names the key,
 * decision 087). `name` is what a record shows of who made it ('Added … by Ada Admin').
 */
export type CrudActor = { id: string; email: string; name?: string; ipAddress?: string | null; apiKey?: boolean };

/**
 * A refusal with the status the action answers (404: the record no longer exists); `field` names
 * the form field it is about (a taken slug), for forms that show messages beside their fields.
 */
export class CrudError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
    readonly field?: string,
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
  return { id: user.id, email: user.email, name: user.name, ipAddress: await getClientIp() };
}

export function badInput(issues: readonly { message: string }[]): ActionResult<never> {
  return { ok: false, status: 400, error: issues[0]?.message ?? 'Please check the form.' };
}

/** badInput, plus each field's first message by the field's name, for forms that show them beside their fields. */
export function badFields(issues: readonly { message: string; path: readonly PropertyKey[] }[]): ActionResult<never> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) fieldErrors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return { ...badInput(issues), fieldErrors } as ActionResult<never>;
}

/** A CrudError becomes the action's answer; anything else is rethrown (guarded() logs it as a 500). */
export function refused(error: unknown): ActionResult<never> {
  if (error instanceof CrudError)
    return { ok: false, status: error.status, error: error.message, ...(error.field ? { fieldErrors: { [error.field]: error.message } } : {}) };
  throw error;
}

export const PAGE_SIZE = 50;

/**
 * An extra select filter of a list (a job's type, a partner's featured flag): 'all' is implied,
 * labelled `allLabel` (default 'All') for a list whose unfiltered default is something else.
 */
export type ListFilter = { name: string; label: string; allLabel?: string; options: readonly { value: string; label: string }[] };

/**
 * The list's query parameters. `filters` holds only the extra filters the URL chose, each with an
 * allowed value (a filter left out lists everything); it is optional so older callers still fit.
 */
export type ListParams = { page: number; q: string; status: StatusFilter; filters?: Readonly<Record<string, string>> };

/** Select options for an enum's values, labelled with the first letter capitalised (full-time: Full-time). */
export const enumOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));

/** The 'Featured' filter of lists whose records have an is_featured flag (?featured=yes|no). */
export const FEATURED_FILTER: ListFilter = {
  name: 'featured',
  label: 'Featured',
  options: [
    { value: 'yes', label: 'Featured' },
    { value: 'no', label: 'Not featured' },
  ],
};

/**
 * The list's query parameters (?page=2&q=engineer&status=active&type=contract), tolerant of
 * anything: a value a filter does not offer lists everything, as 'all' does.
 */
export function parseListParams(params: Record<string, string | string[] | undefined>, filters: readonly ListFilter[] = []): ListParams {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
  const page = Math.max(1, Math.min(10_000, Number.parseInt(first(params.page), 10) || 1));
  const q = first(params.q).trim().slice(0, 100);
  const status = (STATUS_FILTERS as readonly string[]).includes(first(params.status)) ? (first(params.status) as StatusFilter) : 'all';
  const chosen: Record<string, string> = {};
  for (const filter of filters) {
    const value = first(params[filter.name]);
    if (filter.options.some((option) => option.value === value)) chosen[filter.name] = value;
  }
  return { page, q, status, filters: chosen };
}

/**
 * The value a list filter chose, if it is one of `values` (so a query gets the column's own type
 * and a hand-built ListParams cannot put anything else in the SQL); otherwise undefined: all.
 */
export function chosenFilter<T extends string>(params: ListParams, name: string, values: readonly T[]): T | undefined {
  const value = params.filters?.[name];
  return values.find((allowed) => allowed === value);
}

/** What the Featured filter chose: true, false, or undefined for all. */
export function chosenFeatured(params: ListParams): boolean | undefined {
  const value = chosenFilter(params, FEATURED_FILTER.name, ['yes', 'no']);
  return value === undefined ? undefined : value === 'yes';
}

export type Paged<T> = { rows: T[]; total: number; page: number; pageCount: number; params: ListParams };

/** A LIKE pattern matching the text anywhere, with % and _ taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
