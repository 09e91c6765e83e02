// Entries of a built form through the same function the site's form posts to: stored as a lead
// with every answer and its emails, and every forged post refused with a clear message and
// nothing stored. Real PGlite, a real SMTP server, files in the real local storage.
import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as postEntry } from '@/app/api/forms/entries/route';
import { issueFormToken } from '@/features/contact/form-token';
import { getLeadDetail } from '@/features/leads/admin-queries';
import { inboxCsvStream } from '@/features/leads/export';
import { parseInboxParams } from '@/features/leads/list-params';
import { listInbox } from '@/features/leads/admin-queries';
import type { Database } from '@/server/db/client';
import { forms, formSubmissions, leads, mailOutbox, mediaFiles, rateLimits } from '@/server/db/schema';
import { createSmtpTransport } from '@/server/mail/transport';
import { processOutbox } from '@/server/mail/worker';
import { samplePdf } from '@/test/documents';
import { objectStreamBombPdf, zipBombDocx } from '@/test/hostile-files';
import { formDefinitionSchema, type FormDefinitionInput } from './definition';
import { submitEntry } from './submit';
import { databaseWithSmtp, emptyTables, type TestSmtp } from './test-setup';

let db: Database;
let smtp: TestSmtp;
beforeAll(async () => ({ db, smtp } = await databaseWithSmtp()));
afterAll(() => smtp.stop());
beforeEach(() => emptyTables(db, smtp, [mailOutbox, formSubmissions, leads, forms, rateLimits]));

const field = (type: string, name: string, label: string, extra: Record<string, unknown> = {}) =>
  ({ id: name, type, name, label, ...extra }) as FormDefinitionInput['fields'][number];

const EVENT_SIGN_UP: FormDefinitionInput = {
  name: 'Event sign-up',
  slug: 'event-sign-up',
  description: 'The autumn summit.',
  fields: [
    field('text', 'name', 'Your name', { required: true }),
    field('email', 'email', 'Work email', { required: true }),
    field('select', 'company_size', 'Company size', { options: ['1-10', '11-50', '51-200', '200+'], required: true }),
    field('consent', 'in_person', 'Attending in person'),
    field('textarea', 'dietary', 'Dietary needs', { showWhen: { field: 'in_person', equals: 'ticked' } }),
    field('hidden', 'campaign', 'Campaign', { value: 'autumn-summit' }),
    field('consent', 'consent', 'I agree to be contacted about this event.', { required: true }),
  ],
  settings: { notifyEmails: ['events@axionlabs.dev'], confirmation: { enabled: true, subject: 'See you at the summit', body: 'Thank you for signing up.' } },
};

async function createForm(definition: FormDefinitionInput = EVENT_SIGN_UP, isActive = true) {
  const parsed = formDefinitionSchema.parse(definition);
  const [row] = await db
    .insert(forms)
    .values({ ...parsed, isActive })
    .returning({ id: forms.id });
  return row!.id;
}

let ipCounter = 0;
/** Each post from its own address, so the rate limit is not what a test meets. */
const request = () => ({ ip: `203.0.113.${++ipCounter}`, userAgent: 'Mozilla/5.0', referer: 'http://localhost:3000/summit?utm_source=newsletter' });

function post(formId: string, values: Record<string, string | string[] | Blob>) {
  const data = new FormData();
  data.set('formId', formId);
  data.set('formToken', issueFormToken(Date.now() - 10_000));
  for (const [name, value] of Object.entries(values)) for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  return data;
}

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', company_size: '11-50', in_person: 'on', dietary: 'Vegetarian', consent: 'on' };
const storedCount = async () => ({
  leads: (await db.select({ n: count() }).from(leads))[0]!.n,
  submissions: (await db.select({ n: count() }).from(formSubmissions))[0]!.n,
  mails: (await db.select({ n: count() }).from(mailOutbox))[0]!.n,
});

