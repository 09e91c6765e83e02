// The estimate email is no mail relay (decision 097): it keeps its PDF and its link (they are the
// point), but the email, the PDF and the page the link opens carry nothing the visitor typed
// beyond a plain first name, and one address gets a few such emails a day, Email Estimate's
// copies included. Every estimate is still stored and the team told of each.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { estimates, leads } from '@/server/db/schema';
import { seedDatabase } from '@/seed/seed';
import { env } from '@/server/env';
import { mailboxIdentity, VISITOR_MAIL_LIMIT } from '@/server/mail/recipient-limit';
import { processOutbox } from '@/server/mail/worker';
import { createTestDatabase } from '@/test/database';
import { attachmentsOf, plainTextOf } from '@/test/mime';
import { expectNoSenderText, SPAM_COMPANY, SPAM_MESSAGE, SPAM_NAME, SPAM_PHRASE, SPAM_URL } from '@/test/relay';
import { createPooledTestTransport, startTestSmtpServer } from '@/test/smtp';
import { emailEstimate } from './actions';
import { storeEstimate } from './estimates';
import { getEstimatorData, type EstimatorData } from './queries';
import type { EstimateChoices } from './schema';
import { estimateChoicesFor } from './test-choices';

const company = { name: 'Axion Labs', email: 'hello@axionlabs.dev', phone: '+1 (307) 555-0142', address: '30 N Gould St, Sheridan, WY 82801, USA' };
const VICTIM = 'estimate-victim@example.com';
const SPAM_PHONE = '+1 900 555 0199';

let db: Database;
let data: EstimatorData;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
  await seedDatabase(db);
  data = await getEstimatorData();
  smtp = await startTestSmtpServer();
});
afterAll(() => smtp.stop());

function spamChoices(email: string): EstimateChoices {
  return estimateChoicesFor(data, { contact: { name: SPAM_NAME, email, company: SPAM_COMPANY, phone: SPAM_PHONE, description: SPAM_MESSAGE } });
}

const pdfText = (pdf: Buffer) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'relay-pdf-')), 'estimate.pdf');
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
};

describe('estimates naming one victim', () => {
  it('5 estimates and their Email Estimate clicks give the victim the day’s few emails, each with its PDF and link and nothing else typed', async () => {
    const saved = [];
    for (let i = 0; i < 5; i++) saved.push((await storeEstimate(db, spamChoices(i % 2 ? VICTIM : 'Estimate-Victim+Q@example.com'), data, company)).row);
    // Email Estimate answers as always, whether or not the address had its emails for the day.
    for (const row of saved)
      expect(await emailEstimate(row.shareToken)).toEqual({ status: 'success', message: 'Estimate has been sent to your email address.' });
    expect(await db.$count(estimates)).toBe(5);
    expect(await db.$count(leads, eq(leads.kind, 'estimate'))).toBe(5);

    const transport = createPooledTestTransport(smtp.url);
    try {
      while ((await processOutbox(db, transport)).sent > 0);
    } finally {
      transport.close();
    }
    const toVictim = smtp.received.filter((mail) => mail.to.some((to) => mailboxIdentity(to) === VICTIM));
    expect(smtp.received.filter((mail) => mail.to.includes(company.email))).toHaveLength(5);
    expect(toVictim).toHaveLength(VISITOR_MAIL_LIMIT.limit);

    const typed = [SPAM_NAME, SPAM_COMPANY, SPAM_MESSAGE, SPAM_URL, SPAM_PHRASE, SPAM_PHONE];
    for (const mail of toVictim) {
      // Our own link to the estimate is the one link in it.
      expectNoSenderText(mail.raw, typed, [`${env().siteUrl}/estimates/`]);
      const text = plainTextOf(mail.raw);
      expect(text).toContain('Hi Victor,');
      expect(text).toMatch(new RegExp(`${env().siteUrl}/estimates/[\\w-]{24}`));
      const [pdf] = attachmentsOf(mail.raw);
      expect(pdf?.contentType).toBe('application/pdf');
      const inPdf = pdfText(pdf!.content);
      expect(inPdf).toContain('Prepared for: Victor');
      for (const text of [...typed, 'spam.example', 'Zorblax', 'Cheap Watches']) expect(inPdf).not.toContain(text);
    }
  });
});
