'use server';

import { headers } from 'next/headers';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { newsletterSchema, type NewsletterResult } from './schema';
import { subscribeEmail } from './subscribers';

/** Subscribes an email; subscribing twice is not an error and stores one row. */
export async function subscribeToNewsletter(_previous: NewsletterResult, formData: FormData): Promise<NewsletterResult> {
  const parsed = newsletterSchema.safeParse({ email: formData.get('email') ?? '' });
  if (!parsed.success) {
    return { status: 'error', message: parsed.error.issues[0]?.message ?? 'Please enter a valid email address.' };
  }
  try {
    const sourcePage = (await headers()).get('referer');
    await subscribeEmail(await getDb(), parsed.data.email, sourcePage);
    return { status: 'success', message: 'Thanks for subscribing! Watch your inbox for our next issue.' };
  } catch (error) {
    logger.error({ err: error }, 'newsletter subscription failed');
    return { status: 'error', message: 'Subscription failed. Please try again.' };
  }
}
