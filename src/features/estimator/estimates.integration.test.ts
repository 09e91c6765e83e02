import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { estimates, leads, mailOutbox, rateLimits } from '@/server/db/schema';
import { seedDatabase } from '@/seed/seed';
import { createSmtpTransport } from '@/server/mail/transport';
import { processOutbox } from '@/server/mail/worker';
import { createTestDatabase } from '@/test/database';
import { attachmentsOf, plainTextOf } from '@/test/mime';
import { startTestSmtpServer } from '@/test/smtp';
import { emailEstimate } from './actions';
import { EstimateRejected, storeEstimate, toEstimateView } from './estimates';
import { renderEstimatePdf } from './pdf';
import { getEstimatorData, type EstimatorData } from './queries';
import { estimateChoicesSchema, type EstimateChoices } from './schema';

let db: Database;
let data: EstimatorData;
const company = { name: 'Axion Labs', email: 'hello@axionlabs.dev', phone: '+1 (307) 555-0142', address: '30 N Gould St, Ste R, Sheridan, WY 82801, USA' };

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  await seedDatabase(db);
  data = await getEstimatorData();
});
beforeEach(async () => {
  await db.delete(mailOutbox);
  await db.delete(leads);
  await db.delete(estimates);
  await db.delete(rateLimits);
});

function choices(extra: Partial<EstimateChoices> = {}): EstimateChoices {
  const [first, second] = data.features;
  return {
    requestId: crypto.randomUUID(),
    projectTypeId: data.projectTypes[0]!.id,
    features: [
      { id: first!.id, complexity: 2 },
      { id: second!.id, complexity: 3 },
    ],
    complexity: { scale: 0.6, complexity: 0.5, platforms: 0.25, performance: 0.3 },
    designLevel: 'premium',
    delivery: { timeline: 'asap', support: 'standard', phases: 0.5 },
    contact: { name: 'Grace Hopper', email: 'grace@example.com', company: 'Navy Labs' },
    ...extra,
  };
}

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const pattern = (text: string) => text.replace(/[$()+.]/g, '\\$&');

/**
 * The breakdown worked out here, independently of pricing.ts, from the seed data: hours per
 * feature split evenly across its roles, x (1 + scale x 0.5), rounded to whole hours per role;
 * hours x rate per role; the premium design level adds 80% of their sum, rounded to the dollar.
 * The seeded settings apply no rush fee and add no QA or PM share.
 */
function expectedBreakdown(input: EstimateChoices) {
  const raw = new Map<string, number>();
  for (const choice of input.features) {
    const feature = data.features.find((f) => f.id === choice.id)!;
    const each = (feature.baseHours * feature.complexityMultiplier * choice.complexity) / feature.rolesRequired.length;
    for (const role of feature.rolesRequired) raw.set(role, (raw.get(role) ?? 0) + each);
  }
  const rows = [...raw].map(([role, hours]) => {
    const rounded = Math.round(hours * (1 + input.complexity.scale * 0.5));
    const rate = data.rates.find((r) => r.role === role)!.hourlyRate;
    return { role, hours: rounded, rate, cost: rounded * rate };
  });
  const subtotal = rows.reduce((sum, row) => sum + row.cost, 0);
  const design = Math.round(subtotal * 0.8);
  return { rows, subtotal, design, total: subtotal + design };
}

