import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invalidateCacheTags } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { siteSettings, websiteSections } from '@/server/db/schema';
import { seedDatabase } from '@/seed/seed';
import { COMPANY } from '@/seed/seed-data';
import { createTestDatabase } from '@/test/database';
import { getSiteInfo } from './queries';

let db: Database;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
});

describe('getSiteInfo', () => {
  it('falls back to the footer section for what the settings leave empty', async () => {
    await db.insert(websiteSections).values({
      sectionType: 'footer',
      sectionName: 'Footer',
      content: { companyDescription: 'We build software.', email: 'footer@example.com', phone: '+1 555 0100', address: 'Cheyenne, WY, USA' },
    });
    const info = await getSiteInfo();
    expect(info).toMatchObject({ email: 'footer@example.com', phone: '+1 555 0100', address: 'Cheyenne, WY, USA', companyDescription: 'We build software.' });
    expect(info.header).toEqual({ showSearch: true, ctaText: 'Get Estimate', ctaLink: '/estimator' });
  });

  it('shows the site settings, and a changed setting once its tag is invalidated', async () => {
    await seedDatabase(db);
    invalidateCacheTags('site');
    expect(await getSiteInfo()).toMatchObject({ companyName: COMPANY.name, email: COMPANY.email, phone: COMPANY.phone, bookingUrl: COMPANY.bookingUrl });

    await db.update(siteSettings).set({ value: 'sales@axionlabs.dev' }).where(eq(siteSettings.key, 'contact_email'));
    // Until the admin action invalidates the tag, visitors get the cached value.
    expect((await getSiteInfo()).email).toBe(COMPANY.email);
    invalidateCacheTags('site');
    expect((await getSiteInfo()).email).toBe('sales@axionlabs.dev');
  });
});
