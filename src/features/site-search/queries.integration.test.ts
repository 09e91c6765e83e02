import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invalidateCacheTags } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { caseStudies, jobs, pages } from '@/server/db/schema';
import { seedDatabase } from '@/seed/seed';
import { createTestDatabase } from '@/test/database';
import { MAX_HITS, prefixTsQuery, searchSite } from './queries';

let db: Database;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
  await seedDatabase(db);
});

describe('searchSite', () => {
  it('finds built-in pages by every word of the query, in any case and with or without accents', async () => {
    const hits = await searchSite('  FINTECH  software ');
    // Once: the page's record (seeded with the built-in pages) is not a second hit.
    expect(hits.filter((hit) => hit.href === '/industries/fintech')).toHaveLength(1);
    expect(hits.every((hit) => `${hit.title} ${hit.description}`.toLowerCase().includes('fintech'))).toBe(true);
    expect((await searchSite('kyc vérification')).map((hit) => hit.href)).toContain('/solutions/kyc-verification');
    expect(await searchSite('   ')).toEqual([]);
    expect(await searchSite('zzqx-nothing-matches')).toEqual([]);
  });

  it('finds open jobs and published pages, and no longer finds them once closed or unpublished', async () => {
    const [job] = await db
      .insert(jobs)
      .values({ title: 'Quantum Compiler Engineer', department: 'Research', location: 'Remote', description: 'x' })
      .returning({ id: jobs.id });
    const [page] = await db
      .insert(pages)
      .values({ title: 'Quantum Readiness Guide', slug: 'quantum-readiness', content: 'x', isPublished: true })
      .returning({ id: pages.id });
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

describe('searchSite with many stored rows', () => {
  it('returns at most one page of hits, those with the words in the title first, and finds a job by its description', async () => {
    const rows = Array.from({ length: 2_000 }, (_, i) => ({
      title: i % 500 === 7 ? `Harbour Logistics Platform ${i}` : `Port operations study ${i}`,
      slug: `harbour-study-${i}`,
      client: `Client ${i}`,
      industry: 'Logistics',
      // Every study is about a terminal; one in five names the harbour too.
      description: i % 5 === 0 ? 'Scheduling for the harbour terminal, its cranes and its trucks.' : 'Scheduling for a terminal.',
    }));
    for (let i = 0; i < rows.length; i += 500) await db.insert(caseStudies).values(rows.slice(i, i + 500));
    const [job] = await db
      .insert(jobs)
      .values({
        title: 'Backend Engineer',
        department: 'Engineering',
        location: 'Lisbon',
        description: 'You will keep our zeppelin telemetry pipeline flying.',
      })
      .returning({ id: jobs.id });

    expect(await searchSite('terminal')).toHaveLength(MAX_HITS);
    const hits = await searchSite('harbour');
    expect(hits).toHaveLength(MAX_HITS);
    // The four studies with the word in their title, before the 400 that hold it in their description.
    expect(
      hits
        .slice(0, 4)
        .map((hit) => hit.title)
        .sort(),
    ).toEqual(['Harbour Logistics Platform 1007', 'Harbour Logistics Platform 1507', 'Harbour Logistics Platform 507', 'Harbour Logistics Platform 7']);
    expect(hits.slice(4).every((hit) => hit.kind === 'Case study' && !hit.title.startsWith('Harbour'))).toBe(true);
    // Every word, each as a prefix.
    expect((await searchSite('harb logist')).slice(0, 4).every((hit) => hit.title.startsWith('Harbour Logistics'))).toBe(true);

    expect(await searchSite('zeppelin')).toEqual([
      { kind: 'Job', title: 'Backend Engineer', href: `/careers/${job!.id}`, description: 'Engineering · Lisbon' },
    ]);
    expect((await searchSite('telemetry zepp')).map((hit) => hit.href)).toEqual([`/careers/${job!.id}`]);
  });

  it('takes nothing of the query as search syntax', async () => {
    expect(prefixTsQuery("harbour & !cranes:* ' | (e-commerce)")).toBe('harbour:* & cranes:* & e:* & commerce:*');
    expect(prefixTsQuery('Café Zürich 2026')).toBe('café:* & zürich:* & 2026:*');
    expect(prefixTsQuery('&|!():*')).toBeNull();
    for (const query of ['harbour & !', "':* | (", '&|!():*', 'the', 'a an of']) {
      await expect(searchSite(query)).resolves.toBeInstanceOf(Array);
    }
  });
});
