import { renderEmail, type EmailCompany } from '@/server/mail/layout';
import type { OutgoingMail } from '@/server/mail/outbox';

/**
 * Tells the owner of an account that its sign-in changed (a password reset, a factor added or
 * removed), so that a change they did not make is noticed (ASVS V2.2.3, V2.5.7).
 */
export function accountNoticeEmail({
  to,
  name,
  heading,
  subject,
  happened,
  advice,
  at,
  company,
}: {
  to: string;
  name: string;
  heading: string;
  /** After 'Your <company> admin ': 'password was changed'. */
  subject: string;
  /** What happened, given the company's name and the time in words. */
  happened: (companyName: string, when: string) => string;
  /** What to do if it was not them. */
  advice: string[];
  at: Date;
  company: EmailCompany;
}): OutgoingMail {
  const companyName = company.name || 'Axion Labs';
  const when = `${at.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
  const { text, html } = renderEmail({ heading, paragraphs: [`Hi ${name},`, happened(companyName, when), ...advice], company });
  return { to, replyTo: company.email || undefined, subject: `Your ${companyName} admin ${subject}`, text, html };
}
