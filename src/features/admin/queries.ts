import 'server-only';
// The dashboard's and the header's figures. Never through the data cache: staff must see live
// numbers (a lead that just arrived counts at once).
import { and, count, desc, eq, gt, gte, ilike, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { getDb } from '@/server/db/client';
import {
  caseStudies,
  contentItems,
  formSubmissions,
  jobs,
  leads,
  mailOutbox,
  mediaFiles,
  pages,
  partners,
  siteSettings,
  users,
} from '@/server/db/schema';
import { env } from '@/server/env';
import { mailDelivery } from '@/server/mail/delivery';
import { capitalize, LEAD_KIND_LABELS, type LeadKind } from './format';
import { judgeSiteHealth, REQUIRED_SETTINGS, type MailHealthInput, type SiteHealth } from './site-health';

export type DashboardSummary = { contentItems: number; mediaFiles: number; formSubmissions: number };

/** The figures of the summary cards. */
export async function getDashboardSummary(): Promise<DashboardSummary> {
  const db = await getDb();
  const [items, media, nonSpamLeads, submissions] = await Promise.all([
    db.$count(contentItems),
    // CVs of job applications are private attachments of a lead, not media of the site.
    db.$count(mediaFiles, not(and(eq(mediaFiles.isPrivate, true), eq(mediaFiles.folder, 'applications'))!)),
    db.$count(leads, eq(leads.isSpam, false)),
    // A submission that created a lead is already counted as that lead.
    db.$count(formSubmissions, isNull(formSubmissions.leadId)),
  ]);
  return { contentItems: items, mediaFiles: media, formSubmissions: nonSpamLeads + submissions };
}

/** How the outbox's emails fared: given up on in the last 7 days, waiting for a retry, and the newest error. */
export async function getMailOutboxHealth(): Promise<Pick<MailHealthInput, 'failedLastWeek' | 'retrying' | 'lastError'>> {
  const db = await getDb();
  const weekAgo = new Date(Date.now() - 7 * 86_400_000);
  const failed = and(eq(mailOutbox.channel, 'email'), eq(mailOutbox.status, 'failed'), gte(mailOutbox.updatedAt, weekAgo));
  const retrying = and(eq(mailOutbox.channel, 'email'), eq(mailOutbox.status, 'pending'), gt(mailOutbox.attempts, 0));
  const [failedLastWeek, retryingCount, [newest]] = await Promise.all([
    db.$count(mailOutbox, failed),
    db.$count(mailOutbox, retrying),
    db
      .select({ lastError: mailOutbox.lastError })
      .from(mailOutbox)
      .where(or(failed, retrying))
      // Failed rows first: their error is the one the check reports.
      .orderBy(desc(sql`${mailOutbox.status} = 'failed'`), desc(mailOutbox.updatedAt))
      .limit(1),
  ]);
  return { failedLastWeek, retrying: retryingCount, lastError: newest?.lastError ?? null };
}

/** Site Health from real checks: mail, a super admin, the company settings, the published pages. */
export async function getSiteHealth(): Promise<SiteHealth> {
  const db = await getDb();
  const [superAdmins, settings, publishedPages, outbox] = await Promise.all([
    db.$count(users, eq(users.role, 'super_admin')),
    db
      .select({ key: siteSettings.key, value: siteSettings.value })
      .from(siteSettings)
      .where(inArray(siteSettings.key, REQUIRED_SETTINGS.map((s) => s.key))),
    db.select({ title: pages.title, slug: pages.slug }).from(pages).where(eq(pages.isPublished, true)),
    getMailOutboxHealth(),
  ]);
  return judgeSiteHealth({ mail: { ...mailDelivery(env()), ...outbox }, superAdmins, settings, publishedPages });
}

export const CHART_DAYS = 30;

export type DailyCount = { date: string; count: number };

/** YYYY-MM-DD of a moment, in UTC. */
function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Non-spam leads per UTC day for the last 30 days (today last), days without leads included as 0. */
export async function getLeadsPerDay(): Promise<DailyCount[]> {
  const db = await getDb();
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const days = Array.from({ length: CHART_DAYS }, (_, i) => utcDay(new Date(today.getTime() - (CHART_DAYS - 1 - i) * 86_400_000)));
  const start = new Date(`${days[0]}T00:00:00.000Z`);

  const day = sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, count: count() })
    .from(leads)
    .where(and(eq(leads.isSpam, false), gte(leads.createdAt, start)))
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, row.count]));
  return days.map((date) => ({ date, count: byDay.get(date) ?? 0 }));
}

export type NewLead = { id: string; name: string; kind: LeadKind; createdAt: Date };
export type NewLeads = { count: number; latest: NewLead[] };

/** The bell: leads nobody has looked at yet (new, unread, not spam), and the latest five. */
export async function getNewLeads(): Promise<NewLeads> {
  const db = await getDb();
  const isNew = and(eq(leads.status, 'new'), eq(leads.isRead, false), eq(leads.isSpam, false));
  const [total, latest] = await Promise.all([
    db.$count(leads, isNew),
    db
      .select({ id: leads.id, name: leads.name, kind: leads.kind, createdAt: leads.createdAt })
      .from(leads)
      .where(isNew)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(5),
  ]);
  return { count: total, latest };
}

// ---------------------------------------------------------------------------------------------
// Search

