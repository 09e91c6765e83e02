import 'server-only';
// The dashboard's and the header's figures. Never through the data cache: staff must see live
// numbers (a lead that just arrived counts at once).
import { and, count, desc, eq, gt, gte, ilike, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cappedCount } from '@/features/admin/crud/keyset';
import { getDb } from '@/server/db/client';
import {
  caseStudies,
  contentItems,
  formSubmissions,
  jobs,
  leads,
  leadSearchText,
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
  const [items, pageRecords, media, nonSpamLeads, submissions] = await Promise.all([
    db.$count(contentItems),
    // Pages of the site and posts of Insights are page records (decision 090): content too.
    db.$count(pages),
    // CVs of job applications are private attachments of a lead, not media of the site.
    db.$count(mediaFiles, not(and(eq(mediaFiles.isPrivate, true), eq(mediaFiles.folder, 'applications'))!)),
    db.$count(leads, eq(leads.isSpam, false)),
    // A submission that created a lead is already counted as that lead.
    db.$count(formSubmissions, isNull(formSubmissions.leadId)),
  ]);
  return { contentItems: items + pageRecords, mediaFiles: media, formSubmissions: nonSpamLeads + submissions };
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
      .where(
        inArray(
          siteSettings.key,
          REQUIRED_SETTINGS.map((s) => s.key),
        ),
      ),
    // Built-in pages' records sit at their reserved addresses by design.
    db
      .select({ title: pages.title, slug: pages.slug })
      .from(pages)
      .where(and(eq(pages.isPublished, true), eq(pages.builtIn, false))),
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
/** `count` stops at NEW_LEADS_CAP + 1: the badge says 99+ beyond it. */
export type NewLeads = { count: number; latest: NewLead[] };

/** The bell counts this far, then says 99+: every admin page shows it, so it must stay cheap at a million leads. */
export const NEW_LEADS_CAP = 99;

/** The bell: leads nobody has looked at yet (new, unread, not spam), and the latest five. */
export async function getNewLeads(): Promise<NewLeads> {
  const db = await getDb();
  // The predicate of the partial index leads_unseen_idx, so both reads walk only that index.
  const isNew = and(eq(leads.status, 'new'), eq(leads.isRead, false), eq(leads.isSpam, false));
  const [total, latest] = await Promise.all([
    cappedCount(db, leads, isNew, NEW_LEADS_CAP),
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
/** Each group counts its matches this far ('More than 1,000 matches'). */
export const SEARCH_COUNT_CAP = 1000;
export const MAX_QUERY_LENGTH = 100;

/** The query as LIKE matches it literally: %, _ and the escape character itself lose their meaning. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export type SearchHit = { id: string; title: string; detail: string; href: string | null };
/** `total` stops at SEARCH_COUNT_CAP + 1. */
export type SearchGroup = { key: 'pages' | 'content' | 'case-studies' | 'jobs' | 'partners' | 'leads'; label: string; total: number; hits: SearchHit[] };
/** `capped`: a group has more matches than it counted, so `total` is a lower bound. */
export type SearchResults = { query: string; total: number; capped: boolean; groups: SearchGroup[] };

function matchesAny(pattern: string, ...columns: AnyPgColumn[]): SQL {
  return or(...columns.map((column) => ilike(column, pattern)))!;
}

function group(key: SearchGroup['key'], label: string, total: number, hits: SearchHit[]): SearchGroup {
  return { key, label, total, hits };
}

/** Pages, content items, case studies, jobs, partners and leads matching the words, at most 10 of each. */
export async function searchAdmin(rawQuery: string): Promise<SearchResults> {
  const query = rawQuery.trim().slice(0, MAX_QUERY_LENGTH);
  if (!query) return { query, total: 0, capped: false, groups: [] };
  const db = await getDb();
  const pattern = `%${escapeLike(query)}%`;
  const where = {
    pages: matchesAny(pattern, pages.title, pages.slug),
    content: ilike(contentItems.title, pattern),
    caseStudies: matchesAny(pattern, caseStudies.title, caseStudies.client),
    jobs: ilike(jobs.title, pattern),
    partners: ilike(partners.name, pattern),
    // The expression of the trigram index leads_search_idx (name, email, company and message).
    leads: ilike(leadSearchText(leads), pattern),
  };

  const [totals, pageRows, contentRows, caseStudyRows, jobRows, partnerRows, leadRows] = await Promise.all([
    Promise.all([
      cappedCount(db, pages, where.pages, SEARCH_COUNT_CAP),
      cappedCount(db, contentItems, where.content, SEARCH_COUNT_CAP),
      cappedCount(db, caseStudies, where.caseStudies, SEARCH_COUNT_CAP),
      cappedCount(db, jobs, where.jobs, SEARCH_COUNT_CAP),
      cappedCount(db, partners, where.partners, SEARCH_COUNT_CAP),
      cappedCount(db, leads, where.leads, SEARCH_COUNT_CAP),
    ]),
    db
      .select({ id: pages.id, title: pages.title, slug: pages.slug, published: pages.isPublished })
      .from(pages)
      .where(where.pages)
      .orderBy(desc(pages.updatedAt))
      .limit(SEARCH_LIMIT),
    db
      .select({ id: contentItems.id, title: contentItems.title, type: contentItems.type, status: contentItems.status })
      .from(contentItems)
      .where(where.content)
      .orderBy(desc(contentItems.updatedAt))
      .limit(SEARCH_LIMIT),
    db
      .select({ id: caseStudies.id, title: caseStudies.title, client: caseStudies.client, slug: caseStudies.slug, active: caseStudies.isActive })
      .from(caseStudies)
      .where(where.caseStudies)
      .orderBy(desc(caseStudies.updatedAt))
      .limit(SEARCH_LIMIT),
    db
      .select({ id: jobs.id, title: jobs.title, department: jobs.department, active: jobs.isActive })
      .from(jobs)
      .where(where.jobs)
      .orderBy(desc(jobs.updatedAt))
      .limit(SEARCH_LIMIT),
    db
      .select({ id: partners.id, name: partners.name, type: partners.partnershipType, active: partners.isActive })
      .from(partners)
      .where(where.partners)
      .orderBy(desc(partners.updatedAt))
      .limit(SEARCH_LIMIT),
    db
      .select({ id: leads.id, name: leads.name, email: leads.email, kind: leads.kind, spam: leads.isSpam, createdAt: leads.createdAt })
      .from(leads)
      .where(where.leads)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(SEARCH_LIMIT),
  ]);

  const groups = [
    group(
      'pages',
      'Pages',
      totals[0]!,
      pageRows.map((p) => ({
        id: p.id,
        title: p.title,
        detail: `/${p.slug} · ${p.published ? 'Published' : 'Draft'}`,
        href: p.published ? `/${p.slug}` : `/admin/pages?q=${encodeURIComponent(p.slug)}`,
      })),
    ),
    group(
      'content',
      'Content items',
      totals[1]!,
      contentRows.map((c) => ({
        id: c.id,
        title: c.title,
        detail: `${capitalize(c.type)} · ${capitalize(c.status)}`,
        href: `/admin/content?q=${encodeURIComponent(c.title)}`,
      })),
    ),
    group(
      'case-studies',
      'Case studies',
      totals[2]!,
      caseStudyRows.map((c) => ({
        id: c.id,
        title: c.title,
        detail: `${c.client}${c.active ? '' : ' · Draft'}`,
        href: c.active ? `/case-studies/${c.slug}` : `/admin/case-studies/${c.id}`,
      })),
    ),
    group(
      'jobs',
      'Jobs',
      totals[3]!,
      jobRows.map((j) => ({ id: j.id, title: j.title, detail: `${j.department}${j.active ? '' : ' · Inactive'}`, href: j.active ? `/careers/${j.id}` : null })),
    ),
    group(
      'partners',
      'Partners',
      totals[4]!,
      partnerRows.map((p) => ({
        id: p.id,
        title: p.name,
        detail: `${capitalize(p.type)} partner${p.active ? '' : ' · Inactive'}`,
        href: p.active ? '/partners' : null,
      })),
    ),
    group(
      'leads',
      'Leads',
      totals[5]!,
      leadRows.map((l) => ({
        id: l.id,
        title: l.name,
        detail: `${l.email} · ${LEAD_KIND_LABELS[l.kind]}${l.spam ? ' · Spam' : ''}`,
        href: `/admin/leads/${l.id}`,
      })),
    ),
  ];
  const capped = groups.some((g) => g.total > SEARCH_COUNT_CAP);
  return { query, total: groups.reduce((sum, g) => sum + Math.min(g.total, SEARCH_COUNT_CAP), 0), capped, groups };
}