describe('generating an estimate', () => {
  it('saves the estimate and its lead, and queues the visitor’s email with the PDF and the team’s notification in the same transaction', async () => {
    const input = choices();
    const expected = expectedBreakdown(input);
    const { row } = await storeEstimate(db, input, data, company, new Date('2026-11-22T10:00:00Z'));
    expect(row.totalCost).toBe(expected.total);
    expect(row).toMatchObject({
      currency: 'USD',
      designLevel: 'premium',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      company: 'Navy Labs',
      projectType: data.projectTypes[0]!.name,
    });
    expect(row.expiresAt.toISOString()).toBe('2026-12-22T10:00:00.000Z');
    expect(row.exclusions).toHaveLength(4);
    expect(Object.keys(row.selectedFeatures).sort()).toEqual(input.features.map((f) => f.id).sort());
    expect(row.shareToken).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const view = toEstimateView(row, new Date('2026-11-23T00:00:00Z'));
    expect(view.roles.map((r) => [r.role, r.hours, r.hourlyRate, r.subtotal]).sort()).toEqual(
      expected.rows.map((r) => [r.role, r.hours, r.rate, r.cost]).sort(),
    );
    expect(view).toMatchObject({
      subtotal: expected.subtotal,
      designMultiplier: 1.8,
      designAdjustment: expected.design,
      timelineAdjustment: 0,
      total: expected.total,
    });
    expect(row.calculatedHours).toEqual(Object.fromEntries(expected.rows.map((r) => [r.role, r.hours])));
    expect(view.expired).toBe(false);
    expect(toEstimateView(row, new Date('2026-12-23T00:00:00Z')).expired).toBe(true);
    // The assumptions say where QA and PM are: the first seeded feature names QA, neither names PM.
    const qa = expected.rows.find((r) => r.role === 'Quality Assurance')!;
    expect(row.assumptions).toHaveLength(4);
    expect(row.assumptions.slice(2)).toEqual([
      `Quality assurance is included: ${qa.hours} h in the Quality Assurance row, for the chosen features that call for it.`,
      'This estimate has no project management hours: none of the chosen features calls for them.',
    ]);

    const [lead] = await db.select().from(leads);
    expect(lead).toMatchObject({ kind: 'estimate', estimateId: row.id, email: 'grace@example.com', timeline: 'ASAP' });
    // Queued before any worker ran: written with the estimate.
    const mails = await db.select().from(mailOutbox).orderBy(mailOutbox.toAddress);
    expect(mails.map((m) => [m.toAddress, m.replyTo, m.leadId, m.status])).toEqual([
      ['grace@example.com', 'hello@axionlabs.dev', lead!.id, 'pending'],
      ['hello@axionlabs.dev', 'grace@example.com', lead!.id, 'pending'],
    ]);
    expect(mails[0]!.subject).toBe(`Your project estimate ${view.number} - Axion Labs`);
    expect(mails[0]!.attachments).toEqual([
      { filename: `Axion Labs estimate ${view.number}.pdf`, contentType: 'application/pdf', contentBase64: expect.any(String) },
    ]);
    expect(
      Buffer.from(mails[0]!.attachments[0]!.contentBase64 ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(mails[1]!.attachments).toEqual([]);
  });

  it('still emails the visitor when no team address is set', async () => {
    await storeEstimate(db, choices(), data, { ...company, email: '' });
    expect((await db.select().from(mailOutbox)).map((m) => m.toAddress)).toEqual(['grace@example.com']);
  });

  it('returns the saved estimate for a retried request, and queues nothing again', async () => {
    const input = choices();
    const first = await storeEstimate(db, input, data, company);
    const again = await storeEstimate(db, input, data, company);
    expect(again).toMatchObject({ duplicate: true });
    expect(again.row.id).toBe(first.row.id);
    expect(await db.select().from(estimates)).toHaveLength(1);
    expect(await db.select().from(mailOutbox)).toHaveLength(2);
  });

  it('stores nothing when the email cannot be queued: estimate, lead and mail are one transaction', async () => {
    await db.execute(sql`create or replace function refuse_test_mail() returns trigger language plpgsql as $$
      begin if new.to_address = 'refused@example.com' then raise exception 'mail refused for the test'; end if; return new; end $$`);
    await db.execute(sql`create trigger refuse_test_mail before insert on mail_outbox for each row execute function refuse_test_mail()`);
    try {
      await expect(storeEstimate(db, choices({ contact: { name: 'Refused', email: 'refused@example.com' } }), data, company)).rejects.toThrow();
      expect(await db.select().from(estimates)).toHaveLength(0);
      expect(await db.select().from(leads)).toHaveLength(0);
      expect(await db.select().from(mailOutbox)).toHaveLength(0);
    } finally {
      await db.execute(sql`drop trigger refuse_test_mail on mail_outbox`);
    }
  });

  it('refuses forged choices and stores nothing', async () => {
    const valid = choices();
    const forged: unknown[] = [
      { ...valid, features: [{ id: crypto.randomUUID(), complexity: 1 }] },
      { ...valid, features: [{ id: valid.features[0]!.id, complexity: 7 }] },
      { ...valid, complexity: { ...valid.complexity, scale: 2 } },
      { ...valid, complexity: { ...valid.complexity, scale: 0.55 } },
      { ...valid, contact: { name: 'No Email', email: '' } },
      { ...valid, total: 1 },
      { ...valid, designLevel: 'gold' },
    ];
    for (const attempt of forged) {
      const parsed = estimateChoicesSchema.safeParse(attempt);
      if (parsed.success) await expect(storeEstimate(db, parsed.data, data, company)).rejects.toThrow(EstimateRejected);
    }
    expect(forged.filter((attempt) => estimateChoicesSchema.safeParse(attempt).success)).toHaveLength(1); // the unknown feature id: refused by storeEstimate
    expect(await db.select().from(estimates)).toHaveLength(0);
    expect(await db.select().from(leads)).toHaveLength(0);
    expect(await db.select().from(mailOutbox)).toHaveLength(0);
  });
});

describe('Email Estimate', () => {
  it('queues the estimate once more, with its PDF, to the address it was made for; three times an hour at most, within the address’s daily limit', async () => {
    const { row } = await storeEstimate(db, choices(), data, company);
    const [lead] = await db.select().from(leads);
    await db.delete(mailOutbox);
    // The first copy and two more make the address's three emails of the day: the third click
    // gets the same answer, and sends nothing.
    for (let i = 0; i < 3; i++)
      expect(await emailEstimate(row.shareToken)).toEqual({ status: 'success', message: 'Estimate has been sent to your email address.' });
    expect(await emailEstimate(row.shareToken)).toEqual({
      status: 'error',
      message: 'This estimate was already sent several times. Please check your inbox and spam folder.',
    });
    const mails = await db.select().from(mailOutbox);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail).toMatchObject({ toAddress: 'grace@example.com', leadId: lead!.id });
      expect(mail.attachments[0]?.contentType).toBe('application/pdf');
    }
    expect(await emailEstimate('not-a-real-share-token')).toEqual({ status: 'error', message: 'This estimate does not exist.' });
  });
});

