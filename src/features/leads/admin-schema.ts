// What the inbox's detail view sends: shared by its client component and the server actions.
import { z } from 'zod';
import { LEAD_STATUSES } from '@/server/db/enums';

const leadId = z.string('This lead no longer exists. Reload the page.').min(1, 'This lead no longer exists. Reload the page.');

export const leadStatusSchema = z.object({
  id: leadId,
  status: z.enum(LEAD_STATUSES, 'Please choose a valid status.'),
});

export const NOTE_MAX = 5_000;
export const leadNoteSchema = z.object({
  id: leadId,
  body: z.string('Please enter the note.').trim().min(1, 'Please enter the note.').max(NOTE_MAX, `Use at most ${NOTE_MAX} characters for the note.`),
});

export const leadSpamSchema = z.object({ id: leadId, spam: z.boolean('Please choose spam or not spam.') });

export const mailRetrySchema = z.object({
  leadId: leadId,
  mailId: z.string('This email no longer exists. Reload the page.').min(1, 'This email no longer exists. Reload the page.'),
});

export type LeadStatusInput = z.infer<typeof leadStatusSchema>;
export type LeadNoteInput = z.infer<typeof leadNoteSchema>;
export type LeadSpamInput = z.infer<typeof leadSpamSchema>;
export type MailRetryInput = z.infer<typeof mailRetrySchema>;
