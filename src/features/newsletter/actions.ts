'use server';

import { headers } from 'next/headers';
import { isFormAccepting } from '@/features/forms/availability';
import { FORM_CLOSED_MESSAGE, FORM_SLUGS } from '@/features/forms/catalogue';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { wakeOutboxWorker } from '@/server/mail/worker';
import { hitRateLimit } from '@/server/rate-limit';
import { getClientIp } from '@/server/request';
import { submittedForm } from '@/server/request-fault';
import { NEWSLETTER_SIGNUP_MESSAGE, newsletterSchema, type NewsletterResult } from './schema';
import { subscribeEmail } from './subscribers';

/**
 * Signs an email up (pending until the emailed link is opened); signing up twice is not an error
 * and stores one row. Every accepted address gets the same answer, subscribed or not.
 */
export async function subscribeToNewsletter(_previous: NewsletterResult, formData: FormData): Promise<NewsletterResult> {
  if (!submittedForm(formData)) return { status: 'error', message: 'Subscription failed. Please try again.' };
  const parsed = newsletterSchema.safeParse({ email: formData.get('email') ?? '' });
  if (!parsed.success) {
    return { status: 'error', message: parsed.error.issues[0]?.message ?? 'Please enter a valid email address.' };
  }
  try {
    const db = await getDb();
    // In the database, not the cache: the footer may have been rendered before staff closed the form.
    if (!(await isFormAccepting(db, FORM_SLUGS.newsletter))) return { status: 'error', message: FORM_CLOSED_MESSAGE };
    const limit = await hitRateLimit(db, `newsletter:${await getClientIp()}`, { limit: 5, windowMs: 10 * 60_000 });
    if (!limit.allowed) return { status: 'error', message: 'Too many sign-ups from your network. Please try again in a few minutes.' };
    const outcome = await subscribeEmail(db, parsed.data.email, (await headers()).get('referer'));
    if (outcome === 'confirmation_sent') wakeOutboxWorker();
    return { status: 'success', message: NEWSLETTER_SIGNUP_MESSAGE };
  } catch (error) {
    logger.error({ err: error }, 'newsletter subscription failed');
    return { status: 'error', message: 'Subscription failed. Please try again.' };
  }
}
