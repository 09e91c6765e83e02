// The reads behind the database blocks stay bounded whatever the table holds or the block asks for.
import { beforeAll, describe, expect, it } from 'vitest';
import { listLeadingCaseStudies, MAX_LEADING_CASE_STUDIES } from '@/features/case-studies/queries';
import { listPartnerLogos, MAX_PARTNER_LOGOS } from '@/features/partners/queries';
import { caseStudies, partners } from '@/server/db/schema';
import { createTestDatabase } from '@/test/database';
import { blockSchema } from './parse';
import type { Block } from './registry';
import { shownPageNumber } from './paged-lists';

const block = (data: Record<string, unknown>) => blockSchema.parse({ id: 'b1', ...data }) as Block;

beforeAll(async () => {
  const { db } = await createTestDatabase();
  const start = Date.now();
  await db.insert(caseStudies).values([
    ...Array.from({ length: 20 }, (_, i) => ({
      title: `Study ${i + 1}`,
      slug: `study-${i + 1}`,
      client: 'Client',
      industry: 'Retail',
      createdAt: new Date(start - i * 60_000),
    })),
    { title: 'Featured old', slug: 'featured-old', client: 'Client', industry: 'Retail', isFeatured: true, createdAt: new Date('2024-01-01') },
    { title: 'Hidden featured', slug: 'hidden', client: 'Client', industry: 'Retail', isFeatured: true, isActive: false },
  ]);
  await db
    .insert(partners)
    .values([
      ...Array.from({ length: 30 }, (_, i) => ({ name: `Partner ${String(i + 1).padStart(2, '0')}` })),
      { name: 'Zeta Featured', isFeatured: true },
      { name: 'Gone Featured', isFeatured: true, isActive: false },
    ]);
});

describe('the featured case studies block', () => {
  it('shows the first of the public order, featured first, as many as asked', async () => {
    expect((await listLeadingCaseStudies(3)).map((study) => study.title)).toEqual(['Featured old', 'Study 1', 'Study 2']);
  });

  it('never reads more than its limit allows, nor fewer than one', async () => {
    expect(await listLeadingCaseStudies(1_000)).toHaveLength(MAX_LEADING_CASE_STUDIES);
    expect(await listLeadingCaseStudies(0)).toHaveLength(1);
  });
});

describe('the logo wall of partners', () => {
  it('shows at most MAX_PARTNER_LOGOS active partners, featured first', async () => {
    const logos = await listPartnerLogos();
    expect(logos).toHaveLength(MAX_PARTNER_LOGOS);
    expect(logos[0]?.name).toBe('Zeta Featured');
    expect(logos.map((logo) => logo.name)).not.toContain('Gone Featured');
  });
});

// With a paged list, the number is the list's own (past the end, the last page): its reads need a
// request (Next's connection()), so e2e/public-paging.spec.ts checks that through the title and canonical.
describe('the page number a page shows', () => {
  it('is 1 on a page without a paged list, whatever ?page= says', async () => {
    expect(await shownPageNumber([block({ type: 'caseStudies', show: 'featured' })], 3)).toBe(1);
    expect(await shownPageNumber([block({ type: 'hero', title: 'Hello' })], 3)).toBe(1);
  });
});
