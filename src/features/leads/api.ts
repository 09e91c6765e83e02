// Leads in the content API (/api/v1/leads, decision 087): never public, editor keys at least, as
// Forms & Leads in the admin. The inbox's filters and search, one lead with its notes, and what
// the inbox's detail view changes (status, a note, spam), with the inbox's rules and audit
// entries. Leads are made by visitors' forms only, and the admin deletes none: neither does the API.
import 'server-only';
import { z } from 'zod';
import { keyActor } from '@/features/api-keys/keys';
import { readNewestFirst, timestamp } from '@/features/api/collection';
import { checkIfMatch, item, listQuery, listSchema, operation } from '@/features/api/operation';
import { ApiProblem, invalid } from '@/features/api/problem';
import type { Database } from '@/server/db/client';
import { LEAD_KINDS, LEAD_STATUSES } from '@/server/db/enums';
import { leads } from '@/server/db/schema';
import { writeLeadNote, writeLeadSpam, writeLeadStatus } from './admin-leads';
import { getLeadDetail, leadConditions } from './admin-queries';
import { leadNoteSchema, leadSpamSchema, leadStatusSchema } from './admin-schema';
import { SPAM_FILTERS } from './list-params';

const nullableText = z.string().nullable();

export const apiLeadSchema = z.object({
  id: z.uuid(),
  kind: z.enum(LEAD_KINDS).describe('Which form: contact, job_application, estimate, or form (a form built in the admin).'),
  status: z.enum(LEAD_STATUSES),
  isRead: z.boolean(),
  isSpam: z.boolean(),
  spamReason: nullableText,
  name: z.string(),
  email: z.string(),
  company: nullableText,
  phone: nullableText,
  projectType: nullableText,
  budget: nullableText,
  timeline: nullableText,
  message: nullableText,
  partnershipType: nullableText,
  profileUrl: nullableText,
  jobId: z.uuid().nullable(),
  estimateId: z.uuid().nullable(),
  cvFileId: z.uuid().nullable(),
  sourcePage: nullableText,
  referrer: nullableText,
  utmSource: nullableText,
  utmMedium: nullableText,
  utmCampaign: nullableText,
  utmTerm: nullableText,
  utmContent: nullableText,
  consent: z.boolean(),
  consentAt: timestamp.nullable(),
  userAgent: nullableText,
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const apiLeadDetailSchema = apiLeadSchema.extend({
  jobTitle: nullableText.describe('The job applied for (job applications).'),
  cv: z.object({ id: z.uuid(), originalFilename: z.string(), fileSize: z.number().int() }).nullable().describe('The CV sent with a job application.'),
  notes: z.array(z.object({ id: z.uuid(), body: z.string(), authorEmail: nullableText, createdAt: timestamp })).describe('Staff notes, oldest first.'),
});

type LeadRow = typeof leads.$inferSelect;

function represent(row: LeadRow) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    isRead: row.isRead,
    isSpam: row.isSpam,
    spamReason: row.spamReason,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    projectType: row.projectType,
    budget: row.budget,
    timeline: row.timeline,
    message: row.message,
    partnershipType: row.partnershipType,
    profileUrl: row.profileUrl,
    jobId: row.jobId,
    estimateId: row.estimateId,
    cvFileId: row.cvFileId,
    sourcePage: row.sourcePage,
    referrer: row.referrer,
    utmSource: row.utmSource,
    utmMedium: row.utmMedium,
    utmCampaign: row.utmCampaign,
    utmTerm: row.utmTerm,
    utmContent: row.utmContent,
    consent: row.consent,
    consentAt: row.consentAt?.toISOString() ?? null,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function readLead(db: Database, id: string) {
  const detail = await getLeadDetail(db, id);
  if (!detail) throw new ApiProblem(404, 'There is no lead with this id.');
  return {
    ...represent(detail.lead),
    jobTitle: detail.jobTitle,
    cv: detail.cv,
    notes: detail.notes.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() })),
  };
}

const day = (name: string) => z.iso.date(`${name} is a day: YYYY-MM-DD.`).optional();

const listLeadsQuery = listQuery.extend({
  status: z.enum(LEAD_STATUSES, `status is one of ${LEAD_STATUSES.join(', ')}.`).optional(),
  kind: z.enum(LEAD_KINDS, `kind is one of ${LEAD_KINDS.join(', ')}.`).optional(),
  spam: z.enum(SPAM_FILTERS, 'spam is hide, only or include.').default('hide').describe('hide (the default), only, or include spam.'),
  from: day('from').describe('Received on or after this day (UTC).'),
  to: day('to').describe('Received on or before this day (UTC).'),
});

// The detail view's controls, each with the inbox's own schema and sentence.
const patchBody = z
  .object({
    status: leadStatusSchema.shape.status.optional(),
    note: leadNoteSchema.shape.body.optional().describe('A note to add (notes are kept, never replaced).'),
    isSpam: leadSpamSchema.shape.spam.optional(),
  })
  .strict();

export const LEAD_OPERATIONS = [
  operation({
    method: 'GET',
    path: '/leads',
    tag: 'Leads',
    summary: 'List leads',
    description:
      'The Forms & Leads inbox’s leads (newsletter subscribers are not leads), newest first, with its filters; `q` searches name, email, company and message. Spam is hidden unless asked for.',
    access: 'editor',
    query: listLeadsQuery,
    response: listSchema(apiLeadSchema),
    status: 200,
    problems: [400, 401, 429],
    async run({ db, query }) {
      const where = leadConditions({ page: {}, q: query.q ?? '', kind: query.kind, status: query.status, from: query.from, to: query.to, spam: query.spam });
      const page = await readNewestFirst<LeadRow>(db, leads, leads, where, query);
      return { body: { data: page.rows.map(represent), nextCursor: page.nextCursor } };
    },
  }),
  operation({
    method: 'GET',
    path: '/leads/{id}',
    tag: 'Leads',
    summary: 'Read a lead with its notes',
    access: 'editor',
    response: apiLeadDetailSchema,
    status: 200,
    problems: [401, 404, 429],
    async run({ db, params }) {
      return item(await readLead(db, params.id!));
    },
  }),
  operation({
    method: 'PATCH',
    path: '/leads/{id}',
    tag: 'Leads',
    summary: 'Change a lead’s status, add a note, mark it spam',
    description:
      'As the inbox’s detail view: each change is in the audit log under the key’s name. Send If-Match with the ETag you read: 412 if the lead changed meanwhile.',
    access: 'editor',
    body: patchBody,
    response: apiLeadDetailSchema,
    status: 200,
    problems: [400, 401, 404, 412, 413, 415, 429],
    async run({ db, key, params, body, ip, ifMatch }) {
      const current = await readLead(db, params.id!);
      checkIfMatch(ifMatch, current);
      if (body.status === undefined && body.note === undefined && body.isSpam === undefined)
        throw invalid([{ path: '(body)', message: 'Send a status, a note or isSpam.' }]);
      const actor = keyActor(key!, ip);
      if (body.status !== undefined) await writeLeadStatus(db, actor, { id: current.id, status: body.status });
      if (body.isSpam !== undefined) await writeLeadSpam(db, actor, { id: current.id, spam: body.isSpam });
      if (body.note !== undefined) await writeLeadNote(db, actor, { id: current.id, body: body.note });
      return item(await readLead(db, current.id));
    },
  }),
];
