import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/test/database';
import type { Database } from '@/server/db/client';
import { ESTIMATE_ROLES, FEATURE_CATEGORIES, PAGE_TEMPLATES } from '@/server/db/enums';
import * as schema from '@/server/db/schema';
import { seedDatabase, seedIfEmpty } from './seed';

let db: Database;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
  await seedIfEmpty(db);
});

async function rowCount(table: PgTable) {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('the demo content', () => {
  it('builds the spec header menu, in order, with its submenus', async () => {
    const menu = await db.select().from(schema.navigationItems).orderBy(schema.navigationItems.orderIndex);
    expect(menu.map((item) => [item.name, item.href])).toEqual([
      ['Solutions', '/solutions'],
      ['Services', '/services'],
      ['Industries', '/industries'],
      ['Case Studies', '/case-studies'],
      ['Insights', '/insights'],
      ['About', '/about'],
      ['Careers', '/careers'],
      ['Partners', '/partners'],
      ['Contact', '/contact'],
    ]);
    expect(menu[0]?.submenu).toEqual([{ name: 'KYC Verification', href: '/solutions/kyc-verification' }]);
    expect(menu[1]?.submenu.map((s) => s.href)).toEqual([
      '/services/ai-automation',
      '/services/web-development',
      '/services/mobile-development',
      '/services/staff-augmentation',
    ]);
    expect(menu[2]?.submenu).toEqual([{ name: 'FinTech', href: '/industries/fintech' }]);
  });

  it('has the company settings, with a Wyoming, USA address', async () => {
    const settings = Object.fromEntries((await db.select().from(schema.siteSettings)).map((s) => [s.key, s.value]));
    for (const key of [
      'site_title',
      'site_description',
      'company_name',
      'contact_email',
      'contact_phone',
      'contact_address',
      'booking_url',
      'chat_url',
      'social_linkedin',
      'social_instagram',
      'social_github',
    ]) {
      expect(settings[key], key).toEqual(expect.any(String));
      expect(settings[key], key).not.toBe('');
    }
    expect(settings.contact_address).toMatch(/WY .*USA/);
    const sections = (await db.select().from(schema.websiteSections)).map((s) => s.sectionType).sort();
    expect(sections).toEqual(['footer', 'header', 'logo']);
  });

  it('gives the estimator 8 project types, features in all 4 categories and a rate for every role they need', async () => {
    expect(await rowCount(schema.projectTypes)).toBe(8);
    const features = await db.select().from(schema.projectFeatures);
    expect(features.length).toBeGreaterThanOrEqual(16);
    expect(new Set(features.map((f) => f.category))).toEqual(new Set(FEATURE_CATEGORIES));
    const rates = await db.select().from(schema.rateCards);
    expect(rates.map((r) => r.role).sort()).toEqual([...ESTIMATE_ROLES].sort());
    for (const feature of features) {
      expect(feature.rolesRequired.length, feature.name).toBeGreaterThan(0);
      for (const role of feature.rolesRequired) expect(ESTIMATE_ROLES, `${feature.name}: ${role}`).toContain(role);
    }
  });

  it('has at least 4 active jobs, 6 partners, the 6 case studies and a published page of each template', async () => {
    const activeJobs = await db.select().from(schema.jobs).where(eq(schema.jobs.isActive, true));
    expect(activeJobs.length).toBeGreaterThanOrEqual(4);
    expect(await rowCount(schema.partners)).toBe(6);
    const studies = await db.select().from(schema.caseStudies);
    expect(studies).toHaveLength(6);
    for (const study of studies) expect(study.results, study.title).toHaveLength(3);
    const published = await db.select().from(schema.pages).where(eq(schema.pages.isPublished, true));
    expect(new Set(published.map((p) => p.templateType))).toEqual(new Set(PAGE_TEMPLATES));
    expect(published.map((p) => p.slug)).toEqual(expect.arrayContaining(['privacy', 'terms', 'cookies']));
  });

  it('can run again without adding or overwriting anything', async () => {
    const tables = [schema.navigationItems, schema.siteSettings, schema.jobs, schema.partners, schema.caseStudies, schema.pages, schema.projectFeatures];
    const before = await Promise.all(tables.map(rowCount));
    await db.update(schema.siteSettings).set({ value: 'Edited by staff' }).where(eq(schema.siteSettings.key, 'company_name'));

    expect(await seedIfEmpty(db)).toBeNull();
    const inserted = await seedDatabase(db);

    expect(Object.values(inserted).every((n) => n === 0)).toBe(true);
    expect(await Promise.all(tables.map(rowCount))).toEqual(before);
    const [name] = await db.select().from(schema.siteSettings).where(eq(schema.siteSettings.key, 'company_name'));
    expect(name?.value).toBe('Edited by staff');
  });
});
