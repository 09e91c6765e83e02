import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { jobs, leads, mailOutbox, mediaFiles } from '@/server/db/schema';
import { createSmtpTransport } from '@/server/mail/transport';
import { processOutbox } from '@/server/mail/worker';
import { createLocalStorage } from '@/server/storage';
import { createTestDatabase } from '@/test/database';
import { startTestSmtpServer } from '@/test/smtp';
import { applicationSchema } from './application-schema';
import { ApplicationRejected, storeApplication, type ApplicationContext } from './applications';

let db: Database;
let root: string;
let jobId: string;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-'));
  [{ id: jobId }] = (await db.insert(jobs).values({ title: 'QA Engineer', department: 'Quality', location: 'Remote' }).returning({ id: jobs.id })) as [{ id: string }];
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
const context = (extra: Partial<ApplicationContext> = {}): ApplicationContext => ({ position: 'QA Engineer', company, idempotencyKey: crypto.randomUUID(), spamReason: null, userAgent: null, ...extra });
const application = () => applicationSchema.parse({ jobId, name: 'Linus T', email: 'linus@example.com', profileUrl: 'https://github.com/linus', coverLetter: 'I test things.', consent: true });
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

describe('job applications', () => {
  it('stores the CV privately under a generated name, the lead, and mails the team the CV', async () => {
    const { leadId } = await storeApplication(db, storage(), application(), { bytes: pdf, originalName: '../../etc/passwd.pdf' }, context());
    const [lead] = await db.select().from(leads);
    const [file] = await db.select().from(mediaFiles);
    expect(lead).toMatchObject({ id: leadId, kind: 'job_application', jobId, cvFileId: file!.id, profileUrl: 'https://github.com/linus', message: 'I test things.' });
    expect(file).toMatchObject({ isPrivate: true, folder: 'applications', mimeType: 'application/pdf', originalFilename: '../../etc/passwd.pdf', fileSize: pdf.length });
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
    await expect(storeApplication(db, storage(), application(), { bytes: exe, originalName: 'cv.pdf' }, context())).rejects.toThrow('Your CV must be a PDF, DOC or DOCX file.');
    expect(await db.select().from(leads)).toHaveLength(0);
    expect(await db.select().from(mediaFiles)).toHaveLength(0);
    expect(filesOnDisk()).toHaveLength(0);
  });

  it('refuses a CV over 10 MB', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(10 * 1024 * 1024)]);
    await expect(storeApplication(db, storage(), application(), { bytes: big, originalName: 'cv.pdf' }, context())).rejects.toThrow('Your CV must be 10 MB or smaller.');
  });

  it('stores one application for a retried submission, and keeps one file', async () => {
    const key = crypto.randomUUID();
    await storeApplication(db, storage(), application(), { bytes: pdf, originalName: 'cv.pdf' }, context({ idempotencyKey: key }));
    const again = await storeApplication(db, storage(), application(), { bytes: pdf, originalName: 'cv.pdf' }, context({ idempotencyKey: key }));
    expect(again.duplicate).toBe(true);
    expect(await db.select().from(leads)).toHaveLength(1);
    expect(filesOnDisk()).toHaveLength(1);
  });
});
