// Forms and their entries in the content API (/api/v1/forms, decision 087; the builder: decision
// 089). Without a key, the built forms that are switched on, with what a headless frontend needs
// to draw one (never whom it notifies, what lead it makes or how many entries it has); with a key,
// every form with all its settings and its entry count. Entries are posted by anyone through the
// site's own checks (submitEntry: the same rules and sentences), and read with an editor key,
// each answer under the label the visitor saw and a file as a short-lived signed link.
import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import { and, count, eq, ilike, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { containsPattern, isUuid, type CrudActor } from '@/features/admin/crud/server';
import { keyActor } from '@/features/api-keys/keys';
import { booleanFilter, booleanWhere, readCursor, readNewestFirst, timestamp } from '@/features/api/collection';
import { checkIfMatch, encodeCursor, item, listQuery, listSchema, operation, type Answer } from '@/features/api/operation';
import { ApiProblem, invalid, type FieldProblem } from '@/features/api/problem';
import { cursorAt, keysetClauses } from '@/features/admin/crud/keyset';
import { leadConditions } from '@/features/leads/admin-queries';
import { SPAM_FILTERS } from '@/features/leads/list-params';
import type { Database } from '@/server/db/client';
import { LEAD_STATUSES } from '@/server/db/enums';
import { forms, formSubmissions, leads, newsletterSubscribers, rateLimits } from '@/server/db/schema';
import { signedFileUrl, SIGNED_URL_TTL_SECONDS } from '@/server/storage/signed-url';
import { writeFormStatus } from './admin-forms';
import { answersOf } from './answers';
import { BUILT_IN_REFUSAL, createForm, deleteForm, FormRefusal, updateForm } from './builder-writes';
import { FORM_ENTRY_SOURCES, FORM_SLUGS, isBuiltInForm } from './catalogue';
import { closedReason, formDefinitionSchema, formFieldSchema, formFieldsSchema, formSettingsSchema, readDefinition, type PublicForm } from './definition';
import { unknownNames } from './entry-input';
import { FIELD_TYPES, MAX_FILE_MB, RESERVED_NAMES } from './field-types';
import { ENTRY_RATE_LIMIT, readForm, submitEntry } from './submit';
import { issueFormToken } from '@/features/contact/form-token';

type FormRow = typeof forms.$inferSelect;

// ----- the representations -----

/** The settings a visitor's page needs: the button, what happens after sending, when and why it closes. */
const PUBLIC_SETTINGS = { submitLabel: true, afterSubmit: true, successMessage: true, redirectTo: true, closedMessage: true, closesAt: true } as const;

/** A field as a headless frontend draws it: everything but a hidden field's stored value (staff's campaign tag, added by the server). */
const apiPublicFieldSchema = formFieldSchema.omit({ value: true });

const isOpen = z.boolean().describe('Takes entries now.');

export const apiPublicFormSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    fields: z.array(apiPublicFieldSchema).describe('In order; a field with showWhen is shown (and answered) only when the field it names has that value.'),
    settings: formSettingsSchema.pick(PUBLIC_SETTINGS),
    isOpen,
    closedReason: z
      .enum(['closed', 'full'])
      .nullable()
      .describe('Why it takes no entries: past its closing time, or its entry limit reached (the visitor reads settings.closedMessage).'),
    formToken: z
      .string()
      .describe(
        'A one-time token for one visitor’s copy of the form, new with every read: send it back with the entry (formToken) and it is checked as the site checks its own forms (an entry sent less than 2 seconds after the read, or more than 7 days, or with a made-up token, is stored as spam). Without it, an entry sent without a key is stored, but the visitor is sent no confirmation email.',
      ),
  })
  .describe('Without a key: a built form that is switched on, as its page draws it.');

export const apiFormSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    builtIn: z
      .boolean()
      .describe(
        'One of the site’s four built-in forms (contact, newsletter, job application, estimator): its fields and texts are in the site’s code; only isActive applies.',
      ),
    isActive: z.boolean().describe('Switched on in the forms manager.'),
    fields: z
      .array(formFieldSchema)
      .nullable()
      .describe('Null for a built-in form (its fields are the site’s code) and for a stored definition that no longer reads.'),
    settings: formSettingsSchema.nullable().describe('Null as fields is.'),
    isOpen,
    closedReason: z
      .enum(['inactive', 'closed', 'full', 'unreadable'])
      .nullable()
      .describe(
        'Why it takes no entries: switched off, past its closing time, its entry limit reached, or a stored definition that no longer passes the builder’s checks (the site shows it as closed).',
      ),
    entryCount: z.number().int().describe('Entries not marked spam (built-in forms: their leads, or the newsletter’s subscribers).'),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .describe('With a key: every form, with all its settings.');

