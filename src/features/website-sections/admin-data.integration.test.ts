import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CrudActor } from '@/features/admin/crud/server';
import { databaseWithStaff } from '@/features/admin/crud/test-database';
import { getSiteInfo } from '@/features/settings/queries';
import { invalidateCacheTags } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { auditLog, siteSettings, websiteSections } from '@/server/db/schema';
import { COMPANY } from '@/seed/seed-data';
import { getAdminWebsiteSections, writeWebsiteSection } from './admin-data';
import { websiteSectionInputSchema } from './schema';

let db: Database;
let actor: CrudActor;
beforeAll(async () => {
  ({ db, actor } = await databaseWithStaff('Erin', 'editor', '192.0.2.8', { seeded: true }));
});

const save = (input: Record<string, unknown>) => writeWebsiteSection(db, actor, websiteSectionInputSchema.parse(input));
const firstIssue = (input: unknown) => websiteSectionInputSchema.safeParse(input).error?.issues[0]?.message;
const audit = (section: string) =>
  db
    .select({ action: auditLog.action, actorEmail: auditLog.actorEmail, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'website_section'), eq(auditLog.entityId, section)));
const FOOTER = { section: 'footer', companyDescription: 'We build software.', email: '', phone: '', address: '' };

describe('a fresh install', () => {
  it("shows the company's contact settings in the footer, and the admin form shows them as what a blank field means", async () => {
    const info = await getSiteInfo();
    expect(info.footer).toMatchObject({ email: COMPANY.email, phone: COMPANY.phone, address: COMPANY.address });
    expect(info.footer.companyDescription).toMatch(/software and AI engineering agency/);
    expect(info.header).toEqual({ showSearch: true, ctaText: 'Get Estimate', ctaLink: '/estimator' });
    const admin = await getAdminWebsiteSections(db);
    expect(admin.sections.footer).toMatchObject({ email: '', phone: '', address: '' });
    expect(admin.footerFallbacks).toEqual({ email: COMPANY.email, phone: COMPANY.phone, address: COMPANY.address });
  });
});

describe('saving a section', () => {
  it('the footer shows its own email at once; the contact details (contact page, emails) keep the settings; blank falls back again', async () => {
    await getSiteInfo(); // warm the cache: the save must drop it
    await save({ ...FOOTER, email: ' press@axionlabs.dev ', phone: '+1 (307) 555-0100' });
    const info = await getSiteInfo();
    expect(info.footer).toEqual({
      companyDescription: 'We build software.',
      email: 'press@axionlabs.dev',
      phone: '+1 (307) 555-0100',
      address: COMPANY.address,
    });
    expect(info.companyDescription).toBe('We build software.');
    expect({ email: info.email, phone: info.phone, address: info.address }).toEqual({ email: COMPANY.email, phone: COMPANY.phone, address: COMPANY.address });

    // A Contact Info change (tag 'site') shows where the footer leaves the field blank.
    await db.update(siteSettings).set({ value: '1 Main St, Casper, WY 82601, USA' }).where(eq(siteSettings.key, 'contact_address'));
    invalidateCacheTags('site');
    expect((await getSiteInfo()).footer.address).toBe('1 Main St, Casper, WY 82601, USA');

    await save(FOOTER);
    expect((await getSiteInfo()).footer).toMatchObject({ email: COMPANY.email, phone: COMPANY.phone });

    const entries = await audit('footer');
    expect(entries).toHaveLength(2);
    expect(entries.every((entry) => entry.action === 'website_section.update' && entry.actorEmail === 'erin@axionlabs.dev')).toBe(true);
    expect(entries.map((entry) => entry.details)).toContainEqual({
      changed: { companyDescription: 'We build software.', email: 'press@axionlabs.dev', phone: '+1 (307) 555-0100' },
    });
  });

  it('the header button and search link follow the header section at once', async () => {
    await getSiteInfo();
    await save({ section: 'header', showSearch: false, ctaText: ' Book a Call ', ctaLink: 'https://cal.com/axionlabs/consultation' });
    expect((await getSiteInfo()).header).toEqual({ showSearch: false, ctaText: 'Book a Call', ctaLink: 'https://cal.com/axionlabs/consultation' });
    await save({ section: 'header', ctaText: 'Get Estimate', ctaLink: '/estimator' });
    expect((await getSiteInfo()).header).toEqual({ showSearch: true, ctaText: 'Get Estimate', ctaLink: '/estimator' });
  });

  it('the logo: image URL, alt and text; blank text and alt fall back to the company name', async () => {
    await save({ section: 'logo', url: '/media/logo.svg', alt: 'Axion Labs home', text: 'Axion' });
    expect((await getSiteInfo()).logo).toEqual({ url: '/media/logo.svg', alt: 'Axion Labs home', text: 'Axion' });
    await save({ section: 'logo', url: '', alt: '', text: '' });
    expect((await getSiteInfo()).logo).toEqual({ url: '', alt: COMPANY.name, text: COMPANY.name });
  });

  it('inserts a section that has no row yet (upsert on section_type), and turns an inactive one on', async () => {
    await db.delete(websiteSections).where(eq(websiteSections.sectionType, 'header'));
    await save({ section: 'header', showSearch: true, ctaText: 'Talk to Us', ctaLink: '/contact' });
    const rows = await db.select().from(websiteSections).where(eq(websiteSections.sectionType, 'header'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sectionName: 'Header', isActive: true, content: { showSearch: true, ctaText: 'Talk to Us', ctaLink: '/contact' } });

    await db.update(websiteSections).set({ isActive: false }).where(eq(websiteSections.sectionType, 'header'));
    invalidateCacheTags('site');
    expect((await getSiteInfo()).header.ctaText).toBe('Get Estimate');
    await save({ section: 'header', showSearch: true, ctaText: 'Talk to Us', ctaLink: '/contact' });
    expect((await getSiteInfo()).header.ctaText).toBe('Talk to Us');
  });

  it('refuses bad values with a message naming the field, and changes nothing', async () => {
    const before = await db.select().from(websiteSections);
    const link = (label: string) => `The ${label} must be a path on this site (like /services) or a web address starting with http:// or https://.`;
    expect(firstIssue({ section: 'header', ctaText: 'Go', ctaLink: 'javascript:alert(1)' })).toBe(link('button link'));
    expect(firstIssue({ section: 'header', ctaText: '  ', ctaLink: '/x' })).toBe('Please enter the button text.');
    expect(firstIssue({ section: 'header', ctaText: 'Go', ctaLink: '' })).toBe('Please enter the button link.');
    expect(firstIssue({ section: 'logo', url: 'javascript:alert(1)' })).toBe(link('logo image URL'));
    expect(firstIssue({ section: 'logo', url: '//evil.example.com/logo.png' })).toBe(link('logo image URL'));
    expect(firstIssue({ ...FOOTER, email: 'not an email' })).toBe('Please enter a valid email address, or leave it blank.');
    expect(firstIssue({ ...FOOTER, phone: 'call me' })).toBe('The phone number may only contain digits, spaces and + ( ) - .');
    expect(firstIssue({ ...FOOTER, companyDescription: 'x'.repeat(1001) })).toBe('Use at most 1000 characters for the company description.');
    expect(firstIssue({ section: 'sidebar', text: 'x' })).toBe('Choose a section: logo, header or footer.');
    expect(await db.select().from(websiteSections)).toEqual(before);
  });
});
