import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseWithSmtp, emptyTables, type TestSmtp } from '@/features/forms/test-setup';
import type { Database } from '@/server/db/client';
import { leads, mailOutbox } from '@/server/db/schema';
import { createSmtpTransport } from '@/server/mail/transport';
import { processOutbox } from '@/server/mail/worker';
import { startTestSmtpServer } from '@/test/smtp';
import { CONSENT_MESSAGE, summarizeFieldErrors } from './options';
import { inquiryFieldErrors, inquirySchema } from './schema';
import { storeInquiry, type InquiryContext } from './submit';

let db: Database;
let smtp: TestSmtp;
beforeAll(async () => ({ db, smtp } = await databaseWithSmtp()));
afterAll(() => smtp.stop());
beforeEach(() => emptyTables(db, smtp, [mailOutbox, leads]));

const company = { name: 'Axion Labs', email: 'hello@axionlabs.dev', phone: '+1 (307) 555-0142', address: '30 N Gould St, Sheridan, WY 82801, USA' };
const inquiry = inquirySchema.parse({
  name: 'Grace Hopper',
  email: 'grace@example.com',
  company: 'Navy Labs',
  projectType: 'AI & Machine Learning',
  budget: '$20,000 - $50,000',
  timeline: '3-6 months',
  message: 'We need a <b>RAG</b> assistant for our manuals.',
  consent: true,
});
const context = (extra: Partial<InquiryContext> = {}): InquiryContext => ({
  tracking: { sourcePage: 'http://localhost:3000/contact?utm_source=newsletter', utmSource: 'newsletter', referrer: 'https://www.google.com/' },
  idempotencyKey: crypto.randomUUID(),
  spamReason: null,
  userAgent: 'Mozilla/5.0',
  company,
  ...extra,
});

describe('storing an inquiry', () => {
  it('stores one lead and two emails, which reach the team and the visitor', async () => {
    const { leadId } = await storeInquiry(db, inquiry, context());
    const [lead] = await db.select().from(leads);
    expect(lead).toMatchObject({
      id: leadId,
      kind: 'contact',
      status: 'new',
      name: 'Grace Hopper',
      budget: '$20,000 - $50,000',
      utmSource: 'newsletter',
      referrer: 'https://www.google.com/',
      consent: true,
      isSpam: false,
    });
    expect(await db.select().from(mailOutbox)).toHaveLength(2);

    const transport = createSmtpTransport(smtp.url);
    await processOutbox(db, transport);
    transport.close();
    expect(smtp.received).toHaveLength(2);
    const toTeam = smtp.received.find((m) => m.to.includes('hello@axionlabs.dev'))!;
    const toVisitor = smtp.received.find((m) => m.to.includes('grace@example.com'))!;
    expect(toTeam.raw).toContain('Subject: New inquiry: Grace Hopper (Navy Labs)');
    expect(toTeam.raw).toContain('Reply-To: grace@example.com');
    expect(toTeam.raw).toContain('$20,000 - $50,000');
    // What the visitor typed is escaped in the HTML part.
    expect(toTeam.raw).toContain('&lt;b&gt;RAG&lt;/b&gt;');
    expect(toVisitor.raw).toContain('within 24 hours');
    expect(toVisitor.raw).toContain('30 N Gould St');
  });

  it('is stored while the SMTP server is down, and both emails arrive exactly once when it is back', async () => {
    const down = await startTestSmtpServer();
    const { port } = down;
    await down.stop();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
    try {
      await storeInquiry(db, inquiry, context());
      expect(await db.select().from(leads)).toHaveLength(1);
      const start = new Date();
      expect(await processOutbox(db, transport, { now: start })).toMatchObject({ sent: 0, retried: 2 });

      const up = await startTestSmtpServer(port);
      try {
        const later = new Date(start.getTime() + 60_000);
        expect(await processOutbox(db, transport, { now: later })).toMatchObject({ sent: 2 });
        expect(await processOutbox(db, transport, { now: new Date(later.getTime() + 3_600_000) })).toMatchObject({ sent: 0, retried: 0 });
        expect(up.received.map((m) => m.to[0]).sort()).toEqual(['grace@example.com', 'hello@axionlabs.dev']);
      } finally {
        await up.stop();
      }
    } finally {
      transport.close();
    }
  });

  it('stores one lead for two submissions with the same idempotency key', async () => {
    const key = crypto.randomUUID();
    expect((await storeInquiry(db, inquiry, context({ idempotencyKey: key }))).duplicate).toBe(false);
    expect((await storeInquiry(db, inquiry, context({ idempotencyKey: key }))).duplicate).toBe(true);
    expect(await db.select().from(leads)).toHaveLength(1);
    expect(await db.select().from(mailOutbox)).toHaveLength(2);
  });

  it('stores spam flagged and queues no mail', async () => {
    await storeInquiry(db, inquiry, context({ spamReason: 'honeypot field filled' }));
    const [lead] = await db.select().from(leads);
    expect(lead).toMatchObject({ isSpam: true, spamReason: 'honeypot field filled' });
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.leadId, lead!.id))).toHaveLength(0);
  });
});

describe('the inquiry rules', () => {
  const valid = { name: 'A', email: 'a@example.com', message: 'Hi', consent: true };
  const firstError = (input: object) => inquirySchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message;

  it('asks for name, email and message beside each field, and for consent', () => {
    expect(firstError({ name: '  ' })).toBe('Please enter your name.');
    expect(firstError({ email: '' })).toBe('Please enter your email address.');
    expect(firstError({ message: '' })).toBe('Please tell us about your project.');
    expect(firstError({ consent: false })).toBe('Please agree to the privacy policy so that we can reply to you.');
  });

  it('gives each field its own error, and the toast the spec text naming the labels on screen', () => {
    const result = inquirySchema.safeParse({ name: ' ', email: 'not-an-email', message: '', consent: false });
    const errors = inquiryFieldErrors(result.error!);
    expect(errors).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid email address.',
      message: 'Please tell us about your project.',
      consent: 'Please agree to the privacy policy so that we can reply to you.',
    });
    expect(summarizeFieldErrors(errors)).toBe('Please fill in all required fields (Full Name, Email Address, Project Details).');
    expect(summarizeFieldErrors({ email: 'Please enter a valid email address.', consent: CONSENT_MESSAGE })).toBe('Please enter a valid email address.');
    expect(summarizeFieldErrors({ consent: CONSENT_MESSAGE })).toBe(CONSENT_MESSAGE);
  });

  it('enforces the limits and the option lists', () => {
    expect(firstError({ name: 'x'.repeat(201) })).toBe('Full Name must be at most 200 characters.');
    expect(firstError({ email: `${'a'.repeat(250)}@x.io` })).toBe('Email Address must be at most 254 characters.');
    expect(firstError({ email: 'not-an-email' })).toBe('Please enter a valid email address.');
    expect(firstError({ message: 'x'.repeat(5001) })).toBe('Project Details must be at most 5,000 characters.');
    expect(firstError({ budget: 'A million' })).toBe('Please choose a budget from the list.');
    expect(inquirySchema.parse({ ...valid, budget: '', timeline: 'Flexible' })).toMatchObject({ budget: undefined, timeline: 'Flexible' });
  });
});