const apiFormReadSchema = z.union([apiFormSchema, apiPublicFormSchema]);

const fieldWithoutValue = (field: PublicForm['fields'][number]) => Object.fromEntries(Object.entries(field).filter(([name]) => name !== 'value'));

function publicForm(form: PublicForm, reason: 'closed' | 'full' | null) {
  const settings = Object.fromEntries(Object.keys(PUBLIC_SETTINGS).map((name) => [name, form.settings[name as keyof typeof PUBLIC_SETTINGS]]));
  return {
    id: form.id,
    name: form.name,
    slug: form.slug,
    description: form.description,
    fields: form.fields.map(fieldWithoutValue),
    settings,
    isOpen: reason === null,
    closedReason: reason,
    formToken: issueFormToken(),
  };
}

function keyedForm(row: FormRow, entryCount: number, now: Date) {
  // A built-in form's row holds notes about it, not a builder's definition: only its switch applies.
  const builtIn = isBuiltInForm(row.slug);
  const definition = builtIn ? null : readDefinition(row);
  const reason = builtIn ? (row.isActive ? null : 'inactive') : definition ? closedReason(definition, now, entryCount) : 'unreadable';
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description ?? '',
    builtIn,
    isActive: row.isActive,
    fields: definition?.fields ?? null,
    settings: definition?.settings ?? null,
    isOpen: reason === null,
    closedReason: reason,
    entryCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Each form's entries not marked spam: a built form's submissions, a built-in form's leads (or the newsletter's subscribers). */
async function entryCounts(db: Database, rows: readonly Pick<FormRow, 'id' | 'slug'>[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(rows.map((row) => [row.id, 0]));
  const built = rows.filter((row) => !isBuiltInForm(row.slug)).map((row) => row.id);
  if (built.length > 0) {
    const found = await db
      .select({ formId: formSubmissions.formId, total: count() })
      .from(formSubmissions)
      .innerJoin(leads, eq(leads.id, formSubmissions.leadId))
      .where(and(inArray(formSubmissions.formId, built), eq(leads.isSpam, false)))
      .groupBy(formSubmissions.formId);
    for (const { formId, total } of found) counts.set(formId, total);
  }
  for (const row of rows) {
    if (!isBuiltInForm(row.slug)) continue;
    const source = FORM_ENTRY_SOURCES[row.slug];
    const [{ total } = { total: 0 }] =
      source.kind === 'subscriber'
        ? await db.select({ total: count() }).from(newsletterSubscribers)
        : await db
            .select({ total: count() })
            .from(leads)
            .where(and(eq(leads.kind, source.leadKind), eq(leads.isSpam, false)));
    counts.set(row.id, total);
  }
  return counts;
}

/** Visitors' forms: switched on, and built in the builder (the four built-in forms are drawn by the site's own code). */
const publicWhere = and(eq(forms.isActive, true), notInArray(forms.slug, Object.values(FORM_SLUGS)))!;

/** The rows as the caller may read them: without a key, the readable built forms only (a row that no longer reads is closed on the site). */
async function represent(db: Database, rows: FormRow[], keyed: boolean) {
  const now = new Date();
  if (keyed) {
    const counts = await entryCounts(db, rows);
    return rows.map((row) => keyedForm(row, counts.get(row.id) ?? 0, now));
  }
  const definitions = rows.flatMap((row) => {
    const definition = readDefinition(row);
    return definition ? [definition] : [];
  });
  // The count only tells whether a form with an entry limit is full; it is never shown.
  const counts = await entryCounts(
    db,
    definitions.filter((form) => form.settings.entryLimit !== null),
  );
  return definitions.map((form) => publicForm(form, closedReason(form, now, counts.get(form.id)) as 'closed' | 'full' | null));
}

const formNotFound = () => new ApiProblem(404, 'There is no form with this id.');

async function formRow(db: Database, id: string, keyed: boolean): Promise<FormRow> {
  if (!isUuid(id)) throw formNotFound();
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.id, id), keyed ? undefined : publicWhere))
    .limit(1);
  if (!row) throw formNotFound();
  return row;
}

async function readOneForm(db: Database, id: string, keyed: boolean) {
  const [shown] = await represent(db, [await formRow(db, id, keyed)], keyed);
  if (!shown) throw formNotFound();
  return shown;
}