export const SEARCH_LIMIT = 10;
export const MAX_QUERY_LENGTH = 100;

/** The query as LIKE matches it literally: %, _ and the escape character itself lose their meaning. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export type SearchHit = { id: string; title: string; detail: string; href: string | null };
export type SearchGroup = { key: 'pages' | 'content' | 'case-studies' | 'jobs' | 'partners' | 'leads'; label: string; total: number; hits: SearchHit[] };
export type SearchResults = { query: string; total: number; groups: SearchGroup[] };

/** The number of matching rows, read alongside the first rows. */
const totalMatches = sql<number>`count(*) over()`.mapWith(Number);

function matchesAny(pattern: string, ...columns: AnyPgColumn[]): SQL {
  return or(...columns.map((column) => ilike(column, pattern)))!;
}

function group(key: SearchGroup['key'], label: string, rows: ({ total: number } & SearchHit)[]): SearchGroup {
  return { key, label, total: rows[0]?.total ?? 0, hits: rows.map(({ id, title, detail, href }) => ({ id, title, detail, href })) };
}

/** Pages, content items, case studies, jobs, partners and leads matching the words, at most 10 of each. */
export async function searchAdmin(rawQuery: string): Promise<SearchResults> {
  const query = rawQuery.trim().slice(0, MAX_QUERY_LENGTH);
  if (!query) return { query, total: 0, groups: [] };
  const db = await getDb();
  const pattern = `%${escapeLike(query)}%`;

  const [pageRows, contentRows, caseStudyRows, jobRows, partnerRows, leadRows] = await Promise.all([
    db
      .select({ id: pages.id, title: pages.title, slug: pages.slug, published: pages.isPublished, total: totalMatches })
      .from(pages)
      .where(matchesAny(pattern, pages.title, pages.slug))
      .orderBy(desc(pages.updatedAt))
      .limit(SEARCH_LIMIT),
    db
      .select({ id: contentItems.id, title: contentItems.title, type: contentItems.type, status: contentItems.status, total: totalMatches })
      .from(contentItems)
      .where(ilike(contentItems.title, pattern))
      .orderBy(desc(contentItems.updatedAt))
      .limit(SEARCH_LIMIT),
    db
      .select({ id: caseStudies.id, title: caseStudies.title, client: caseStudies.client, slug: caseStudies.slug, active: caseStudies.isActive, total: totalMatches })
      .from(caseStudies)
      .where(matchesAny(pattern, caseStudies.title, caseStudies.client))
      .orderBy(desc(caseStudies.updatedAt))
      .limit(SEARCH_LIMIT),
    db
      .select({ id: jobs.id, title: jobs.title, department: jobs.department, active: jobs.isActive, total: totalMatches })
      .from(jobs)
      .where(ilike(jobs.title, pattern))
      .orderBy(desc(jobs.updatedAt))
      .limit(SEARCH_LIMIT),
    db
      .select({ id: partners.id, name: partners.name, type: partners.partnershipType, active: partners.isActive, total: totalMatches })
      .from(partners)
      .where(ilike(partners.name, pattern))
      .orderBy(desc(partners.updatedAt))
      .limit(SEARCH_LIMIT),
    db
      .select({ id: leads.id, name: leads.name, email: leads.email, kind: leads.kind, spam: leads.isSpam, createdAt: leads.createdAt, total: totalMatches })
      .from(leads)
      .where(matchesAny(pattern, leads.name, leads.email))
      .orderBy(desc(leads.createdAt))
      .limit(SEARCH_LIMIT),
  ]);

  const groups = [
    group(
      'pages',
      'Pages',
      pageRows.map((p) => ({ id: p.id, title: p.title, detail: `/${p.slug} · ${p.published ? 'Published' : 'Draft'}`, href: p.published ? `/${p.slug}` : `/admin/pages?q=${encodeURIComponent(p.slug)}`, total: p.total })),
    ),
    group(
      'content',
      'Content items',
      contentRows.map((c) => ({ id: c.id, title: c.title, detail: `${capitalize(c.type)} · ${capitalize(c.status)}`, href: `/admin/content?q=${encodeURIComponent(c.title)}`, total: c.total })),
    ),
    group(
      'case-studies',
      'Case studies',
      caseStudyRows.map((c) => ({ id: c.id, title: c.title, detail: `${c.client}${c.active ? '' : ' · Inactive'}`, href: c.active ? `/case-studies/${c.slug}` : null, total: c.total })),
    ),
    group(
      'jobs',
      'Jobs',
      jobRows.map((j) => ({ id: j.id, title: j.title, detail: `${j.department}${j.active ? '' : ' · Inactive'}`, href: j.active ? `/careers/${j.id}` : null, total: j.total })),
    ),
    group(
      'partners',
      'Partners',
      partnerRows.map((p) => ({ id: p.id, title: p.name, detail: `${capitalize(p.type)} partner${p.active ? '' : ' · Inactive'}`, href: p.active ? '/partners' : null, total: p.total })),
    ),
    group(
      'leads',
      'Leads',
      leadRows.map((l) => ({ id: l.id, title: l.name, detail: `${l.email} · ${LEAD_KIND_LABELS[l.kind]}${l.spam ? ' · Spam' : ''}`, href: `/admin/leads/${l.id}`, total: l.total })),
    ),
  ];
  return { query, total: groups.reduce((sum, g) => sum + g.total, 0), groups };
}

