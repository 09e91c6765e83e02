// One post of the contact form, checked and stored: the form's switch, the rules, the limit per
// sending address, the spam traps (one-time token, honeypot), then the lead with its emails. The
// server action (actions.ts) hands it the request; tests hand it a made-up one. Never throws.
import 'server-only';
import { trackingOf } from '@/features/forms/tracking';
import { isFormAccepting } from '@/features/forms/availability';
import { FORM_CLOSED_MESSAGE, FORM_SLUGS } from '@/features/forms/catalogue';
import { waitPastLimit } from '@/features/forms/sender-limit';
import { getSiteInfo } from '@/features/settings/queries';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { wakeOutboxWorker } from '@/server/mail/worker';
import { checkFormToken, issueFormToken } from './form-token';
import { SEND_FAILED_MESSAGE, summarizeFieldErrors, type InquiryResult, type InquiryValues } from './options';
import { inquiryFieldErrors, inquirySchema } from './schema';
import { storeInquiry } from './submit';
import { visitColumns, type VisitRequest } from '@/features/analytics/lead-visit';

/** Who sent the post: read only once the inquiry is valid (outside a request there is nobody). */
export type InquirySender = { ip: string; userAgent: string | null; referer: string | null; visit: VisitRequest | null };

const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 };

function text(formData: FormData, name: string) {
  const value = formData.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** A field's text as posted, cut to its limit, for the form to show again. */
function echo(formData: FormData, name: string, max: number) {
  return text(formData, name)?.replace(/\0/g, '').slice(0, max);
}

/** The text fields a refusal sends back, each cut to its input's limit. */
const ECHO_LIMITS = { name: 200, email: 254, company: 200, phone: 50, projectType: 100, budget: 100, timeline: 100, message: 5000 } as const;

/** A ticked box posts 'on'; 'true' is taken as ticked too. */
const consented = (formData: FormData) => formData.get('consent') === 'on' || formData.get('consent') === 'true';

/** The post as inquirySchema reads it (the hostile-input test stores its valid posts from it too, as this does). */
export function inquiryInput(formData: FormData) {
  return {
    name: text(formData, 'name') ?? '',
    email: text(formData, 'email') ?? '',
    company: text(formData, 'company'),
    phone: text(formData, 'phone'),
    projectType: text(formData, 'projectType'),
    budget: text(formData, 'budget'),
    timeline: text(formData, 'timeline'),
    message: text(formData, 'message') ?? '',
    consent: consented(formData),
    partnershipType: text(formData, 'partnershipType'),
  };
}

/** Validate, limit, store the lead with its emails, answer. */
export async function receiveInquiry(formData: FormData, sender: () => Promise<InquirySender>): Promise<InquiryResult> {
  const submittedToken = text(formData, 'formToken') ?? '';
  // Sent back with a refusal: a page rendered without JavaScript fills the form in again with it.
  const values: InquiryValues = {
    ...Object.fromEntries(Object.entries(ECHO_LIMITS).map(([name, max]) => [name, echo(formData, name, max)])),
    consent: consented(formData),
  };
  // Checked first and in the database: the page may have been loaded before staff closed the form.
  try {
    if (!(await isFormAccepting(await getDb(), FORM_SLUGS.contact)))
      return { status: 'error', message: FORM_CLOSED_MESSAGE, values, formToken: submittedToken };
  } catch (error) {
    logger.error({ err: error }, 'contact form: reading the form status failed');
    return { status: 'error', message: SEND_FAILED_MESSAGE, values, formToken: submittedToken };
  }
  const parsed = inquirySchema.safeParse(inquiryInput(formData));
  if (!parsed.success) {
    const fieldErrors = inquiryFieldErrors(parsed.error);
    const message = Object.keys(fieldErrors).length > 0 ? summarizeFieldErrors(fieldErrors) : (parsed.error.issues[0]?.message ?? SEND_FAILED_MESSAGE);
    return { status: 'invalid', message, fieldErrors, values, formToken: submittedToken };
  }
  try {
    const request = await sender();
    const tracking = trackingOf(formData, request.referer);
    const db = await getDb();
    const site = await getSiteInfo();
    const wait = await waitPastLimit(db, `contact:${request.ip}`, CONTACT_RATE_LIMIT);
    if (wait) {
      return {
        status: 'error',
        message: `You have sent several messages in a short time. Please try again in ${wait}${site.email ? `, or email us at ${site.email}` : ''}.`,
        values,
        formToken: submittedToken,
      };
    }
    const token = checkFormToken(submittedToken);
    const honeypot = text(formData, 'website')?.trim();
    const spamReason = honeypot ? 'honeypot field filled' : token.spamReason;
    const stored = await storeInquiry(db, parsed.data, {
      tracking,
      visit: await visitColumns(db, request.visit, tracking),
      idempotencyKey: token.idempotencyKey,
      spamReason,
      userAgent: request.userAgent,
      company: { name: site.companyName, email: site.email, phone: site.phone, address: site.address },
    });
    if (spamReason) logger.warn({ leadId: stored.leadId, spamReason }, 'contact form: spam stored, no mail sent');
    else if (!stored.duplicate) wakeOutboxWorker();
    // A bot sees the same success as a person, so it learns nothing; nor does anyone learn
    // whether the address had its emails for the day (decision 097).
    return { status: 'success', formToken: issueFormToken() };
  } catch (error) {
    logger.error({ err: error }, 'contact form: storing the inquiry failed');
    return { status: 'error', message: SEND_FAILED_MESSAGE, values, formToken: submittedToken };
  }
}
