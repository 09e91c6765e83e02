import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import type { CrudActor } from '@/features/admin/crud/server';
import { auditLog, forms, formSubmissions, siteSettings } from '@/server/db/schema';
import { getBuilderForm } from './builder-queries';
import { createForm, deleteForm, updateForm } from './builder-writes';
import { CONSENT_TICKED, type FormDefinitionInput } from './definition';
import { seededWithEditor } from './test-setup';

let db: Database;
let actor: CrudActor;
beforeAll(async () => ({ db, actor } = await seededWithEditor('Bea', '203.0.113.21')));

/** An event sign-up: name, email, a select, a conditional field and consent. */
function eventSignUp(overrides: Partial<FormDefinitionInput> = {}): FormDefinitionInput {
  return {
    name: 'Event sign-up',
    slug: 'event-sign-up',
    description: 'Our autumn meetup.',
    fields: [
      { id: 'f1', type: 'text', name: 'name', label: 'Your name', required: true },
      { id: 'f2', type: 'email', name: 'email', label: 'Email', required: true },
      { id: 'f3', type: 'select', name: 'company_size', label: 'Company size', options: ['1-10', '11-50', '51+'] },
      { id: 'f4', type: 'consent', name: 'in_person', label: 'Attending in person' },
      { id: 'f5', type: 'textarea', name: 'dietary_needs', label: 'Dietary needs', showWhen: { field: 'in_person', equals: CONSENT_TICKED } },
    ],
    settings: { submitLabel: 'Sign me up', notifyEmails: ['events@axionlabs.dev'] },
    ...overrides,
  };
}

const formCount = async () => (await db.select({ id: forms.id }).from(forms)).length;
const auditOf = async (id: string) => db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(asc(auditLog.createdAt));
const builtInId = async (slug: string) => (await db.select({ id: forms.id }).from(forms).where(eq(forms.slug, slug)))[0]!.id;

