import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { leads, mediaFiles } from '@/server/db/schema';
import type { EmailCompany } from '@/server/mail/layout';
import { logger } from '@/server/logger';
import { enqueueMail, type OutgoingMail } from '@/server/mail/outbox';
import { claimVisitorMail } from '@/server/mail/recipient-limit';
import { emitLeadCreated } from '@/features/webhooks/emit';
import { documentProblem } from '@/server/storage/document-check';
import { detectDocumentType } from '@/server/storage/document-type';
import type { Storage } from '@/server/storage';
import { applicationConfirmation, applicationNotification } from './application-emails';
import { APPLICATION_ERRORS, MAX_CV_BYTES, type Application, type ApplicationErrorCode } from './application-schema';
import type { VisitColumns } from '@/features/analytics/lead-visit';

export type CvUpload = { bytes: Buffer; originalName: string };
export type ApplicationContext = {
  position: string;
  company: EmailCompany;
  idempotencyKey: string;
  spamReason: string | null;
  sourcePage?: string;
  userAgent: string | null;
  /** The visit behind the application (decision 093), when the statistics saw one. */
  visit?: VisitColumns;
};

export class ApplicationRejected extends Error {
  constructor(readonly code: ApplicationErrorCode) {
    super(APPLICATION_ERRORS[code]);
  }
}

const CV_REFUSALS = { unreadable: 'cv-unreadable', encrypted: 'cv-encrypted', 'too-complex': 'cv-too-complex' } as const;

/**
 * Checks the CV by its content: a PDF, DOC or DOCX of at most 10 MB that opens as one (the whole
 * file, not only its first bytes) without a password. Throws ApplicationRejected.
 */
export async function checkCv(cv: CvUpload) {
  if (cv.bytes.length > MAX_CV_BYTES) throw new ApplicationRejected('cv-size');
  const type = detectDocumentType(cv.bytes);
  if (!type) throw new ApplicationRejected('cv-type');
  const problem = await documentProblem(cv.bytes, type.extension);
  if (problem) throw new ApplicationRejected(CV_REFUSALS[problem]);
  return type;
}

/**
 * Stores the CV privately, then the application as a lead with its file record and two emails
 * in one transaction (the applicant's within its address's daily limit, decision 097). If the
 * transaction fails, the file is removed again.
 */
export async function storeApplication(db: Database, storage: Storage, application: Application, cv: CvUpload, context: ApplicationContext) {
  const type = await checkCv(cv);
  const key = `private/applications/${randomUUID()}.${type.extension}`;
  await storage.put(key, cv.bytes);
  try {
    const result = await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.idempotencyKey, context.idempotencyKey)).limit(1);
      if (existing) return { leadId: existing.id, duplicate: true };
      const originalName = cv.originalName.replace(/[\r\n]/g, ' ').slice(0, 255) || `cv.${type.extension}`;
      const [file] = await tx
        .insert(mediaFiles)
        .values({
          filename: key.split('/').pop()!,
          originalFilename: originalName,
          filePath: key,
          fileSize: cv.bytes.length,
          mimeType: type.mimeType,
          folder: 'applications',
          isPrivate: true,
        })
        .returning({ id: mediaFiles.id });
      const [lead] = await tx
        .insert(leads)
        .values({
          kind: 'job_application',
          name: application.name,
          email: application.email,
          phone: application.phone,
          profileUrl: application.profileUrl,
          message: application.coverLetter,
          jobId: application.jobId,
          projectType: context.position,
          cvFileId: file!.id,
          consent: true,
          consentAt: new Date(),
          sourcePage: context.sourcePage,
          ...context.visit,
          idempotencyKey: context.idempotencyKey,
          isSpam: context.spamReason !== null,
          spamReason: context.spamReason,
          userAgent: context.userAgent?.slice(0, 500),
        })
        .returning({ id: leads.id });
      if (context.spamReason === null) {
        const attachment = { filename: `CV - ${application.name}.${type.extension}`, contentType: type.mimeType, storagePath: key };
        const mails: OutgoingMail[] = [];
        if (context.company.email) mails.push(applicationNotification(application, context.position, context.company, lead!.id, attachment));
        if (await claimVisitorMail(tx, application.email)) mails.push(applicationConfirmation(application, context.position, context.company, lead!.id));
        else logger.info({ leadId: lead!.id }, 'job application: the address had its emails for the day; no confirmation sent');
        await enqueueMail(tx, mails);
        await emitLeadCreated(tx, lead!.id);
      }
      return { leadId: lead!.id, duplicate: false };
    });
    // A retried submission stored nothing new: drop this copy of its file.
    if (result.duplicate) await storage.remove(key);
    return result;
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}
