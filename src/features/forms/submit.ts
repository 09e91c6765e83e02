// One post of a built form, checked as the contact form's is: the form read from the database (it
// may have closed since the page was drawn), no field it does not have, every answer by the
// generated schema, the rate limit, then the spam traps (honeypot, time trap, one-time token):
// spam is stored flagged and answered like a success, so a bot learns nothing. The content API's
// posts come through here too, with the same checks (what differs: EntryRequest.api). Never throws.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isUuid } from '@/features/admin/crud/server';
import { checkFormToken, issueFormToken } from '@/features/contact/form-token';
import { getSiteInfo } from '@/features/settings/queries';
import { getDb, type Database } from '@/server/db/client';
import { forms } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { wakeOutboxWorker } from '@/server/mail/worker';
import { getStorage } from '@/server/storage';
import { isBuiltInForm } from './catalogue';
import { closedReason, readDefinition, type PublicForm } from './definition';
import { EntryRefused, storeEntry } from './entries';
import { waitPastLimit } from './sender-limit';
import {
  echoValues,
  ENTRY_SEND_FAILED,
  entryFieldErrors,
  entryInputOf,
  entrySchema,
  summarizeEntryErrors,
  unknownNames,
  type EntryResult,
} from './entry-schema';
import { trackingOf } from './tracking';
import { visitColumns, visitRequest } from '@/features/analytics/lead-visit';

export const ENTRY_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 };
export const FORM_GONE_MESSAGE = 'This form no longer exists.';

export type EntryRequest = {
  ip: string;
  userAgent: string | null;
  referer: string | null;
  /**
   * Sent through the content API, not a page of ours (decision 097): a retry is known by the
   * client's Idempotency-Key, not the form token. The token, read from the API's form, is checked
   * as the site checks it when sent; without one (a headless page may draw the form from a copy
   * it keeps), the entry is stored and the team told, but only a client with a key, which staff
   * trust, has the visitor's address sent a confirmation. The honeypot applies either way.
   */
  api?: { idempotencyKey: string | null; formToken: string | null; keyed: boolean };
};

/** The spam check of one post, and whether the visitor's address may be sent its confirmation. */
function spamCheck(formData: FormData, submittedToken: string, api: EntryRequest['api']) {
  const honeypot = formData.get('website');
  const trapped = typeof honeypot === 'string' && honeypot.trim() ? 'honeypot field filled' : null;
  if (!api) {
    const token = checkFormToken(submittedToken);
    return { idempotencyKey: token.idempotencyKey, spamReason: trapped ?? token.spamReason, confirmVisitor: true };
  }
  const idempotencyKey = api.idempotencyKey ?? randomUUID();
  if (api.formToken) return { idempotencyKey, spamReason: trapped ?? checkFormToken(api.formToken).spamReason, confirmVisitor: true };
  return { idempotencyKey, spamReason: trapped, confirmVisitor: api.keyed };
}

/** A built form as stored now (not the page cache's copy), or null: unknown, built in, or a definition that no longer reads. */
export async function readForm(db: Pick<Database, 'select'>, id: string): Promise<PublicForm | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(forms).where(eq(forms.id, id)).limit(1);
  // The four built-in forms post to their own actions, with their own checks.
  return row && !isBuiltInForm(row.slug) ? readDefinition(row) : null;
}

export async function submitEntry(formData: FormData, request: EntryRequest): Promise<EntryResult> {
  const submittedToken = typeof formData.get('formToken') === 'string' ? (formData.get('formToken') as string) : '';
  const formId = formData.get('formId');
  let form: PublicForm | null;
  try {
    form = typeof formId === 'string' ? await readForm(await getDb(), formId) : null;
  } catch (error) {
    logger.error({ err: error }, 'form entry: reading the form failed');
    return { status: 'error', message: ENTRY_SEND_FAILED, formToken: submittedToken, reason: 'failed' };
  }
  if (!form) return { status: 'error', message: FORM_GONE_MESSAGE, formToken: submittedToken, reason: 'gone' };
  const input = entryInputOf(form.fields, formData);
  const values = echoValues(form.fields, input);
  if (closedReason(form, new Date())) return { status: 'error', message: form.settings.closedMessage, values, formToken: submittedToken, reason: 'closed' };
  const unknown = unknownNames(form.fields, formData);
  if (unknown.length > 0) {
    logger.info({ formId: form.id, unknown: unknown.slice(0, 5) }, 'form entry: unknown fields refused');
    return {
      status: 'error',
      message: `This form has no field named "${unknown[0]!.slice(0, 60)}". Please reload the page and try again.`,
      values,
      formToken: submittedToken,
      reason: 'unknown-field',
    };
  }
  const parsed = entrySchema(form.fields).safeParse(input);
  if (!parsed.success) {
    const fieldErrors = entryFieldErrors(parsed.error);
    return { status: 'invalid', message: summarizeEntryErrors(fieldErrors), fieldErrors, values, formToken: submittedToken };
  }
  try {
    const db = await getDb();
    const site = await getSiteInfo();
    const wait = await waitPastLimit(db, `form:${request.ip}`, ENTRY_RATE_LIMIT);
    if (wait) {
      return {
        status: 'error',
        message: `You have sent several forms in a short time. Please try again in ${wait}.`,
        values,
        formToken: submittedToken,
        reason: 'rate-limited',
      };
    }
    const { idempotencyKey, spamReason, confirmVisitor } = spamCheck(formData, submittedToken, request.api);
    const tracking = trackingOf(formData, request.referer);
    const stored = await storeEntry(db, getStorage(), form, parsed.data, {
      tracking,
      // Through the content API there is no visit of ours behind the entry.
      visit: await visitColumns(db, request.api ? null : await visitRequest(), tracking),
      idempotencyKey,
      spamReason,
      confirmVisitor,
      userAgent: request.userAgent,
      company: { name: site.companyName, email: site.email, phone: site.phone, address: site.address },
    });
    if (spamReason) logger.warn({ leadId: stored.leadId, spamReason, formId: form.id }, 'form entry: spam stored, no mail sent');
    else if (!stored.duplicate) wakeOutboxWorker();
    const redirectTo = form.settings.afterSubmit === 'redirect' && form.settings.redirectTo ? form.settings.redirectTo : undefined;
    return { status: 'success', formToken: issueFormToken(), redirectTo };
  } catch (error) {
    if (error instanceof EntryRefused) {
      if (Object.keys(error.fieldErrors).length > 0)
        return { status: 'invalid', message: error.message, fieldErrors: error.fieldErrors, values, formToken: submittedToken };
      return { status: 'error', message: error.message, values, formToken: submittedToken, reason: error.reason === 'closed' ? 'closed' : 'failed' };
    }
    logger.error({ err: error, formId: form.id }, 'form entry: storing failed');
    return { status: 'error', message: ENTRY_SEND_FAILED, values, formToken: submittedToken, reason: 'failed' };
  }
}

/** The HTTP status of an entry's answer, for the routes that send it as JSON. */
export function entryHttpStatus(result: EntryResult): number {
  if (result.status === 'success' || result.status === 'idle') return 200;
  if (result.status === 'invalid') return 400;
  const byReason: Record<NonNullable<typeof result.reason>, number> = { gone: 404, closed: 409, 'unknown-field': 400, 'rate-limited': 429, failed: 500 };
  return result.reason ? byReason[result.reason] : 400;
}