// ----- entries -----

const nullableText = z.string().nullable();

export const apiEntryAnswerSchema = z.object({
  name: z.string(),
  label: z.string().describe('The field’s label when the entry was sent (a later change of the form leaves it).'),
  type: z.enum(FIELD_TYPES),
  value: z
    .union([z.string(), z.array(z.string()), z.boolean()])
    .nullable()
    .describe('Text, the options ticked (checkboxes), true or false (consent), the file’s name (file), or null when left empty.'),
  file: z
    .object({
      name: z.string(),
      size: z.number().int().describe('Bytes.'),
      mimeType: z.string().describe('Read from the file’s bytes.'),
      url: z.string().describe('A signed download link on this site, valid until expiresAt: read the entry again for a new one.'),
      expiresAt: timestamp,
    })
    .optional()
    .describe('A file answer.'),
});

export const apiEntrySchema = z.object({
  id: z.uuid().describe('The lead’s id: the entry is a lead in Forms & Leads too (/api/v1/leads/{id}).'),
  formId: z.uuid(),
  formName: z.string().describe('The form’s name when the entry was sent.'),
  createdAt: timestamp,
  status: z.enum(LEAD_STATUSES).describe('The lead’s pipeline status.'),
  isSpam: z.boolean(),
  answers: z.array(apiEntryAnswerSchema).describe('Every field the visitor was shown, in order (hidden values as the form set them).'),
  tracking: z.object({
    sourcePage: nullableText,
    referrer: nullableText,
    utmSource: nullableText,
    utmMedium: nullableText,
    utmCampaign: nullableText,
    utmTerm: nullableText,
    utmContent: nullableText,
  }),
});

const entryColumns = {
  id: leads.id,
  createdAt: leads.createdAt,
  status: leads.status,
  isSpam: leads.isSpam,
  sourcePage: leads.sourcePage,
  referrer: leads.referrer,
  utmSource: leads.utmSource,
  utmMedium: leads.utmMedium,
  utmCampaign: leads.utmCampaign,
  utmTerm: leads.utmTerm,
  utmContent: leads.utmContent,
  formId: formSubmissions.formId,
  data: formSubmissions.data,
};
type EntryRow = Pick<typeof leads.$inferSelect, Exclude<keyof typeof entryColumns, 'formId' | 'data'>> &
  Pick<typeof formSubmissions.$inferSelect, 'formId' | 'data'>;

function representEntry(row: EntryRow, now: number) {
  const expiresAt = new Date((Math.floor(now / 1000) + SIGNED_URL_TTL_SECONDS) * 1000).toISOString();
  return {
    id: row.id,
    formId: row.formId,
    formName: typeof row.data.formName === 'string' ? row.data.formName : '',
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    isSpam: row.isSpam,
    answers: answersOf(row.data).map((answer) => ({
      name: answer.name,
      label: answer.label,
      type: answer.type,
      value: answer.value,
      ...(answer.file && {
        file: { name: answer.file.filename, size: answer.file.size, mimeType: answer.file.mimeType, url: signedFileUrl(answer.file.id, { now }), expiresAt },
      }),
    })),
    tracking: {
      sourcePage: row.sourcePage,
      referrer: row.referrer,
      utmSource: row.utmSource,
      utmMedium: row.utmMedium,
      utmCampaign: row.utmCampaign,
      utmTerm: row.utmTerm,
      utmContent: row.utmContent,
    },
  };
}

const LEAD_KIND_WORDS = { contact: 'contact', job_application: 'job_application', estimate: 'estimate' } as const;

/** A built form whose entries the caller may list; a built-in form keeps its entries elsewhere, and says where. */
async function entriesForm(db: Database, id: string) {
  const row = await formRow(db, id, true);
  if (isBuiltInForm(row.slug)) {
    const source = FORM_ENTRY_SOURCES[row.slug];
    throw new ApiProblem(
      404,
      source.kind === 'subscriber'
        ? `“${row.name}” is a built-in form: its entries are the newsletter’s subscribers, not form entries.`
        : `“${row.name}” is a built-in form: its entries are leads of kind ${LEAD_KIND_WORDS[source.leadKind]} (GET /api/v1/leads?kind=${LEAD_KIND_WORDS[source.leadKind]}).`,
    );
  }
  return row;
}

const listFormsQuery = listQuery.extend({
  active: booleanFilter('active').describe('With a key: switched on (true) or off (false). Without a key, only forms that are switched on are listed.'),
});

