// Built forms and their entries through the content API, as a headless site meets them: without a
// key only switched-on built forms and only what a page needs to draw them; an entry posted as JSON
// or multipart goes through the site's own checks (same sentences), is stored as a lead with its
// submission, and reaches a real webhook receiver as form.submitted; a retried Idempotency-Key
// stores nothing new; entries are read with a key, under the labels the visitor saw.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '@/features/api-keys/keys';
import { openApiDocument } from '@/features/api/openapi';
import { OPERATIONS } from '@/features/api/operations';
import { webhooksCollection } from '@/features/webhooks/collection';
import { createAdministrator } from '@/server/auth/bootstrap';
import type { Database } from '@/server/db/client';
import { auditLog, forms, formSubmissions, leads, mailOutbox, webhookEndpoints, type FormField } from '@/server/db/schema';
import { forms as seedForms } from '@/seed/seed-data';
import { createFileTransport } from '@/server/mail/transport';
import { processOutbox } from '@/server/mail/worker';
import { checkSignedFileUrl } from '@/server/storage/signed-url';
import { callApi as call, dataOf, type ApiAnswer } from '@/test/api-client';
import { createTestDatabase } from '@/test/database';
import { samplePdf } from '@/test/documents';
import { isGenuineWebhook, startWebhookReceiver } from '@/test/webhook-receiver';
import { formDefinitionSchema, type FormDefinitionInput } from './definition';
import { summarizeEntryErrors } from './entry-input';

let db: Database;
let editorKey: string;
let otherKey: string;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let hookSecret: string;
let root: string;
const ids = { event: '', inactive: '', closed: '', full: '', upload: '', busy: '', contact: '' };

const EVENT_FORM: FormDefinitionInput = {
  name: 'Event sign-up',
  slug: 'event-sign-up',
  description: 'Join us in Berlin.',
  fields: [
    { id: 'f1', type: 'text', name: 'name', label: 'Your name', required: true },
    { id: 'f2', type: 'email', name: 'email', label: 'Email', required: true },
    { id: 'f3', type: 'select', name: 'company_size', label: 'Company size', options: ['1-10', '11-50', '51+'], required: true },
    { id: 'f4', type: 'checkboxes', name: 'topics', label: 'Topics', options: ['AI', 'Web', 'Mobile'] },
    { id: 'f5', type: 'consent', name: 'in_person', label: 'Attending in person' },
    { id: 'f6', type: 'text', name: 'dietary', label: 'Dietary needs', showWhen: { field: 'in_person', equals: 'ticked' } },
    { id: 'f7', type: 'hidden', name: 'campaign', label: 'Campaign', value: 'spring-partner-push' },
    { id: 'f8', type: 'consent', name: 'consent', label: 'I agree to be contacted', required: true },
  ],
  settings: {
    submitLabel: 'Register',
    notifyEmails: ['events@axionlabs.dev'],
    confirmation: { enabled: true, subject: 'See you there', body: 'Thanks for signing up.' },
    leadStatus: 'qualified',
    closedMessage: 'Registration has closed.',
  },
};

const VALID_ANSWERS = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company_size: '11-50',
  topics: ['AI', 'Web'],
  in_person: true,
  dietary: 'Vegetarian',
  consent: true,
};

/** A built form straight into the table, its definition checked by the builder's schema first. */
async function insertForm(input: FormDefinitionInput, isActive = true): Promise<string> {
  const form = formDefinitionSchema.parse(input);
  const [row] = await db
    .insert(forms)
    .values({
      name: form.name,
      slug: form.slug,
      description: form.description,
      fields: form.fields as unknown as FormField[],
      settings: form.settings,
      isActive,
    })
    .returning({ id: forms.id });
  return row!.id;
}

const entriesOf = async (formId: string) => (await db.select({ total: count() }).from(formSubmissions).where(eq(formSubmissions.formId, formId)))[0]!.total;
const leadCount = async () => (await db.select({ total: count() }).from(leads))[0]!.total;
const post = (formId: string, body: unknown, headers: Record<string, string> = {}, key?: string) =>
  call('POST', `/forms/${formId}/entries`, { body, headers, key });
