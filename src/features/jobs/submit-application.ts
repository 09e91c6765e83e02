import 'server-only';
import { getActiveJob } from '@/features/jobs/queries';
import { checkFormToken } from '@/features/contact/form-token';
import { isFormAccepting } from '@/features/forms/availability';
import { FORM_CLOSED_MESSAGE, FORM_SLUGS } from '@/features/forms/catalogue';
import { getSiteInfo } from '@/features/settings/queries';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { wakeOutboxWorker } from '@/server/mail/worker';
import { hitRateLimit } from '@/server/rate-limit';
import { getStorage } from '@/server/storage';
import { APPLICATION_FAILED_MESSAGE, APPLICATION_REQUIRED_MESSAGE, applicationSchema, CV_SIZE_MESSAGE, MAX_CV_BYTES, type ApplicationResponse } from './application-schema';
import { ApplicationRejected, storeApplication } from './applications';

const RETURN_TO = /^\/careers\/(apply|[0-9a-f-]{36}\/apply)$/;

function field(form: FormData, name: string) {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** Reads, checks and stores one application from a multipart request. Never throws. */
export async function submitApplication(request: Request): Promise<{ result: ApplicationResponse; returnTo: string }> {
  let returnTo = '/careers/apply';
  const fail = (message: string) => ({ result: { status: 'error' as const, message }, returnTo });
  try {
    const referer = request.headers.get('referer') ?? '';
    const refererPath = URL.canParse(referer) ? new URL(referer).pathname : '';
    if (RETURN_TO.test(refererPath)) returnTo = refererPath;
    const db = await getDb();
    // Before reading the upload, and in the database: the page may predate staff closing the form.
    if (!(await isFormAccepting(db, FORM_SLUGS.jobApplication))) return fail(FORM_CLOSED_MESSAGE);
    if (Number(request.headers.get('content-length') ?? 0) > MAX_CV_BYTES + 1024 * 1024) return fail(CV_SIZE_MESSAGE);
    const form = await request.formData();
    const requested = field(form, 'returnTo') ?? '';
    if (RETURN_TO.test(requested)) returnTo = requested;

    const parsed = applicationSchema.safeParse({
      jobId: field(form, 'jobId'),
      name: field(form, 'name') ?? '',
      email: field(form, 'email') ?? '',
      phone: field(form, 'phone'),
      profileUrl: field(form, 'profileUrl'),
      coverLetter: field(form, 'coverLetter'),
      consent: form.get('consent') === 'on' || form.get('consent') === 'true',
    });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? APPLICATION_REQUIRED_MESSAGE);
    const cv = form.get('cv');
    if (!(cv instanceof File) || cv.size === 0) return fail(APPLICATION_REQUIRED_MESSAGE);

    const ip = request.headers.get('x-client-ip') ?? 'unknown';
    const limit = await hitRateLimit(db, `applications:${ip}`, { limit: 5, windowMs: 60 * 60_000 });
    if (!limit.allowed) return fail('You have sent several applications in a short time. Please try again later.');

    let position = 'Open application';
    if (parsed.data.jobId) {
      const job = await getActiveJob(parsed.data.jobId);
      if (!job) return fail('This position is no longer open. You can still send an open application.');
      position = job.title;
    }
    const site = await getSiteInfo();
    const token = checkFormToken(field(form, 'formToken'));
    const spamReason = field(form, 'website')?.trim() ? 'honeypot field filled' : token.spamReason;
    const stored = await storeApplication(db, getStorage(), parsed.data, { bytes: Buffer.from(await cv.arrayBuffer()), originalName: cv.name }, {
      position,
      company: { name: site.companyName, email: site.email, phone: site.phone, address: site.address },
      idempotencyKey: token.idempotencyKey,
      spamReason,
      sourcePage: request.headers.get('referer') ?? undefined,
      userAgent: request.headers.get('user-agent'),
    });
    if (spamReason) logger.warn({ leadId: stored.leadId, spamReason }, 'job application: spam stored, no mail sent');
    else if (!stored.duplicate) wakeOutboxWorker();
    return { result: { status: 'success' }, returnTo };
  } catch (error) {
    if (error instanceof ApplicationRejected) return fail(error.message);
    logger.error({ err: error }, 'job application: storing failed');
    return fail(APPLICATION_FAILED_MESSAGE);
  }
}
