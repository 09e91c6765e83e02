import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CrudError, type CrudActor } from '@/features/admin/crud/server';
import { databaseWithStaff } from '@/features/admin/crud/test-database';
import type { Database } from '@/server/db/client';
import { auditLog, mediaFiles, siteSettings } from '@/server/db/schema';
import { COMPANY } from '@/seed/seed-data';
import { loadSettingsForm } from './admin-queries';
import { fieldErrorsOf, settingsGroup, settingsGroupInputSchema, type SettingsGroupId, type SettingValues } from './admin-schema';
import { SettingFieldError, writeSettingsGroup } from './admin-settings';
import { getSiteInfo, getSiteTimeZone, siteTimeZone } from './queries';

let db: Database;
let actor: CrudActor;
beforeAll(async () => {
  ({ db, actor } = await databaseWithStaff('Ada', 'admin', '192.0.2.9', { seeded: true }));
});

/** The group's stored values, as the form loads them, with `change` applied. */
async function groupValues(group: SettingsGroupId, change: SettingValues = {}): Promise<SettingValues> {
  const { values } = await loadSettingsForm(db);
  return { ...Object.fromEntries(settingsGroup(group).fields.map((field) => [field.key, values[field.key]!])), ...change };
}

/** What the action does after the role check: parse with the shared schema, then write. */
async function save(group: SettingsGroupId, change: SettingValues) {
  const input = settingsGroupInputSchema.parse({ group, values: await groupValues(group, change) });
  return writeSettingsGroup(db, actor, input as { group: SettingsGroupId; values: SettingValues });
}

/** The schema's message for each field, as the action answers it (nothing written). */
function refusedFields(input: unknown): Record<string, string> {
  const parsed = settingsGroupInputSchema.safeParse(input);
  expect(parsed.success).toBe(false);
  return fieldErrorsOf(parsed.error!.issues);
}

const stored = async (key: string) => (await db.select().from(siteSettings).where(eq(siteSettings.key, key)))[0];
const audits = async (action: string, entityId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
const allValues = async () =>
  (await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings)).sort((a, b) => a.key.localeCompare(b.key));

describe('loading the settings', () => {
  it('gives every field its stored value, on/off as a boolean, and how mail is sent', async () => {
    const form = await loadSettingsForm(db);
    expect(form.values).toMatchObject({ company_name: COMPANY.name, contact_email: COMPANY.email, booking_url: COMPANY.bookingUrl, signup_enabled: false });
    // The lead webhook is an endpoint now (Settings -> Webhooks), not a setting.
    expect(form.values).not.toHaveProperty('lead_webhook_url');
    // Seeded without storage: no portfolio file, and the partnership guide not seeded here at all.
    expect(form.values.portfolio_file).toBe('');
    expect(form.values.partnership_guide_file).toBe('');
    expect(form.files).toEqual({ portfolio_file: null, partnership_guide_file: null });
    expect(form.email).toMatchObject({ recipient: COMPANY.email, delivery: { transport: expect.stringMatching(/^(smtp|files)$/) } });
  });
});

describe('saving a group', () => {
  it('writes the changed settings, the public read follows at once, one audit entry per change', async () => {
    expect((await getSiteInfo()).phone).toBe(COMPANY.phone); // cached from here
    const result = await save('company', { contact_phone: ' +1 (307) 555-0199 ', contact_address: '1 Main St\nSheridan, WY' });
    expect(result).toEqual({ changed: ['contact_phone', 'contact_address'] });
    expect(await stored('contact_phone')).toMatchObject({ value: '+1 (307) 555-0199', type: 'text' });
    expect(await getSiteInfo()).toMatchObject({ phone: '+1 (307) 555-0199', address: '1 Main St\nSheridan, WY', companyName: COMPANY.name });
    const [entry] = await audits('site_setting.update', 'contact_phone');
    expect(entry).toMatchObject({
      actorEmail: 'ada@axionlabs.dev',
      details: { key: 'contact_phone', group: 'company', value: '+1 (307) 555-0199', previousValue: COMPANY.phone },
    });
    expect(await audits('site_setting.update', 'company_name')).toHaveLength(0);

    // Saved again unchanged: nothing written, nothing audited.
    expect(await save('company', {})).toEqual({ changed: [] });
    expect(await audits('site_setting.update', 'contact_phone')).toHaveLength(1);
  });

  it('keeps a text that reads as a number (the founding year) as the text staff typed', async () => {
    // The column is jsonb: '2018' comes back as a number, which the form, the save and the site read as the text.
    const seeded = (await loadSettingsForm(db)).values.founding_year;
    expect(seeded).toMatch(/^\d{4}$/);
    expect((await getSiteInfo()).foundingYear).toBe(seeded);
    expect(await save('company', {})).toEqual({ changed: [] });
    expect(await save('company', { founding_year: '2015' })).toEqual({ changed: ['founding_year'] });
    expect((await loadSettingsForm(db)).values.founding_year).toBe('2015');
    expect((await getSiteInfo()).foundingYear).toBe('2015');
    expect(refusedFields({ group: 'company', values: await groupValues('company', { founding_year: '2999' }) })).toMatchObject({
      founding_year: expect.stringMatching(/not in the future/),
    });
  });

  it('stores links as text and sign-up as a JSON boolean (what the sign-up page reads)', async () => {
    await save('links', { booking_url: 'https://cal.com/axionlabs/intro', chat_url: '' });
    expect(await getSiteInfo()).toMatchObject({ bookingUrl: 'https://cal.com/axionlabs/intro', chatUrl: '' });
    await save('signup', { signup_enabled: true });
    expect((await stored('signup_enabled'))!.value).toBe(true);
    await save('signup', { signup_enabled: false });
    expect((await stored('signup_enabled'))!.value).toBe(false);
  });

  it('counts visits until an admin turns it off: a switch that starts on', async () => {
    // Never saved: the form shows it on, the site loads the script, and saving it unchanged stores nothing.
    expect(await stored('analytics_enabled')).toBeUndefined();
    expect((await loadSettingsForm(db)).values.analytics_enabled).toBe(true);
    expect((await getSiteInfo()).visitStatistics).toBe(true);
    expect(await save('statistics', {})).toEqual({ changed: [] });
    expect(await stored('analytics_enabled')).toBeUndefined();

    expect(await save('statistics', { analytics_enabled: false })).toEqual({ changed: ['analytics_enabled'] });
    expect(await stored('analytics_enabled')).toMatchObject({ value: false, type: 'boolean' });
    expect((await loadSettingsForm(db)).values.analytics_enabled).toBe(false);
    expect((await getSiteInfo()).visitStatistics).toBe(false);
    expect(await audits('site_setting.create', 'analytics_enabled')).toHaveLength(1);

    await save('statistics', { analytics_enabled: true });
    expect((await getSiteInfo()).visitStatistics).toBe(true);
  });
});

