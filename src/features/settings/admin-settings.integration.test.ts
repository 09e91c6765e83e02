import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CrudError, type CrudActor } from '@/features/admin/crud/server';
import { createAdministrator } from '@/server/auth/bootstrap';
import type { Database } from '@/server/db/client';
import { auditLog, mediaFiles, siteSettings, websiteSections } from '@/server/db/schema';
import { seedDatabase } from '@/server/db/seed';
import { COMPANY } from '@/server/db/seed-data';
import { createTestDatabase } from '@/test/database';
import { getContactInfo, listSiteSettings } from './admin-queries';
import { contactInfoInputSchema, siteSettingInputSchema } from './admin-schema';
import { writeContactInfo, writeSiteSetting } from './admin-settings';
import { getSiteInfo } from './queries';

let db: Database;
let actor: CrudActor;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
  await seedDatabase(db);
  const admin = await createAdministrator(db, { email: 'ada@axionlabs.dev', password: 'an admin with a long passphrase', name: 'Ada', role: 'admin' });
  actor = { id: admin.id, email: 'ada@axionlabs.dev', ipAddress: '192.0.2.9' };
});

const saveSetting = (input: Record<string, unknown>) => writeSiteSetting(db, actor, siteSettingInputSchema.parse(input));
const stored = async (key: string) => (await db.select().from(siteSettings).where(eq(siteSettings.key, key)))[0];
const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof CrudError ? { status: error.status, message: error.message } : Promise.reject(error)));
const audits = async (action: string, entityId: string) => db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
const allValues = async () => (await db.select({ key: siteSettings.key, value: siteSettings.value, description: siteSettings.description }).from(siteSettings)).sort((a, b) => a.key.localeCompare(b.key));

