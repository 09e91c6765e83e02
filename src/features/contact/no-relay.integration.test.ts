// The contact form is no mail relay (decision 097): 50 submissions from 50 addresses, each naming
// one victim's mailbox (spelled several ways) and carrying a link and a phrase in the name,
// company and message, through the form's whole path (per-address limit, spam traps, store, the
// outbox worker, a real SMTP server). The victim gets the day's few confirmations, with nothing
// the sender typed in them; every lead is stored and the team hears of each one.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearCache } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { leads, siteSettings } from '@/server/db/schema';
import { mailboxIdentity, VISITOR_MAIL_LIMIT } from '@/server/mail/recipient-limit';
import { processOutbox } from '@/server/mail/worker';
import { createTestDatabase } from '@/test/database';
import { plainTextOf } from '@/test/mime';
import { expectNoSenderText, SPAM_COMPANY, SPAM_MESSAGE, SPAM_NAME, SPAM_PHRASE, SPAM_URL } from '@/test/relay';
import { createPooledTestTransport, startTestSmtpServer } from '@/test/smtp';
import { issueFormToken } from './form-token';
import { receiveInquiry } from './receive';

const TEAM = 'hello@axionlabs.dev';
const VICTIM = ['victim@example.com', 'Victim@Example.com', 'victim+offer@example.com', 'VICTIM+1@EXAMPLE.COM'];
const SPAM_PHONE = '+1 900 555 0199';

let db: Database;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
  await db.insert(siteSettings).values([
    { key: 'company_name', value: 'Axion Labs' },
    { key: 'contact_email', value: TEAM },
    { key: 'contact_phone', value: '+1 (307) 555-0142' },
  ]);
  clearCache();
  smtp = await startTestSmtpServer();
});
afterAll(() => smtp.stop());

/** The form as a browser posts it, its token served 5 s before (a person's pace). */
function spamForm(victim: string): FormData {
  const form = new FormData();
  form.append('formToken', issueFormToken(Date.now() - 5_000));
  form.append('name', SPAM_NAME);
  form.append('email', victim);
  form.append('company', SPAM_COMPANY);
  form.append('phone', SPAM_PHONE);
  form.append('message', SPAM_MESSAGE);
  form.append('consent', 'on');
  form.append('website', '');
  return form;
}

describe('50 contact submissions naming one victim', () => {
  it('the victim gets at most the day’s few confirmations, none with what the sender typed; all 50 leads are stored and the team hears of each', async () => {
    for (let i = 0; i < 50; i++) {
      const answer = await receiveInquiry(spamForm(VICTIM[i % VICTIM.length]!), async () => ({
        ip: `198.51.100.${i + 1}`,
        userAgent: 'Mozilla/5.0',
        referer: 'http://localhost:3000/contact',
        visit: null,
      }));
      // Every sender sees the same success: nothing tells a prober the victim's limit was reached.
      expect(answer.status, `submission ${i}`).toBe('success');
    }
    expect((await db.select({ n: count() }).from(leads).where(eq(leads.kind, 'contact')))[0]!.n).toBe(50);
    expect(await db.$count(leads, eq(leads.isSpam, true))).toBe(0);

    const transport = createPooledTestTransport(smtp.url);
    try {
      while ((await processOutbox(db, transport)).sent > 0);
    } finally {
      transport.close();
    }
    const toTeam = smtp.received.filter((mail) => mail.to.includes(TEAM));
    const toVictim = smtp.received.filter((mail) => mail.to.some((to) => mailboxIdentity(to) === 'victim@example.com'));
    expect(toTeam).toHaveLength(50);
    expect(toVictim).toHaveLength(VISITOR_MAIL_LIMIT.limit);
    expect(smtp.received).toHaveLength(50 + VISITOR_MAIL_LIMIT.limit);

    for (const mail of toVictim) {
      expectNoSenderText(mail.raw, [SPAM_NAME, SPAM_COMPANY, SPAM_MESSAGE, SPAM_URL, SPAM_PHRASE, SPAM_PHONE]);
      const text = plainTextOf(mail.raw);
      // A plain first name at most, what happens next, and how to reach us (our own settings).
      expect(text).toContain('Hi Victor,');
      expect(text).toContain('within 24 hours');
      expect(text).toContain('+1 (307) 555-0142');
      expect(mail.raw).toMatch(/^Reply-To: hello@axionlabs\.dev$/m);
    }
    // The team's notice keeps everything, as before.
    const notice = plainTextOf(toTeam[0]!.raw);
    for (const typed of [SPAM_URL, SPAM_PHRASE, SPAM_PHONE]) expect(notice).toContain(typed);
  });
});
