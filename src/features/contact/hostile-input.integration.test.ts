// Property-based: whatever a client posts to the contact form, the action answers with a clear
// message and stores nothing unless the inquiry is valid; a valid one, however odd, is stored as typed.
import fc from 'fast-check';
import { count, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { leads, mailOutbox } from '@/server/db/schema';
import { VISITOR_MAIL_LIMIT } from '@/server/mail/recipient-limit';
import { createTestDatabase } from '@/test/database';
import { prototypesUnpolluted, FC_PARAMS, hostileForm, toFormData } from '@/test/hostile';
import { submitInquiry } from './actions';
import { BUDGETS, CONSENT_MESSAGE, REQUIRED_FIELDS_MESSAGE, SEND_FAILED_MESSAGE } from './options';
import { inquirySchema } from './schema';
import { inquiryInput } from './receive';
import { storeInquiry } from './submit';

let db: Database;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
});

const company = { name: 'Axion Labs', email: 'hello@axionlabs.dev', phone: '', address: 'Sheridan, WY, USA' };
const leadCount = async () => (await db.select({ n: count() }).from(leads))[0]!.n;

/** Every message the form may show for a refused inquiry: each names the field or the fix. */
const CLEAR_MESSAGE = new RegExp(
  [
    REQUIRED_FIELDS_MESSAGE,
    CONSENT_MESSAGE,
    'Please enter a valid email address.',
    '^\\w[\\w ]* must be at most [\\d,]+ characters\\.$',
    '^Please choose a [\\w ]+ from the list\\.$',
  ]
    .map((m) => (m.startsWith('^') ? m : `^${m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
    .join('|'),
);

const validInquiry = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  company: 'Navy Labs',
  phone: '+1 555 0100',
  projectType: 'AI & Machine Learning',
  budget: BUDGETS[0],
  timeline: 'Flexible',
  message: 'We need a RAG assistant.',
  consent: 'on',
  sourcePage: 'http://localhost:3000/contact',
  utm_source: 'newsletter',
};
const payload = hostileForm(validInquiry, ['partnershipType', 'website', 'formToken']);

describe('the contact form under hostile input', () => {
  it('refuses an invalid inquiry with a clear message and stores nothing; stores a valid one exactly as typed', async () => {
    let refused = 0;
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(payload, async (values) => {
        const form = toFormData(values);
        const before = await leadCount();
        const result = await submitInquiry({ status: 'idle', formToken: '' }, form);
        expect(prototypesUnpolluted()).toBe(true);
        if (result.status === 'invalid') {
          refused++;
          expect(result.message).toMatch(CLEAR_MESSAGE);
          expect(await leadCount()).toBe(before);
          return;
        }
        // Valid: outside a request the action stops at the rate limit (no client address), so
        // store it the way the action does and check the database takes it as it is.
        expect(result).toMatchObject({ status: 'error', message: SEND_FAILED_MESSAGE });
        expect(await leadCount()).toBe(before);
        const inquiry = inquirySchema.parse(inquiryInput(form));
        const { leadId } = await storeInquiry(db, inquiry, { tracking: {}, idempotencyKey: crypto.randomUUID(), spamReason: null, userAgent: null, company });
        stored++;
        const [row] = await db.select().from(leads).where(eq(leads.id, leadId!));
        expect(row).toMatchObject({ name: inquiry.name, message: inquiry.message, email: inquiry.email });
      }),
      // A NUL character once passed the checks and failed the insert: always tried.
      { ...FC_PARAMS, examples: [[{ ...validInquiry, message: '\u0000' }], [{ ...validInquiry, name: 'Grace\u0000Hopper', company: '\u0000' }]] },
    );
    // Both paths were exercised, or the property proved little.
    expect(refused).toBeGreaterThan(10);
    expect(stored).toBeGreaterThan(3);
    // The team hears of every lead; each visitor's address gets its confirmation within its daily
    // limit (the generated inquiries share a few addresses).
    expect(await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toAddress, company.email))).toEqual([{ n: stored }]);
    const perVisitor = await db
      .select({ to: mailOutbox.toAddress, n: count() })
      .from(mailOutbox)
      .where(ne(mailOutbox.toAddress, company.email))
      .groupBy(mailOutbox.toAddress);
    for (const { n } of perVisitor) expect(n).toBeLessThanOrEqual(VISITOR_MAIL_LIMIT.limit);
  });
});
