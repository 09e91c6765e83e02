import type { OutgoingMail } from '@/server/mail/outbox';
import { renderEmail, type EmailCompany } from '@/server/mail/layout';
import { greeting, howToReachUs, NOT_REPEATED } from '@/server/mail/visitor-text';
import { PARTNERSHIP_INTERESTS } from './options';
import type { Inquiry, Tracking } from './schema';

function details(inquiry: Inquiry, tracking: Tracking): [string, string | undefined][] {
  return [
    ['Name', inquiry.name],
    ['Email', inquiry.email],
    ['Company', inquiry.company],
    ['Phone', inquiry.phone],
    ['Project type', inquiry.projectType],
    ['Budget', inquiry.budget],
    ['Timeline', inquiry.timeline],
    ['Partnership', inquiry.partnershipType ? PARTNERSHIP_INTERESTS[inquiry.partnershipType] : undefined],
    ['Message', inquiry.message],
    ['Page', tracking.sourcePage],
    ['Referrer', tracking.referrer],
    ['Campaign', [tracking.utmSource, tracking.utmMedium, tracking.utmCampaign].filter(Boolean).join(' / ') || undefined],
  ];
}

/** To the team: the whole inquiry; replying answers the visitor. */
export function inquiryNotification(inquiry: Inquiry, tracking: Tracking, company: EmailCompany, leadId: string): OutgoingMail {
  const { text, html } = renderEmail({
    heading: `New project inquiry from ${inquiry.name}`,
    paragraphs: ['A visitor sent the contact form. Reply to this email to answer them directly.'],
    details: details(inquiry, tracking),
    company,
  });
  return {
    to: company.email,
    replyTo: inquiry.email,
    subject: `New inquiry: ${inquiry.name}${inquiry.company ? ` (${inquiry.company})` : ''}`,
    text,
    html,
    leadId,
  };
}

/**
 * To the visitor, whose address nobody has confirmed: we have it, when we will answer and how to
 * reach us. Nothing they typed but a plain first name (decision 097).
 */
export function inquiryConfirmation(inquiry: Inquiry, company: EmailCompany, leadId: string): OutgoingMail {
  const { text, html } = renderEmail({
    heading: `Thank you for contacting ${company.name}`,
    paragraphs: [
      greeting(inquiry.name),
      'We have received your message and will get back to you within 24 hours (Monday to Friday).',
      howToReachUs(company),
      NOT_REPEATED,
    ],
    company,
  });
  return { to: inquiry.email, replyTo: company.email || undefined, subject: `We received your message - ${company.name}`, text, html, leadId };
}
