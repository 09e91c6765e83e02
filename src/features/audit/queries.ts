// Reading the audit log: newest first, 50 a page, filtered by action, actor email and days.
import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
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
  page: number;
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
  const page = Number.parseInt(single(params.page), 10);
  return {
    action: single(params.action).slice(0, 100),
    email: single(params.email).slice(0, 254),
    from: validDay(single(params.from)),
    to: validDay(single(params.to)),
    page: Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string for these filters on another page (empty values left out). */
export function auditQueryString(filters: AuditFilters, page = filters.page): string {
  const params = new URLSearchParams();
  if (filters.action) params.set('action', filters.action);
  if (filters.email) params.set('email', filters.email);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function conditions(filters: AuditFilters): SQL | undefined {
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
  actorKind: 'user' | 'visitor' | 'system';
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

export type AuditPage = { entries: AuditEntryView[]; total: number; page: number; pageCount: number };

export async function listAuditEntries(db: Database, filters: AuditFilters): Promise<AuditPage> {
  const where = conditions(filters);
  const [totalRow] = await db.select({ n: count() }).from(auditLog).where(where);
  const total = totalRow?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);
  const entries = await db
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
    })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return { entries, total, page, pageCount };
}

/** Every action the log holds, for the filter's select. */
export async function listAuditActions(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action));
  return rows.map((row) => row.action);
}

/** "Visitor"/"System" when nobody signed in acted; the typed email of a failed sign-in is shown. */
export function actorLabel(entry: Pick<AuditEntryView, 'actorKind' | 'actorEmail'>): string {
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
