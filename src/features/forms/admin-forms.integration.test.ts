import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseListParams, type CrudActor } from '@/features/admin/crud/server';
import type { Database } from '@/server/db/client';
import { auditLog, forms, leads, newsletterSubscribers } from '@/server/db/schema';
import { seedDatabase } from '@/seed/seed';
import { writeFormStatus } from './admin-forms';
import { listAdminForms } from './admin-queries';
import { isFormAccepting, isFormOpenForDisplay } from './availability';
import { issueFormToken } from '@/features/contact/form-token';
import { seededWithEditor } from './test-setup';
import { submitEntry } from './submit';

let db: Database;
let actor: CrudActor;
beforeAll(async () => ({ db, actor } = await seededWithEditor('Erin', '203.0.113.9')));

const list = (query: Record<string, string> = {}) => listAdminForms(db, parseListParams(query));
const formId = async (slug: string) => (await db.select({ id: forms.id }).from(forms).where(eq(forms.slug, slug)))[0]!.id;

describe('the forms manager', () => {
  it('lists the seeded forms newest first (the four built in, then the demo built with the builder), with the fields the public forms ask for', async () => {
    const { rows, total } = await list();
    expect(total).toBe(5);
    expect(rows.map((form) => form.slug)).toEqual(['contact', 'estimator', 'job-application', 'newsletter', 'ai-readiness-audit']);
    expect(rows.every((form) => form.isActive)).toBe(true);
    const contact = rows[0]!;
    expect(contact.name).toBe('Contact Form');
    expect(contact.fields.filter((field) => field.required).map((field) => field.name)).toEqual(['name', 'email', 'message', 'consent']);
    expect(contact.fields.find((field) => field.name === 'budget')?.options).toContain('$20,000 - $50,000');
    expect(contact.settings.successMessage).toBe("Message Sent Successfully! We'll get back to you within 24 hours.");
    expect(rows[2]!.fields.find((field) => field.name === 'cv')).toMatchObject({ type: 'file', required: true });
    expect(rows[3]!.fields).toEqual([{ name: 'email', label: 'Email address', type: 'email', required: true }]);
  });

  it('searches by name or slug and filters by status', async () => {
    expect((await list({ q: 'newsletter' })).rows.map((form) => form.slug)).toEqual(['newsletter']);
    expect((await list({ q: 'job-app' })).rows.map((form) => form.slug)).toEqual(['job-application']);
    expect((await list({ q: 'ESTIMATOR' })).rows.map((form) => form.slug)).toEqual(['estimator']);
    expect((await list({ q: '%' })).rows).toHaveLength(0);
    expect((await list({ status: 'inactive' })).rows).toHaveLength(0);
  });

  it('counts each form’s submissions where they are stored, newest first, spam left out', async () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
    await db.insert(leads).values([
      { kind: 'contact', name: 'Older Otto', email: 'otto@example.com', createdAt: at(1) },
      { kind: 'contact', name: 'Newer Nina', email: 'nina@example.com', company: 'Nina Co', createdAt: at(5) },
      { kind: 'contact', name: 'Spam Sam', email: 'sam@example.com', isSpam: true, createdAt: at(9) },
      { kind: 'estimate', name: 'Ada Lovelace', email: 'ada@example.com', projectType: 'Web Application', createdAt: at(3) },
    ]);
    await db.insert(newsletterSubscribers).values({ email: 'reader@example.com', status: 'subscribed', unsubscribeToken: 'token-1' });
    const bySlug = Object.fromEntries((await list()).rows.map((form) => [form.slug, form]));
    expect(bySlug.contact).toMatchObject({ submissionCount: 2 });
    expect(bySlug.contact!.latest.map((entry) => [entry.name, entry.detail, entry.status])).toEqual([
      ['Newer Nina', 'Nina Co', 'new'],
      ['Older Otto', null, 'new'],
    ]);
    expect(bySlug.estimator).toMatchObject({ submissionCount: 1, latest: [expect.objectContaining({ name: 'Ada Lovelace', detail: 'Web Application' })] });
    expect(bySlug['job-application']).toMatchObject({ submissionCount: 0, latest: [] });
    expect(bySlug.newsletter).toMatchObject({ submissionCount: 1, latest: [expect.objectContaining({ email: 'reader@example.com', status: 'subscribed' })] });
  });

  it('deactivates and reactivates a form: audited, refused by the server at once, shown on the next render', async () => {
    const id = await formId('contact');
    expect(await isFormOpenForDisplay('contact')).toBe(true);

    expect(await writeFormStatus(db, actor, { id, isActive: false })).toEqual({ name: 'Contact Form', isActive: false });
    expect(await isFormAccepting(db, 'contact')).toBe(false);
    // The cached read the public pages use was dropped with the 'site' tag.
    expect(await isFormOpenForDisplay('contact')).toBe(false);
    expect(await isFormAccepting(db, 'newsletter')).toBe(true);
    expect((await list({ status: 'inactive' })).rows.map((form) => form.slug)).toEqual(['contact']);

    await writeFormStatus(db, actor, { id, isActive: true });
    expect(await isFormAccepting(db, 'contact')).toBe(true);
    expect(await isFormOpenForDisplay('contact')).toBe(true);

    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'form'), eq(auditLog.entityId, id)))
      .orderBy(auditLog.createdAt);
    expect(entries.map((entry) => [entry.action, entry.actorEmail, entry.ipAddress])).toEqual([
      ['form.deactivate', actor.email, actor.ipAddress],
      ['form.activate', actor.email, actor.ipAddress],
    ]);
    expect(entries[0]!.details).toMatchObject({ slug: 'contact', previous: true, isActive: false });
  });

  it('counts and lists a built form’s entries from its leads, spam left out', async () => {
    const demo = await formId('ai-readiness-audit');
    const send = (name: string, website = '') => {
      const data = new FormData();
      for (const [key, value] of Object.entries({
        formId: demo,
        formToken: issueFormToken(Date.now() - 10_000),
        name,
        email: 'ada@example.com',
        company_size: '1-10 people',
        consent: 'on',
        website,
      }))
        data.set(key, value);
      return submitEntry(data, { ip: `203.0.113.${name.length}`, userAgent: null, referer: null });
    };
    expect(await send('Ada Lovelace')).toMatchObject({ status: 'success' });
    expect(await send('Spam Bot', 'https://spam.example')).toMatchObject({ status: 'success' });
    const demoRow = (await list({ q: 'ai-readiness' })).rows[0]!;
    expect(demoRow).toMatchObject({ submissionCount: 1, latest: [expect.objectContaining({ name: 'Ada Lovelace', email: 'ada@example.com', status: 'new' })] });
  });

  it('answers an unknown form with a 404 and changes nothing', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      await expect(writeFormStatus(db, actor, { id, isActive: false })).rejects.toMatchObject({
        status: 404,
        message: 'This form no longer exists. Reload the page.',
      });
    }
    expect((await list({ status: 'active' })).total).toBe(5);
  });

  it('keeps staff’s switch when the seed runs again, and treats a form without a row as open', async () => {
    await writeFormStatus(db, actor, { id: await formId('newsletter'), isActive: false });
    const inserted = await seedDatabase(db);
    expect(inserted.forms).toBe(0);
    expect(await isFormAccepting(db, 'newsletter')).toBe(false);
    await db.delete(forms).where(eq(forms.slug, 'estimator'));
    expect(await isFormAccepting(db, 'estimator')).toBe(true);
  });
});
