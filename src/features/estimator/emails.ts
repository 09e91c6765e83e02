import { renderEmail, type EmailCompany } from '@/server/mail/layout';
import type { OutgoingMail } from '@/server/mail/outbox';
import { greeting, howToReachUs } from '@/server/mail/visitor-text';
import { breakdownLines, DURATION_RULE, formatWeeks, sharesNote } from './breakdown';
import type { EstimateView } from './estimate-view';
import { formatUsd } from './pricing';

/** The same lines as the result screen and the PDF: each row multiplies out, the lines add up to the total. */
function summary(estimate: EstimateView): [string, string | null][] {
  return [
    ['Estimate', estimate.number],
    ['Project type', estimate.projectType],
    ['Features', estimate.features.map((f) => f.name).join(', ')],
    ...breakdownLines(estimate),
    ['Expected range', `${formatUsd(estimate.range.low)} - ${formatUsd(estimate.range.high)}`],
    ['Expected duration', `${formatWeeks(estimate.durationWeeks)}. ${DURATION_RULE}`],
    ['Note', sharesNote(estimate)],
  ];
}

/** To the team: a visitor generated an estimate. */
export function estimateNotification(estimate: EstimateView, visitorEmail: string, company: EmailCompany, leadId: string): OutgoingMail {
  const { text, html } = renderEmail({
    heading: `New estimate from ${estimate.contact.name}`,
    paragraphs: [
      `${estimate.contact.name}${estimate.contact.company ? ` (${estimate.contact.company})` : ''} generated an estimate on the website. Reply to this email to reach them.`,
    ],
    details: [['Email', visitorEmail], ...summary(estimate)],
    company,
  });
  return { to: company.email, replyTo: visitorEmail, subject: `New estimate: ${formatUsd(estimate.total)} - ${estimate.contact.name}`, text, html, leadId };
}

/**
 * To the visitor: the estimate with its PDF and the share link (once when it is saved, again on
 * Email Estimate). The address is only what was typed, so the email, the PDF and the page the
 * link opens name the visitor by a plain first name at most, and carry nothing else they typed:
 * the lines are our own prices, project types and features (decision 097).
 */
export function estimateEmail(estimate: EstimateView, to: string, shareUrl: string, company: EmailCompany, pdf: Uint8Array, leadId?: string): OutgoingMail {
  const { text, html } = renderEmail({
    heading: `Your project estimate from ${company.name}`,
    paragraphs: [
      greeting(estimate.contact.name),
      `Here is your estimate ${estimate.number}: ${formatUsd(estimate.total)}, valid until ${new Date(estimate.expiresAt).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })}. The PDF is attached.`,
      `You can view it online at any time: ${shareUrl}`,
      'Our team will follow up within 24 hours to talk through your project.',
      howToReachUs(company),
    ],
    details: summary(estimate),
    company,
  });
  return {
    to,
    replyTo: company.email || undefined,
    subject: `Your project estimate ${estimate.number} - ${company.name}`,
    text,
    html,
    leadId,
    attachments: [
      { filename: `${company.name} estimate ${estimate.number}.pdf`, contentType: 'application/pdf', contentBase64: Buffer.from(pdf).toString('base64') },
    ],
  };
}
