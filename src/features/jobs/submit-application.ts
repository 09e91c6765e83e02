import 'server-only';
import { getActiveJob } from '@/features/jobs/queries';
import { checkFormToken } from '@/features/contact/form-token';
import { isFormAccepting } from '@/features/forms/availability';
import { FORM_SLUGS } from '@/features/forms/catalogue';
import { getSiteInfo } from '@/features/settings/queries';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { wakeOutboxWorker } from '@/server/mail/worker';
import { hitRateLimit } from '@/server/rate-limit';
import { getStorage } from '@/server/storage';
import { readFormBody } from '@/server/form-body';
import {
  APPLICATION_ERRORS,
  applicationErrorCode,
  applicationSchema,
  MAX_CV_BYTES,
  type ApplicationErrorCode,
  type ApplicationResponse,
} from './application-schema';
import { ApplicationRejected, storeApplication } from './applications';
import { visitColumns, visitRequest } from '@/features/analytics/lead-visit';

const RETURN_TO = /^\/careers\/(apply|[0-9a-f-]{36}\/apply)$/;

function field(form: FormData, name: string) {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
}

export type SubmittedApplication = {
  result: ApplicationResponse;
  returnTo: string;
  /** The HTTP status of the answer: 200, 400 (the form or the CV), 413, or 415 (not a form at all). */
  status: number;
  /** The body was not a form a browser sends: answer with the status, not a redirect to the form. */
  notAForm?: boolean;
};

/** Reads, checks and stores one application from a multipart request. Never throws. */
export async function submitApplication(request: Request): Promise<SubmittedApplication> {
  let returnTo = '/careers/apply';
  const fail = (code: ApplicationErrorCode, status = 400, notAForm = false): SubmittedApplication => ({
    result: { status: 'error', code, message: APPLICATION_ERRORS[code] },
    returnTo,
    status,
    notAForm,
  });
  try {
    const referer = request.headers.get('referer') ?? '';
    const refererPath = URL.canParse(referer) ? new URL(referer).pathname : '';
    if (RETURN_TO.test(refererPath)) returnTo = refererPath;
    const db = await getDb();
    // Before reading the upload, and in the database: the page may predate staff closing the form.
    if (!(await isFormAccepting(db, FORM_SLUGS.jobApplication))) return fail('form-closed');
    if (Number(request.headers.get('content-length') ?? 0) > MAX_CV_BYTES + 1024 * 1024) return fail('cv-size', 413);
    const body = await readFormBody(request);
    if (!body.ok) {
      logger.info({ problem: body.problem }, 'job application: request refused');
      return body.problem === 'control-characters' ? fail('control-characters') : fail('unreadable', body.status, true);
    }
    const form = body.form;
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
    if (!parsed.success) return fail(applicationErrorCode(parsed.error.issues[0]?.message ?? ''));
    const cv = form.get('cv');
    if (!(cv instanceof File) || cv.size === 0) return fail('required');

    const ip = request.headers.get('x-client-ip') ?? 'unknown';
    const limit = await hitRateLimit(db, `applications:${ip}`, { limit: 5, windowMs: 60 * 60_000 });
    if (!limit.allowed) return fail('rate-limited', 429);

    let position = 'Open application';
    if (parsed.data.jobId) {
      const job = await getActiveJob(parsed.data.jobId);
      if (!job) return fail('position-closed');
      position = job.title;
    }
    const site = await getSiteInfo();
    const token = checkFormToken(field(form, 'formToken'));
    const spamReason = field(form, 'website')?.trim() ? 'honeypot field filled' : token.spamReason;
    const stored = await storeApplication(
      db,
      getStorage(),
      parsed.data,
      { bytes: Buffer.from(await cv.arrayBuffer()), originalName: cv.name },
      {
        position,
        company: { name: site.companyName, email: site.email, phone: site.phone, address: site.address },
        idempotencyKey: token.idempotencyKey,
        spamReason,
        sourcePage: request.headers.get('referer') ?? undefined,
        userAgent: request.headers.get('user-agent'),
        visit: await visitColumns(db, await visitRequest()),
      },
    );
    if (spamReason) logger.warn({ leadId: stored.leadId, spamReason }, 'job application: spam stored, no mail sent');
    else if (!stored.duplicate) wakeOutboxWorker();
    return { result: { status: 'success' }, returnTo, status: 200 };
  } catch (error) {
    if (error instanceof ApplicationRejected) return fail(error.code);
    logger.error({ err: error }, 'job application: storing failed');
    return fail('failed', 500);
  }
}