describe('refusals change nothing', () => {
  it('checks every type with a message for the field', async () => {
    const before = await allValues();
    const company = await groupValues('company');
    expect(
      refusedFields({
        group: 'company',
        values: { ...company, company_name: '  ', contact_email: 'sales@', contact_phone: 'call us', site_title: 't'.repeat(61) },
      }),
    ).toEqual({
      company_name: 'Please enter the company name.',
      contact_email: 'Please enter a valid contact email (for example hello@example.com).',
      contact_phone: 'The contact phone may hold only digits, spaces and + ( ) . - (for example +1 (307) 555-0142).',
      site_title: 'Use at most 60 characters for the site title.',
    });
    expect(refusedFields({ group: 'company', values: { ...company, site_description: '' } })).toEqual({
      site_description: 'Please enter the site description.',
    });
    const links = await groupValues('links');
    expect(refusedFields({ group: 'links', values: { ...links, social_github: 'javascript:alert(1)', booking_url: 'cal.com/axion' } })).toEqual({
      booking_url: 'The booking link must be a web address starting with http:// or https://, or empty.',
      social_github: 'The GitHub organisation must be a web address starting with http:// or https://, or empty.',
    });
    expect(refusedFields({ group: 'signup', values: { signup_enabled: 'yes' } })).toEqual({ signup_enabled: 'Say whether to allow staff sign-up: on or off.' });
    expect(refusedFields({ group: 'downloads', values: { portfolio_file: 'deck.pdf', partnership_guide_file: '' } })).toEqual({
      portfolio_file: 'Choose the portfolio from the media library.',
    });
    // Every field of the group must be sent.
    expect(refusedFields({ group: 'links', values: { booking_url: '' } })).toMatchObject({ chat_url: 'Please enter the chat link.' });
    expect(await allValues()).toEqual(before);
  });

  it('refuses keys and groups that are not settings', async () => {
    const signup = { signup_enabled: true };
    const unknownKey = settingsGroupInputSchema.safeParse({ group: 'signup', values: { ...signup, admin_password: 'x' } });
    expect(unknownKey.error?.issues.map((issue) => issue.message)).toEqual(['Unknown setting: admin_password. Reload the page.']);
    // A real key, but of another group, is not this group's either.
    const otherGroup = settingsGroupInputSchema.safeParse({ group: 'signup', values: { ...signup, company_name: 'Taken Over Inc.' } });
    expect(otherGroup.error?.issues[0]?.message).toBe('Unknown setting: company_name. Reload the page.');
    expect(settingsGroupInputSchema.safeParse({ group: 'secrets', values: {} }).error?.issues[0]?.message).toBe('Unknown settings group. Reload the page.');
    expect(settingsGroupInputSchema.safeParse({ values: signup }).error?.issues[0]?.message).toBe('Unknown settings group. Reload the page.');
    expect(await stored('admin_password')).toBeUndefined();
  });
});

