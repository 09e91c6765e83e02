// A built form's confirmation is no mail relay (decision 097), whether the form is posted from a
// page of ours or through the content API: the visitor's address gets staff's own text and
// nothing the sender typed, a few times a day at most; every entry is stored and the team told.
// Through the API without a key, the site's spam checks apply as far as a headless page can meet
// them: the honeypot, and the form token the API's read hands out (checked when sent; without one,
// no email to the typed address).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFormToken } from '@/features/contact/form-token';
import { createApiKey } from '@/features/api-keys/keys';
import type { Database } from '@/server/db/client';
import { forms, leads, mailOutbox, type FormField } from '@/server/db/schema';
import { mailboxIdentity, VISITOR_MAIL_LIMIT } from '@/server/mail/recipient-limit';
import { processOutbox } from '@/server/mail/worker';
import { callApi } from '@/test/api-client';
import { createTestDatabase } from '@/test/database';
import { plainTextOf } from '@/test/mime';
import { expectNoSenderText, SPAM_COMPANY, SPAM_MESSAGE, SPAM_NAME, SPAM_PHRASE, SPAM_URL } from '@/test/relay';
import { createPooledTestTransport, startTestSmtpServer } from '@/test/smtp';
import { formDefinitionSchema } from './definition';
import { submitEntry } from './submit';

const TEAM = 'events@axionlabs.dev';
const STAFF_TEXT = 'Thanks for signing up. The agenda follows a week before the event.';

let db: Database;
let formId: string;
let editorKey: string;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  const form = formDefinitionSchema.parse({
    name: 'Event sign-up',
    slug: 'event-sign-up',
    fields: [
      { id: 'f1', type: 'text', name: 'name', label: 'Your name', required: true },
      { id: 'f2', type: 'email', name: 'email', label: 'Email', required: true },
      { id: 'f3', type: 'text', name: 'company', label: 'Company' },
      { id: 'f4', type: 'textarea', name: 'message', label: 'Anything else?' },
    ],
    settings: { notifyEmails: [TEAM], confirmation: { enabled: true, subject: 'See you there', body: STAFF_TEXT } },
  });
  formId = (
    await db
      .insert(forms)
      .values({ name: form.name, slug: form.slug, description: '', fields: form.fields as unknown as FormField[], settings: form.settings, isActive: true })
      .returning({ id: forms.id })
  )[0]!.id;
  editorKey = (await createApiKey(db, { id: null, name: 'Command line' }, { name: 'Headless site', role: 'editor' })).key;
  smtp = await startTestSmtpServer();
});
afterAll(() => smtp.stop());

const spamAnswers = (email: string) => ({ name: SPAM_NAME, email, company: SPAM_COMPANY, message: SPAM_MESSAGE });

/** Sends what the outbox holds to the test SMTP server; the messages to `address`'s mailbox and to the team. */
async function deliver(address: string) {
  const transport = createPooledTestTransport(smtp.url);
  try {
    while ((await processOutbox(db, transport)).sent > 0);
  } finally {
    transport.close();
  }
  return {
    toVisitor: smtp.received.filter((mail) => mail.to.some((to) => mailboxIdentity(to) === mailboxIdentity(address))),
    toTeam: smtp.received.filter((mail) => mail.to.includes(TEAM) && mail.raw.includes(address)),
  };
}

function expectCleanConfirmation(raw: string) {
  expectNoSenderText(raw, [SPAM_NAME, SPAM_COMPANY, SPAM_MESSAGE, SPAM_URL, SPAM_PHRASE]);
  const text = plainTextOf(raw);
  expect(text).toContain(STAFF_TEXT);
  expect(text).toContain('Reply to this email');
  expect(raw).toMatch(/^Subject: See you there$/m);
}

const leadsTo = (email: string) => db.select().from(leads).where(eq(leads.email, email));

