// What visitors may see of the database: only active or published rows, in the spec's order.
import { beforeAll, describe, expect, it } from 'vitest';
import { getActiveCaseStudyBySlug, listActiveCaseStudiesPage, listHomeCaseStudies } from '@/features/case-studies/queries';
import { getActiveJob, listActiveJobsPage } from '@/features/jobs/queries';
import { ensureSeedPages } from '@/seed/built-in-pages';
import { getPublishedPageBySlug } from '@/features/pages/queries';
import { listActivePartnersPage } from '@/features/partners/queries';
import type { Database } from '@/server/db/client';
import { caseStudies, jobs, pages, partners } from '@/server/db/schema';
import { createTestDatabase } from '@/test/database';
import { listSitemapEntries, MAX_SITEMAP_URLS } from './sitemap';

let db: Database;
const ids: Record<string, string> = {};

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  const study = (title: string, slug: string, extra: Partial<typeof caseStudies.$inferInsert> = {}) => ({
    title,
    slug,
    client: 'Client',
    industry: 'FinTech',
    ...extra,
  });
  await db
    .insert(caseStudies)
    .values([
      study('Older plain', 'older-plain', { createdAt: new Date('2026-01-01') }),
      study('Newer plain', 'newer-plain', { createdAt: new Date('2026-03-01') }),
      study('Featured', 'featured', { isFeatured: true, createdAt: new Date('2025-06-01') }),
      study('Hidden', 'hidden', { isActive: false, isFeatured: true }),
    ]);
  const job = (title: string, extra: Partial<typeof jobs.$inferInsert> = {}) => ({ title, department: 'Engineering', location: 'Remote', ...extra });
  const inserted = await db
    .insert(jobs)
    .values([
      job('Old role', { createdAt: new Date('2026-01-01') }),
      job('New role', { createdAt: new Date('2026-05-01') }),
      job('Closed role', { isActive: false }),
    ])
    .returning({ id: jobs.id, title: jobs.title });
  for (const row of inserted) ids[row.title] = row.id;
  await db
    .insert(partners)
    .values([
      { name: 'Beta Cloud' },
      { name: 'Alpha Data', isFeatured: false },
      { name: 'Zeta AI', isFeatured: true },
      { name: 'Gone Ltd', isActive: false, isFeatured: true },
    ]);
  await db.insert(pages).values([
    { title: 'Privacy', slug: 'privacy', isPublished: true },
    { title: 'Draft', slug: 'draft-page', isPublished: false },
  ]);
  // The built-in pages' records, as every site has them from its first start.
  await ensureSeedPages(db, () => null, { builtInOnly: true });
});

describe('public reads', () => {
  it('lists active case studies, featured first, never an inactive one', async () => {
    expect((await listActiveCaseStudiesPage(1)).studies.map((s) => s.title)).toEqual(['Featured', 'Newer plain', 'Older plain']);
    expect((await listHomeCaseStudies()).map((s) => s.title)).toEqual(['Featured', 'Newer plain', 'Older plain']);
    expect(await getActiveCaseStudyBySlug('hidden')).toBeNull();
    expect((await getActiveCaseStudyBySlug('featured'))?.title).toBe('Featured');
  });

  it('lists open positions newest first, without closed ones', async () => {
    expect((await listActiveJobsPage(1)).jobs.map((j) => j.title)).toEqual(['New role', 'Old role']);
    expect(await getActiveJob(ids['Closed role']!)).toBeNull();
    expect(await getActiveJob('not-a-uuid')).toBeNull();
    expect((await getActiveJob(ids['New role']!))?.title).toBe('New role');
  });

  it('lists active partners, featured first', async () => {
    expect((await listActivePartnersPage(1)).partners.map((p) => p.name)).toEqual(['Zeta AI', 'Alpha Data', 'Beta Cloud']);
  });

  it('shows a page only once published', async () => {
    expect(await getPublishedPageBySlug('draft-page')).toBeNull();
    expect((await getPublishedPageBySlug('privacy'))?.title).toBe('Privacy');
  });

  it('puts every public page in the sitemap, and nothing hidden', async () => {
    const urls = (await listSitemapEntries(0, MAX_SITEMAP_URLS)).map((entry) => entry.path);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/',
        '/services/staff-augmentation',
        '/careers',
        '/case-studies/featured',
        '/case-studies/older-plain',
        `/careers/${ids['New role']}`,
        '/privacy',
      ]),
    );
    expect(urls).not.toContain('/case-studies/hidden');
    expect(urls).not.toContain(`/careers/${ids['Closed role']}`);
    expect(urls).not.toContain('/draft-page');
    expect(new Set(urls).size).toBe(urls.length);
  });
});
