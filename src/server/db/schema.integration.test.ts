import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/test/database';
import type { Database } from './client';
import { jobs, pages, partners, siteSettings, websiteSections } from './schema';

let db: Database;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
});

/** The database's own error (Drizzle wraps it), so tests can assert which constraint refused the row. */
async function refusal(write: Promise<unknown>): Promise<string> {
  try {
    await write;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${cause?.message ?? ''} ${(error as Error).message}`;
  }
  throw new Error('the database accepted a row it should have refused');
}

describe('the data model refuses what the spec forbids', () => {
  it('refuses a job type outside full-time, part-time, contract, internship', async () => {
    expect(await refusal(db.insert(jobs).values({ title: 'Designer', department: 'Design', location: 'Remote', type: 'freelance' as never }))).toMatch(
      /jobs_type_check/,
    );
    const [job] = await db.insert(jobs).values({ title: 'Designer', department: 'Design', location: 'Remote' }).returning();
    expect(job).toMatchObject({ type: 'full-time', isActive: true, requirements: [], benefits: [], salaryRange: null });
  });

  it('refuses a partnership type outside the five and defaults to technology, not featured, active', async () => {
    expect(await refusal(db.insert(partners).values({ name: 'Acme', partnershipType: 'friend' as never }))).toMatch(/partners_partnership_type_check/);
    const [partner] = await db.insert(partners).values({ name: 'Acme' }).returning();
    expect(partner).toMatchObject({ partnershipType: 'technology', isFeatured: false, isActive: true });
  });

  it('refuses a second page with the same slug, an SEO title over 60 and a description over 160 characters', async () => {
    await db.insert(pages).values({ title: 'About us', slug: 'about-us' });
    expect(await refusal(db.insert(pages).values({ title: 'About us again', slug: 'about-us' }))).toMatch(/pages_slug_key/);
    expect(await refusal(db.insert(pages).values({ title: 'Long', slug: 'long-title', metaTitle: 'x'.repeat(61) }))).toMatch(/pages_meta_title_length/);
    expect(await refusal(db.insert(pages).values({ title: 'Long', slug: 'long-desc', metaDescription: 'x'.repeat(161) }))).toMatch(
      /pages_meta_description_length/,
    );
    expect(await refusal(db.insert(pages).values({ title: 'Bad', slug: 'Not A Slug' }))).toMatch(/pages_slug_format/);
    await db.insert(pages).values({ title: 'Fits', slug: 'fits', metaTitle: 'x'.repeat(60), metaDescription: 'x'.repeat(160) });
    expect(await db.select({ slug: pages.slug }).from(pages).where(eq(pages.slug, 'fits'))).toHaveLength(1);
  });

  it('keeps one value per setting key and one section per section type', async () => {
    await db.insert(siteSettings).values({ key: 'company_name', value: 'Axion Labs' });
    expect(await refusal(db.insert(siteSettings).values({ key: 'company_name', value: 'Other' }))).toMatch(/site_settings_key_key/);
    await db.insert(websiteSections).values({ sectionType: 'footer', sectionName: 'Footer' });
    expect(await refusal(db.insert(websiteSections).values({ sectionType: 'footer', sectionName: 'Footer 2' }))).toMatch(/website_sections_section_type_key/);
    expect(await refusal(db.insert(websiteSections).values({ sectionType: 'sidebar' as never, sectionName: 'Sidebar' }))).toMatch(
      /website_sections_section_type_check/,
    );
  });
});
