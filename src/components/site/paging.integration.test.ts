// The paged public lists (/case-studies, /careers, /partners) over more rows than one page holds.
import { beforeAll, describe, expect, it } from 'vitest';
import { CASE_STUDIES_PER_PAGE, listActiveCaseStudiesPage } from '@/features/case-studies/queries';
import { JOBS_PER_PAGE, listActiveJobsPage } from '@/features/jobs/queries';
import { listActivePartnersPage, PARTNERS_PER_PAGE } from '@/features/partners/queries';
import type { Database } from '@/server/db/client';
import { caseStudies, jobs, partners } from '@/server/db/schema';
import { createTestDatabase } from '@/test/database';

let db: Database;
const sameDay = new Date('2026-02-01T10:00:00Z');

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  // Many rows share a creation time: the id must still give every row one place in the order.
  await db.insert(caseStudies).values(
    Array.from({ length: 40 }, (_, i) => ({
      title: `Study ${i}`,
      slug: `study-${i}`,
      client: 'Client',
      industry: 'Retail',
      isFeatured: i % 9 === 0,
      isActive: i % 10 !== 3,
      createdAt: i % 2 === 0 ? sameDay : new Date(sameDay.getTime() + i * 60_000),
    })),
  );
  await db.insert(jobs).values(
    Array.from({ length: 45 }, (_, i) => ({
      title: `Role ${i}`,
      department: 'Engineering',
      location: 'Remote',
      isActive: i !== 44,
      createdAt: i < 30 ? sameDay : new Date(sameDay.getTime() - i * 60_000),
    })),
  );
  await db.insert(partners).values(Array.from({ length: 30 }, (_, i) => ({ name: `Partner ${i % 5}`, isFeatured: i === 17 })));
});

async function everyPage<T>(read: (page: number) => Promise<{ page: number; pageCount: number; items: T[] }>) {
  const first = await read(1);
  const pages = [first];
  for (let n = 2; n <= first.pageCount; n++) pages.push(await read(n));
  return pages;
}

describe('the paged public lists', () => {
  it('show each active case study on exactly one page, featured first', async () => {
    const pages = await everyPage(async (n) => {
      const { studies, ...rest } = await listActiveCaseStudiesPage(n);
      return { ...rest, items: studies };
    });
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3]);
    expect(pages.map((p) => p.items.length)).toEqual([CASE_STUDIES_PER_PAGE, CASE_STUDIES_PER_PAGE, 36 - 2 * CASE_STUDIES_PER_PAGE]);
    const titles = pages.flatMap((p) => p.items.map((study) => study.title));
    const active = Array.from({ length: 40 }, (_, i) => i).filter((i) => i % 10 !== 3);
    expect([...titles].sort()).toEqual(active.map((i) => `Study ${i}`).sort());
    const featured = active.filter((i) => i % 9 === 0).map((i) => `Study ${i}`);
    expect(new Set(titles.slice(0, featured.length))).toEqual(new Set(featured));
  });

  it('show each open job on exactly one page, newest first', async () => {
    const pages = await everyPage(async (n) => {
      const { jobs: items, ...rest } = await listActiveJobsPage(n);
      return { ...rest, items };
    });
    expect(pages.map((p) => p.items.length)).toEqual([JOBS_PER_PAGE, JOBS_PER_PAGE, 4]);
    const ids = pages.flatMap((p) => p.items.map((job) => job.id));
    expect(new Set(ids).size).toBe(44);
    const times = pages.flatMap((p) => p.items.map((job) => job.createdAt.getTime()));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('show each partner on exactly one page, featured first, then by name', async () => {
    const pages = await everyPage(async (n) => {
      const { partners: items, ...rest } = await listActivePartnersPage(n);
      return { ...rest, items };
    });
    expect(pages.map((p) => p.items.length)).toEqual([PARTNERS_PER_PAGE, 30 - PARTNERS_PER_PAGE]);
    const all = pages.flatMap((p) => p.items);
    expect(new Set(all.map((partner) => partner.id)).size).toBe(30);
    expect(all[0]?.isFeatured).toBe(true);
    const names = all.slice(1).map((partner) => partner.name);
    expect(names).toEqual([...names].sort());
  });

  it('answer a page past the end with the last page, and a page below 1 with the first', async () => {
    const last = await listActiveJobsPage(3);
    expect(await listActiveJobsPage(9999)).toEqual(last);
    expect((await listActiveCaseStudiesPage(Number.MAX_VALUE)).page).toBe(3);
    expect((await listActivePartnersPage(0)).page).toBe(1);
  });
});
