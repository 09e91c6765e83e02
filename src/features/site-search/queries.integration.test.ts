import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invalidateCacheTags } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { jobs, pages } from '@/server/db/schema';
import { seedDatabase } from '@/server/db/seed';
import { createTestDatabase } from '@/test/database';
import { searchSite } from './queries';

let db: Database;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
  await seedDatabase(db);
});

describe('searchSite', () => {
  it('finds built-in pages by every word of the query, in any case and with or without accents', async () => {
    const hits = await searchSite('  FINTECH  software ');
    expect(hits.map((hit) => hit.href)).toContain('/industries/fintech');
    expect(hits.every((hit) => `${hit.title} ${hit.description}`.toLowerCase().includes('fintech'))).toBe(true);
    expect((await searchSite('kyc vérification')).map((hit) => hit.href)).toContain('/solutions/kyc-verification');
    expect(await searchSite('   ')).toEqual([]);
    expect(await searchSite('zzqx-nothing-matches')).toEqual([]);
  });

  it('finds open jobs and published pages, and no longer finds them once closed or unpublished', async () => {
    const [job] = await db.insert(jobs).values({ title: 'Quantum Compiler Engineer', department: 'Research', location: 'Remote', description: 'x' }).returning({ id: jobs.id });
    const [page] = await db.insert(pages).values({ title: 'Quantum Readiness Guide', slug: 'quantum-readiness', content: 'x', isPublished: true }).returning({ id: pages.id });
    invalidateCacheTags('jobs', 'pages');
    expect(await searchSite('quantum')).toEqual(
      expect.arrayContaining([
        { kind: 'Job', title: 'Quantum Compiler Engineer', href: `/careers/${job!.id}`, description: 'Research · Remote' },
        { kind: 'Page', title: 'Quantum Readiness Guide', href: '/quantum-readiness', description: '' },
      ]),
    );

    await db.update(jobs).set({ isActive: false }).where(eq(jobs.id, job!.id));
    await db.update(pages).set({ isPublished: false }).where(eq(pages.id, page!.id));
    invalidateCacheTags('jobs', 'pages');
    expect(await searchSite('quantum')).toEqual([]);
  });

  it('finds active case studies by client or industry', async () => {
    const [study] = (await searchSite('fintech')).filter((hit) => hit.kind === 'Case study');
    expect(study?.href).toMatch(/^\/case-studies\/[a-z0-9-]+$/);
  });
});
