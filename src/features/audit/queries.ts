// Reading the audit log: newest first, 50 a page (keyset-paged like the inbox: the log grows by
// every sign-in attempt), filtered by action, actor email and days.
import 'server-only';
import { and, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import {
  cappedCount,
  cursorAt,
  keysetClauses,
  keysetQuery,
  parseKeysetRequest,
  readKeysetPage,
  type KeysetPage,
  type KeysetRequest,
} from '@/features/admin/crud/keyset';
import type { Database } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';

export const AUDIT_PAGE_SIZE = 50;

export type AuditFilters = {
  action: string;
  /** Part of the actor's email. */
  email: string;
  /** YYYY-MM-DD (UTC), inclusive. */
  from: string;
  to: string;
  /** Which page: ?after= / ?before= cursors or ?oldest=1; none is the newest. */
  page: KeysetRequest;
};

type SearchParams = Record<string, string | string[] | undefined>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

function validDay(value: string): string {
  return DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : '';
}

/** The filters of the query string; anything unusable is ignored rather than refused. */
export function parseAuditFilters(params: SearchParams): AuditFilters {
  return {
    action: single(params.action).slice(0, 100),
    email: single(params.email).slice(0, 254),
    from: validDay(single(params.from)),
    to: validDay(single(params.to)),
    page: parseKeysetRequest((name) => single(params[name]), 'serial'),
  };
}

/** The query string for these filters on the page `page` (the newest when left out; empty values left out). */
export function auditQueryString(filters: AuditFilters, page: KeysetRequest = {}): string {
  const params = new URLSearchParams();
  if (filters.action) params.set('action', filters.action);
  if (filters.email) params.set('email', filters.email);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  for (const [name, value] of keysetQuery(page)) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function auditConditions(filters: AuditFilters): SQL | undefined {
  const where: SQL[] = [];
  if (filters.action) where.push(eq(auditLog.action, filters.action));
  if (filters.email) where.push(ilike(auditLog.actorEmail, `%${escapeLike(filters.email)}%`));
  if (filters.from) where.push(gte(auditLog.createdAt, new Date(`${filters.from}T00:00:00.000Z`)));
  if (filters.to) where.push(lt(auditLog.createdAt, new Date(Date.parse(`${filters.to}T00:00:00.000Z`) + 86_400_000)));
  return where.length ? and(...where) : undefined;
}

export type AuditEntryView = {
  id: number;
  createdAt: Date;
  actorKind: 'user' | 'visitor' | 'system' | 'api_key';
  actorEmail: string | null;
  action: string;
  entityType: string | null;
  entityId: string | null;
  details: Record<string, unknown>;
  ipAddress: string | null;
  /** How many attempts a collapsed entry stands for (1 for every other entry). */
  repeatCount: number;
  /** The first of those attempts; createdAt is the latest. */
  firstSeenAt: Date | null;
};

/** A page of entries and how many match (exact up to COUNT_CAP, then COUNT_CAP + 1). */
export type AuditPage = KeysetPage<AuditEntryView & { cursorAt: string }> & { count: number };

/** One page's query (exported for the query plan test). */
export function readEntries(db: Database, where: SQL | undefined, page: KeysetRequest, limit = AUDIT_PAGE_SIZE + 1) {
  const keyset = keysetClauses(auditLog.createdAt, auditLog.id, page);
  return db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      actorKind: auditLog.actorKind,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      details: auditLog.details,
      ipAddress: auditLog.ipAddress,
      repeatCount: auditLog.repeatCount,
      firstSeenAt: auditLog.firstSeenAt,
      cursorAt: cursorAt(auditLog.createdAt),
    })
    .from(auditLog)
    .where(and(where, keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(limit);
}

export async function listAuditEntries(db: Database, filters: AuditFilters): Promise<AuditPage> {
  const where = auditConditions(filters);
  const [page, count] = await Promise.all([
    readKeysetPage(filters.page, AUDIT_PAGE_SIZE, (request, limit) => readEntries(db, where, request, limit)),
    cappedCount(db, auditLog, where),
  ]);
  return { ...page, count };
}

/**
 * Every action the log holds, for the filter's select: one index probe per distinct action (a
 * 'loose index scan' on audit_log_action_idx) rather than reading a million rows for a dozen names.
 */
export async function listAuditActions(db: Database): Promise<string[]> {
  const rows = await db.execute<{ action: string }>(sql`
    with recursive actions(action) as (
      (select action from ${auditLog} order by action limit 1)
      union all
      select (select a.action from ${auditLog} a where a.action > actions.action order by a.action limit 1)
      from actions where actions.action is not null
    )
    select action from actions where action is not null`);
  // node-postgres answers { rows }, PGlite's driver the same shape.
  return (rows as unknown as { rows: { action: string }[] }).rows.map((row) => row.action);
}

/** "Visitor"/"System" when nobody signed in acted; the typed email of a failed sign-in is shown; an API key by its name. */
export function actorLabel(entry: Pick<AuditEntryView, 'actorKind' | 'actorEmail'>): string {
  if (entry.actorKind === 'api_key') return `API key: ${entry.actorEmail ?? 'deleted'}`;
  if (entry.actorEmail) return entry.actorEmail;
  return entry.actorKind === 'system' ? 'System' : entry.actorKind === 'visitor' ? 'Visitor' : 'Deleted user';
}

/** Success or failure of a sign-in (with the reason of a failure); null for other actions. */
export function signInOutcome(entry: Pick<AuditEntryView, 'action' | 'details'>): { success: boolean; label: string } | null {
  if (entry.action !== 'auth.sign_in' || typeof entry.details.success !== 'boolean') return null;
  if (entry.details.success) return { success: true, label: 'Success' };
  const reason = typeof entry.details.reason === 'string' ? entry.details.reason : '';
  return { success: false, label: reason ? `Failed (${reason})` : 'Failed' };
}
