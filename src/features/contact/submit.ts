import 'server-only';
import { logger } from '@/server/logger';
import type { Database } from '@/server/db/client';
import { leads } from '@/server/db/schema';
import type { EmailCompany } from '@/server/mail/layout';
import { enqueueMail, type OutgoingMail } from '@/server/mail/outbox';
import { claimVisitorMail } from '@/server/mail/recipient-limit';
import { emitLeadCreated } from '@/features/webhooks/emit';
import { inquiryConfirmation, inquiryNotification } from './emails';
import type { VisitColumns } from '@/features/analytics/lead-visit';
import type { Inquiry, Tracking } from './schema';

export type InquiryContext = {
  tracking: Tracking;
  /** The visit behind the inquiry (decision 093), when the statistics saw one. */
  visit?: VisitColumns;
  idempotencyKey: string;
  spamReason: string | null;
  userAgent: string | null;
  company: EmailCompany;
};

/**
 * Stores the inquiry as a lead and queues its two emails in the same transaction: once this
 * returns, neither can be lost. The visitor's confirmation counts against its address's daily
 * limit (decision 097): past it, only that email is left out. A repeated idempotency key stores
 * nothing new; spam is stored flagged and queues no mail (nor the lead.created webhook, queued
 * with the mail).
 */
export async function storeInquiry(db: Database, inquiry: Inquiry, context: InquiryContext) {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(leads)
      .values({
        kind: 'contact',
        name: inquiry.name,
        email: inquiry.email,
        company: inquiry.company,
        phone: inquiry.phone,
        projectType: inquiry.projectType,
        budget: inquiry.budget,
        timeline: inquiry.timeline,
        message: inquiry.message,
        partnershipType: inquiry.partnershipType,
        consent: inquiry.consent,
        consentAt: new Date(),
        ...context.tracking,
        ...context.visit,
        idempotencyKey: context.idempotencyKey,
        isSpam: context.spamReason !== null,
        spamReason: context.spamReason,
        userAgent: context.userAgent?.slice(0, 500),
      })
      .onConflictDoNothing({ target: leads.idempotencyKey })
      .returning({ id: leads.id });
    if (!lead) return { leadId: null, duplicate: true };
    if (context.spamReason === null) {
      const mails: OutgoingMail[] = [];
      if (context.company.email) mails.push(inquiryNotification(inquiry, context.tracking, context.company, lead.id));
      else logger.warn({ leadId: lead.id }, 'no contact_email in the site settings: the team is not notified of new leads');
      if (await claimVisitorMail(tx, inquiry.email)) mails.push(inquiryConfirmation(inquiry, context.company, lead.id));
      else logger.info({ leadId: lead.id }, 'contact form: the address had its emails for the day; no confirmation sent');
      await enqueueMail(tx, mails);
      await emitLeadCreated(tx, lead.id);
    }
    return { leadId: lead.id, duplicate: false };
  });
}