describe('an entry of a built form', () => {
  it('is a lead with every answer under its label, the hidden value, and emails to the team and the visitor', async () => {
    const formId = await createForm();
    const result = await submitEntry(post(formId, valid), request());
    expect(result).toMatchObject({ status: 'success' });

    const [lead] = await db.select().from(leads);
    expect(lead).toMatchObject({
      kind: 'form',
      status: 'new',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      projectType: 'Event sign-up',
      consent: true,
      isSpam: false,
      utmSource: 'newsletter',
    });
    const detail = await getLeadDetail(db, lead!.id);
    expect(detail!.entry).toMatchObject({ formId, formName: 'Event sign-up' });
    expect(detail!.entry!.answers.map((answer) => [answer.label, answer.value])).toEqual([
      ['Your name', 'Ada Lovelace'],
      ['Work email', 'ada@example.com'],
      ['Company size', '11-50'],
      ['Attending in person', true],
      ['Dietary needs', 'Vegetarian'],
      ['Campaign', 'autumn-summit'],
      ['I agree to be contacted about this event.', true],
    ]);

    const transport = createSmtpTransport(smtp.url);
    await processOutbox(db, transport);
    transport.close();
    const toTeam = smtp.received.find((mail) => mail.to.includes('events@axionlabs.dev'));
    const toVisitor = smtp.received.find((mail) => mail.to.includes('ada@example.com'));
    expect(toTeam?.raw).toContain('Subject: New entry: Event sign-up - Ada Lovelace (ada@example.com)');
    expect(toTeam?.raw).toContain('Reply-To: ada@example.com');
    expect(toTeam?.raw).toContain('Vegetarian');
    expect(toTeam?.raw).toContain('autumn-summit');
    expect(toVisitor?.raw).toContain('Subject: See you at the summit');
    // The visitor's copy leaves out the form's hidden campaign tag.
    expect(toVisitor?.raw).not.toContain('autumn-summit');
  });

  it('leaves out a field hidden by its condition, and a required field shown only on a condition is required only then', async () => {
    const formId = await createForm();
    const online = { name: valid.name, email: valid.email, company_size: valid.company_size, consent: valid.consent };
    expect(await submitEntry(post(formId, online), request())).toMatchObject({ status: 'success' });
    const [submission] = await db.select().from(formSubmissions);
    expect((submission!.data.answers as { name: string }[]).map((answer) => answer.name)).not.toContain('dietary');
  });

  it('a form that goes to a page after sending answers with that page', async () => {
    const formId = await createForm({ ...EVENT_SIGN_UP, slug: 'to-thanks', settings: { afterSubmit: 'redirect', redirectTo: '/thank-you' } });
    expect(await submitEntry(post(formId, valid), request())).toMatchObject({ status: 'success', redirectTo: '/thank-you' });
    const messageForm = await createForm({ ...EVENT_SIGN_UP, slug: 'with-message' });
    expect(await submitEntry(post(messageForm, valid), request())).toMatchObject({ status: 'success', redirectTo: undefined });
  });

  it('a filter by form lists only its entries', async () => {
    const formId = await createForm();
    const other = await createForm({ ...EVENT_SIGN_UP, name: 'Webinar', slug: 'webinar' });
    await submitEntry(post(formId, valid), request());
    await submitEntry(post(other, { ...valid, name: 'Grace Hopper' }), request());
    const page = await listInbox(db, parseInboxParams({ form: other }));
    expect(page.rows.map((row) => row.name)).toEqual(['Grace Hopper']);
  });
});

