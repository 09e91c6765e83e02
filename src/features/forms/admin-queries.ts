// The forms manager's list: every form, newest first, searchable by name or slug, each with its
// submission count and latest entries. Not cached: staff see a change at once.
//
// Where the entries are: the four built-in forms store theirs as leads (contact, job application,
// estimate; spam left out, as in the dashboard's count) or as newsletter subscribers; a built
// form's entries are leads with a form_submissions row each. The panel reads whichever holds them.
import 'server-only';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { containsPattern, PAGE_SIZE, type ListParams, type Paged } from '@/features/admin/crud/server';
import type { Database } from '@/server/db/client';
import { forms, formSubmissions, leads, newsletterSubscribers, type FormField } from '@/server/db/schema';
import { FORM_ENTRY_SOURCES, isBuiltInForm } from './catalogue';
import { countEntries } from './entries';

export const LATEST_ENTRIES = 5;

export type FormEntry = { id: string; name: string; email: string; createdAt: Date; detail: string | null; status: string | null };

export type AdminForm = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  fields: FormField[];
  settings: Record<string, unknown>;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** Where the entries are kept, in words (the panel says it). */
  storedAs: string;
  submissionCount: number;
  latest: FormEntry[];
};

type FormRow = typeof forms.$inferSelect;
type Entries = { storedAs: string; submissionCount: number; latest: FormEntry[] };

const LEAD_KIND_NAMES = { contact: 'contact', job_application: 'job application', estimate: 'estimate' } as const;

/** The panel's entries: the count and the newest few, read together; an entry without a detail has none. */
async function panelEntries(
  storedAs: string,
  total: Promise<number>,
  latest: Promise<(Omit<FormEntry, 'detail'> & { detail?: string | null })[]>,
): Promise<Entries> {
  const [submissionCount, rows] = await Promise.all([total, latest]);
  return { storedAs, submissionCount, latest: rows.map((row) => ({ detail: null, ...row })) };
}

function leadEntries(db: Database, kind: keyof typeof LEAD_KIND_NAMES): Promise<Entries> {
  const where = and(eq(leads.kind, kind), eq(leads.isSpam, false));
  return panelEntries(
    `Leads of kind ${LEAD_KIND_NAMES[kind]} (Forms & Leads), spam excluded`,
    db.$count(leads, where),
    db
      .select({
        id: leads.id,
        name: leads.name,
        email: leads.email,
        createdAt: leads.createdAt,
        company: leads.company,
        projectType: leads.projectType,
        status: leads.status,
      })
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(LATEST_ENTRIES)
      .then((rows) => rows.map(({ company, projectType, ...row }) => ({ ...row, detail: [company, projectType].filter(Boolean).join(' · ') || null }))),
  );
}

function subscriberEntries(db: Database): Promise<Entries> {
  return panelEntries(
    'Newsletter subscribers (one per email address)',
    db.$count(newsletterSubscribers),
    db
      .select({
        id: newsletterSubscribers.id,
        name: newsletterSubscribers.email,
        email: newsletterSubscribers.email,
        createdAt: newsletterSubscribers.createdAt,
        status: newsletterSubscribers.status,
      })
      .from(newsletterSubscribers)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(LATEST_ENTRIES),
  );
}

/** A built form's entries are leads with a submission row each: counted and listed as the inbox does, spam left out. */
function submissionEntries(db: Database, formId: string): Promise<Entries> {
  return panelEntries(
    'Leads with every answer (Forms & Leads, filter by this form), spam excluded',
    countEntries(db, formId),
    db
      .select({ id: leads.id, name: leads.name, email: leads.email, createdAt: leads.createdAt, status: leads.status })
      .from(formSubmissions)
      .innerJoin(leads, eq(leads.id, formSubmissions.leadId))
      .where(and(eq(formSubmissions.formId, formId), eq(leads.isSpam, false)))
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
      .limit(LATEST_ENTRIES),
  );
}

function entriesOf(db: Database, form: FormRow): Promise<Entries> {
  if (!isBuiltInForm(form.slug)) return submissionEntries(db, form.id);
  const source = FORM_ENTRY_SOURCES[form.slug];
  return source.kind === 'subscriber' ? subscriberEntries(db) : leadEntries(db, source.leadKind);
}

export async function listAdminForms(db: Database, params: ListParams): Promise<Paged<AdminForm>> {
  const filters: SQL[] = [];
  if (params.q) filters.push(or(ilike(forms.name, containsPattern(params.q)), ilike(forms.slug, containsPattern(params.q)))!);
  if (params.status !== 'all') filters.push(eq(forms.isActive, params.status === 'active'));
  const where = filters.length ? and(...filters) : undefined;
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    db.select({ total: count() }).from(forms).where(where),
    db
      .select()
      .from(forms)
      .where(where)
      .orderBy(desc(forms.createdAt), desc(forms.id))
      .limit(PAGE_SIZE)
      .offset((params.page - 1) * PAGE_SIZE),
  ]);
  const entries = await Promise.all(rows.map((row) => entriesOf(db, row)));
  return {
    rows: rows.map((row, i) => ({ ...row, ...entries[i]! })),
    total,
    page: params.page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    params,
  };
}
