import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { estimates, leads } from '@/server/db/schema';
import { env } from '@/server/env';
import type { EmailCompany } from '@/server/mail/layout';
import { logger } from '@/server/logger';
import { enqueueMail } from '@/server/mail/outbox';
import { claimVisitorMail } from '@/server/mail/recipient-limit';
import type { VisitColumns } from '@/features/analytics/lead-visit';
import { emitLeadCreated } from '@/features/webhooks/emit';
import { coverageAssumptions, readBreakdown } from './breakdown';
import { estimateEmail, estimateNotification } from './emails';
import type { EstimateView } from './estimate-view';
import { TIMELINE_OPTIONS, type DesignLevel } from './options';
import { renderEstimatePdf } from './pdf';
import { calculateEstimate, PricingError } from './pricing';
import type { EstimatorData } from './queries';
import type { EstimateChoices } from './schema';

export class EstimateRejected extends Error {}

/** Prices the choices against the current data; unknown or inactive type or features are refused. */
export function priceChoices(choices: EstimateChoices, data: EstimatorData) {
  const type = data.projectTypes.find((t) => t.id === choices.projectTypeId);
  if (!type) throw new EstimateRejected('unknown or inactive project type');
  const features = choices.features.map((choice) => {
    const feature = data.features.find((f) => f.id === choice.id);
    if (!feature) throw new EstimateRejected(`unknown or inactive feature ${choice.id}`);
    return { ...feature, complexity: choice.complexity };
  });
  try {
    const breakdown = calculateEstimate(
      { features, scale: choices.complexity.scale, designLevel: choices.designLevel, timeline: choices.delivery.timeline },
      data.rates,
      data.settings,
    );
    return { type, features, breakdown };
  } catch (error) {
    if (error instanceof PricingError) throw new EstimateRejected(error.message);
    throw error;
  }
}

type EstimateRow = typeof estimates.$inferSelect;

export function toEstimateView(row: EstimateRow, now = new Date()): EstimateView {
  return {
    ...readBreakdown(row.breakdown, row.totalCost, row.calculatedHours),
    shareToken: row.shareToken,
    number: `EST-${row.id.slice(0, 8).toUpperCase()}`,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
    accepted: row.acceptedAt !== null,
    projectType: row.projectType,
    // By name: jsonb keeps no key order, and the PDF made before the row was stored must read the same.
    features: Object.entries(row.selectedFeatures)
      .map(([id, f]) => ({ name: f.name ?? id, complexity: f.complexity }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en')),
    complexity: row.complexitySettings,
    designLevel: row.designLevel as DesignLevel,
    delivery: row.deliveryPreferences,
    contact: { name: row.name, company: row.company },
    currency: row.currency,
    assumptions: row.assumptions,
    exclusions: row.exclusions,
  };
}

export function shareUrlOf(shareToken: string) {
  return `${env().siteUrl}/estimates/${shareToken}`;
}

/**
 * Saves the estimate, its lead, the visitor's email with the PDF (within its address's daily limit,
 * decision 097), the team's notification and the lead.created webhooks (to the endpoints
 * subscribed) in one transaction: the result screen's promise of a PDF by email holds once the
 * visitor sees the estimate. The wizard's request id makes a retry (double click, lost
 * answer) return the estimate already saved, and queue nothing again.
 */
export async function storeEstimate(
  db: Database,
  choices: EstimateChoices,
  data: EstimatorData,
  company: EmailCompany,
  now = new Date(),
  visit: VisitColumns = {},
) {
  const { type, features, breakdown } = priceChoices(choices, data);
  const idempotencyKey = `estimate:${choices.requestId}`;
  const values = {
    id: randomUUID(),
    shareToken: randomBytes(18).toString('base64url'),
    projectType: type.name,
    selectedFeatures: Object.fromEntries(features.map((f) => [f.id, { enabled: true as const, complexity: f.complexity, name: f.name }])),
    complexitySettings: choices.complexity,
    designLevel: choices.designLevel,
    deliveryPreferences: choices.delivery,
    calculatedHours: breakdown.calculatedHours,
    breakdown: {
      roles: breakdown.roles,
      totalHours: breakdown.totalHours,
      subtotal: breakdown.subtotal,
      designMultiplier: breakdown.designMultiplier,
      designAdjustment: breakdown.designAdjustment,
      timelineAdjustmentPercent: breakdown.timelineAdjustmentPercent,
      timelineAdjustment: breakdown.timelineAdjustment,
      qaSharePercent: breakdown.qaSharePercent,
      pmSharePercent: breakdown.pmSharePercent,
      durationWeeks: breakdown.durationWeeks,
      range: breakdown.range,
    },
    totalCost: breakdown.total,
    currency: data.settings.currency,
    name: choices.contact.name,
    email: choices.contact.email,
    company: choices.contact.company ?? null,
    phone: choices.contact.phone ?? null,
    projectDescription: choices.contact.description ?? null,
    assumptions: [...data.settings.defaultAssumptions, ...coverageAssumptions(breakdown)],
    exclusions: data.settings.defaultExclusions,
    expiresAt: new Date(now.getTime() + data.settings.validityDays * 24 * 60 * 60_000),
    createdAt: now,
  } satisfies typeof estimates.$inferInsert;
  // Rendered before the transaction, which then holds the database no longer than its writes.
  const view = toEstimateView({ ...values, acceptedAt: null, updatedAt: now }, now);
  const pdf = await renderEstimatePdf(view, company);

  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ estimate: estimates })
      .from(leads)
      .innerJoin(estimates, eq(estimates.id, leads.estimateId))
      .where(eq(leads.idempotencyKey, idempotencyKey))
      .limit(1);
    if (existing) return { row: existing.estimate, duplicate: true };

    const [row] = await tx.insert(estimates).values(values).returning();
    const [lead] = await tx
      .insert(leads)
      .values({
        kind: 'estimate',
        name: choices.contact.name,
        email: choices.contact.email,
        company: choices.contact.company,
        phone: choices.contact.phone,
        projectType: type.name,
        timeline: TIMELINE_OPTIONS.find((o) => o.value === choices.delivery.timeline)?.name,
        message: choices.contact.description,
        estimateId: row!.id,
        idempotencyKey,
        ...visit,
      })
      .returning({ id: leads.id });
    const toVisitor = await claimVisitorMail(tx, choices.contact.email, now);
    if (!toVisitor) logger.info({ leadId: lead!.id }, 'estimator: the address had its emails for the day; no estimate email sent');
    await enqueueMail(tx, [
      ...(toVisitor ? [estimateEmail(view, choices.contact.email, shareUrlOf(values.shareToken), company, pdf, lead!.id)] : []),
      ...(company.email ? [estimateNotification(view, choices.contact.email, company, lead!.id)] : []),
    ]);
    await emitLeadCreated(tx, lead!.id);
    return { row: row!, duplicate: false };
  });
}

export type SavedEstimateRow = typeof estimates.$inferSelect;

export async function findEstimateByToken(db: Database, shareToken: string): Promise<SavedEstimateRow | null> {
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(shareToken)) return null;
  const [row] = await db.select().from(estimates).where(eq(estimates.shareToken, shareToken)).limit(1);
  return row ?? null;
}
