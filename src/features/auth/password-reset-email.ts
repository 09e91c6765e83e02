import { renderEmail, type EmailCompany } from '@/server/mail/layout';
import type { OutgoingMail } from '@/server/mail/outbox';
import { accountNoticeEmail } from './account-notice-email';

/** The link that sets a new password. */
export function passwordResetEmail({ to, name, link, company }: { to: string; name: string; link: string; company: EmailCompany }): OutgoingMail {
  const companyName = company.name || 'Axion Labs';
  const { text, html } = renderEmail({
    heading: 'Reset your password',
    paragraphs: [
      `Hi ${name},`,
      `Someone, hopefully you, asked to reset the password of your ${companyName} admin account. Open this link to choose a new one:`,
      link,
      'The link works once, within 1 hour. Setting a new password signs your account out everywhere.',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    company,
  });
  return { to, subject: `Reset your ${companyName} admin password`, text, html };
}

/** Sent after a reset, so that the owner learns of one they did not make. */
export function passwordChangedEmail({
  to,
  name,
  at,
  forgotLink,
  company,
}: {
  to: string;
  name: string;
  at: Date;
  forgotLink: string;
  company: EmailCompany;
}): OutgoingMail {
  return accountNoticeEmail({
    to,
    name,
    heading: 'Your password was changed',
    subject: 'password was changed',
    happened: (companyName, when) =>
      `The password of your ${companyName} admin account was changed on ${when} through a reset link, and every session of the account was signed out.`,
    advice: ['If this was not you, reset your password at once and tell your administrator:', forgotLink],
    at,
    company,
  });
}