describe('forged and refused posts store nothing', () => {
  const refusals: [string, (formId: string) => FormData, RegExp, string | null][] = [
    ['an unknown field', (id) => post(id, { ...valid, is_admin: 'yes' }), /^This form has no field named "is_admin"/, null],
    [
      'a value outside the select options',
      (id) => post(id, { ...valid, company_size: '5000+' }),
      /^Please choose "Company size" from its options\.$/,
      'company_size',
    ],
    [
      'a conditional field filled while hidden',
      (id) => post(id, { ...valid, in_person: '' }),
      /^"Dietary needs" applies only when "Attending in person" is ticked: leave it empty\.$/,
      'dietary',
    ],
    ['a required field left empty', (id) => post(id, { ...valid, name: '   ' }), /^Please fill in "Your name"\.$/, 'name'],
    ['consent not given', (id) => post(id, { ...valid, consent: '' }), /^Please tick this box to continue\.$/, 'consent'],
    [
      'two values for a one-value field',
      (id) => post(id, { ...valid, company_size: ['1-10', '200+'] }),
      /^Please choose one option for "Company size"\.$/,
      'company_size',
    ],
  ];
  for (const [what, make, message, fieldName] of refusals) {
    it(`refuses ${what}`, async () => {
      const formId = await createForm();
      const result = await submitEntry(make(formId), request());
      expect(result.status === 'invalid' || result.status === 'error').toBe(true);
      if (result.status !== 'invalid' && result.status !== 'error') return;
      if (fieldName) expect(result.status === 'invalid' && result.fieldErrors[fieldName]).toMatch(message);
      else expect(result.message).toMatch(message);
      expect(await storedCount()).toEqual({ leads: 0, submissions: 0, mails: 0 });
    });
  }

  it('refuses a file whose bytes are not the type it claims, and keeps no copy of it', async () => {
    const formId = await createForm({
      ...EVENT_SIGN_UP,
      slug: 'speakers',
      fields: [field('email', 'email', 'Email', { required: true }), field('file', 'slides', 'Your slides', { required: true, fileTypes: ['pdf'] })],
      settings: {},
    });
    const filesBefore = await db.select({ n: count() }).from(mediaFiles);
    const fake = new File([Buffer.from('MZ\x90\x00 this is an executable')], 'slides.pdf', { type: 'application/pdf' });
    const result = await submitEntry(post(formId, { email: 'ada@example.com', slides: fake }), request());
    expect(result).toMatchObject({ status: 'invalid', fieldErrors: { slides: '"Your slides" must be a PDF file; this one is not, whatever its name says.' } });
    expect(await storedCount()).toEqual({ leads: 0, submissions: 0, mails: 0 });
    expect(await db.select({ n: count() }).from(mediaFiles)).toEqual(filesBefore);
    const formsDir = path.join(process.env.DATA_DIR!, 'media', 'private', 'forms');
    const kept = () => (fs.existsSync(formsDir) ? fs.readdirSync(formsDir) : []);
    expect(kept()).toEqual([]);

    // A real PDF is kept privately and linked from the answer.
    const pdf = new File([new Uint8Array(await samplePdf())], 'my talk.pdf', { type: 'application/pdf' });
    expect(await submitEntry(post(formId, { email: 'ada@example.com', slides: pdf }), request())).toMatchObject({ status: 'success' });
    const [submission] = await db.select().from(formSubmissions);
    const answer = (submission!.data.answers as { name: string; file?: { id: string; filename: string } }[]).find((one) => one.name === 'slides');
    expect(answer?.file?.filename).toBe('my talk.pdf');
    const [media] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, answer!.file!.id));
    expect(media).toMatchObject({ isPrivate: true, mimeType: 'application/pdf' });
    // The one file kept is the real PDF's: the refused one left nothing behind.
    expect(kept()).toEqual([media!.filePath.split('/').pop()]);
  });

  it(
    'refuses, through the route the page posts to, a file made to cost the server: 400, the sentence beside the field, the answers given back',
    { timeout: 60_000 },
    async () => {
      const formId = await createForm({
        ...EVENT_SIGN_UP,
        slug: 'call-for-papers',
        fields: [
          field('email', 'email', 'Email', { required: true }),
          field('textarea', 'abstract', 'Abstract'),
          field('file', 'paper', 'Your paper', { required: true, fileTypes: ['pdf', 'docx'] }),
        ],
        settings: {},
      });
      const filesBefore = await db.select({ n: count() }).from(mediaFiles);
      const files: [Buffer, string][] = [
        [await zipBombDocx(), 'paper.docx'],
        [await objectStreamBombPdf(100), 'paper.pdf'],
      ];
      for (const [bytes, name] of files) {
        const body = post(formId, {
          email: 'ada@example.com',
          abstract: 'Engines that weave algebraic patterns.',
          paper: new File([new Uint8Array(bytes)], name),
        });
        const start = performance.now();
        const response = await postEntry(
          new Request('http://localhost:3000/api/forms/entries', { method: 'POST', body, headers: { 'x-client-ip': `203.0.113.${++ipCounter}` } }),
        );
        // Measured 0.1 to 0.4 s on a busy 2-core machine.
        expect(performance.now() - start).toBeLessThan(5000);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          status: 'invalid',
          fieldErrors: { paper: '"Your paper" is too large or complex for us to open once unpacked; please attach a simpler copy.' },
          // What the visitor typed comes back to the form, to send again with another file.
          values: { email: 'ada@example.com', abstract: 'Engines that weave algebraic patterns.' },
        });
      }
      expect(await storedCount()).toEqual({ leads: 0, submissions: 0, mails: 0 });
      expect(await db.select({ n: count() }).from(mediaFiles)).toEqual(filesBefore);
    },
  );

  it('refuses an entry to a switched-off form, one past its closing time, and one over its entry limit', async () => {
    const off = await createForm({ ...EVENT_SIGN_UP, slug: 'off', settings: { closedMessage: 'Sign-up has closed.' } }, false);
    expect(await submitEntry(post(off, valid), request())).toMatchObject({ status: 'error', message: 'Sign-up has closed.', reason: 'closed' });

    const past = await createForm({ ...EVENT_SIGN_UP, slug: 'past', settings: { closesAt: '2026-01-01T00:00:00+00:00' } });
    expect(await submitEntry(post(past, valid), request())).toMatchObject({
      status: 'error',
      message: 'This form is not accepting submissions at the moment.',
      reason: 'closed',
    });
    expect(await storedCount()).toEqual({ leads: 0, submissions: 0, mails: 0 });

    const limited = await createForm({ ...EVENT_SIGN_UP, slug: 'limited', settings: { entryLimit: 1, closedMessage: 'All seats are taken.' } });
    const first = post(limited, valid);
    expect(await submitEntry(first, request())).toMatchObject({ status: 'success' });
    // The same post again (a double click): the entry it took the last place with, not "full".
    expect(await submitEntry(first, request())).toMatchObject({ status: 'success' });
    expect(await submitEntry(post(limited, { ...valid, name: 'Grace Hopper' }), request())).toMatchObject({
      status: 'error',
      message: 'All seats are taken.',
      reason: 'closed',
    });
    expect((await storedCount()).leads).toBe(1);
  });

  it('two visitors racing for the last place: one is stored', async () => {
    const limited = await createForm({ ...EVENT_SIGN_UP, slug: 'race', settings: { entryLimit: 1 } });
    const results = await Promise.all([
      submitEntry(post(limited, valid), request()),
      submitEntry(post(limited, { ...valid, name: 'Grace Hopper' }), request()),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['error', 'success']);
    expect((await storedCount()).leads).toBe(1);
  });

  it('stores a post that fails the spam traps as spam, answered like a success, with no email', async () => {
    const formId = await createForm();
    const data = post(formId, { ...valid, website: 'https://spam.example' });
    expect(await submitEntry(data, request())).toMatchObject({ status: 'success' });
    const [lead] = await db.select().from(leads);
    expect(lead).toMatchObject({ isSpam: true, spamReason: 'honeypot field filled' });
    expect((await storedCount()).mails).toBe(0);
  });
});

