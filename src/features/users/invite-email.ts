import { ROLE_LABELS, type Role } from '@/server/auth/roles';
import { renderEmail, type EmailCompany } from '@/server/mail/layout';
import type { OutgoingMail } from '@/server/mail/outbox';

type Invitation = { to: string; name: string; role: Role | null; inviter: string; link: string; expiresAt: Date; company: EmailCompany };

/** To the invited person: the link that sets their password, and until when it works. */
export function invitationEmail({ to, name, role, inviter, link, expiresAt, company }: Invitation): OutgoingMail {
  const companyName = company.name || 'Axion Labs';
  const until = expiresAt.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  const { text, html } = renderEmail({
    heading: `You are invited to the ${companyName} admin`,
    paragraphs: [
      `Hi ${name},`,
      `${inviter} has invited you to manage the ${companyName} website${role ? ` as ${ROLE_LABELS[role].toLowerCase()}` : ''}. Open this link to choose your password:`,
      link,
      `The link works once and expires on ${until}. If you did not expect this invitation, you can ignore this email and no account access will be granted.`,
    ],
    company,
  });
  return { to, replyTo: company.email || undefined, subject: `Your invitation to the ${companyName} admin`, text, html };
}