describe('the time zone', () => {
  it('is UTC until saved; an unknown zone is refused with its message and changes nothing', async () => {
    expect(await siteTimeZone(db)).toBe('UTC');
    const form = await loadSettingsForm(db);
    expect(form.values.time_zone).toBe('UTC');
    expect(form.timeZones[0]).toEqual({ value: 'UTC', label: 'UTC' });
    expect(form.timeZones).toContainEqual({ value: 'Europe/Berlin', label: expect.stringMatching(/^Europe\/Berlin \(UTC\+0[12]:00\)$/) });

    const before = await allValues();
    const company = await groupValues('company');
    for (const zone of ['Mars/Olympus_Mons', 'Europe/Berlinn', 'europe/berlin', 'CET', '+01:00', '']) {
      expect(refusedFields({ group: 'company', values: { ...company, time_zone: zone } }), zone).toEqual({ time_zone: 'Choose a time zone from the list.' });
    }
    expect(refusedFields({ group: 'company', values: { ...company, time_zone: 60 } })).toEqual({ time_zone: 'Choose a time zone from the list.' });
    // Saved as it stands, the default is not written: there is nothing to store.
    expect(await save('company', {})).toEqual({ changed: [] });
    expect(await allValues()).toEqual(before);
    expect(await stored('time_zone')).toBeUndefined();
  });

  it('stores a zone of the list, which the reader and the cached reader give back', async () => {
    expect(await getSiteTimeZone()).toBe('UTC'); // cached from here
    expect(await save('company', { time_zone: 'Europe/Berlin' })).toEqual({ changed: ['time_zone'] });
    expect(await stored('time_zone')).toMatchObject({ value: 'Europe/Berlin', type: 'text' });
    const [entry] = await audits('site_setting.create', 'time_zone');
    expect(entry).toMatchObject({ details: { key: 'time_zone', group: 'company', value: 'Europe/Berlin' } });
    expect(await siteTimeZone(db)).toBe('Europe/Berlin');
    // The save dropped the 'site' tag.
    expect(await getSiteTimeZone()).toBe('Europe/Berlin');
    expect((await loadSettingsForm(db)).values.time_zone).toBe('Europe/Berlin');

    // Back to UTC: now stored, as the setting exists.
    expect(await save('company', { time_zone: 'UTC' })).toEqual({ changed: ['time_zone'] });
    expect(await stored('time_zone')).toMatchObject({ value: 'UTC' });
    expect(await getSiteTimeZone()).toBe('UTC');
  });

  it('reads a stored value that is no zone (edited by hand) as UTC', async () => {
    for (const value of ['Mars/Olympus_Mons', 42, { zone: 'Europe/Berlin' }]) {
      await db.update(siteSettings).set({ value }).where(eq(siteSettings.key, 'time_zone'));
      expect(await siteTimeZone(db), JSON.stringify(value)).toBe('UTC');
      expect((await loadSettingsForm(db)).values.time_zone).toBe('UTC');
    }
    // Saving the form stores what the site was using.
    expect(await save('company', {})).toEqual({ changed: ['time_zone'] });
    expect(await stored('time_zone')).toMatchObject({ value: 'UTC' });
  });
});

describe('the download files', () => {
  const pdf = { fileSize: 1000, mimeType: 'application/pdf', folder: 'uploads' };

  it('take a PDF of the media library or nothing; a missing setting is created as a media setting', async () => {
    const [guide, picture] = await db
      .insert(mediaFiles)
      .values([
        { filename: 'guide.pdf', originalFilename: 'Partner Guide.pdf', filePath: 'public/media/uploads/guide.pdf', ...pdf },
        { filename: 'team.png', originalFilename: 'team.png', filePath: 'public/media/uploads/team.png', ...pdf, mimeType: 'image/png' },
      ])
      .returning({ id: mediaFiles.id });
    const refusal = (change: SettingValues) =>
      save('downloads', change).then(
        () => null,
        (error: unknown) =>
          error instanceof SettingFieldError ? { field: error.field, message: error.message, status: (error as CrudError).status } : Promise.reject(error),
      );
    expect(await refusal({ portfolio_file: '6f1c1f43-7c55-4f5e-9d7e-2d0b5d6f9a10' })).toEqual({
      field: 'portfolio_file',
      status: 400,
      message: 'The file chosen for the Portfolio (PDF) is no longer in the media library. Choose another one.',
    });
    expect(await refusal({ partnership_guide_file: picture!.id })).toEqual({
      field: 'partnership_guide_file',
      status: 400,
      message: 'The Partnership guide (PDF) must be a PDF file.',
    });
    expect(await stored('partnership_guide_file')).toBeUndefined();

    await save('downloads', { partnership_guide_file: guide!.id });
    expect(await stored('partnership_guide_file')).toMatchObject({ value: guide!.id, type: 'media' });
    expect(await audits('site_setting.create', 'partnership_guide_file')).toHaveLength(1);
    const form = await loadSettingsForm(db);
    expect(form.files.partnership_guide_file).toMatchObject({
      id: guide!.id,
      name: 'Partner Guide.pdf',
      size: 1000,
      href: expect.stringMatching(new RegExp(`^/api/files/${guide!.id}\\?expires=\\d+&signature=`)),
    });

    await save('downloads', { portfolio_file: guide!.id });
    expect((await getSiteInfo()).portfolioFileId).toBe(guide!.id);
    await save('downloads', { portfolio_file: '' });
    expect((await getSiteInfo()).portfolioFileId).toBe('');
  });
});
