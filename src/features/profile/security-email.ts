import { renderEmail, type EmailCompany } from '@/server/mail/layout';
import type { OutgoingMail } from '@/server/mail/outbox';

/**
 * Tells the owner of an account that its sign-in changed (a factor added or removed, recovery codes
 * made anew), so that one they did not make is noticed (ASVS V2.5.7).
 */
export function securityNoticeEmail({
  to,
  name,
  change,
  at,
  company,
}: {
  to: string;
  name: string;
  /** 'An authenticator app was added to' */
  change: string;
  at: Date;
  company: EmailCompany;
}): OutgoingMail {
  const companyName = company.name || 'Axion Labs';
  const when = at.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  const { text, html } = renderEmail({
    heading: 'Your sign-in changed',
    paragraphs: [
      `Hi ${name},`,
      `${change} your ${companyName} admin account on ${when} UTC. Your other browsers were signed out.`,
      'If this was not you, reset your password at once and tell your administrator.',
    ],
    company,
  });
  return { to, replyTo: company.email || undefined, subject: `Security notice: your ${companyName} admin sign-in changed`, text, html };
}