const listEntriesQuery = listQuery.extend({
  spam: z.enum(SPAM_FILTERS, 'spam is hide, only or include.').default('hide').describe('hide (the default), only, or include spam.'),
});

// ----- posting an entry -----

const answerValue = z.union(
  [z.string(), z.array(z.string()), z.boolean(), z.number(), z.null()],
  'An answer is text, a list of texts (checkboxes), true or false (a consent box), or null.',
);
const trackingText = (max: number) => z.string('Tracking values are text.').max(max, `Use at most ${max.toLocaleString('en-US')} characters.`);

const entryBody = z
  .object({
    answers: z
      .record(z.string().max(100, 'No field has a name this long.'), answerValue, 'answers is an object: each field’s name and its value.')
      .describe('Each field’s answer by its name. A field left out (or null, or false) is left empty. Files need multipart/form-data.'),
    tracking: z
      .object({
        sourcePage: trackingText(2000),
        referrer: trackingText(2000),
        utmSource: trackingText(200),
        utmMedium: trackingText(200),
        utmCampaign: trackingText(200),
        utmTerm: trackingText(200),
        utmContent: trackingText(200),
      })
      .partial()
      .strict()
      .optional()
      .describe('Where the visitor came from: the page the form is on (its UTM parameters are read from it), and their referrer.'),
    formToken: z
      .string('formToken is the text the form’s read gave.')
      .max(500, 'formToken is the text the form’s read gave.')
      .optional()
      .describe('The formToken of the form as read for this visitor (see Read a form).'),
    website: z
      .string('website is text.')
      .max(2000, 'Use at most 2,000 characters.')
      .optional()
      .describe(
        'The honeypot: draw a text input named "website" that people cannot see (hidden by CSS, not type=hidden) and send what it holds. Filled in, the entry is stored as spam.',
      ),
  })
  .strict();

const multipartEntryFields = z
  .record(z.string(), z.union([z.string(), z.file()]))
  .describe(
    'The form as the site posts it: each field by its name (checkboxes repeat the name, one value per ticked option; a consent box sends "on" or "true"; a file field sends the file), and optionally sourcePage, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, the formToken of the form as read, and the honeypot "website" (filled in: stored as spam).',
  );

export const apiEntryCreatedSchema = z.object({
  id: z.uuid().describe('The lead’s id: the entry’s address is in Location.'),
  formId: z.uuid(),
  submittedAt: timestamp,
});

/** Our own inputs in a post (the site's form sends them beside the fields): never a field's name. */
const OWN_INPUTS = new Set<string>(['formId', 'formToken', 'sourcePage', ...RESERVED_NAMES]);
const TRACKING_INPUTS = {
  sourcePage: 'sourcePage',
  referrer: 'referrer',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
} as const;

/** A JSON entry as the site's form would post it. */
function postOfJson(form: PublicForm, body: z.output<typeof entryBody>): FormData {
  const post = new FormData();
  const problems: FieldProblem[] = [];
  for (const [name, value] of Object.entries(body.answers)) {
    const path = `answers.${name}`;
    if (OWN_INPUTS.has(name)) {
      problems.push({ path, message: `This form has no field named "${name.slice(0, 60)}" (answers holds the form’s fields; tracking goes in tracking).` });
      continue;
    }
    const field = form.fields.find((candidate) => candidate.name === name);
    if (field?.type === 'file') {
      if (value !== null && value !== '') problems.push({ path, message: `Send "${field.label}" as a file: post the entry as multipart/form-data.` });
      continue;
    }
    // A name the form does not have is posted as it is, so the site's check refuses it with its sentence.
    if (field && (value === null || value === false)) continue;
    if (Array.isArray(value)) for (const option of value) post.append(name, option);
    else post.append(name, value === null || value === false ? '' : String(value));
  }
  if (problems.length > 0) throw invalid(problems);
  if (body.website !== undefined) post.append('website', body.website);
  for (const [member, input] of Object.entries(TRACKING_INPUTS)) {
    const value = body.tracking?.[member as keyof typeof TRACKING_INPUTS];
    if (value) post.append(input, value);
  }
  return post;
}

