import type { MailAttachment } from '@/server/db/schema';
import { renderEmail, type EmailCompany } from '@/server/mail/layout';
import type { OutgoingMail } from '@/server/mail/outbox';
import { greeting, howToReachUs } from '@/server/mail/visitor-text';
import type { Application } from './application-schema';

export function applicationNotification(application: Application, position: string, company: EmailCompany, leadId: string, cv: MailAttachment): OutgoingMail {
  const { text, html } = renderEmail({
    heading: `New application: ${position}`,
    paragraphs: [`${application.name} applied for ${position}. The CV is attached; reply to this email to answer the applicant.`],
    details: [
      ['Position', position],
      ['Name', application.name],
      ['Email', application.email],
      ['Phone', application.phone],
      ['Profile', application.profileUrl],
      ['Cover letter', application.coverLetter],
      ['CV', cv.filename],
    ],
    company,
  });
  return { to: company.email, replyTo: application.email, subject: `Application: ${position} - ${application.name}`, text, html, leadId, attachments: [cv] };
}

/**
 * To the applicant, whose address nobody has confirmed: nothing they typed but a plain first name
 * (decision 097); the position is the job's title from our own list.
 */
export function applicationConfirmation(application: Application, position: string, company: EmailCompany, leadId: string): OutgoingMail {
  const { text, html } = renderEmail({
    heading: `Thank you for applying to ${company.name}`,
    paragraphs: [
      greeting(application.name),
      `We have received your application for ${position}. Our team reviews every application and will get back to you within five business days.`,
      howToReachUs(company),
    ],
    company,
  });
  return { to: application.email, replyTo: company.email || undefined, subject: `Your application to ${company.name}`, text, html, leadId };
}