describe('a built form posted from our page', () => {
  it('10 entries from 10 addresses naming one victim: the victim gets the day’s few confirmations, staff’s text only; all stored, the team told of each', async () => {
    const victim = 'page-victim@example.com';
    for (let i = 0; i < 10; i++) {
      const post = new FormData();
      post.append('formId', formId);
      post.append('formToken', issueFormToken(Date.now() - 5_000));
      for (const [name, value] of Object.entries(spamAnswers(i % 2 ? victim : 'Page-Victim+x@Example.com'))) post.append(name, value);
      const answer = await submitEntry(post, { ip: `198.51.100.${i + 1}`, userAgent: 'Mozilla/5.0', referer: 'http://localhost:3000/event' });
      expect(answer.status, `entry ${i}`).toBe('success');
    }
    expect((await leadsTo(victim)).length + (await leadsTo('Page-Victim+x@Example.com')).length).toBe(10);
    const { toVisitor, toTeam } = await deliver(victim);
    expect(toTeam).toHaveLength(5);
    expect(smtp.received.filter((mail) => mail.to.includes(TEAM))).toHaveLength(10);
    expect(toVisitor).toHaveLength(VISITOR_MAIL_LIMIT.limit);
    for (const mail of toVisitor) expectCleanConfirmation(mail.raw);
    // The team's notice keeps every answer.
    expect(plainTextOf(toTeam[0]!.raw)).toContain(SPAM_URL);
  });
});

describe('a built form through the content API', () => {
  const post = (body: unknown, key?: string) => callApi('POST', `/forms/${formId}/entries`, { body, key });
  const readToken = async () => (await callApi('GET', `/forms/${formId}`)).json!.formToken as string;

  it('with the token of its read: the site’s rules, 6 entries from 6 addresses give the victim its few clean confirmations', async () => {
    const victim = 'api-victim@example.com';
    const tokens = await Promise.all(Array.from({ length: 6 }, readToken));
    expect(new Set(tokens).size).toBe(6);
    // A person takes more than the 2 s the time trap asks for.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    for (const formToken of tokens) expect((await post({ answers: spamAnswers(victim), formToken, website: '' })).status).toBe(201);
    expect(await leadsTo(victim)).toHaveLength(6);
    expect((await leadsTo(victim)).every((lead) => !lead.isSpam)).toBe(true);
    const { toVisitor, toTeam } = await deliver(victim);
    expect(toTeam).toHaveLength(6);
    expect(toVisitor).toHaveLength(VISITOR_MAIL_LIMIT.limit);
    for (const mail of toVisitor) expectCleanConfirmation(mail.raw);
  });

  it('without a token: stored and the team told, but the typed address is sent nothing; with a key it is', async () => {
    expect((await post({ answers: spamAnswers('no-token@example.com') })).status).toBe(201);
    expect(await post({ answers: spamAnswers('keyed@example.com') }, editorKey)).toMatchObject({ status: 201 });
    const anonymous = await deliver('no-token@example.com');
    expect(await leadsTo('no-token@example.com')).toMatchObject([{ isSpam: false }]);
    expect(anonymous.toTeam).toHaveLength(1);
    expect(anonymous.toVisitor).toHaveLength(0);
    const keyed = await deliver('keyed@example.com');
    expect(keyed.toVisitor).toHaveLength(1);
    expectCleanConfirmation(keyed.toVisitor[0]!.raw);
  });

  it('a made-up token, one sent back at once, or a filled honeypot: answered like any entry, stored as spam, no email at all', async () => {
    const cases = [
      { email: 'forged@example.com', extra: { formToken: 'inquiry:1:made-up.signature' }, reason: 'invalid form token' },
      { email: 'hasty@example.com', extra: { formToken: await readToken() }, reason: 'submitted too fast' },
      { email: 'trapped@example.com', extra: { website: 'https://spam.example' }, reason: 'honeypot field filled' },
    ];
    for (const { email, extra, reason } of cases) {
      expect((await post({ answers: spamAnswers(email), ...extra })).status, email).toBe(201);
      expect(await leadsTo(email)).toMatchObject([{ isSpam: true, spamReason: reason }]);
      const [lead] = await leadsTo(email);
      expect(await db.$count(mailOutbox, and(eq(mailOutbox.leadId, lead!.id), eq(mailOutbox.channel, 'email')))).toBe(0);
    }
  });
});
