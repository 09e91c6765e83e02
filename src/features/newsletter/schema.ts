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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ISSUE_LIMITS = { subject: 200, intro: 10_000, posts: 20 } as const;
const recordId = z.string('This issue no longer exists. Reload the page.').regex(UUID, 'This issue no longer exists. Reload the page.');

/** An issue as the compose form sends it: no id for a new one. */
export const issueInputSchema = z.object({
  id: recordId.optional(),
  subject: z
    .string('Please enter a subject.')
    .trim()
    .min(1, 'Please enter a subject.')
    .max(ISSUE_LIMITS.subject, `Use at most ${ISSUE_LIMITS.subject} characters for the subject.`),
  intro: z
    .string('The intro must be text.')
    .trim()
    .max(ISSUE_LIMITS.intro, `Use at most ${ISSUE_LIMITS.intro.toLocaleString('en-US')} characters for the intro.`),
  postIds: z
    .array(z.string().regex(UUID, 'Choose posts from the list.'), 'Choose posts from the list.')
    .max(ISSUE_LIMITS.posts, `Choose at most ${ISSUE_LIMITS.posts} posts.`)
    .refine((ids) => new Set(ids).size === ids.length, 'A post is chosen twice.'),
});
export type IssueInput = z.infer<typeof issueInputSchema>;

export const issueIdSchema = z.object({ id: recordId });
export const issueScheduleSchema = z.object({ id: recordId, sendAt: z.iso.datetime({ error: 'Choose a date and a time.' }) });