describe('the form builder’s writes', () => {
  it('creates a form from its definition, with the defaults filled in, and audits it', async () => {
    const saved = await createForm(db, actor, eventSignUp());
    const form = await getBuilderForm(db, saved.id);
    expect(form).toMatchObject({
      name: 'Event sign-up',
      slug: 'event-sign-up',
      description: 'Our autumn meetup.',
      isActive: true,
      builtIn: false,
      entryCount: 0,
      updatedAt: saved.updatedAt,
    });
    expect(form!.fields.map((field) => field.name)).toEqual(['name', 'email', 'company_size', 'in_person', 'dietary_needs']);
    expect(form!.fields[4]).toMatchObject({ showWhen: { field: 'in_person', equals: 'ticked' }, required: false, maxLength: null });
    expect(form!.settings).toMatchObject({
      submitLabel: 'Sign me up',
      afterSubmit: 'message',
      leadKind: 'form',
      leadStatus: 'new',
      notifyEmails: ['events@axionlabs.dev'],
      entryLimit: null,
      closesAt: null,
    });

    const [entry] = await auditOf(saved.id);
    expect(entry).toMatchObject({ action: 'form.create', actorEmail: actor.email, ipAddress: actor.ipAddress, entityType: 'form' });
    expect(entry!.details).toEqual({ name: 'Event sign-up', slug: 'event-sign-up', fields: 5 });
  });

  it('updates it over the version it loaded, and refuses a save over a newer one, keeping that one', async () => {
    const created = await createForm(db, actor, eventSignUp({ name: 'Workshop', slug: 'workshop' }));
    const first = await updateForm(db, actor, {
      id: created.id,
      updatedAt: created.updatedAt,
      form: eventSignUp({ name: 'Workshop (full day)', slug: 'workshop-day' }),
    });
    expect(first.updatedAt).not.toBe(created.updatedAt);
    expect(await getBuilderForm(db, created.id)).toMatchObject({ name: 'Workshop (full day)', slug: 'workshop-day' });

    // A second editor still holds the first version: refused with the time of the other save, in the site's zone.
    await db
      .insert(siteSettings)
      .values({ key: 'time_zone', value: 'Asia/Tokyo' })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: 'Asia/Tokyo' } });
    const tokyo = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date(first.updatedAt),
    );
    await expect(
      updateForm(db, actor, { id: created.id, updatedAt: created.updatedAt, form: eventSignUp({ name: 'Overwritten', slug: 'workshop' }) }),
    ).rejects.toMatchObject({
      status: 409,
      message: `Someone else saved this form at ${tokyo}; reload to see their changes.`,
    });
    expect(await getBuilderForm(db, created.id)).toMatchObject({ name: 'Workshop (full day)', updatedAt: first.updatedAt });
    await db.delete(siteSettings).where(eq(siteSettings.key, 'time_zone'));

    expect((await auditOf(created.id)).map((entry) => [entry.action, entry.details])).toEqual([
      ['form.create', { name: 'Workshop', slug: 'workshop', fields: 5 }],
      ['form.update', { name: 'Workshop (full day)', slug: 'workshop-day', fields: 5, previousSlug: 'workshop' }],
    ]);
  });

  it('refuses a slug another form uses, or a built-in form’s, beside the slug field', async () => {
    const before = await formCount();
    for (const slug of ['event-sign-up', 'contact']) {
      const refusal = await createForm(db, actor, eventSignUp({ name: 'Copy', slug })).catch((error: unknown) => error);
      expect(refusal).toMatchObject({
        status: 409,
        fieldErrors: { slug: expect.stringMatching(/^(Another form already uses this slug\.|This slug belongs to one of the site’s built-in forms\.)$/) },
      });
    }
    const other = await createForm(db, actor, eventSignUp({ name: 'Other', slug: 'other-event' }));
    await expect(updateForm(db, actor, { id: other.id, updatedAt: other.updatedAt, form: eventSignUp({ slug: 'event-sign-up' }) })).rejects.toMatchObject({
      status: 409,
      message: 'Another form already uses this slug.',
      fieldErrors: { slug: 'Another form already uses this slug.' },
    });
    expect(await formCount()).toBe(before + 1);
  });

  it('refuses invalid definitions with each problem at its path, and writes nothing', async () => {
    const before = await formCount();
    const auditBefore = (await db.select({ id: auditLog.id }).from(auditLog)).length;
    const cases: [FormDefinitionInput, string, string, string][] = [
      [
        eventSignUp({ slug: 'Not A Slug' }),
        'slug',
        'A slug uses lower-case letters, digits and single dashes.',
        'A slug uses lower-case letters, digits and single dashes.',
      ],
      [
        eventSignUp({ fields: [...eventSignUp().fields, { id: 'f6', type: 'radio', name: 'track', label: 'Track', options: [] }] }),
        'fields.5.options',
        'Add at least one option.',
        'Field 6 (Track): Add at least one option.',
      ],
      [
        eventSignUp({
          fields: [
            { id: 'f1', type: 'text', name: 'email', label: 'Name' },
            { id: 'f2', type: 'email', name: 'email', label: 'Email' },
          ],
        }),
        'fields.1.name',
        'Another field is already named "email".',
        'Field 2 (Email): Another field is already named "email".',
      ],
      [
        eventSignUp({
          fields: [
            { id: 'f1', type: 'text', name: 'notes', label: 'Notes', showWhen: { field: 'later', equals: 'Yes' } },
            { id: 'f2', type: 'radio', name: 'later', label: 'Later', options: ['Yes'] },
          ],
        }),
        'fields.0.showWhen',
        'A field can depend only on a drop-down, choice, checkbox or consent field above it.',
        'Field 1 (Notes): A field can depend only on a drop-down, choice, checkbox or consent field above it.',
      ],
      [
        eventSignUp({ fields: [{ id: 'f1', type: 'heading', name: 'intro', label: 'Intro' }] }),
        'fields',
        'Add at least one field the visitor fills in.',
        'Add at least one field the visitor fills in.',
      ],
      [
        eventSignUp({ settings: { notifyEmails: ['events@axionlabs.dev', 'not an address'] } }),
        'settings.notifyEmails.1',
        'Enter valid email addresses, one per line.',
        'Enter valid email addresses, one per line.',
      ],
      [
        eventSignUp({ settings: { afterSubmit: 'redirect', redirectTo: '' } }),
        'settings.redirectTo',
        'Choose the page to go to after sending.',
        'Choose the page to go to after sending.',
      ],
      [
        eventSignUp({ fields: [{ id: 'f1', type: 'text', name: 'name', label: 'Name' }], settings: { confirmation: { enabled: true } } }),
        'settings.confirmation.enabled',
        'Add an email field first: the confirmation goes to the address the visitor gives.',
        'Add an email field first: the confirmation goes to the address the visitor gives.',
      ],
    ];
    const existing = await createForm(db, actor, eventSignUp({ name: 'Valid', slug: 'valid-form' }));
    const auditAfterValid = auditBefore + 1;
    for (const [definition, path, message, toast] of cases) {
      const created = await createForm(db, actor, definition).catch((error: unknown) => error);
      expect(created, path).toMatchObject({ status: 400, message: toast, fieldErrors: { [path]: message } });
      const updated = await updateForm(db, actor, { id: existing.id, updatedAt: existing.updatedAt, form: definition }).catch((error: unknown) => error);
      expect(updated, path).toMatchObject({ status: 400, fieldErrors: { [path]: message } });
    }
    expect(await formCount()).toBe(before + 1);
    expect((await db.select({ id: auditLog.id }).from(auditLog)).length).toBe(auditAfterValid);
    expect(await getBuilderForm(db, existing.id)).toMatchObject({ name: 'Valid', updatedAt: existing.updatedAt });
  });

  it('refuses to edit, rename or delete the built-in forms', async () => {
    const contact = await getBuilderForm(db, await builtInId('contact'));
    expect(contact).toMatchObject({ builtIn: true, name: 'Contact Form' });
    const message = 'This is one of the site’s built-in forms: its fields and texts are fixed. You can only switch it on or off in the forms list.';
    await expect(
      updateForm(db, actor, { id: contact!.id, updatedAt: contact!.updatedAt, form: eventSignUp({ name: 'Contact', slug: 'contact' }) }),
    ).rejects.toMatchObject({ status: 400, message });
    await expect(
      updateForm(db, actor, { id: contact!.id, updatedAt: contact!.updatedAt, form: eventSignUp({ name: 'Renamed', slug: 'renamed-contact' }) }),
    ).rejects.toMatchObject({ status: 400, message });
    await expect(deleteForm(db, actor, { id: contact!.id })).rejects.toMatchObject({ status: 400, message });
    expect(await getBuilderForm(db, contact!.id)).toMatchObject({ name: 'Contact Form', slug: 'contact', updatedAt: contact!.updatedAt });
    expect(await auditOf(contact!.id)).toEqual([]);
  });

  it('answers an unknown form with a 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      await expect(updateForm(db, actor, { id, updatedAt: new Date().toISOString(), form: eventSignUp({ slug: 'ghost' }) })).rejects.toMatchObject({
        status: 404,
        message: 'This form no longer exists. Reload the page.',
      });
      await expect(deleteForm(db, actor, { id })).rejects.toMatchObject({ status: 404 });
      expect(await getBuilderForm(db, id)).toBeNull();
    }
  });

  it('refuses to delete a form with entries, and deletes one without, audited', async () => {
    const used = await createForm(db, actor, eventSignUp({ name: 'Used', slug: 'used-form' }));
    await db.insert(formSubmissions).values([
      { formId: used.id, data: { name: 'Ann' } },
      { formId: used.id, data: { name: 'Ben' } },
    ]);
    expect(await getBuilderForm(db, used.id)).toMatchObject({ entryCount: 2 });
    await expect(deleteForm(db, actor, { id: used.id })).rejects.toMatchObject({
      status: 409,
      message: 'This form has 2 entries; switch it off instead, or delete its entries first.',
    });
    expect(await db.select().from(formSubmissions).where(eq(formSubmissions.formId, used.id))).toHaveLength(2);

    const unused = await createForm(db, actor, eventSignUp({ name: 'Unused', slug: 'unused-form' }));
    await deleteForm(db, actor, { id: unused.id });
    expect(await getBuilderForm(db, unused.id)).toBeNull();
    expect((await auditOf(unused.id)).map((entry) => [entry.action, entry.actorEmail, entry.details])).toEqual([
      ['form.create', actor.email, { name: 'Unused', slug: 'unused-form', fields: 5 }],
      ['form.delete', actor.email, { name: 'Unused', slug: 'unused-form' }],
    ]);
  });
});
