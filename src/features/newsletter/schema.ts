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
