import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { jobs, leads, mailOutbox, mediaFiles } from '@/server/db/schema';
import { createSmtpTransport } from '@/server/mail/transport';
import { processOutbox } from '@/server/mail/worker';
import { createLocalStorage } from '@/server/storage';
import { mailboxIdentity, VISITOR_MAIL_LIMIT } from '@/server/mail/recipient-limit';
import { createTestDatabase } from '@/test/database';
import { plainTextOf } from '@/test/mime';
import { expectNoSenderText, SPAM_MESSAGE, SPAM_NAME, SPAM_PHRASE, SPAM_URL } from '@/test/relay';
import { encryptedPdf, sampleDoc, sampleDocx, samplePdf } from '@/test/documents';
import { startTestSmtpServer } from '@/test/smtp';
import { APPLICATION_ERRORS, applicationSchema } from './application-schema';
import { ApplicationRejected, storeApplication, type ApplicationContext } from './applications';

let db: Database;
let root: string;
let jobId: string;
let pdf: Buffer;
beforeAll(async () => {
  pdf = await samplePdf();
  db = (await createTestDatabase()).db;
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-'));
  [{ id: jobId }] = (await db.insert(jobs).values({ title: 'QA Engineer', department: 'Quality', location: 'Remote' }).returning({ id: jobs.id })) as [
    { id: string },
  ];
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
beforeEach(async () => {
  await db.delete(mailOutbox);
  await db.delete(leads);
  await db.delete(mediaFiles);
  fs.rmSync(path.join(root, 'private'), { recursive: true, force: true });
});

const storage = () => createLocalStorage(root);
const filesOnDisk = () => (fs.existsSync(path.join(root, 'private/applications')) ? fs.readdirSync(path.join(root, 'private/applications')) : []);
const company = { name: 'Axion Labs', email: 'careers@axionlabs.dev', phone: '', address: 'Sheridan, WY, USA' };
const context = (extra: Partial<ApplicationContext> = {}): ApplicationContext => ({
  position: 'QA Engineer',
  company,
  idempotencyKey: crypto.randomUUID(),
  spamReason: null,
  userAgent: null,
  ...extra,
});
const application = () =>
  applicationSchema.parse({
    jobId,
    name: 'Linus T',
    email: 'linus@example.com',
    profileUrl: 'https://github.com/linus',
    coverLetter: 'I test things.',
    consent: true,
  });

describe('job applications', () => {
  it('stores the CV privately under a generated name, the lead, and mails the team the CV', async () => {
    const { leadId } = await storeApplication(db, storage(), application(), { bytes: pdf, originalName: '../../etc/passwd.pdf' }, context());
    const [lead] = await db.select().from(leads);
    const [file] = await db.select().from(mediaFiles);
    expect(lead).toMatchObject({
      id: leadId,
      kind: 'job_application',
      jobId,
      cvFileId: file!.id,
      profileUrl: 'https://github.com/linus',
      message: 'I test things.',
    });
    expect(file).toMatchObject({
      isPrivate: true,
      folder: 'applications',
      mimeType: 'application/pdf',
      originalFilename: '../../etc/passwd.pdf',
      fileSize: pdf.length,
    });
    expect(file!.filePath).toMatch(/^private\/applications\/[0-9a-f-]{36}\.pdf$/);
    expect(fs.readFileSync(path.join(root, file!.filePath))).toEqual(pdf);

    const smtp = await startTestSmtpServer();
    const transport = createSmtpTransport(smtp.url);
    await processOutbox(db, transport, { storage: storage() });
    transport.close();
    await smtp.stop();
    const toTeam = smtp.received.find((m) => m.to.includes('careers@axionlabs.dev'));
    expect(toTeam?.raw).toContain('Application: QA Engineer');
    expect(toTeam?.raw).toContain('filename="CV - Linus T.pdf"');
    expect(toTeam?.raw).toContain(pdf.toString('base64').slice(0, 20));
    expect(smtp.received.some((m) => m.to.includes('linus@example.com'))).toBe(true);
  });

  it('refuses a renamed executable with a clear message and stores nothing', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    await expect(storeApplication(db, storage(), application(), { bytes: exe, originalName: 'cv.pdf' }, context())).rejects.toThrow(ApplicationRejected);
    await expect(storeApplication(db, storage(), application(), { bytes: exe, originalName: 'cv.pdf' }, context())).rejects.toThrow(
      'Your CV must be a PDF, DOC or DOCX file.',
    );
    expect(await db.select().from(leads)).toHaveLength(0);
    expect(await db.select().from(mediaFiles)).toHaveLength(0);
    expect(filesOnDisk()).toHaveLength(0);
  });

  it('refuses a CV that only starts like a document, or is locked, and stores nothing', async () => {
    const docx = await sampleDocx();
    const refusals: [Buffer, string][] = [
      [Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), APPLICATION_ERRORS['cv-unreadable']],
      [pdf.subarray(0, Math.floor(pdf.length / 2)), APPLICATION_ERRORS['cv-unreadable']],
      [docx.subarray(0, docx.length - 100), APPLICATION_ERRORS['cv-unreadable']],
      [Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4000)]), APPLICATION_ERRORS['cv-unreadable']],
      [await encryptedPdf(), APPLICATION_ERRORS['cv-encrypted']],
      [sampleDoc({ encrypted: true }), APPLICATION_ERRORS['cv-encrypted']],
    ];
    for (const [bytes, message] of refusals) {
      await expect(storeApplication(db, storage(), application(), { bytes, originalName: 'cv.pdf' }, context())).rejects.toThrow(message);
    }
    expect(await db.select().from(leads)).toHaveLength(0);
    expect(await db.select().from(mediaFiles)).toHaveLength(0);
    expect(filesOnDisk()).toHaveLength(0);
  });

  it('stores a Word CV, new or old format, under its own type', async () => {
    await storeApplication(db, storage(), application(), { bytes: await sampleDocx(), originalName: 'cv.docx' }, context());
    await storeApplication(db, storage(), application(), { bytes: sampleDoc(), originalName: 'cv.doc' }, context());
    const files = await db.select({ mimeType: mediaFiles.mimeType, filePath: mediaFiles.filePath }).from(mediaFiles);
    expect(files.map((file) => file.mimeType).sort()).toEqual([
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
    expect(filesOnDisk().sort()).toEqual(files.map((file) => file.filePath.split('/').pop()).sort());
  });

  it('refuses a CV over 10 MB', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(10 * 1024 * 1024)]);
    await expect(storeApplication(db, storage(), application(), { bytes: big, originalName: 'cv.pdf' }, context())).rejects.toThrow(
      'Your CV must be 10 MB or smaller.',
    );
  });

  it('stores one application for a retried submission, and keeps one file', async () => {
    const key = crypto.randomUUID();
    await storeApplication(db, storage(), application(), { bytes: pdf, originalName: 'cv.pdf' }, context({ idempotencyKey: key }));
    const again = await storeApplication(db, storage(), application(), { bytes: pdf, originalName: 'cv.pdf' }, context({ idempotencyKey: key }));
    expect(again.duplicate).toBe(true);
    expect(await db.select().from(leads)).toHaveLength(1);
    expect(filesOnDisk()).toHaveLength(1);
  });

  it('is no mail relay: 5 applications naming one victim give it the day’s few confirmations, with nothing the sender typed (decision 097)', async () => {
    const victim = 'jobs-victim@example.com';
    for (let i = 0; i < 5; i++) {
      const spam = applicationSchema.parse({
        jobId,
        name: SPAM_NAME,
        email: i % 2 ? victim : 'Jobs-Victim+cv@example.com',
        phone: '+1 900 555 0199',
        profileUrl: SPAM_URL,
        coverLetter: SPAM_MESSAGE,
        consent: true,
      });
      await storeApplication(db, storage(), spam, { bytes: pdf, originalName: 'cv.pdf' }, context());
    }
    expect(await db.select().from(leads)).toHaveLength(5);
    const smtp = await startTestSmtpServer();
    const transport = createSmtpTransport(smtp.url);
    while ((await processOutbox(db, transport, { storage: storage() })).sent > 0);
    transport.close();
    await smtp.stop();
    expect(smtp.received.filter((m) => m.to.includes('careers@axionlabs.dev'))).toHaveLength(5);
    const toVictim = smtp.received.filter((m) => m.to.some((to) => mailboxIdentity(to) === victim));
    expect(toVictim).toHaveLength(VISITOR_MAIL_LIMIT.limit);
    for (const mail of toVictim) {
      expectNoSenderText(mail.raw, [SPAM_NAME, SPAM_URL, SPAM_PHRASE, SPAM_MESSAGE]);
      expect(plainTextOf(mail.raw)).toContain('Hi Victor,');
      expect(plainTextOf(mail.raw)).toContain('QA Engineer');
    }
  });
});