describe('site settings', () => {
  it('lists every row; editing a value and description upserts by key, the public read follows at once, audited', async () => {
    const listed = await listSiteSettings(db);
    expect(listed.map((setting) => setting.key)).toEqual([...listed.map((setting) => setting.key)].sort());
    expect(listed.find((setting) => setting.key === 'signup_enabled')).toEqual(expect.objectContaining({ type: 'boolean', value: false }));
    expect(listed.find((setting) => setting.key === 'contact_phone')).toEqual(expect.objectContaining({ type: 'text', value: COMPANY.phone }));

    expect((await getSiteInfo()).bookingUrl).toBe(COMPANY.bookingUrl); // cached from here
    const count = await db.$count(siteSettings);
    expect(await saveSetting({ mode: 'update', key: 'booking_url', value: ' https://cal.com/axionlabs/intro ', description: 'Where visitors book a call.' })).toEqual({ key: 'booking_url', created: false });
    expect(await stored('booking_url')).toMatchObject({ value: 'https://cal.com/axionlabs/intro', description: 'Where visitors book a call.', type: 'url' });
    expect((await getSiteInfo()).bookingUrl).toBe('https://cal.com/axionlabs/intro');
    expect(await db.$count(siteSettings)).toBe(count);
    const [entry] = await audits('site_setting.update', 'booking_url');
    expect(entry).toMatchObject({ actorEmail: 'ada@axionlabs.dev', details: { key: 'booking_url', value: 'https://cal.com/axionlabs/intro', previousValue: COMPANY.bookingUrl } });
  });

  it('stores an on/off setting as a JSON boolean (what sign-up reads) and text settings as strings', async () => {
    await saveSetting({ mode: 'update', key: 'signup_enabled', value: true, description: 'Allow sign-up.' });
    expect((await stored('signup_enabled'))!.value).toBe(true);
    await saveSetting({ mode: 'update', key: 'signup_enabled', value: 'false', description: 'Allow sign-up.' });
    expect((await stored('signup_enabled'))!.value).toBe(false);
    await saveSetting({ mode: 'update', key: 'site_title', value: 'Axion Labs', description: '' });
    expect(await stored('site_title')).toMatchObject({ value: 'Axion Labs', description: null });
  });

  it('adds a new setting once; a taken key, an unknown key and bad keys are refused', async () => {
    expect(await saveSetting({ mode: 'create', key: 'support_email', type: 'email', value: 'support@axionlabs.dev', description: 'Where customers get help.' })).toEqual({ key: 'support_email', created: true });
    expect(await stored('support_email')).toMatchObject({ value: 'support@axionlabs.dev', type: 'email', description: 'Where customers get help.' });
    expect(await audits('site_setting.create', 'support_email')).toHaveLength(1);

    const before = await allValues();
    expect(await refusal(saveSetting({ mode: 'create', key: 'support_email', type: 'text', value: 'overwritten' }))).toEqual({
      status: 409,
      message: 'A setting with the key support_email already exists. Edit it in the list instead.',
    });
    expect(await refusal(saveSetting({ mode: 'update', key: 'no_such_setting', value: 'x' }))).toEqual({ status: 404, message: 'This setting no longer exists. Reload the page.' });
    const keyIssue = (key: unknown) => siteSettingInputSchema.safeParse({ mode: 'create', key, value: 'x' }).error?.issues[0]?.message;
    for (const key of ['Support_Email', 'support-email', 'support email', 'café']) {
      expect(keyIssue(key)).toBe('The key may hold only lowercase letters, digits and underscores (for example support_email).');
    }
    expect(keyIssue('k'.repeat(65))).toBe('Use at most 64 characters for the key.');
    expect(keyIssue('')).toBe('Please enter the key.');
    expect(keyIssue('k'.repeat(64))).toBeUndefined();
    expect(siteSettingInputSchema.safeParse({ mode: 'create', key: 'colour', type: 'color', value: 'x' }).error?.issues[0]?.message).toBe('Choose a type: text, long text, email, web address or on/off.');
    expect(await allValues()).toEqual(before);
  });

  it("checks the value against the setting's stored type (not the one sent) and stores nothing on refusal", async () => {
    const before = await allValues();
    const bad = async (input: Record<string, unknown>) => (await refusal(saveSetting(input)))?.message;
    expect(await bad({ mode: 'update', key: 'support_email', type: 'text', value: 'not an email' })).toBe('The value of support_email must be an email address (for example hello@example.com).');
    expect(await bad({ mode: 'update', key: 'social_github', value: 'javascript:alert(1)' })).toBe('The value of social_github must be a web address starting with http:// or https://.');
    expect(await bad({ mode: 'update', key: 'signup_enabled', value: 'yes' })).toBe('The value of signup_enabled must be on or off.');
    expect(await bad({ mode: 'update', key: 'site_title', value: true })).toBe('The value of site_title must be text.');
    expect(await bad({ mode: 'update', key: 'site_title', value: 't'.repeat(501) })).toBe('Use at most 500 characters for the value of site_title.');
    // The contact settings keep the Contact Info tab's rules when edited here.
    expect(await bad({ mode: 'update', key: 'company_name', value: '  ' })).toBe('Please enter the company name.');
    expect(await bad({ mode: 'update', key: 'contact_email', value: 'sales@' })).toBe('Please enter a valid contact email (for example hello@example.com).');
    expect(await allValues()).toEqual(before);
  });

  it('a secret setting is stored but never copied into the audit log', async () => {
    await saveSetting({ mode: 'update', key: 'lead_webhook_secret', value: 'a1b2c3d4e5f6a7b8c9d0', description: 'Signs the lead webhook.' });
    const [stored] = await db.select().from(siteSettings).where(eq(siteSettings.key, 'lead_webhook_secret'));
    expect(stored?.value).toBe('a1b2c3d4e5f6a7b8c9d0');
    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, 'lead_webhook_secret'));
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries[0]!.details)).not.toContain('a1b2c3d4e5f6a7b8c9d0');
  });

  it('a media setting takes only the id of a file in the media library', async () => {
    const [file] = await db.insert(mediaFiles).values({ filename: 'deck.pdf', originalFilename: 'Deck.pdf', filePath: 'private/portfolio/deck.pdf', fileSize: 1000, mimeType: 'application/pdf', folder: 'portfolio', isPrivate: true }).returning({ id: mediaFiles.id });
    await db.insert(siteSettings).values({ key: 'portfolio_file', value: '', type: 'media' });
    expect(await refusal(saveSetting({ mode: 'update', key: 'portfolio_file', value: '6f1c1f43-7c55-4f5e-9d7e-2d0b5d6f9a10' }))).toEqual({ status: 400, message: 'No file in the media library has the id given for portfolio_file.' });
    expect(await refusal(saveSetting({ mode: 'update', key: 'portfolio_file', value: 'deck.pdf' }))).toEqual({ status: 400, message: 'The value of portfolio_file must be the id of a file in the media library.' });
    await saveSetting({ mode: 'update', key: 'portfolio_file', value: file!.id });
    expect((await getSiteInfo()).portfolioFileId).toBe(file!.id);
  });
});