describe('an entry keeps the labels it was sent with', () => {
  it('after the form is relabelled, the entry and its CSV row show the old labels; a new entry the new ones', async () => {
    const formId = await createForm();
    await submitEntry(post(formId, valid), request());
    const relabelled = formDefinitionSchema.parse({
      ...EVENT_SIGN_UP,
      fields: EVENT_SIGN_UP.fields.map((one) => (one.name === 'company_size' ? { ...one, label: 'Team size' } : one)),
    });
    await db.update(forms).set({ fields: relabelled.fields }).where(eq(forms.id, formId));
    await submitEntry(post(formId, { ...valid, name: 'Grace Hopper', company_size: '200+' }), request());

    const [ada] = await db.select().from(leads).where(eq(leads.name, 'Ada Lovelace'));
    const detail = await getLeadDetail(db, ada!.id);
    expect(detail!.entry!.answers.find((answer) => answer.name === 'company_size')).toMatchObject({ label: 'Company size', value: '11-50' });

    const csv = await new Response(inboxCsvStream(db, parseInboxParams({ form: formId }))).text();
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const columns = header!.split(',');
    expect(columns).toEqual(expect.arrayContaining(['Form', 'Your name', 'Work email', 'Company size', 'Team size', 'Dietary needs', 'Campaign']));
    const cell = (row: string, column: string) => row.split(',')[columns.indexOf(column)];
    const adaRow = rows.find((row) => row.includes('Ada Lovelace'))!;
    const graceRow = rows.find((row) => row.includes('Grace Hopper'))!;
    expect([cell(adaRow, 'Company size'), cell(adaRow, 'Team size')]).toEqual(['11-50', '']);
    expect([cell(graceRow, 'Company size'), cell(graceRow, 'Team size')]).toEqual(['', '200+']);
    expect(cell(adaRow, 'Form')).toBe('Event sign-up');
  });
});