/** A multipart entry as posted, without the site's own form id and token (the id is the address's). */
function postOfForm(posted: FormData): FormData {
  const post = new FormData();
  for (const [name, value] of posted.entries()) if (name !== 'formId' && name !== 'formToken') post.append(name, value);
  return post;
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * The entry's idempotency key as stored (leads.idempotency_key): the client's own key, scoped to
 * the API key that sent it (or to callers without one) and to the form, so one client's key can
 * never answer another's entry nor a page's one-time token. None sent: a new key every time.
 */
function entryKey(given: string | null, key: { id: string } | null, formId: string): string {
  const scope = key ? `key:${key.id}` : 'anon';
  if (given === null) return `api:${scope}:${formId}:${randomUUID()}`;
  if (!IDEMPOTENCY_KEY.test(given))
    throw invalid([{ path: 'Idempotency-Key', message: 'The Idempotency-Key is 1 to 255 visible ASCII characters (a random UUID is best).' }]);
  return `api:${scope}:${formId}:${createHash('sha256').update(given).digest('base64url')}`;
}

async function entryByKey(db: Database, idempotencyKey: string) {
  const [found] = await db
    .select({ id: leads.id, createdAt: leads.createdAt, formId: formSubmissions.formId })
    .from(leads)
    .innerJoin(formSubmissions, eq(formSubmissions.leadId, leads.id))
    .where(eq(leads.idempotencyKey, idempotencyKey))
    .limit(1);
  return found ?? null;
}

const created = (entry: { id: string; createdAt: Date; formId: string }, headers: Record<string, string> = {}): Answer => ({
  status: 201,
  body: { id: entry.id, formId: entry.formId, submittedAt: entry.createdAt.toISOString() },
  headers: { location: `/api/v1/forms/${entry.formId}/entries/${entry.id}`, ...headers },
});

/** The site's entry limit for one sender (submitEntry counts `form:{sender}`): when its window ends. */
async function retryAfterSeconds(db: Database, sender: string): Promise<number> {
  const [row] = await db
    .select({ windowStartedAt: rateLimits.windowStartedAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, `form:${sender}`))
    .limit(1);
  const ends = (row?.windowStartedAt.getTime() ?? Date.now()) + ENTRY_RATE_LIMIT.windowMs;
  return Math.max(1, Math.ceil((ends - Date.now()) / 1000));
}

/**
 * Who the site's limit of entries counts: without a key the caller's address, as on the site (the
 * visitor posts); with a key, the visitor's address the client names in X-Visitor-IP (a headless
 * site relays many visitors), else the key itself.
 */
function senderOf(headers: Headers, key: { id: string } | null, ip: string | null): string {
  if (!key) return ip ?? 'unknown';
  const visitor = headers.get('x-visitor-ip')?.trim();
  if (!visitor) return `api-key:${key.id}`;
  if (!isIP(visitor)) throw invalid([{ path: 'X-Visitor-IP', message: 'X-Visitor-IP is the visitor’s IP address (IPv4 or IPv6).' }]);
  return `api-key:${key.id}:${visitor}`;
}

const fieldErrorsOf = (errors: Record<string, string>, prefix: string): FieldProblem[] =>
  Object.entries(errors).map(([name, message]) => ({ path: `${prefix}${name}`, message }));

// ----- the builder's writes -----

const definitionShape = formDefinitionSchema.shape;
const isActiveInput = z
  .boolean('isActive is true or false.')
  .describe('Switched on: shown to visitors and taking entries (the forms manager’s Active switch).');

/** A new form: the builder's definition (checked whole, with the builder's sentences, by createForm) and whether it starts switched on. */
const createFormBody = z
  .object({
    name: definitionShape.name,
    slug: definitionShape.slug,
    description: definitionShape.description,
    fields: formFieldsSchema,
    settings: formSettingsSchema.optional().describe('Every setting has a default: send only those you set.'),
    isActive: isActiveInput.optional().describe('Switched on (the default) or not.'),
  })
  .strict();

/** A change: the members sent replace the form's; `settings` members replace those settings only. */
const patchFormBody = z
  .object({
    name: definitionShape.name,
    slug: definitionShape.slug,
    description: definitionShape.description,
    fields: formFieldsSchema.describe('The whole list: it replaces the form’s fields.'),
    settings: z
      .record(z.string(), z.unknown(), 'settings is an object of the settings to change.')
      .describe('The settings to change (the others stay); the result must pass the builder’s checks.'),
    isActive: isActiveInput,
  })
  .partial()
  .strict();

const DEFINITION_MEMBERS = ['name', 'slug', 'description', 'fields', 'settings'] as const;

/**
 * The builder's refusal as the API says it: each problem at its path ('fields.2.options'); a
 * built-in form's fixed definition is a conflict with the record, as a built-in page's is; a
 * save that lost a race with another (no path named) is 412, as a stale draft save is.
 */
function builderRefusal(error: unknown, stale: 'conflict' | 'precondition'): never {
  if (!(error instanceof FormRefusal)) throw error;
  const errors = Object.entries(error.fieldErrors).map(([path, message]) => ({ path, message }));
  if (error.message === BUILT_IN_REFUSAL) throw new ApiProblem(409, error.message);
  if (error.status === 409 && errors.length === 0 && stale === 'precondition') throw new ApiProblem(412, error.message);
  throw new ApiProblem(error.status, error.message, errors.length > 0 ? errors : undefined);
}

async function switchForm(db: Database, actor: CrudActor, id: string, isActive: boolean | undefined, current: boolean) {
  if (isActive !== undefined && isActive !== current) await writeFormStatus(db, actor, { id, isActive });
}

// ----- the operations -----

const formsDescription =
  'Without a key: the built forms that are switched on, with what a page needs to draw one and whether it takes entries now. With a key: every form (the four built-in ones too), with all its settings and its entry count.';

export const FORM_OPERATIONS = [
  operation({
    method: 'GET',
    path: '/forms',
    tag: 'Forms',
    summary: 'List forms',
    description: `${formsDescription} Newest first; \`q\` searches names and slugs.`,
    access: 'public',
    query: listFormsQuery,
    response: listSchema(apiFormReadSchema),
    status: 200,
    problems: [400, 401, 429],
    async run({ db, key, query }) {
      const search = query.q ? or(ilike(forms.name, containsPattern(query.q)), ilike(forms.slug, containsPattern(query.q))) : undefined;
      const where: (SQL | undefined)[] = [key ? booleanWhere(forms.isActive, query.active) : publicWhere, search];
      const page = await readNewestFirst<FormRow>(db, forms, forms, where, query);
      return { body: { data: await represent(db, page.rows, key !== null), nextCursor: page.nextCursor } };
    },
  }),
  operation({
    method: 'GET',
    path: '/forms/{id}',
    tag: 'Forms',
    summary: 'Read a form',
    description: formsDescription,
    access: 'public',
    response: apiFormReadSchema,
    status: 200,
    problems: [401, 404, 429],
    async run({ db, key, params }) {
      return item(await readOneForm(db, params.id!, key !== null));
    },
  }),
  operation({
    method: 'POST',
    path: '/forms',
    tag: 'Forms',
    summary: 'Create a form',
    description:
      'The form builder’s definition: name, slug, description, fields and settings, checked with the builder’s rules and sentences (each problem at its path, `fields.2.options`); a slug already used, or one of the built-in forms’, is 409. Switched on unless `isActive` is false. Answers 201 with the form (as a key reads it) and its address in Location.',
    access: 'editor',
    body: createFormBody,
    response: apiFormSchema,
    status: 201,
    problems: [400, 401, 409, 413, 415, 429],
    problemTitles: { 409: 'The slug is already used, or is a built-in form’s' },
    async run({ db, key, body, ip }) {
      const actor = keyActor(key!, ip);
      const { isActive, settings, ...definition } = body;
      const saved = await createForm(db, actor, { ...definition, settings: settings ?? {} }).catch((error: unknown) => builderRefusal(error, 'conflict'));
      await switchForm(db, actor, saved.id, isActive, true);
      return item(await readOneForm(db, saved.id, true), 201, { location: `/api/v1/forms/${saved.id}` });
    },
  }),
  operation({
    method: 'PATCH',
    path: '/forms/{id}',
    tag: 'Forms',
    summary: 'Change a form',
    description:
      'The members sent replace the form’s (`fields` is the whole list; `settings` changes only the settings sent), and the result must pass the builder’s checks. `isActive` is the Active switch: the only change a built-in form takes (409 for anything else). Entries keep the labels they were sent with. Send If-Match with the ETag you read: 412 if the form changed meanwhile (its entry count too).',
    access: 'editor',
    body: patchFormBody,
    response: apiFormSchema,
    status: 200,
    problems: [400, 401, 404, 409, 412, 413, 415, 429],
    problemTitles: { 409: 'The slug is already used, or the form is a built-in one (only isActive changes)' },
    async run({ db, key, params, body, raw, sent, ip, ifMatch }) {
      const row = await formRow(db, params.id!, true);
      checkIfMatch(ifMatch, await readOneForm(db, row.id, true));
      const changes = raw as Record<string, unknown>;
      if (sent.size === 0) throw invalid([{ path: '(body)', message: `Send what to change: ${[...DEFINITION_MEMBERS, 'isActive'].join(', ')}.` }]);
      const actor = keyActor(key!, ip);
      if (DEFINITION_MEMBERS.some((member) => sent.has(member))) {
        // Said before its (empty) definition would be checked: a built-in form's is the site's code.
        if (isBuiltInForm(row.slug)) throw new ApiProblem(409, BUILT_IN_REFUSAL);
        // Over the form as stored (not as read, whose defaults would be written back): the members sent, settings merged.
        const stored = row.settings && typeof row.settings === 'object' ? row.settings : {};
        const form = {
          name: sent.has('name') ? body.name : row.name,
          slug: sent.has('slug') ? body.slug : row.slug,
          description: sent.has('description') ? body.description : (row.description ?? ''),
          fields: sent.has('fields') ? changes.fields : row.fields,
          settings: sent.has('settings') ? { ...stored, ...(changes.settings as Record<string, unknown>) } : stored,
        };
        await updateForm(db, actor, { id: row.id, updatedAt: row.updatedAt.toISOString(), form }).catch((error: unknown) =>
          builderRefusal(error, 'precondition'),
        );
      }
      await switchForm(db, actor, row.id, body.isActive, row.isActive);
      return item(await readOneForm(db, row.id, true));
    },
  }),
  operation({
    method: 'DELETE',
    path: '/forms/{id}',
    tag: 'Forms',
    summary: 'Delete a form',
    description:
      'A built form without entries (a form with entries is 409: switch it off instead, which keeps them; a built-in form is 409). Send If-Match with the ETag you read: 412 if it changed meanwhile.',
    access: 'editor',
    status: 204,
    problems: [401, 404, 409, 412, 429],
    problemTitles: { 409: 'The form has entries, or is a built-in one' },
    async run({ db, key, params, ip, ifMatch }) {
      const row = await formRow(db, params.id!, true);
      checkIfMatch(ifMatch, await readOneForm(db, row.id, true));
      await deleteForm(db, keyActor(key!, ip), { id: row.id }).catch((error: unknown) => builderRefusal(error, 'conflict'));
      return {};
    },
  }),
  operation({
    method: 'GET',
    path: '/forms/{id}/entries',
    tag: 'Forms',
    summary: 'List a form’s entries',
    description:
      'Newest first, each with every answer under the label the visitor saw (a file as a signed download link valid for a few minutes), its lead’s status and where the visitor came from; `q` searches name, email, company and message as the inbox does. Spam is hidden unless asked for. The built-in forms keep their entries as leads (/api/v1/leads?kind=…): 404 here.',
    access: 'editor',
    query: listEntriesQuery,
    response: listSchema(apiEntrySchema),
    status: 200,
    problems: [400, 401, 404, 429],
    async run({ db, params, query }) {
      const form = await entriesForm(db, params.id!);
      const keyset = keysetClauses(leads.createdAt, leads.id, { after: readCursor(query.cursor) });
      const found = await db
        .select({ ...entryColumns, cursorAt: cursorAt(leads.createdAt) })
        .from(formSubmissions)
        .innerJoin(leads, eq(leads.id, formSubmissions.leadId))
        .where(and(eq(formSubmissions.formId, form.id), ...leadConditions({ page: {}, q: query.q ?? '', spam: query.spam }), keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(query.limit + 1);
      const rows = found.slice(0, query.limit);
      const last = rows.at(-1);
      const now = Date.now();
      return {
        body: {
          data: rows.map((row) => representEntry(row, now)),
          nextCursor: found.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
        },
      };
    },
  }),
  operation({
    method: 'GET',
    path: '/forms/{id}/entries/{entryId}',
    tag: 'Forms',
    summary: 'Read one entry',
    access: 'editor',
    response: apiEntrySchema,
    status: 200,
    problems: [401, 404, 429],
    async run({ db, params }) {
      const form = await entriesForm(db, params.id!);
      const entryId = params.entryId!;
      const [row] = isUuid(entryId)
        ? await db
            .select(entryColumns)
            .from(formSubmissions)
            .innerJoin(leads, eq(leads.id, formSubmissions.leadId))
            .where(and(eq(formSubmissions.formId, form.id), eq(leads.id, entryId)))
            .limit(1)
        : [];
      if (!row) throw new ApiProblem(404, 'This form has no entry with this id.');
      return item(representEntry(row, Date.now()));
    },
  }),
  operation({
    method: 'POST',
    path: '/forms/{id}/entries',
    tag: 'Forms',
    summary: 'Send an entry',
    description: [
      'A visitor’s answers, checked as the site checks its own form (the same rules and sentences): the form switched on and open, no field it does not have, every answer by its field’s rules (required, options, lengths, dates, conditions), files by their bytes, the site’s limit of entries per visitor. A stored entry is a lead in Forms & Leads, with its emails and the form.submitted and lead.created webhooks.',
      'The site’s spam checks apply: the honeypot (`website`) and the `formToken` of the form as read (see Read a form); spam is answered like any entry (201) and stored marked as spam, with no email. The visitor’s confirmation email, when the form sends one, carries the form’s own text and none of the answers, and one address gets at most a few such emails a day; without a key it is sent only for an entry that carries its formToken.',
      'JSON `{ "answers": { "name": value } }`, or multipart/form-data as the site posts it (needed for file fields). Field problems are in `errors`, at `answers.{name}` (JSON) or `{name}` (a form).',
      'Send an Idempotency-Key (a random UUID) to retry safely: a key already used for this form answers its entry again (Idempotent-Replayed: true) and stores nothing. With a key, name the visitor’s address in X-Visitor-IP: the limit of entries is then per visitor, as on the site, instead of one for all your visitors.',
    ].join('\n\n'),
    access: 'public',
    requestHeaders: {
      'Idempotency-Key': 'Your key for this entry (a random UUID): a retry with it answers the same entry and stores nothing new.',
      'X-Visitor-IP': 'With an API key: the visitor’s IP address, which the limit of entries per visitor counts.',
    },
    body: entryBody,
    // The site's own limit for a form with files (src/app/api/forms/entries): the largest file a field takes, and a megabyte for the rest.
    multipartToo: {
      fields: multipartEntryFields,
      maxBytes: () => (MAX_FILE_MB + 1) * 1024 * 1024,
      tooLarge: () => `The files are too large to send (the limit is ${MAX_FILE_MB} MB).`,
    },
    response: apiEntryCreatedSchema,
    status: 201,
    problems: [400, 401, 404, 409, 413, 415, 429],
    problemTitles: {
      404: 'No such form, or a built-in one',
      409: 'The form takes no entries now: switched off, past its closing time or full (its closed message)',
      429: 'Too many requests or too many entries from this visitor: see Retry-After',
    },
    async run({ db, key, params, body, form: posted, headers, ip }) {
      const form = await readForm(db, params.id!);
      // The built-in forms post to their own actions; their definitions here are empty.
      if (!form || isBuiltInForm(form.slug)) throw formNotFound();
      const idempotencyKey = entryKey(headers.get('idempotency-key'), key, form.id);
      const replay = await entryByKey(db, idempotencyKey);
      if (replay) return created(replay, { 'idempotent-replayed': 'true' });
      const sender = senderOf(headers, key, ip);
      const post = posted ? postOfForm(posted) : postOfJson(form, body);
      post.set('formId', form.id);
      const prefix = posted ? '' : 'answers.';
      const formToken = posted ? posted.get('formToken') : body.formToken;
      const api = { idempotencyKey, formToken: typeof formToken === 'string' && formToken ? formToken : null, keyed: key !== null };
      const result = await submitEntry(post, { ip: sender, userAgent: headers.get('user-agent'), referer: headers.get('referer'), api });
      switch (result.status) {
        case 'success': {
          const entry = await entryByKey(db, idempotencyKey);
          if (!entry) throw new Error('form entry: stored, but not found by its idempotency key');
          return created(entry);
        }
        case 'invalid':
          throw new ApiProblem(400, result.message, fieldErrorsOf(result.fieldErrors, prefix));
        case 'error':
          switch (result.reason) {
            case 'gone':
              throw formNotFound();
            case 'closed':
              throw new ApiProblem(409, result.message);
            case 'unknown-field':
              throw new ApiProblem(
                400,
                result.message,
                unknownNames(form.fields, post).map((name) => ({ path: `${prefix}${name}`, message: `This form has no field named "${name.slice(0, 60)}".` })),
              );
            case 'rate-limited': {
              const seconds = await retryAfterSeconds(db, sender);
              throw new ApiProblem(429, result.message, undefined, { 'retry-after': String(seconds) });
            }
            default:
              throw new ApiProblem(500, result.message);
          }
        default:
          throw new ApiProblem(500, 'Your answers could not be sent. Please try again in a moment.');
      }
    },
  }),
];
