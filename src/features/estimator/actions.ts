'use server';

import { and, eq, isNull } from 'drizzle-orm';
import { redirect } from 'next/navigation';
import { isFormAccepting } from '@/features/forms/availability';
import { FORM_CLOSED_MESSAGE, FORM_SLUGS } from '@/features/forms/catalogue';
import { getSiteInfo } from '@/features/settings/queries';
import { getDb } from '@/server/db/client';
import { estimates, leads } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { enqueueMail } from '@/server/mail/outbox';
import { claimVisitorMail } from '@/server/mail/recipient-limit';
import { wakeOutboxWorker } from '@/server/mail/worker';
import { submittedForm } from '@/server/request-fault';
import { hitRateLimit } from '@/server/rate-limit';
import { getClientIp } from '@/server/request';
import { estimateEmail } from './emails';
import { EstimateRejected, findEstimateByToken, shareUrlOf, storeEstimate, toEstimateView } from './estimates';
import { renderEstimatePdf } from './pdf';
import { getEstimatorData } from './queries';
import { GENERATE_FAILED_MESSAGE, type GenerateEstimateResult } from './options';
import { estimateChoicesSchema } from './schema';
import { visitColumns, visitRequest } from '@/features/analytics/lead-visit';

async function company() {
  const site = await getSiteInfo();
  return { name: site.companyName, email: site.email, phone: site.phone, address: site.address };
}

/** Prices and saves an estimate from the visitor's choices; every number is computed here. */
export async function generateEstimate(choices: unknown): Promise<GenerateEstimateResult> {
  const parsed = estimateChoicesSchema.safeParse(choices);
  if (!parsed.success) {
    logger.warn({ issues: parsed.error.issues.slice(0, 3) }, 'estimator: refused choices');
    // Only the messages written for the visitor: a wrong type or an unknown key means a tampered
    // request, which gets the plain failure rather than zod's wording.
    const contactIssue = parsed.error.issues.find(
      (issue) => issue.path[0] === 'contact' && issue.code !== 'invalid_type' && issue.code !== 'unrecognized_keys',
    );
    return { status: 'error', message: contactIssue?.message ?? GENERATE_FAILED_MESSAGE };
  }
  try {
    const db = await getDb();
    // In the database: the wizard may have been loaded before staff closed the form.
    if (!(await isFormAccepting(db, FORM_SLUGS.estimator))) return { status: 'error', message: FORM_CLOSED_MESSAGE };
    const limit = await hitRateLimit(db, `estimates:${await getClientIp()}`, { limit: 10, windowMs: 10 * 60_000 });
    if (!limit.allowed) return { status: 'error', message: 'You have generated several estimates in a short time. Please try again in a few minutes.' };
    const visit = await visitColumns(db, await visitRequest());
    const { row, duplicate } = await storeEstimate(db, parsed.data, await getEstimatorData(), await company(), new Date(), visit);
    if (!duplicate) wakeOutboxWorker();
    return { status: 'success', shareToken: row.shareToken };
  } catch (error) {
    if (error instanceof EstimateRejected) logger.warn({ reason: error.message }, 'estimator: refused choices');
    else logger.error({ err: error }, 'estimator: generating the estimate failed');
    return { status: 'error', message: GENERATE_FAILED_MESSAGE };
  }
}

export type EmailEstimateResult = { status: 'success'; message: string } | { status: 'error'; message: string };

/**
 * Queues the estimate, with its PDF, to the address it was made for (never another), once more:
 * the first copy went out when it was saved. A few an hour per estimate, so a share link cannot be
 * used to flood someone's inbox.
 */
export async function emailEstimate(shareToken: string): Promise<EmailEstimateResult> {
  try {
    const db = await getDb();
    const row = typeof shareToken === 'string' ? await findEstimateByToken(db, shareToken) : null;
    if (!row) return { status: 'error', message: 'This estimate does not exist.' };
    const limit = await hitRateLimit(db, `estimate-email:${row.id}`, { limit: 3, windowMs: 60 * 60_000 });
    if (!limit.allowed) return { status: 'error', message: 'This estimate was already sent several times. Please check your inbox and spam folder.' };
    const view = toEstimateView(row);
    const from = await company();
    const pdf = await renderEstimatePdf(view, from);
    const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.estimateId, row.id)).limit(1);
    // Past the address's daily limit nothing is sent, and the answer stays the same: it must not
    // tell anyone how much mail an address has had from us (decision 097).
    const queued = await db.transaction(async (tx) => {
      if (!(await claimVisitorMail(tx, row.email))) return false;
      await enqueueMail(tx, [estimateEmail(view, row.email, shareUrlOf(row.shareToken), from, pdf, lead?.id)]);
      return true;
    });
    if (queued) wakeOutboxWorker();
    else logger.info({ leadId: lead?.id }, 'estimator: the address had its emails for the day; Email Estimate sent nothing');
    return { status: 'success', message: 'Estimate has been sent to your email address.' };
  } catch (error) {
    logger.error({ err: error }, 'estimator: queueing the estimate email failed');
    return { status: 'error', message: 'Failed to send the estimate. Please try again.' };
  }
}

/** 'Accept and book a call': marks the estimate and its lead, then opens the booking page. */
export async function acceptEstimate(_previous: null, formData: FormData): Promise<null> {
  if (!submittedForm(formData)) return null;
  const shareToken = formData.get('shareToken');
  const db = await getDb();
  const row = typeof shareToken === 'string' ? await findEstimateByToken(db, shareToken) : null;
  if (!row) redirect('/estimator');
  await db.transaction(async (tx) => {
    await tx
      .update(estimates)
      .set({ acceptedAt: new Date() })
      .where(and(eq(estimates.id, row.id), isNull(estimates.acceptedAt)));
    await tx
      .update(leads)
      .set({ status: 'qualified', notes: `Accepted estimate ${toEstimateView(row).number} on the share page.` })
      .where(and(eq(leads.estimateId, row.id), eq(leads.status, 'new')));
  });
  const { bookingUrl } = await getSiteInfo();
  redirect(bookingUrl || `/contact?subject=${encodeURIComponent(`Estimate ${toEstimateView(row).number}`)}`);
}
