import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { estimates, leads, mailOutbox } from '@/server/db/schema';
import { seedDatabase } from '@/server/db/seed';
import { enqueueMail } from '@/server/mail/outbox';
import { createSmtpTransport } from '@/server/mail/transport';
import { processOutbox } from '@/server/mail/worker';
import { createTestDatabase } from '@/test/database';
import { startTestSmtpServer } from '@/test/smtp';
import { estimateEmail } from './emails';
import { EstimateRejected, storeEstimate, toEstimateView } from './estimates';
import { renderEstimatePdf } from './pdf';
import { formatUsd } from './pricing';
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

/** The spec's formula, worked out here independently of pricing.ts. */
function expectedTotal(input: EstimateChoices) {
  const hours = new Map<string, number>();
  for (const choice of input.features) {
    const feature = data.features.find((f) => f.id === choice.id)!;
    const each = (feature.baseHours * feature.complexityMultiplier * choice.complexity) / feature.rolesRequired.length;
    for (const role of feature.rolesRequired) hours.set(role, (hours.get(role) ?? 0) + each);
  }
  let total = 0;
  for (const [role, h] of hours) total += Math.round(h * (1 + input.complexity.scale * 0.5) * data.rates.find((r) => r.role === role)!.hourlyRate * 1.8);
  return total;
}

describe('generating an estimate', () => {
  it('saves every field of the estimate, a lead, and the team notification', async () => {
    const input = choices();
    const { row } = await storeEstimate(db, input, data, company, new Date('2026-11-22T10:00:00Z'));
    expect(row.totalCost).toBe(expectedTotal(input));
    expect(row).toMatchObject({ currency: 'USD', designLevel: 'premium', name: 'Grace Hopper', email: 'grace@example.com', company: 'Navy Labs', projectType: data.projectTypes[0]!.name });
    expect(row.expiresAt.toISOString()).toBe('2026-12-22T10:00:00.000Z');
    expect(row.assumptions).toHaveLength(4);
    expect(row.exclusions).toHaveLength(4);
    expect(Object.keys(row.selectedFeatures).sort()).toEqual(input.features.map((f) => f.id).sort());
    expect(Object.values(row.calculatedHours).every((h) => h > 0)).toBe(true);
    expect(row.shareToken).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const view = toEstimateView(row, new Date('2026-11-23T00:00:00Z'));
    expect(view.roles.reduce((sum, r) => sum + r.cost, 0)).toBe(view.total);
    expect(view.expired).toBe(false);
    expect(toEstimateView(row, new Date('2026-12-23T00:00:00Z')).expired).toBe(true);

    const [lead] = await db.select().from(leads);
    expect(lead).toMatchObject({ kind: 'estimate', estimateId: row.id, email: 'grace@example.com' });
    const [mail] = await db.select().from(mailOutbox);
    expect(mail).toMatchObject({ toAddress: 'hello@axionlabs.dev', replyTo: 'grace@example.com' });
  });

  it('returns the saved estimate for a retried request instead of a second one', async () => {
    const input = choices();
    const first = await storeEstimate(db, input, data, company);
    const again = await storeEstimate(db, input, data, company);
    expect(again).toMatchObject({ duplicate: true });
    expect(again.row.id).toBe(first.row.id);
    expect(await db.select().from(estimates)).toHaveLength(1);
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
  });
});

describe('the estimate PDF and email', () => {
  it('is a PDF whose text holds the total, and it reaches the visitor attached', async () => {
    const { row } = await storeEstimate(db, choices(), data, company);
    const view = toEstimateView(row);
    const pdf = await renderEstimatePdf(view, company);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-')), 'estimate.pdf');
    fs.writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text).toContain(formatUsd(view.total));
    expect(text).toContain(view.number);
    expect(text).toContain('Sheridan, WY');

    await db.delete(mailOutbox);
    await enqueueMail(db, [estimateEmail(view, row.email, `http://localhost/estimates/${row.shareToken}`, company, pdf)]);
    const smtp = await startTestSmtpServer();
    const transport = createSmtpTransport(smtp.url);
    await processOutbox(db, transport);
    transport.close();
    await smtp.stop();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['grace@example.com']);
    expect(smtp.received[0]?.raw).toMatch(/Content-Type: application\/pdf; name="?Axion Labs estimate EST-/);
    expect(smtp.received[0]?.raw).toContain(`/estimates/${row.shareToken}`);
  });
});