/** Each role's line, the design line and the total, as they must read in every copy. */
function expectedLines(view: ReturnType<typeof toEstimateView>) {
  const expected = expectedBreakdown(choices());
  expect(view.total).toBe(expected.total);
  return {
    rows: view.roles.map((r) => `${r.role}: ${r.hours} h x ${usd(r.hourlyRate)} = ${usd(r.hours * r.hourlyRate)}`),
    design: `Design level: Premium (x1.8) +${usd(expected.design)}`,
    total: `Total: ${usd(expected.total)}`,
  };
}

describe('the estimate PDF and emails', () => {
  it('the PDF shows each role as hours x rate = cost, the subtotal, the design line, the total and the duration', async () => {
    const { row } = await storeEstimate(db, choices(), data, company);
    const view = toEstimateView(row);
    const pdf = await renderEstimatePdf(view, company);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-')), 'estimate.pdf');
    fs.writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    const expected = expectedBreakdown(choices());
    for (const line of expected.rows) {
      expect(text).toMatch(new RegExp(`${line.role}\\s+${line.hours} h\\s+x ${pattern(usd(line.rate))}/h\\s+= ${pattern(usd(line.cost))}\\n`));
    }
    expect(text).toMatch(new RegExp(`Subtotal\\s+[\\d,]+ h\\s+${pattern(usd(expected.subtotal))}\\n`));
    expect(text).toMatch(new RegExp(`Design level: Premium \\(x1\\.8\\)\\s+${pattern(`+${usd(expected.design)}`)}\\n`));
    expect(text).toMatch(new RegExp(`Total\\s+${pattern(usd(expected.total))}\\n`));
    expect(text).toContain(`Expected duration: ${view.durationWeeks} weeks`);
    expect(text).toContain(view.number);
    expect(text).toContain('Sheridan, WY');
    expect(text).toContain(view.assumptions.at(-1));

    // The PDF queued with the estimate (rendered before the row was stored) reads the same.
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'grace@example.com'));
    const queued = path.join(path.dirname(file), 'queued.pdf');
    fs.writeFileSync(queued, Buffer.from(mail!.attachments[0]!.contentBase64 ?? '', 'base64'));
    expect(execFileSync('pdftotext', ['-layout', queued, '-']).toString()).toBe(text);
  });

  it('the visitor’s email (with the PDF) and the team’s notification arrive over SMTP with the same lines', async () => {
    const { row } = await storeEstimate(db, choices(), data, company);
    const view = toEstimateView(row);
    const smtp = await startTestSmtpServer();
    const transport = createSmtpTransport(smtp.url);
    await processOutbox(db, transport);
    transport.close();
    await smtp.stop();
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['grace@example.com', 'hello@axionlabs.dev']);
    const toVisitor = smtp.received.find((m) => m.to[0] === 'grace@example.com')!;
    const toTeam = smtp.received.find((m) => m.to[0] === 'hello@axionlabs.dev')!;
    const lines = expectedLines(view);
    for (const mail of [toVisitor, toTeam]) {
      const text = plainTextOf(mail.raw);
      for (const line of [...lines.rows, lines.design, lines.total]) expect(text).toContain(line);
      expect(text).toContain(`Expected duration: ${view.durationWeeks} weeks. Worked out with one full-time person (40 h a week) per role`);
    }
    expect(plainTextOf(toVisitor.raw)).toContain(`/estimates/${row.shareToken}`);
    const [pdf] = attachmentsOf(toVisitor.raw);
    expect(pdf).toMatchObject({ filename: `Axion Labs estimate ${view.number}.pdf`, contentType: 'application/pdf' });
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(attachmentsOf(toTeam.raw)).toEqual([]);
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sent'))).length).toBe(2);
  });
});
