import { z } from 'zod';

export const newsletterSchema = z.object({
  email: z
    // A file or a number in place of the address (a bot's post) gets the same clear message.
    .string({ error: 'Please enter a valid email address.' })
    .trim()
    .toLowerCase()
    .min(1, 'Please enter your email address.')
    .max(254, 'That email address is too long.')
    .pipe(z.email('Please enter a valid email address.')),
});

export type NewsletterResult = { status: 'idle' } | { status: 'success'; message: string } | { status: 'error'; message: string };

/** The answer to every accepted sign-up, whether or not the address was on the list already. */
export const NEWSLETTER_SIGNUP_MESSAGE = 'Check your inbox to confirm your subscription.';