const errorsOf = (answer: ApiAnswer) => answer.json?.errors as { path: string; message: string }[];

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  const user = await createAdministrator(db, { email: 'forms@axionlabs.dev', password: 'a long passphrase for forms', name: 'Forms Admin', role: 'admin' });
  editorKey = (await createApiKey(db, { id: null, name: 'Command line' }, { name: 'Headless site', role: 'editor' })).key;
  otherKey = (await createApiKey(db, { id: null, name: 'Command line' }, { name: 'CRM sync', role: 'editor' })).key;
  ids.event = await insertForm(EVENT_FORM);
  ids.inactive = await insertForm({ ...EVENT_FORM, name: 'Old webinar', slug: 'old-webinar' }, false);
  ids.closed = await insertForm({
    ...EVENT_FORM,
    name: 'Summer meetup',
    slug: 'summer-meetup',
    settings: { ...EVENT_FORM.settings, closesAt: '2020-06-01T00:00:00Z' },
  });
  ids.full = await insertForm({
    name: 'Workshop',
    slug: 'workshop',
    fields: [{ id: 'w1', type: 'email', name: 'email', label: 'Email', required: true }],
    settings: { entryLimit: 1, closedMessage: 'The workshop is full.' },
  });
  ids.upload = await insertForm({
    name: 'Speaker proposal',
    slug: 'speaker-proposal',
    fields: [
      { id: 'u1', type: 'email', name: 'email', label: 'Email', required: true },
      { id: 'u2', type: 'file', name: 'abstract', label: 'Talk abstract', required: true, fileTypes: ['pdf'], maxFileMb: 2 },
    ],
    settings: {},
  });
  ids.busy = await insertForm({
    name: 'Newsletter quiz',
    slug: 'newsletter-quiz',
    fields: [{ id: 'q1', type: 'text', name: 'answer', label: 'Your answer', required: true }],
    settings: {},
  });
  // A built-in form's row, as the seed makes it: notes about a form whose definition is the site's code.
  ids.contact = (
    await db
      .insert(forms)
      .values(seedForms.find((form) => form.slug === 'contact')!)
      .returning({ id: forms.id })
  )[0]!.id;

  receiver = await startWebhookReceiver('/hooks/forms');
  const { id } = await webhooksCollection.write(
    db,
    { id: user.id, email: 'forms@axionlabs.dev', ipAddress: '192.0.2.1' },
    { url: receiver.url, description: 'Headless site', events: ['form.submitted'], isActive: true },
  );
  hookSecret = (await db.select({ secret: webhookEndpoints.secret }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]!.secret;
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-api-'));
});
afterAll(async () => {
  await receiver.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('forms without a key', () => {
  it('lists only the built forms that are switched on, with what a page needs and nothing private', async () => {
    const list = await call('GET', '/forms');
    expect(list.status).toBe(200);
    const names = dataOf(list).map((form) => form.name);
    expect(names).toEqual(expect.arrayContaining(['Event sign-up', 'Summer meetup', 'Speaker proposal']));
    expect(names).not.toContain('Old webinar');
    expect(names).not.toContain('Contact Form');

    const event = dataOf(list).find((form) => form.name === 'Event sign-up')!;
    expect(Object.keys(event).sort()).toEqual(['closedReason', 'description', 'fields', 'formToken', 'id', 'isOpen', 'name', 'settings', 'slug']);
    expect(Object.keys(event.settings as object).sort()).toEqual(['afterSubmit', 'closedMessage', 'closesAt', 'redirectTo', 'submitLabel', 'successMessage']);
    expect(event).toMatchObject({
      slug: 'event-sign-up',
      description: 'Join us in Berlin.',
      isOpen: true,
      closedReason: null,
      settings: { submitLabel: 'Register', closedMessage: 'Registration has closed.' },
    });
    const fields = event.fields as Record<string, unknown>[];
    expect(fields.map((field) => field.name)).toEqual(['name', 'email', 'company_size', 'topics', 'in_person', 'dietary', 'campaign', 'consent']);
    expect(fields[5]).toMatchObject({ label: 'Dietary needs', showWhen: { field: 'in_person', equals: 'ticked' } });
    // A hidden field's value is staff's, added by the server: not shown.
    expect(fields[6]).not.toHaveProperty('value');
    const text = JSON.stringify(list.json);
    for (const secret of ['events@axionlabs.dev', 'See you there', 'qualified', 'spring-partner-push', 'entryCount', 'notifyEmails', 'leadKind'])
      expect(text).not.toContain(secret);

    const closed = dataOf(list).find((form) => form.name === 'Summer meetup')!;
    expect(closed).toMatchObject({
      isOpen: false,
      closedReason: 'closed',
      settings: { closesAt: '2020-06-01T00:00:00Z', closedMessage: 'Registration has closed.' },
    });
  });

  it('reads one built form that is on; a form switched off, a built-in form and an unknown id are 404', async () => {
    const read = await call('GET', `/forms/${ids.event}`);
    expect(read).toMatchObject({ status: 200, json: { id: ids.event, name: 'Event sign-up', isOpen: true } });
    expect(read.json).not.toHaveProperty('entryCount');
    expect(read.headers.get('etag')).toMatch(/^"/);
    for (const id of [ids.inactive, ids.contact, '00000000-0000-4000-8000-000000000000', 'not-an-id'])
      expect((await call('GET', `/forms/${id}`)).status).toBe(404);
  });
});

describe('forms with a key', () => {
  it('lists every form, built-in ones too, with all its settings and its entry count', async () => {
    const list = await call('GET', '/forms?limit=100', { key: editorKey });
    const names = dataOf(list).map((form) => form.name);
    expect(names).toEqual(expect.arrayContaining(['Event sign-up', 'Old webinar', 'Contact Form']));
    expect(dataOf(list).find((form) => form.name === 'Old webinar')).toMatchObject({
      isActive: false,
      isOpen: false,
      closedReason: 'inactive',
      builtIn: false,
      entryCount: 0,
    });
    expect(dataOf(list).find((form) => form.name === 'Contact Form')).toMatchObject({
      builtIn: true,
      isActive: true,
      isOpen: true,
      closedReason: null,
      fields: null,
      settings: null,
    });
    const event = await call('GET', `/forms/${ids.event}`, { key: editorKey });
    expect(event.json).toMatchObject({
      settings: { notifyEmails: ['events@axionlabs.dev'], leadStatus: 'qualified', confirmation: { enabled: true } },
      fields: expect.arrayContaining([expect.objectContaining({ name: 'campaign', value: 'spring-partner-push' })]),
    });
    expect(dataOf(await call('GET', '/forms?active=false', { key: editorKey })).map((form) => form.name)).toEqual(['Old webinar']);
    expect(dataOf(await call('GET', '/forms?q=speaker', { key: editorKey })).map((form) => form.name)).toEqual(['Speaker proposal']);
  });
});

describe('posting an entry', () => {
  it('stores a lead and its submission, answers 201 with its address, and sends form.submitted to the receiver', async () => {
    const sent = await post(ids.event, {
      answers: VALID_ANSWERS,
      tracking: { sourcePage: 'https://events.example.com/berlin?utm_source=newsletter', referrer: 'https://www.google.com/' },
    });
    expect(sent.status).toBe(201);
    const leadId = sent.json!.id as string;
    expect(sent.json).toEqual({ id: leadId, formId: ids.event, submittedAt: expect.any(String) });
    expect(sent.headers.get('location')).toBe(`/api/v1/forms/${ids.event}/entries/${leadId}`);

    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({
      kind: 'form',
      status: 'qualified',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      consent: true,
      isSpam: false,
      sourcePage: 'https://events.example.com/berlin?utm_source=newsletter',
      utmSource: 'newsletter',
      referrer: 'https://www.google.com/',
    });
    const [submission] = await db.select().from(formSubmissions).where(eq(formSubmissions.leadId, leadId));
    expect(submission).toMatchObject({ formId: ids.event, data: { formName: 'Event sign-up' } });
    expect((submission!.data as { answers: { name: string; value: unknown }[] }).answers.map((answer) => [answer.name, answer.value])).toEqual([
      ['name', 'Ada Lovelace'],
      ['email', 'ada@example.com'],
      ['company_size', '11-50'],
      ['topics', ['AI', 'Web']],
      ['in_person', true],
      ['dietary', 'Vegetarian'],
      ['campaign', 'spring-partner-push'],
      ['consent', true],
    ]);

    await processOutbox(db, createFileTransport(path.join(root, 'mail')));
    const hooks = receiver.received.filter((request) => request.headers['x-axion-event'] === 'form.submitted');
    expect(hooks).toHaveLength(1);
    expect(isGenuineWebhook(hooks[0]!, hookSecret)).toBe(true);
    const event = JSON.parse(hooks[0]!.body) as { event: string; data: Record<string, unknown> };
    expect(event).toMatchObject({
      event: 'form.submitted',
      data: { form: { id: ids.event, slug: 'event-sign-up', name: 'Event sign-up' }, lead_id: leadId, tracking: { utmSource: 'newsletter' } },
    });
    expect(event.data.answers).toEqual(
      expect.arrayContaining([{ name: 'topics', label: 'Topics', type: 'checkboxes', value: ['AI', 'Web'], text: 'AI, Web' }]),
    );
    // The notification went out too; the visitor's confirmation waits for a form token (decision 097).
    expect((await db.select({ to: mailOutbox.toAddress }).from(mailOutbox).where(eq(mailOutbox.channel, 'email'))).map((mail) => mail.to).sort()).toEqual([
      'events@axionlabs.dev',
    ]);
  });

  it('refuses invalid answers with the site’s sentences at each field and stores nothing', async () => {
    const before = await leadCount();
    const refused = await post(ids.event, { answers: { name: '', email: 'not an email', company_size: '500+', topics: ['Blockchain'], dietary: 'Vegan' } });
    expect(refused).toMatchObject({ status: 400, json: { status: 400 } });
    expect(refused.headers.get('content-type')).toBe('application/problem+json');
    // The line the site's form shows under its fields, and each field's own sentence.
    expect(refused.json!.detail).toBe(summarizeEntryErrors(Object.fromEntries(errorsOf(refused).map((error) => [error.path, error.message]))));
    expect(Object.fromEntries(errorsOf(refused).map((error) => [error.path, error.message]))).toEqual({
      'answers.name': 'Please fill in "Your name".',
      'answers.email': 'Please enter a valid email address.',
      'answers.company_size': 'Please choose "Company size" from its options.',
      'answers.topics': 'Please choose "Topics" from its options.',
      'answers.dietary': '"Dietary needs" applies only when "Attending in person" is ticked: leave it empty.',
      'answers.consent': 'Please tick this box to continue.',
    });
    // A shape the API does not take is refused before the form is looked at.
    expect((await post(ids.event, { answers: { name: { first: 'Ada' } } })).status).toBe(400);
    expect((await post(ids.event, { answers: VALID_ANSWERS, extra: 1 })).status).toBe(400);
    expect(await leadCount()).toBe(before);
  });

  it('refuses a field the form does not have, and our own inputs in answers, storing nothing', async () => {
    const before = await leadCount();
    const unknown = await post(ids.event, { answers: { ...VALID_ANSWERS, salary: '100k' } });
    expect(unknown).toMatchObject({
      status: 400,
      json: { detail: 'This form has no field named "salary". Please reload the page and try again.', errors: [{ path: 'answers.salary' }] },
    });
    const own = await post(ids.event, { answers: { ...VALID_ANSWERS, website: 'https://spam.example' } });
    expect(own).toMatchObject({ status: 400, json: { errors: [{ path: 'answers.website' }] } });
    expect(await leadCount()).toBe(before);
  });

  it('answers 409 with the closed message for a form past its closing time, switched off or full; 404 for a built-in or unknown form', async () => {
    const before = await leadCount();
    expect(await post(ids.closed, { answers: VALID_ANSWERS })).toMatchObject({ status: 409, json: { detail: 'Registration has closed.' } });
    expect(await post(ids.inactive, { answers: VALID_ANSWERS })).toMatchObject({ status: 409, json: { detail: 'Registration has closed.' } });
    expect((await post(ids.contact, { answers: {} })).status).toBe(404);

    // Its last place taken, a form is full: 409 with its message, and its readers are told why.
    expect((await post(ids.full, { answers: { email: 'first@example.com' } })).status).toBe(201);
    expect(await post(ids.full, { answers: { email: 'second@example.com' } })).toMatchObject({ status: 409, json: { detail: 'The workshop is full.' } });
    expect((await call('GET', `/forms/${ids.full}`)).json).toMatchObject({ isOpen: false, closedReason: 'full' });
    expect((await call('GET', `/forms/${ids.full}`, { key: editorKey })).json).toMatchObject({ isOpen: false, closedReason: 'full', entryCount: 1 });
    expect((await post('00000000-0000-4000-8000-000000000000', { answers: VALID_ANSWERS })).status).toBe(404);
    expect(await leadCount()).toBe(before + 1);
  });

  it('stores one entry for a retried Idempotency-Key, scoped to the client that sent it', async () => {
    const before = await entriesOf(ids.event);
    const headers = { 'idempotency-key': '6f1c2b9e-2f8c-4a57-9b1e-1d2c3b4a5f60' };
    const answers = { ...VALID_ANSWERS, email: 'grace@example.com', name: 'Grace Hopper' };
    const first = await post(ids.event, { answers }, headers);
    const again = await post(ids.event, { answers }, headers);
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, json: first.json! });
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await entriesOf(ids.event)).toBe(before + 1);

    // The same key from a client with an API key is another client's: its own entry.
    const keyed = await post(ids.event, { answers }, headers, otherKey);
    expect(keyed.status).toBe(201);
    expect(keyed.json!.id).not.toBe(first.json!.id);
    expect(await entriesOf(ids.event)).toBe(before + 2);
    expect((await post(ids.event, { answers }, { 'idempotency-key': 'with space' })).status).toBe(400);
  });

  it('takes multipart/form-data as the site posts it, the file checked by its bytes', async () => {
    const form = new FormData();
    form.append('email', 'speaker@example.com');
    form.append('abstract', new File([new Uint8Array(await samplePdf())], 'abstract.pdf', { type: 'application/pdf' }));
    form.append('sourcePage', 'https://events.example.com/speak');
    const sent = await call('POST', `/forms/${ids.upload}/entries`, { form });
    expect(sent.status).toBe(201);

    const entry = await call('GET', sent.headers.get('location')!.replace('/api/v1', ''), { key: editorKey });
    expect(entry.status).toBe(200);
    const file = (entry.json!.answers as { name: string; file?: { name: string; size: number; url: string } }[]).find(
      (answer) => answer.name === 'abstract',
    )!.file!;
    expect(file).toMatchObject({ name: 'abstract.pdf', size: expect.any(Number), mimeType: 'application/pdf' });
    const link = new URL(file.url, 'http://localhost');
    expect(link.pathname).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(checkSignedFileUrl(link.pathname.split('/').pop()!, link.searchParams.get('expires'), link.searchParams.get('signature'))).toBe('valid');
    expect(entry.json!.tracking).toMatchObject({ sourcePage: 'https://events.example.com/speak' });

    const before = await entriesOf(ids.upload);
    const forged = new FormData();
    forged.append('email', 'speaker@example.com');
    forged.append('abstract', new File([new TextEncoder().encode('MZ not a pdf at all')], 'abstract.pdf', { type: 'application/pdf' }));
    const refused = await call('POST', `/forms/${ids.upload}/entries`, { form: forged });
    expect(refused).toMatchObject({
      status: 400,
      json: { errors: [{ path: 'abstract', message: '"Talk abstract" must be a PDF file; this one is not, whatever its name says.' }] },
    });
    // JSON cannot carry the file: the client is told to send a form.
    expect(await post(ids.upload, { answers: { email: 'speaker@example.com', abstract: 'abstract.pdf' } })).toMatchObject({
      status: 400,
      json: { errors: [{ path: 'answers.abstract' }] },
    });
    expect((await call('POST', `/forms/${ids.upload}/entries`, { body: 'email=a@example.com', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect(await entriesOf(ids.upload)).toBe(before);
  });

  it('past the site’s limit of entries per visitor answers 429 with Retry-After; with a key, per visitor named in X-Visitor-IP', async () => {
    const visitor = { 'x-client-ip': '192.0.2.77' };
    for (let i = 0; i < 10; i++) expect((await post(ids.busy, { answers: { answer: `Answer ${i}` } }, visitor)).status).toBe(201);
    const limited = await post(ids.busy, { answers: { answer: 'One more' } }, visitor);
    expect(limited).toMatchObject({
      status: 429,
      json: { detail: expect.stringMatching(/^You have sent several forms in a short time\. Please try again in \d+ minutes?\.$/) },
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
    // The relaying client's own visitors are counted apart.
    expect((await post(ids.busy, { answers: { answer: 'From elsewhere' } }, { ...visitor, 'x-visitor-ip': '198.51.100.9' }, editorKey)).status).toBe(201);
    expect(await post(ids.busy, { answers: { answer: 'x' } }, { 'x-visitor-ip': 'not an address' }, editorKey)).toMatchObject({
      status: 400,
      json: { errors: [{ path: 'X-Visitor-IP' }] },
    });
  });
});

describe('reading entries', () => {
  it('needs a key', async () => {
    expect((await call('GET', `/forms/${ids.event}/entries`)).status).toBe(401);
  });

  it('lists a form’s entries newest first with their answers under the labels sent, status and tracking', async () => {
    const list = await call('GET', `/forms/${ids.event}/entries?limit=2`, { key: editorKey });
    expect(list.status).toBe(200);
    const [newest] = dataOf(list);
    expect(newest).toMatchObject({ formId: ids.event, formName: 'Event sign-up', status: 'qualified', isSpam: false });
    expect(newest!.answers).toEqual(
      expect.arrayContaining([
        { name: 'company_size', label: 'Company size', type: 'select', value: '11-50' },
        { name: 'in_person', label: 'Attending in person', type: 'consent', value: true },
      ]),
    );
    const rest = await call('GET', `/forms/${ids.event}/entries?cursor=${list.json!.nextCursor as string}`, { key: editorKey });
    const all = [...dataOf(list), ...dataOf(rest)];
    expect(all).toHaveLength(await entriesOf(ids.event));
    expect(all.at(-1)).toMatchObject({
      answers: expect.arrayContaining([{ name: 'name', label: 'Your name', type: 'text', value: 'Ada Lovelace' }]),
      tracking: { sourcePage: 'https://events.example.com/berlin?utm_source=newsletter', utmSource: 'newsletter' },
    });
    expect(dataOf(await call('GET', `/forms/${ids.event}/entries?q=grace`, { key: editorKey })).length).toBe(2);

    // The labels stay those the visitor saw after staff rename a field.
    const [row] = await db.select().from(forms).where(eq(forms.id, ids.event));
    await db
      .update(forms)
      .set({ fields: row!.fields.map((field) => (field.name === 'name' ? { ...field, label: 'Full name' } : field)) })
      .where(eq(forms.id, ids.event));
    const again = dataOf(await call('GET', `/forms/${ids.event}/entries?limit=100`, { key: editorKey }));
    expect(again.at(-1)!.answers).toEqual(expect.arrayContaining([{ name: 'name', label: 'Your name', type: 'text', value: 'Ada Lovelace' }]));
  });

  it('a built-in form’s entries are elsewhere (404 naming where); an unknown entry is 404', async () => {
    expect(await call('GET', `/forms/${ids.contact}/entries`, { key: editorKey })).toMatchObject({
      status: 404,
      json: { detail: expect.stringContaining('/api/v1/leads?kind=contact') },
    });
    expect((await call('GET', `/forms/${ids.event}/entries/00000000-0000-4000-8000-000000000000`, { key: editorKey })).status).toBe(404);
    expect((await call('GET', `/forms/${ids.event}/entries/nope`, { key: editorKey })).status).toBe(404);
  });

  it('counts the entries in the form’s entryCount', async () => {
    expect((await call('GET', `/forms/${ids.event}`, { key: editorKey })).json).toMatchObject({ entryCount: await entriesOf(ids.event) });
  });
});

describe('the builder’s writes with a key', () => {
  const WEBINAR: FormDefinitionInput = {
    name: 'Webinar sign-up',
    slug: 'webinar-sign-up',
    fields: [
      { id: 'w1', type: 'email', name: 'email', label: 'Email', required: true },
      { id: 'w2', type: 'radio', name: 'session', label: 'Session', options: ['Morning', 'Evening'] },
    ],
    settings: { notifyEmails: ['webinars@axionlabs.dev'], submitLabel: 'Save my seat' },
  };

  it('need an editor key', async () => {
    expect((await call('POST', '/forms', { body: WEBINAR })).status).toBe(401);
    expect((await call('PATCH', `/forms/${ids.event}`, { body: { name: 'Hacked' } })).status).toBe(401);
    expect((await call('DELETE', `/forms/${ids.event}`)).status).toBe(401);
  });

  it('create a form with the builder’s rules, audited under the key’s name; visitors see it at once', async () => {
    const created = await call('POST', '/forms', { key: editorKey, body: WEBINAR });
    expect(created).toMatchObject({
      status: 201,
      json: {
        name: 'Webinar sign-up',
        slug: 'webinar-sign-up',
        isActive: true,
        builtIn: false,
        entryCount: 0,
        settings: { submitLabel: 'Save my seat', notifyEmails: ['webinars@axionlabs.dev'], leadKind: 'form' },
      },
    });
    const id = created.json!.id as string;
    expect(created.headers.get('location')).toBe(`/api/v1/forms/${id}`);
    expect((await call('GET', `/forms/${id}`)).json).toMatchObject({ name: 'Webinar sign-up', settings: { submitLabel: 'Save my seat' } });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toMatchObject({ action: 'form.create', actorKind: 'api_key', actorEmail: 'Headless site' });

    // Switched off from the start: not shown to visitors.
    const hidden = await call('POST', '/forms', { key: editorKey, body: { ...WEBINAR, slug: 'webinar-internal', isActive: false } });
    expect(hidden.json).toMatchObject({ isActive: false, closedReason: 'inactive' });
    expect((await call('GET', `/forms/${hidden.json!.id as string}`)).status).toBe(404);
  });

  it('refuse what the builder refuses, with its sentences at their paths; a used or built-in slug is 409', async () => {
    const noOptions = await call('POST', '/forms', {
      key: editorKey,
      body: { ...WEBINAR, slug: 'no-options', fields: [{ id: 'x', type: 'select', name: 'pick', label: 'Pick one' }] },
    });
    expect(noOptions).toMatchObject({ status: 400, json: { errors: [{ path: 'fields.0.options', message: 'Add at least one option.' }] } });
    const noPage = await call('POST', '/forms', { key: editorKey, body: { ...WEBINAR, slug: 'no-page', settings: { afterSubmit: 'redirect' } } });
    expect(noPage).toMatchObject({ status: 400, json: { errors: [{ path: 'settings.redirectTo', message: 'Choose the page to go to after sending.' }] } });
    expect((await call('POST', '/forms', { key: editorKey, body: { ...WEBINAR, owner: 'me' } })).status).toBe(400);
    expect(await call('POST', '/forms', { key: editorKey, body: WEBINAR })).toMatchObject({
      status: 409,
      json: { errors: [{ path: 'slug', message: 'Another form already uses this slug.' }] },
    });
    expect(await call('POST', '/forms', { key: editorKey, body: { ...WEBINAR, slug: 'contact' } })).toMatchObject({
      status: 409,
      json: { errors: [{ path: 'slug' }] },
    });
    expect((await db.select({ total: count() }).from(forms).where(eq(forms.slug, 'no-options')))[0]!.total).toBe(0);
  });

  it('change only what is sent (settings merged), with If-Match; a stale ETag is 412 and changes nothing', async () => {
    const read = await call('GET', `/forms/${ids.busy}`, { key: editorKey });
    const etag = read.headers.get('etag')!;
    const changed = await call('PATCH', `/forms/${ids.busy}`, {
      key: editorKey,
      body: { name: 'Quiz', settings: { submitLabel: 'Answer' } },
      headers: { 'if-match': etag },
    });
    expect(changed).toMatchObject({
      status: 200,
      json: {
        name: 'Quiz',
        slug: 'newsletter-quiz',
        settings: { submitLabel: 'Answer', closedMessage: 'This form is not accepting submissions at the moment.' },
      },
    });
    expect((changed.json!.fields as unknown[]).length).toBe(1);
    expect(await call('PATCH', `/forms/${ids.busy}`, { key: editorKey, body: { name: 'Stale' }, headers: { 'if-match': etag } })).toMatchObject({
      status: 412,
    });
    expect(await call('PATCH', `/forms/${ids.busy}`, { key: editorKey, body: { settings: { entryLimit: 0 } } })).toMatchObject({
      status: 400,
      json: { errors: [{ path: 'settings.entryLimit', message: 'The entry limit is at least 1.' }] },
    });
    expect(await call('PATCH', `/forms/${ids.busy}`, { key: editorKey, body: {} })).toMatchObject({ status: 400 });
    expect((await db.select({ name: forms.name }).from(forms).where(eq(forms.id, ids.busy)))[0]!.name).toBe('Quiz');

    // A built-in form takes its Active switch only.
    expect(await call('PATCH', `/forms/${ids.contact}`, { key: editorKey, body: { isActive: false } })).toMatchObject({
      status: 200,
      json: { isActive: false, builtIn: true },
    });
    expect(await call('PATCH', `/forms/${ids.contact}`, { key: editorKey, body: { isActive: true } })).toMatchObject({ status: 200, json: { isActive: true } });
    expect((await call('PATCH', `/forms/${ids.contact}`, { key: editorKey, body: { name: 'Talk to us' } })).status).toBe(409);
  });

  it('delete a form without entries; one with entries, or a built-in one, is 409', async () => {
    expect(await call('DELETE', `/forms/${ids.event}`, { key: editorKey })).toMatchObject({
      status: 409,
      json: { detail: expect.stringContaining('switch it off instead') },
    });
    expect((await call('DELETE', `/forms/${ids.contact}`, { key: editorKey })).status).toBe(409);
    const created = await call('POST', '/forms', { key: editorKey, body: { ...WEBINAR, slug: 'short-lived' } });
    const id = created.json!.id as string;
    expect((await call('DELETE', `/forms/${id}`, { key: editorKey, headers: { 'if-match': '"stale"' } })).status).toBe(412);
    expect((await call('DELETE', `/forms/${id}`, { key: editorKey, headers: { 'if-match': created.headers.get('etag')! } })).status).toBe(204);
    expect((await call('GET', `/forms/${id}`, { key: editorKey })).status).toBe(404);
  });
});

describe('the document', () => {
  it('describes every successful answer: each matches its operation’s response schema', async () => {
    const entryPath = `/forms/${ids.event}/entries`;
    const [entry] = dataOf(await call('GET', entryPath, { key: editorKey }));
    const checks: [string, string, string, string | undefined, unknown?][] = [
      ['GET', '/forms', '/forms', undefined],
      ['GET', '/forms', '/forms', editorKey],
      ['GET', '/forms/{id}', `/forms/${ids.event}`, undefined],
      ['GET', '/forms/{id}', `/forms/${ids.contact}`, editorKey],
      ['GET', '/forms/{id}', `/forms/${ids.upload}`, editorKey],
      ['GET', '/forms/{id}/entries', entryPath, editorKey],
      ['GET', '/forms/{id}/entries', `/forms/${ids.upload}/entries`, editorKey],
      ['GET', '/forms/{id}/entries/{entryId}', `${entryPath}/${entry!.id as string}`, editorKey],
      ['POST', '/forms/{id}/entries', entryPath, undefined, { answers: VALID_ANSWERS }],
    ];
    for (const [method, template, address, key, body] of checks) {
      const answer = await call(method, address, { key, body });
      expect(answer.status, `${method} ${address}`).toBeLessThan(300);
      const op = OPERATIONS.find((candidate) => candidate.method === method && candidate.path === template)!;
      const parsed = op.response!.safeParse(answer.json);
      expect(parsed.error?.issues ?? [], `${method} ${address}`).toEqual([]);
    }
  });

  it('lists the forms operations; an entry takes JSON or multipart/form-data', () => {
    const paths = (
      openApiDocument() as {
        paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> }; parameters: { name: string; in: string }[] }>>;
      }
    ).paths;
    expect(Object.keys(paths['/forms']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/forms/{id}']!).sort()).toEqual(['delete', 'get', 'patch']);
    expect(Object.keys(paths['/forms/{id}/entries']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/forms/{id}/entries']!.post!.requestBody!.content).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(paths['/forms/{id}/entries']!.post!.parameters.filter((parameter) => parameter.in === 'header').map((parameter) => parameter.name)).toEqual([
      'Idempotency-Key',
      'X-Visitor-IP',
    ]);
  });
});