describe('contact info', () => {
  const contact = { companyName: 'Axion Labs Inc.', contactEmail: ' sales@axionlabs.dev ', contactPhone: '+1 (307) 555-0199', contactAddress: '1 Main St\nSheridan, WY' };

  it('saves the four settings together; the header, footer and contact page read them at once', async () => {
    await getSiteInfo(); // cached from here
    await writeContactInfo(db, actor, contactInfoInputSchema.parse(contact));
    expect(await getSiteInfo()).toMatchObject({ companyName: 'Axion Labs Inc.', email: 'sales@axionlabs.dev', phone: '+1 (307) 555-0199', address: '1 Main St\nSheridan, WY' });
    expect(await getContactInfo(db)).toEqual({ ...contact, contactEmail: 'sales@axionlabs.dev' });
    for (const key of ['company_name', 'contact_email', 'contact_phone', 'contact_address']) expect(typeof (await stored(key))!.value).toBe('string');
    const [entry] = await audits('site_settings.contact_info', 'contact_info');
    expect(entry!.details).toEqual({
      changed: {
        company_name: { from: COMPANY.name, to: 'Axion Labs Inc.' },
        contact_email: { from: COMPANY.email, to: 'sales@axionlabs.dev' },
        contact_phone: { from: COMPANY.phone, to: '+1 (307) 555-0199' },
        contact_address: { from: COMPANY.address, to: '1 Main St\nSheridan, WY' },
      },
    });
  });

  it('creates a missing one with its type and description; an empty phone falls back to the footer section', async () => {
    const [footer] = await db.select().from(websiteSections).where(eq(websiteSections.sectionType, 'footer'));
    await db.update(websiteSections).set({ content: { ...(footer!.content as object), phone: '+1 555 0100' } }).where(eq(websiteSections.id, footer!.id));
    await db.delete(siteSettings).where(eq(siteSettings.key, 'contact_phone'));
    await writeContactInfo(db, actor, contactInfoInputSchema.parse({ ...contact, contactPhone: '' }));
    expect(await stored('contact_phone')).toMatchObject({ value: '', type: 'text', description: 'Public phone number shown in the footer and on the contact page.' });
    expect((await getSiteInfo()).phone).toBe('+1 555 0100');
  });

  it('refuses a missing name, a bad email or phone and long texts', () => {
    const issue = (change: Record<string, unknown>) => contactInfoInputSchema.safeParse({ ...contact, ...change }).error?.issues[0]?.message;
    expect(issue({})).toBeUndefined();
    expect(issue({ companyName: '' })).toBe('Please enter the company name.');
    expect(issue({ contactEmail: '' })).toBe('Please enter the contact email.');
    expect(issue({ contactEmail: 'sales at axionlabs' })).toBe('Please enter a valid contact email (for example hello@example.com).');
    expect(issue({ contactPhone: 'call us' })).toBe('The contact phone may hold only digits, spaces and + ( ) . - (for example +1 (307) 555-0142).');
    expect(issue({ contactAddress: 'a'.repeat(501) })).toBe('Use at most 500 characters for the contact address.');
    expect(issue({ companyName: 'n'.repeat(101) })).toBe('Use at most 100 characters for the company name.');
  });
});
