// Property-based: whatever a client posts to a built form (each field's value replaced by hostile
// text, repeated, a file, or left out; extra fields such as __proto__), the answer is a clear
// message naming the field or the fix and nothing is stored, or the entry is stored with each
// answer as typed. Two forms: every field type, and conditions.
import fc from 'fast-check';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueFormToken } from '@/features/contact/form-token';
import type { Database } from '@/server/db/client';
import { forms, formSubmissions, leads } from '@/server/db/schema';
import { createTestDatabase } from '@/test/database';
import { FC_PARAMS, hostileForm, prototypesUnpolluted, toFormData, type FormValue } from '@/test/hostile';
import { answersOf } from './answers';
import { formDefinitionSchema, type FormDefinitionInput } from './definition';
import { submitEntry } from './submit';

let db: Database;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
});

const field = (type: string, name: string, label: string, extra: Record<string, unknown> = {}) =>
  ({ id: name, type, name, label, ...extra }) as FormDefinitionInput['fields'][number];

const EVERY_TYPE: FormDefinitionInput = {
  name: 'Every type',
  slug: 'every-type',
  fields: [
    field('heading', 'about_you', 'About you'),
    field('text', 'name', 'Name', { required: true, minLength: 2, maxLength: 80 }),
    field('textarea', 'notes', 'Notes', { maxLength: 500 }),
    field('email', 'email', 'Email', { required: true }),
    field('phone', 'phone', 'Phone'),
    field('number', 'seats', 'Seats', { min: 1, max: 20 }),
    field('url', 'website_url', 'Website'),
    field('date', 'day', 'Day', { minDate: '2026-01-01', maxDate: '2027-12-31' }),
    field('select', 'size', 'Company size', { options: ['1-10', '11-50'], required: true }),
    field('radio', 'track', 'Track', { options: ['AI', 'Web'] }),
    field('checkboxes', 'topics', 'Topics', { options: ['RAG', 'Agents', 'Evals'] }),
    field('consent', 'in_person', 'Attending in person'),
    field('textarea', 'dietary', 'Dietary needs', { showWhen: { field: 'in_person', equals: 'ticked' } }),
    field('radio', 'diet_kind', 'Diet', { options: ['Vegan', 'Other'], showWhen: { field: 'in_person', equals: 'ticked' } }),
    field('text', 'diet_other', 'Which diet', { required: true, showWhen: { field: 'diet_kind', equals: 'Other' } }),
    field('hidden', 'campaign', 'Campaign', { value: 'autumn' }),
    field('consent', 'consent', 'I agree.', { required: true }),
  ],
  settings: {},
};

const valid: Record<string, string> = {
  name: 'Ada Lovelace',
  notes: 'Looking forward.',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  seats: '2',
  website_url: 'https://example.com',
  day: '2026-12-03',
  size: '11-50',
  track: 'AI',
  topics: 'RAG',
  in_person: 'on',
  dietary: 'No nuts',
  diet_kind: 'Other',
  diet_other: 'Pescatarian',
  consent: 'on',
};

/** Every message a refusal may carry: each names the field (in quotes) or says what to do. */
const CLEAR_MESSAGE =
  /^(Please (fill in|choose|attach|enter|tick|check) .+|Please check the \d+ marked fields\.|".+" (must|applies|is larger) .+|Use at (most|least) [\d,]+ characters for ".+"\.|An email address has at most 254 characters\.|A (phone number|web address) has at most [\d,]+ characters\.|Each option of ".+" may be chosen once\.|This form has no field named ".*"\. Please reload the page and try again\.)$/s;

const formCount = async () => ({
  leads: (await db.select({ n: count() }).from(leads))[0]!.n,
  submissions: (await db.select({ n: count() }).from(formSubmissions))[0]!.n,
});

let ip = 0;
const request = () => ({ ip: `198.51.100.${(ip = (ip % 250) + 1)}-${Math.random()}`, userAgent: null, referer: null });

describe('a built form under hostile input', () => {
  it('refuses with a clear message and stores nothing, or stores every answer as typed', async () => {
    const definition = formDefinitionSchema.parse(EVERY_TYPE);
    const [row] = await db.insert(forms).values(definition).returning({ id: forms.id });
    const formId = row!.id;
    let refused = 0;
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(hostileForm(valid, ['campaign', 'about_you', 'website', 'formId']), async (values: Record<string, FormValue>) => {
        const data = toFormData(values);
        // The form's id and a token a person would have, unless the property replaced the id.
        if (!('formId' in values)) data.set('formId', formId);
        data.set('formToken', issueFormToken(Date.now() - 10_000));
        const before = await formCount();
        const result = await submitEntry(data, request());
        expect(prototypesUnpolluted()).toBe(true);
        if (result.status === 'invalid' || result.status === 'error') {
          refused++;
          const messages = result.status === 'invalid' ? [result.message, ...Object.values(result.fieldErrors)] : [result.message];
          for (const message of messages)
            expect(message).toMatch(result.status === 'error' && result.reason === 'gone' ? /^This form no longer exists\.$/ : CLEAR_MESSAGE);
          expect(await formCount()).toEqual(before);
          return;
        }
        expect(result.status).toBe('success');
        stored++;
        expect(await formCount()).toEqual({ leads: before.leads + 1, submissions: before.submissions + 1 });
        const [submission] = await db.select().from(formSubmissions).orderBy(formSubmissions.createdAt).limit(1).offset(before.submissions);
        const answers = answersOf(submission!.data);
        // The hidden value is the form's, whatever was posted under its name.
        expect(answers.find((answer) => answer.name === 'campaign')?.value).toBe('autumn');
        for (const answer of answers) {
          const posted = data.getAll(answer.name).filter((value): value is string => typeof value === 'string');
          if (answer.type === 'text' || answer.type === 'textarea' || answer.type === 'email')
            expect(answer.value ?? '').toBe((posted[0] ?? '').replaceAll('\u0000', '').trim());
          if (answer.type === 'checkboxes') expect(answer.value).toEqual(posted);
        }
        const [lead] = await db.select().from(leads).where(eq(leads.id, submission!.leadId!));
        expect(lead!.email).toBe((data.get('email') as string).trim());
      }),
      {
        ...FC_PARAMS,
        examples: [
          [{ ...valid, notes: '\u0000' }],
          [{ ...valid, name: 'Ada\u0000Lovelace' }],
          [{ ...valid, in_person: '', dietary: '', diet_kind: '', diet_other: '' }],
        ],
      },
    );
    // Both paths were exercised, or the property proved little.
    expect(refused).toBeGreaterThan(10);
    expect(stored).toBeGreaterThan(3);
  });
});
