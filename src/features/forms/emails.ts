import type { Tracking } from '@/features/contact/schema';
import type { OutgoingMail } from '@/server/mail/outbox';
import { renderEmail, type EmailCompany } from '@/server/mail/layout';
import { howToReachUs, NOT_REPEATED } from '@/server/mail/visitor-text';
import { answerText, type StoredAnswer } from './answers';

/** The confirmation's text when staff wrote none. */
export const DEFAULT_CONFIRMATION_TEXT = 'We have received your answers and will be in touch.';

const details = (answers: readonly StoredAnswer[]): [string, string | undefined][] => answers.map((answer) => [answer.label, answerText(answer) || undefined]);

/** To each address the form names: every answer, where it came from; replying answers the visitor. */
export function entryNotification(input: {
  formName: string;
  to: string;
  who: string;
  replyTo: string | null;
  answers: readonly StoredAnswer[];
  tracking: Tracking;
  company: EmailCompany;
  leadId: string;
}): OutgoingMail {
  const { tracking } = input;
  const { text, html } = renderEmail({
    heading: `New entry in ${input.formName}`,
    paragraphs: [
      `${input.who} sent the form "${input.formName}".${input.replyTo ? ' Reply to this email to answer them directly.' : ''} The entry is in Forms & Leads.`,
    ],
    details: [
      ...details(input.answers),
      ['Page', tracking.sourcePage],
      ['Referrer', tracking.referrer],
      ['Campaign', [tracking.utmSource, tracking.utmMedium, tracking.utmCampaign].filter(Boolean).join(' / ') || undefined],
    ],
    company: input.company,
  });
  return { to: input.to, replyTo: input.replyTo ?? undefined, subject: `New entry: ${input.formName} - ${input.who}`, text, html, leadId: input.leadId };
}

/**
 * To the visitor, when the form sends one: staff's own subject and text, and how to reach us.
 * The address is the visitor's word only, so nothing they typed goes in it (decision 097).
 */
export function entryConfirmation(input: { to: string; subject: string; body: string; company: EmailCompany; leadId: string }): OutgoingMail {
  const paragraphs = input.body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const { text, html } = renderEmail({
    heading: input.subject,
    paragraphs: [...(paragraphs.length ? paragraphs : [DEFAULT_CONFIRMATION_TEXT]), howToReachUs(input.company), NOT_REPEATED],
    company: input.company,
  });
  return { to: input.to, replyTo: input.company.email || undefined, subject: input.subject, text, html, leadId: input.leadId };
}
